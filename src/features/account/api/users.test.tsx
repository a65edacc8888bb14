import { db, ensureXsrfCookie } from '#mocks/db';
import { server } from '#mocks/node';
import { failing } from '#mocks/overrides';
import { COOK } from '#mocks/scenarios';
import { renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, unwrap } from '#src/api/client';
import { serverDetailOr } from '#src/api/errors';
import { authKeys } from './keys';
import { withQueryClient } from '#src/testing/query-client';
import { useUpdateUser, useUserStats } from './users';

beforeEach(() => ensureXsrfCookie());

describe('useUserStats', () => {
  it('loads the dashboard numbers of the signed-in cook', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useUserStats(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      recipes_saved: expect.any(Number),
      cooked_this_week: expect.any(Number),
      streak_days: expect.any(Number),
    });
    expect(result.current.data?.recipes_saved).toBeGreaterThanOrEqual(12);
  });
});

describe('useUpdateUser', () => {
  /** The session query as the app holds it (the auth feature's currentUserQuery, by key). */
  const useMe = () =>
    useQuery({ queryKey: authKeys.me(), queryFn: () => unwrap(api.GET('/users/me')) });

  it('updates the profile, then re-fetches the current user', async () => {
    const { queryClient, wrapper } = withQueryClient();
    const me = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(me.result.current.data?.username).toBe(COOK.username));
    let meFetches = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.endsWith('/api/users/me')) meFetches += 1;
    });
    const { result } = renderHook(() => useUpdateUser(), { wrapper });
    const user = await result.current.mutateAsync({
      id: COOK.id,
      changes: { username: 'chef_anna_2' },
    });
    server.events.removeAllListeners();
    expect(user.username).toBe('chef_anna_2');
    expect(db.users.get(COOK.id)?.username).toBe('chef_anna_2');
    expect(meFetches).toBe(1);
    expect(queryClient.getQueryData(authKeys.me())).toMatchObject({ username: 'chef_anna_2' });
    await waitFor(() => expect(me.result.current.data?.username).toBe('chef_anna_2'));
  });

  it('keeps a saved language on the device before the re-fetch ends (a cook may leave at once)', async () => {
    localStorage.setItem('sous.language', 'de');
    const { wrapper } = withQueryClient();
    const me = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(me.result.current.isSuccess).toBe(true));
    const { result } = renderHook(() => useUpdateUser(), { wrapper });
    let storedWhileRefetching: string | null = 'not asked';
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.endsWith('/api/users/me'))
        storedWhileRefetching = localStorage.getItem('sous.language');
    });
    await result.current.mutateAsync({ id: COOK.id, changes: { language: null } });
    server.events.removeAllListeners();
    expect(storedWhileRefetching).toBeNull();
    await result.current.mutateAsync({ id: COOK.id, changes: { language: 'de' } });
    expect(localStorage.getItem('sous.language')).toBe('de');
    // A change that is not the language leaves the device's choice alone.
    localStorage.setItem('sous.language', 'en');
    await result.current.mutateAsync({ id: COOK.id, changes: { username: 'chef_anna_3' } });
    expect(localStorage.getItem('sous.language')).toBe('en');
    localStorage.removeItem('sous.language');
  });

  it('fails with the server detail, so the profile can show it', async () => {
    server.use(failing('updateUser', 409, 'Username already taken'));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useUpdateUser(), { wrapper });
    const error = await result.current
      .mutateAsync({ id: COOK.id, changes: { username: 'other_cook' } })
      .catch((e: unknown) => e);
    expect(serverDetailOr(error, 'Failed to update profile. Please try again.')).toBe(
      'Username already taken',
    );
  });
});
