import type { ErrorMessage } from '../../api/errors';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export const PASSWORD_LABELS: Record<keyof ChangePasswordValues, string> = {
  oldPassword: 'OLD_PASSWORD',
  newPassword: 'NEW_PASSWORD',
  confirm: 'NEW_PASSWORD_CONFIRM',
};

/** Every field is required and the confirmation must match the new password. */
export function validateChangePassword(
  values: ChangePasswordValues,
  label: (key: string) => string,
): Partial<Record<keyof ChangePasswordValues, ErrorMessage>> {
  const errors: Partial<Record<keyof ChangePasswordValues, ErrorMessage>> = {};
  for (const field of Object.keys(PASSWORD_LABELS) as Array<keyof ChangePasswordValues>) {
    if (values[field] === '') {
      errors[field] = { key: 'REQUIRED_FIELD_MSG', values: { field: label(PASSWORD_LABELS[field]) } };
    }
  }
  if (!errors.confirm && values.newPassword !== values.confirm) {
    errors.confirm = { key: 'PASSWORD_MISMATCH' };
  }
  return errors;
}
