/** Client-side checks of the user form (spec section 5), pure for the unit tests. */
import type { RoleName } from '../../../admin/roleRules';
import { needsPassword } from '../../../admin/roleRules';
import type { ErrorMessage } from '../../../api/errors';
import type { FormErrors } from './validateForms';

export interface UserFormValues {
  uid: string;
  password: string;
  firstname: string;
  lastname: string;
  no: string;
  tel: string;
  email: string;
  role: RoleName | undefined;
  site: string | undefined;
  spots: string[];
  active: boolean;
  /** Approved: an account awaiting approval is refused at sign-in with 1007. */
  verified: boolean;
}

export type UserField = 'uid' | 'password' | 'firstname' | 'email' | 'role';

const required = (field: string): ErrorMessage => ({ key: 'REQUIRED_FIELD_MSG', values: { field } });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `creating`: the uid, role and (for console roles) password are asked only at creation. */
export function validateUser(values: UserFormValues, creating: boolean): FormErrors<UserField> {
  const errors: FormErrors<UserField> = {};
  if (creating && values.uid.trim() === '') errors.uid = required('USER_ID');
  if (values.firstname.trim() === '') errors.firstname = { key: 'REQUIRED_NAME_MSG' };
  if (creating && !values.role) errors.role = required('ROLE');
  if (creating && values.role && needsPassword(values.role) && values.password === '') {
    errors.password = required('PASSWORD');
  }
  if (values.email.trim() !== '' && !EMAIL.test(values.email.trim())) errors.email = { key: 'INVALID_EMAIL' };
  return errors;
}

/** Spec section 5: a non-numeric number is sent as empty. */
export function seatNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}
