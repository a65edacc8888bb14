import { normaliseUsername, usernameValidationItem } from '#contract/username.ts';
import { HttpError } from '#server/src/platform/errors.ts';

/**
 * A username the contract's schema let through, as stored: NFC. The schema checked the characters
 * and the length as sent; the rest of contract/username.ts's rule (one script per name, 3-30
 * characters after composing) is checked here on the NFC form: a 422 item on `body.username`.
 */
export function checkedUsername(raw: string): string {
  const name = normaliseUsername(raw);
  const item = usernameValidationItem(name);
  if (item) throw new HttpError(422, [item]);
  return name;
}
