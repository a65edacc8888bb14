import { isApiError, serverText, type ItemWording } from '#src/api/errors';

/**
 * The wording of the rights forms' 422 items: the message alone (the form shows which field it
 * is about), so "Current password is incorrect" never reads "Current_password: ...".
 */
export const withoutFieldName: ItemWording = (field, msg) =>
  field === undefined ? undefined : serverText(msg);

/** Whether the server asks for a fresh sign-in (a 422 item of type reauthentication_required). */
export function needsReauthentication(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  const detail = (error.body as { detail?: unknown } | undefined)?.detail;
  return (
    Array.isArray(detail) &&
    detail.some((item) => (item as { type?: unknown })?.type === 'reauthentication_required')
  );
}
