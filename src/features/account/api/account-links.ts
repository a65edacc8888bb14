import { api, unwrap } from '#src/api/client';
import { statusOf } from '#src/api/errors';

// The calls of the pages a mailed link or a form opens without a session of their own: the
// password reset and the confirmation of a changed address. Plain calls, no query client: these
// pages also run prerendered on the public pages' entry (issue 32).

/** Asks for a password-reset link for an email address (the answer never says whether it has an account). */
export const requestResetLink = (email: string) =>
  unwrap(api.POST('/auth/forgot-password', { body: { email } }));

/** Sets a new password with the token from a reset link. */
export const resetPassword = (input: { token: string; password: string }) =>
  unwrap(api.POST('/auth/reset-password', { body: input }));

/** Checks a reset link's token without using it (issue 29). */
export const checkResetLink = (token: string) =>
  unwrap(api.POST('/auth/reset-password/check', { body: { token } }));

/** The check's answer for a used, expired or unknown token (400), as opposed to failing to ask. */
export const resetLinkIsInvalid = (error: unknown) => statusOf(error) === 400;

/** Confirms the change to the address the link was mailed to. */
export const confirmEmailChange = (token: string) =>
  unwrap(api.POST('/auth/confirm-email', { body: { token } }));
