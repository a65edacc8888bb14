import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '#src/api/errors';
import {
  OAUTH_DEFAULT_ERROR,
  oauthFailedUrl,
  oauthFailureReason,
  providerErrorReason,
} from './oauth';

describe('providerErrorReason', () => {
  it('prefers the description, then the code', () => {
    expect(
      providerErrorReason(new URLSearchParams('error=access_denied&error_description=Denied')),
    ).toBe('Denied');
    expect(providerErrorReason(new URLSearchParams('error=access_denied'))).toBe('access_denied');
    expect(providerErrorReason(new URLSearchParams(''))).toBeNull();
  });
});

describe('oauthFailureReason', () => {
  it('uses the server detail, then its message, else the default', () => {
    expect(oauthFailureReason(new ApiError(500, { detail: 'Session store down' }))).toBe(
      'Session store down',
    );
    expect(oauthFailureReason(new ApiError(500, { message: 'Oops' }))).toBe('Oops');
    expect(oauthFailureReason(new ApiError(500, null))).toBe(OAUTH_DEFAULT_ERROR);
    expect(oauthFailureReason(new NetworkError())).toBe(
      'Unexpected error occurred during OAuth login. Please try again later.',
    );
  });

  it('builds the failed page address with the reason encoded', () => {
    expect(oauthFailedUrl('a & b')).toBe('/oauth/callback/login-failed?reason=a+%26+b');
  });
});
