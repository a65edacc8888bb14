import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '#src/api/errors';
import { LOGIN_NO_USER } from '#src/features/account/api/auth';
import { authFailureMessage, LOGIN_FAILED } from './auth-errors';

describe('authFailureMessage', () => {
  it('shows what the server returned', () => {
    expect(
      authFailureMessage(
        new ApiError(401, { detail: 'Incorrect username or password' }),
        LOGIN_FAILED,
      ),
    ).toBe('Incorrect username or password');
    expect(
      authFailureMessage(
        new ApiError(422, {
          detail: [
            { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'x' },
          ],
        }),
        LOGIN_FAILED,
      ),
    ).toBe('Email: value is not a valid email address');
  });

  it('keeps the no-user text and otherwise falls back to the default', () => {
    expect(authFailureMessage(new Error(LOGIN_NO_USER), LOGIN_FAILED)).toBe(
      'Failed to fetch user data after login',
    );
    expect(authFailureMessage(new NetworkError(), LOGIN_FAILED)).toBe(
      'Login failed. Please try again.',
    );
    expect(authFailureMessage(new ApiError(500, null), LOGIN_FAILED)).toBe(
      'Login failed. Please try again.',
    );
  });
});
