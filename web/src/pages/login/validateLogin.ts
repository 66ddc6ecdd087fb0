/** Login validation (spec section 5): both fields are required; values are translation keys. */
export interface LoginErrors {
  uid?: 'LOGIN_ERR_UID';
  password?: 'LOGIN_ERR_PASSWORD';
}

export function validateLogin(uid: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (uid.trim() === '') {
    errors.uid = 'LOGIN_ERR_UID';
  }
  if (password === '') {
    errors.password = 'LOGIN_ERR_PASSWORD';
  }
  return errors;
}
