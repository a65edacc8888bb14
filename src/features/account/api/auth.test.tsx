import { db, ensureXsrfCookie } from '#mocks/db';
import { server } from '#mocks/node';
import { failing, networkError } from '#mocks/overrides';
import { COOK, applyScenario } from '#mocks/scenarios';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { extractErrorMessage } from '#src/api/errors';
import { withQueryClient } from '#src/testing/query-client';
import {
  checkResetLink,
  requestResetLink,
  resetLinkIsInvalid,
  resetPassword,
} from './account-links';
import { googleLoginUrl, useLogin, useSignup } from './auth';
import { useLogout } from './logout';
import { authKeys } from './keys';
import { useSession } from './session';

/** Any other feature's cached data (the recipe list's key): it belongs to the previous user. */
const ANOTHER_FEATURES_DATA = ['recipes', 'list'];

// The app's first call (the session check) gets the XSRF cookie; these tests start with mutations.
beforeEach(() => ensureXsrfCookie());

describe('useLogin', () => {
  beforeEach(() => {
    applyScenario('anonymous');
    ensureXsrfCookie();
  });

  it('signs in with the email or username (form-encoded) and caches the user', async () => {
    const contentTypes: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/login'))
        contentTypes.push(request.headers.get('content-type'));
    });
    const { queryClient, wrapper } = withQueryClient();
    const { result } = renderHook(() => useLogin(), { wrapper });
    const user = await result.current.mutateAsync({
      username: COOK.email,
      password: COOK.password,
    });
    server.events.removeAllListeners();
    expect(user).toMatchObject({ id: COOK.id, username: COOK.username });
    expect(queryClient.getQueryData(authKeys.me())).toMatchObject({ username: COOK.username });
    expect(contentTypes).toEqual(['application/x-www-form-urlencoded']);
  });

  it('reports wrong credentials with the server detail and no refresh attempt', async () => {
    let refreshes = 0;
    server.use(
      http.post('*/api/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.json({ message: 'Token refreshed' });
      }),
    );
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useLogin(), { wrapper });
    const error = await result.current
      .mutateAsync({ username: COOK.username, password: 'wrong-password' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(extractErrorMessage(error)).toBe('Incorrect username or password');
    expect(refreshes).toBe(0);
  });

  it("fails with 'Failed to fetch user data after login' when no user comes back", async () => {
    server.use(failing('getCurrentUser', 404));
    const { queryClient, wrapper } = withQueryClient();
    const { result } = renderHook(() => useLogin(), { wrapper });
    await expect(
      result.current.mutateAsync({ username: COOK.username, password: COOK.password }),
    ).rejects.toThrow('Failed to fetch user data after login');
    expect(queryClient.getQueryData(authKeys.me())).toBeNull();
  });

  it('drops data cached for a previous user', async () => {
    const { queryClient, wrapper } = withQueryClient();
    queryClient.setQueryData(ANOTHER_FEATURES_DATA, []);
    const { result } = renderHook(() => useLogin(), { wrapper });
    await result.current.mutateAsync({ username: COOK.username, password: COOK.password });
    expect(queryClient.getQueryData(ANOTHER_FEATURES_DATA)).toBeUndefined();
  });
});

describe('useSignup', () => {
  beforeEach(() => {
    applyScenario('anonymous');
    ensureXsrfCookie();
  });

  const account = { email: 'new.cook@example.org', password: 'secret123', username: 'new_cook_2' };

  it('creates the account as JSON, signs in and caches the user', async () => {
    const { queryClient, wrapper } = withQueryClient();
    const { result } = renderHook(() => useSignup(), { wrapper });
    const user = await result.current.mutateAsync(account);
    expect(user).toMatchObject({ username: 'new_cook_2', email: 'new.cook@example.org' });
    expect(queryClient.getQueryData(authKeys.me())).toMatchObject({ username: 'new_cook_2' });
  });

  it("fails with 'Failed to fetch user data after registration' when no user comes back", async () => {
    server.use(failing('getCurrentUser', 404));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSignup(), { wrapper });
    await expect(result.current.mutateAsync(account)).rejects.toThrow(
      'Failed to fetch user data after registration',
    );
  });

  it('passes a taken username on as the server detail', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSignup(), { wrapper });
    const error = await result.current
      .mutateAsync({ ...account, username: COOK.username })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409 });
  });
});

describe('useLogout', () => {
  it('signs out and clears the user and every cached list', async () => {
    const { queryClient, wrapper } = withQueryClient();
    const session = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(session.result.current.status).toBe('authenticated'));
    queryClient.setQueryData(ANOTHER_FEATURES_DATA, []);
    const { result } = renderHook(() => useLogout(), { wrapper });
    await result.current.mutateAsync();
    await waitFor(() => expect(session.result.current.status).toBe('anonymous'));
    expect(queryClient.getQueryData(ANOTHER_FEATURES_DATA)).toBeUndefined();
    expect(db.session.userId).toBeNull();
  });

  it('ends the server session before it leaves, and clears the user only after leaving', async () => {
    const { queryClient, wrapper } = withQueryClient();
    const session = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(session.result.current.status).toBe('authenticated'));
    const seen: { serverUser: number | null; cached: unknown }[] = [];
    const { result } = renderHook(() => useLogout(), { wrapper });
    await result.current.mutateAsync(async () => {
      seen.push({ serverUser: db.session.userId, cached: queryClient.getQueryData(authKeys.me()) });
    });
    expect(seen).toEqual([{ serverUser: null, cached: expect.objectContaining({ id: COOK.id }) }]);
    expect(queryClient.getQueryData(authKeys.me())).toBeNull();
  });

  it.each([
    ['the server fails', failing('logout', 500)],
    ['there is no response', networkError('logout')],
  ])('clears the user even when %s', async (_case, override) => {
    const { queryClient, wrapper } = withQueryClient();
    const session = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(session.result.current.status).toBe('authenticated'));
    server.use(override);
    const { result } = renderHook(() => useLogout(), { wrapper });
    await expect(result.current.mutateAsync()).rejects.toBeTruthy();
    expect(queryClient.getQueryData(authKeys.me())).toBeNull();
    await waitFor(() => expect(session.result.current.status).toBe('anonymous'));
  });
});

describe('password reset', () => {
  it('asks for a reset link and gets the neutral answer', async () => {
    await expect(requestResetLink(COOK.email)).resolves.toEqual({
      message: 'If an account exists for this email, we have sent a link to reset the password.',
    });
  });

  it('checks a link without using it, sets a new password with it, and rejects an unknown one', async () => {
    await requestResetLink(COOK.email);
    const [token] = [...db.resetTokens.keys()];
    await expect(checkResetLink(token ?? '')).resolves.toBeTruthy();
    await expect(resetPassword({ token: token ?? '', password: 'brand-new-1' })).resolves.toEqual({
      message: 'Your password has been reset. You can now sign in.',
    });
    const used = await checkResetLink(token ?? '').catch((e: unknown) => e);
    expect(resetLinkIsInvalid(used)).toBe(true);
    const error = await resetPassword({ token: 'reset-unknown', password: 'brand-new-1' }).catch(
      (e: unknown) => e,
    );
    expect(extractErrorMessage(error)).toBe('This reset link is invalid or has expired.');
  });
});

it('starts Google sign-in at the same-origin API path', () => {
  expect(googleLoginUrl).toBe('/api/auth/login/google');
});
