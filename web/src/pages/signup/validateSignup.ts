/**
 * Sign-up validation (spec section 5), run before the call; the server repeats every check.
 * Errors are translation keys with values, so the form can show them in any language.
 */
import type { ErrorMessage } from '../../api/errors';

export interface SignupValues {
  uid: string;
  password: string;
  passwordConfirm: string;
  email: string;
  firstname: string;
  lastname: string;
  tel: string;
  agreePolicy: boolean;
  agreeTerms: boolean;
}

export type SignupField = Exclude<keyof SignupValues, 'agreePolicy' | 'agreeTerms'>;

export interface SignupErrors {
  fields: Partial<Record<SignupField, ErrorMessage>>;
  /** REQUIRED_AGREE when not both boxes are ticked. */
  form?: ErrorMessage;
}

export const EMPTY_SIGNUP: SignupValues = {
  uid: '',
  password: '',
  passwordConfirm: '',
  email: '',
  firstname: '',
  lastname: '',
  tel: '',
  agreePolicy: false,
  agreeTerms: false,
};

/** The label key of each field, also used as {{field}} in REQUIRED_FIELD_MSG. */
export const FIELD_LABELS: Record<SignupField, string> = {
  uid: 'USER_ID',
  password: 'PASSWORD',
  passwordConfirm: 'PASSWORD_CONFIRM',
  email: 'EMAIL',
  firstname: 'FIRST_NAME',
  lastname: 'LAST_NAME',
  tel: 'TEL',
};

const REQUIRED: SignupField[] = ['uid', 'password', 'passwordConfirm', 'email', 'firstname'];

// Deliberately simple: one @, no spaces, a dot in the domain. The server's AWSEmail check is final.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignup(values: SignupValues, label: (key: string) => string): SignupErrors {
  const fields: SignupErrors['fields'] = {};
  for (const field of REQUIRED) {
    if (values[field].trim() === '') {
      fields[field] = { key: 'REQUIRED_FIELD_MSG', values: { field: label(FIELD_LABELS[field]) } };
    }
  }
  if (!fields.email && !EMAIL_PATTERN.test(values.email.trim())) {
    fields.email = { key: 'INVALID_EMAIL' };
  }
  if (!fields.passwordConfirm && values.password !== values.passwordConfirm) {
    fields.passwordConfirm = { key: 'PASSWORD_MISMATCH' };
  }
  const errors: SignupErrors = { fields };
  if (!values.agreePolicy || !values.agreeTerms) {
    errors.form = { key: 'REQUIRED_AGREE' };
  }
  return errors;
}

export function hasSignupErrors(errors: SignupErrors): boolean {
  return errors.form !== undefined || Object.keys(errors.fields).length > 0;
}
