/** Client-side checks (Login, Register), pure so the order of the messages is testable. */

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const USERNAME_TOO_SHORT = 'Username must be at least 3 characters long.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const ACCEPT_PRIVACY = 'Please accept the Privacy Policy to continue.';

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

export interface LoginValues {
  identifier: string;
  password: string;
}

/** Both fields are required; the error text, or null when the form may be sent. */
export function validateLogin({ identifier, password }: LoginValues): string | null {
  return identifier.trim() && password ? null : FILL_ALL_FIELDS;
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedPrivacy: boolean;
}

/** The five register checks in the spec's order; the first failing one's text, or null. */
export function validateRegister(values: RegisterValues): string | null {
  const username = values.username.trim();
  if (!username || !values.email.trim() || !values.password || !values.confirmPassword) {
    return FILL_ALL_FIELDS;
  }
  if (username.length < USERNAME_MIN) return USERNAME_TOO_SHORT;
  if (values.password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (values.password !== values.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (!values.acceptedPrivacy) return ACCEPT_PRIVACY;
  return null;
}

/** The same consent check applies before Google sign-up. */
export function validateGoogleSignup(acceptedPrivacy: boolean): string | null {
  return acceptedPrivacy ? null : ACCEPT_PRIVACY;
}
