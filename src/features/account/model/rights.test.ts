import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/errors';
import { needsReauthentication, withoutFieldName } from './rights';

describe('rights model', () => {
  it('words a field item by its message alone, and leaves body-level items to the default', () => {
    expect(withoutFieldName('current_password', 'Current password is incorrect')).toBe(
      'Current password is incorrect',
    );
    expect(withoutFieldName(undefined, 'Field required')).toBeUndefined();
  });

  it('tells a request for a fresh sign-in from other failures', () => {
    const item = (type: string) => ({ detail: [{ loc: ['body', 'password'], msg: 'x', type }] });
    expect(needsReauthentication(new ApiError(422, item('reauthentication_required')))).toBe(true);
    expect(needsReauthentication(new ApiError(422, item('password_incorrect')))).toBe(false);
    expect(needsReauthentication(new ApiError(401, { detail: 'Not authenticated' }))).toBe(false);
    expect(needsReauthentication(new Error('offline'))).toBe(false);
  });
});
