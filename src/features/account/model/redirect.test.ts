import { describe, expect, it } from 'vitest';
import { redirectAfterLogin } from './redirect';

describe('redirectAfterLogin', () => {
  it('returns to the protected page the guard came from, with query and hash', () => {
    expect(redirectAfterLogin({ from: { pathname: '/app/settings', search: '', hash: '' } })).toBe(
      '/app/settings',
    );
    expect(
      redirectAfterLogin({
        from: { pathname: '/app/library', search: '?last_recipe=1,2', hash: '#top' },
      }),
    ).toBe('/app/library?last_recipe=1,2#top');
  });

  it('falls back to /app without a usable origin', () => {
    expect(redirectAfterLogin(null)).toBe('/app');
    expect(redirectAfterLogin({})).toBe('/app');
    expect(redirectAfterLogin({ from: { pathname: '//evil.example.com' } })).toBe('/app');
    expect(redirectAfterLogin({ from: { pathname: 'https://evil.example.com' } })).toBe('/app');
    expect(redirectAfterLogin({ from: { pathname: '/login' } })).toBe('/app');
  });
});
