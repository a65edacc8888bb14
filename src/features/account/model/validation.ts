/** Client-side checks (Login, Register), pure so the order of the messages is testable. */
import type { ItemWording } from '#src/api/errors';
import { ACCOUNT_SPEC, ACCOUNT_TEXTS } from '#src/features/account/texts';
import {
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_MIXED_SCRIPTS_MSG,
  USERNAME_PATTERN,
  mixesScripts,
  normaliseUsername,
  usernameLength,
} from '#src/api/types';

const T = ACCOUNT_TEXTS.auth;
const SPEC = ACCOUNT_SPEC.auth;

export { USERNAME_MAX, USERNAME_MIN };
export const PASSWORD_MIN = 6;

/** The spec's wording of each message (the checks answer in the current language). */
export const FILL_ALL_FIELDS = SPEC.fillAllFields;
export const USERNAME_TOO_SHORT = `Username must be at least ${USERNAME_MIN} characters long.`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters long.`;
export const PASSWORDS_DO_NOT_MATCH = SPEC.passwordsDoNotMatch;
export const ACCEPT_PRIVACY = SPEC.acceptPrivacyFirst;

/** The messages in the current language. */
export const validationText = {
  fillAllFields: () => T.fillAllFields,
  usernameTooShort: () => T.usernameTooShort(USERNAME_MIN),
  passwordTooShort: () => T.passwordTooShort(PASSWORD_MIN),
  passwordsDoNotMatch: () => T.passwordsDoNotMatch,
  acceptPrivacy: () => T.acceptPrivacyFirst,
  usernameHint: () => T.usernameHint(USERNAME_MIN, USERNAME_MAX),
  usernameBadCharacters: () => T.usernameBadCharacters,
  usernameTooLong: () => T.usernameTooLong(USERNAME_MAX),
  usernameMixedScripts: () => T.usernameMixedScripts,
};

/** The contract's Username pattern (openapi.yaml, components.schemas.Username; contract/username.ts). */
export { USERNAME_PATTERN };
/** What a username may contain, shown under the field before anything is sent (spec wording). */
export const USERNAME_HINT = `${USERNAME_MIN}–${USERNAME_MAX} characters: letters, digits, _ . or - (no spaces).`;
export const USERNAME_BAD_CHARACTERS = SPEC.usernameBadCharacters;
export const USERNAME_TOO_LONG = `Username must be at most ${USERNAME_MAX} characters long.`;

/**
 * The inline check while typing (trimmed, NFC as the server stores it): characters the server would
 * refuse, letters of two alphabets, or more than the maximum; null when it may be sent. Too short is
 * left to the submit check. The same rule as the server's (contract/username.ts).
 */
export function usernameProblem(raw: string): string | null {
  const username = normaliseUsername(raw);
  if (username && !USERNAME_PATTERN.test(username)) return validationText.usernameBadCharacters();
  if (mixesScripts(username)) return validationText.usernameMixedScripts();
  if (usernameLength(username) > USERNAME_MAX) return validationText.usernameTooLong();
  return null;
}

/**
 * The server's validation of a username (pattern, too long, too short: the contract's words) in the
 * words of the form's own check; other items keep the general wording.
 */
export const usernameRuleInWords: ItemWording = (field, msg) => {
  if (field !== 'username') return undefined;
  if (msg.startsWith('String should match pattern')) return validationText.usernameBadCharacters();
  if (msg.startsWith('String should have at most')) return validationText.usernameTooLong();
  if (msg.startsWith('String should have at least')) return validationText.usernameTooShort();
  if (USERNAME_MIXED_SCRIPTS_MSG === `Value error, ${msg}`)
    return validationText.usernameMixedScripts();
  return undefined;
};

export interface LoginValues {
  identifier: string;
  password: string;
}

/** Both fields are required; the error text, or null when the form may be sent. */
export function validateLogin({ identifier, password }: LoginValues): string | null {
  return identifier.trim() && password ? null : validationText.fillAllFields();
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedPrivacy: boolean;
}

/**
 * The five register checks in the spec's order, plus the username's characters and length right after
 * its minimum (beyond the spec: the server refuses them anyway); the first failing one's text, or null.
 */
export function validateRegister(values: RegisterValues): string | null {
  const username = normaliseUsername(values.username);
  if (!username || !values.email.trim() || !values.password || !values.confirmPassword) {
    return validationText.fillAllFields();
  }
  if (usernameLength(username) < USERNAME_MIN) return validationText.usernameTooShort();
  const badUsername = usernameProblem(username);
  if (badUsername) return badUsername;
  if (values.password.length < PASSWORD_MIN) return validationText.passwordTooShort();
  if (values.password !== values.confirmPassword) return validationText.passwordsDoNotMatch();
  if (!values.acceptedPrivacy) return validationText.acceptPrivacy();
  return null;
}

/** The same consent check applies before Google sign-up. */
export function validateGoogleSignup(acceptedPrivacy: boolean): string | null {
  return acceptedPrivacy ? null : validationText.acceptPrivacy();
}
