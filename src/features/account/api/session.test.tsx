import { server } from '#mocks/node';
import { failing, googleSignInOff } from '#mocks/overrides';
import { COOK, applyScenario } from '#mocks/scenarios';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withQueryClient } from '#src/testing/query-client';
import { authKeys } from './keys';
import { useGoogleSignInAvailable, useSession } from './session';

/** The paths of every /api request made while `run` is going on. */
async function requestsDuring(run: () => Promise<void>): Promise<string[]> {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return paths;
}

describe('useSession', () => {
  it('asks only the always-200 probe for an anonymous visitor (no 401 in the console)', async () => {
    applyScenario('anonymous');
    const paths = await requestsDuring(async () => {
      const { wrapper } = withQueryClient();
      const { result } = renderHook(() => useSession(), { wrapper });
      await waitFor(() => expect(result.current.status).toBe('anonymous'));
    });
    expect(paths).toEqual(['/api/auth/session']);
  });

  it('loads the user when the probe reports a session', async () => {
    applyScenario('cook');
    const paths = await requestsDuring(async () => {
      const { wrapper } = withQueryClient();
      const { result } = renderHook(() => useSession(), { wrapper });
      await waitFor(() => expect(result.current.status).toBe('authenticated'));
      expect(result.current.user).toMatchObject({ username: COOK.username });
    });
    expect(paths).toEqual(['/api/auth/session', '/api/users/me']);
  });

  it('still finds the user when the probe fails', async () => {
    applyScenario('cook');
    server.use(failing('getSessionInfo', 500));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
  });
});

describe('useGoogleSignInAvailable', () => {
  it('is true when the server offers Google sign-in', async () => {
    applyScenario('anonymous');
    const { queryClient, wrapper } = withQueryClient();
    const { result } = renderHook(() => useGoogleSignInAvailable(), { wrapper });
    await waitFor(() =>
      expect(queryClient.getQueryData(authKeys.info())).toEqual({
        has_session: false,
        google_sign_in: true,
      }),
    );
    expect(result.current).toBe(true);
  });

  it('turns false once the server says Google sign-in is not configured', async () => {
    applyScenario('anonymous');
    server.use(googleSignInOff());
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useGoogleSignInAvailable(), { wrapper });
    await waitFor(() => expect(result.current).toBe(false));
  });
});
