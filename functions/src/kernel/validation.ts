/** Shared input rules for the admin operations; each failure names a console translation key. */
import { z } from 'zod';
import { badRequest } from './errors';
import { storableProblem } from './storable-json';

/**
 * An argument read as text. AppSync has already checked each argument against the schema, so a
 * non-string here is an absent optional one: `asText` reads it as '', `asOptionalText` as null.
 */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
export const asOptionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A required text field: an empty value gives REQUIRED_FIELD_MSG with the field's name. */
export function requiredText(field: string, max: number) {
  return z
    .string({ message: `REQUIRED_FIELD_MSG:${field}` })
    .trim()
    .min(1, `REQUIRED_FIELD_MSG:${field}`)
    .max(max, `TOO_LONG:${field}`);
}

/**
 * An optional text field: trimmed, at most `max` characters, null or absent allowed. `tooLong` is
 * the translation key of a value past `max`; without one the failure reads INVALID_INPUT with the
 * field's path (parseArgs).
 */
export function optionalText(max: number, tooLong?: string) {
  return z.string().trim().max(max, tooLong).nullish();
}

/** Limits of free-form JSON (info, options): small enough for one item, shallow enough to read. */
export const JSON_LIMITS = { maxBytes: 16 * 1024, maxDepth: 8 } as const;

function withinDepth(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (depth >= JSON_LIMITS.maxDepth) return false;
  return Object.entries(value).every(([key, inner]) => key.length > 0 && withinDepth(inner, depth + 1));
}

/** AWSJSON arguments: AppSync hands resolvers the parsed value; a JSON string is accepted too. */
export const jsonInput = z.unknown().transform((value, context) => {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
  }
  const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  if (!isObject) {
    context.addIssue({ code: 'custom', message: 'INVALID_JSON' });
    return z.NEVER;
  }
  if (JSON.stringify(parsed).length > JSON_LIMITS.maxBytes || !withinDepth(parsed, 0)) {
    context.addIssue({ code: 'custom', message: 'JSON_TOO_LARGE' });
    return z.NEVER;
  }
  // What the store cannot hold as it is (storable-json.ts) failed at the write as an internal error.
  const problem = storableProblem(parsed);
  if (problem) {
    context.addIssue({
      code: 'custom',
      message: problem === 'reserved-key' ? 'JSON_KEY_RESERVED' : 'INVALID_JSON',
    });
    return z.NEVER;
  }
  return parsed as Record<string, unknown>;
});

/** An id argument or reference: bounded, so a huge value is refused before it reaches a key. */
export const idSchema = z.string().min(1, 'INVALID_ID').max(128, 'INVALID_ID');

export function jsonOutput(value: Record<string, unknown> | null | undefined): string | null {
  return value ? JSON.stringify(value) : null;
}

/** Parses or throws BadRequest; messages of the form KEY or KEY:field become errorInfo {key, field}. */
export function parseArgs<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const [key = 'INVALID_INPUT', field] = (issue?.message ?? '').split(':');
  const known = /^[A-Z_]+$/.test(key);
  const path = issue?.path.join('.') || null;
  throw badRequest(
    known ? key : 'INVALID_INPUT',
    known ? `${field ?? path ?? 'input'}: ${key}` : `${path ?? 'input'}: ${issue?.message}`,
    {
      field: field ?? path,
    },
  );
}
