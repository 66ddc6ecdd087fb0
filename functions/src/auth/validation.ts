/** Input rules for accounts (spec section 5); each failure names the console's translation key. */
import { z } from 'zod';
import { badRequest } from '../kernel/errors';

export const PASSWORD_MIN_LENGTH = 8;

const password = z.string().min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT').max(128, 'PASSWORD_TOO_LONG');

export const signupSchema = z
  .object({
    uid: z
      .string()
      .trim()
      .min(1, 'REQUIRED_UID')
      .max(64, 'UID_TOO_LONG')
      .regex(/^[A-Za-z0-9._@-]+$/, 'INVALID_UID'),
    password,
    passwordConfirm: z.string(),
    email: z.email('INVALID_EMAIL').max(254).nullish(),
    firstname: z.string().trim().min(1, 'REQUIRED_NAME_MSG').max(100),
    lastname: z.string().trim().max(100).nullish(),
    tel: z.string().trim().max(40).nullish(),
    agreePolicy: z.boolean(),
    agreeTerms: z.boolean(),
  })
  .refine((input) => input.password === input.passwordConfirm, {
    message: 'PASSWORD_MISMATCH',
    path: ['passwordConfirm'],
  })
  .refine((input) => input.agreePolicy && input.agreeTerms, { message: 'REQUIRED_AGREE', path: ['agree'] });

export const newPasswordSchema = password;

const MESSAGES: Record<string, string> = {
  REQUIRED_UID: 'A user id is required.',
  INVALID_UID: 'A user id may use letters, digits and . _ @ - only.',
  UID_TOO_LONG: 'The user id is too long.',
  PASSWORD_TOO_SHORT: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  PASSWORD_TOO_LONG: 'The password is too long.',
  PASSWORD_MISMATCH: 'Passwords do not match.',
  INVALID_EMAIL: 'Enter a valid e-mail address.',
  REQUIRED_NAME_MSG: 'A first name is required.',
  REQUIRED_AGREE: 'The privacy policy and the terms must be agreed.',
};

/** Parses or throws BadRequest with the first problem's key, field and a readable message. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue && issue.message in MESSAGES ? issue.message : 'INVALID_INPUT';
  throw badRequest(key, MESSAGES[key] ?? 'Invalid input.', { field: issue?.path.join('.') ?? null });
}
