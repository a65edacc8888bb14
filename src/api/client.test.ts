import { server } from '#mocks/node';
import { expireAccessToken, failing, networkError, revokeRefresh } from '#mocks/overrides';
import { COOK } from '#mocks/scenarios';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiBaseUrl, setSessionExpiredHandler, unwrap } from './client';
import { ApiError, NetworkError } from './errors';

const API = 'http://localhost:3000/api';
const recipe = {
  id: 1,
  title: 'Chickpea Curry',
  description: 'Creamy.',
  image_url: null,
  total_time_minutes: 35,
  difficulty: 'easy',
  food_category: 'vegan',
  created_at: '2025-10-14T18:32:05Z',
};

/** A refresh endpoint that counts its calls and answers with the given status after a short wait. */
function refreshEndpoint(status: number, onRefresh: () => void = () => {}) {
  const calls = { count: 0, xsrf: [] as (string | null)[] };
  server.use(
    http.post(`${API}/auth/refresh`, async ({ request }) => {
      calls.count += 1;
      calls.xsrf.push(request.headers.get('X-XSRF-TOKEN'));
      await delay(30);
      onRefresh();
      return status === 200
        ? HttpResponse.json({ message: 'Token refreshed' })
        : HttpResponse.json({ detail: 'Not authenticated' }, { status });
    }),
  );
  return calls;
}

const sessionExpired = vi.fn();
beforeEach(() => {
  sessionExpired.mockReset();
  setSessionExpiredHandler(sessionExpired);
});
afterEach(() => setSessionExpiredHandler(() => {}));

describe('api client basics', () => {
  it('talks to /api on the page origin (http://localhost:3000 in jsdom)', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/recipe/get_all`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json([recipe]);
      }),
    );
    expect(apiBaseUrl()).toBe(API);
    await expect(unwrap(api.GET('/recipe/get_all'))).resolves.toEqual([recipe]);
    expect(seen).toEqual([`${API}/recipe/get_all`]);
  });

  it('sends cookies with every call (credentials: include)', async () => {
    // msw/node rebuilds the request from the socket (dropping `credentials`), so look at what
    // reaches fetch itself: that is what a browser acts on.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.use(
      http.get(`${API}/recipe/get_all`, () => HttpResponse.json([])),
      http.post(`${API}/recipe/:id/save`, () => HttpResponse.json({ message: 'Recipe saved' })),
    );
    await unwrap(api.GET('/recipe/get_all'));
    await unwrap(api.POST('/recipe/{id}/save', { params: { path: { id: 1 } } }));
    const sent = fetchSpy.mock.calls.map(([input]) => input as Request);
    expect(sent.map((request) => [request.method, request.credentials])).toEqual([
      ['GET', 'include'],
      ['POST', 'include'],
    ]);
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on POST, PUT, PATCH and DELETE only', async () => {
    document.cookie = 'XSRF-TOKEN=tok%2B1; path=/';
    const headers: Record<string, string | null> = {};
    const record =
      (name: string, body: unknown) =>
      ({ request }: { request: Request }) => {
        headers[name] = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json(body as never);
      };
    server.use(
      http.get(`${API}/recipe/get_all`, record('GET', [])),
      http.post(`${API}/recipe/:id/save`, record('POST', { message: 'ok' })),
      http.put(`${API}/users/:id`, record('PUT', {})),
      http.patch(`${API}/collection/:id/recipes`, record('PATCH', {})),
      http.delete(`${API}/recipe/:id/delete`, record('DELETE', { message: 'ok' })),
    );
    await unwrap(api.GET('/recipe/get_all'));
    await unwrap(api.POST('/recipe/{id}/save', { params: { path: { id: 1 } } }));
    await unwrap(api.PUT('/users/{id}', { params: { path: { id: 1 } }, body: { username: 'ab' } }));
    await unwrap(
      api.PATCH('/collection/{id}/recipes', {
        params: { path: { id: 1 } },
        body: { recipe_ids: [] },
      }),
    );
    await unwrap(api.DELETE('/recipe/{id}/delete', { params: { path: { id: 1 } } }));
    expect(headers).toEqual({
      GET: null,
      POST: 'tok+1',
      PUT: 'tok+1',
      PATCH: 'tok+1',
      DELETE: 'tok+1',
    });
  });

  it('throws ApiError with the status and parsed body on a non-2xx answer', async () => {
    server.use(failing('getRecipe', 404, 'Not found'));
    const error = await unwrap(api.GET('/recipe/{id}/get', { params: { path: { id: 9 } } })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: { detail: 'Not found' } });
  });

  it('throws NetworkError when there is no response', async () => {
    server.use(networkError('getAllRecipes'));
    await expect(unwrap(api.GET('/recipe/get_all'))).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('token refresh', () => {
  it('refreshes once on a 401 and retries the request, which then succeeds', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    let signedIn = false;
    const refresh = refreshEndpoint(200, () => (signedIn = true));
    let attempts = 0;
    server.use(
      http.get(`${API}/recipe/get_all`, () => {
        attempts += 1;
        return signedIn
          ? HttpResponse.json([recipe])
          : HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 });
      }),
    );
    await expect(unwrap(api.GET('/recipe/get_all'))).resolves.toEqual([recipe]);
    expect(refresh.count).toBe(1);
    expect(refresh.xsrf).toEqual(['tok']);
    expect(attempts).toBe(2);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('retries an unsafe request with its body and a fresh XSRF header', async () => {
    document.cookie = 'XSRF-TOKEN=before; path=/';
    let signedIn = false;
    refreshEndpoint(200, () => {
      signedIn = true;
      document.cookie = 'XSRF-TOKEN=after; path=/';
    });
    const bodies: unknown[] = [];
    const tokens: (string | null)[] = [];
    server.use(
      http.post(`${API}/collection/create`, async ({ request }) => {
        bodies.push(await request.json());
        tokens.push(request.headers.get('X-XSRF-TOKEN'));
        if (!signedIn) return HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 });
        return HttpResponse.json(
          { id: 7, name: 'Soups', description: null, recipe_count: 0, preview_image_urls: [] },
          { status: 201 },
        );
      }),
    );
    const created = await unwrap(api.POST('/collection/create', { body: { name: 'Soups' } }));
    expect(created.id).toBe(7);
    expect(bodies).toEqual([{ name: 'Soups' }, { name: 'Soups' }]);
    expect(tokens).toEqual(['before', 'after']);
  });

  it('queues concurrent 401s behind a single refresh call and retries them all', async () => {
    let signedIn = false;
    const refresh = refreshEndpoint(200, () => (signedIn = true));
    const guarded = (body: unknown) => () =>
      signedIn
        ? HttpResponse.json(body as never)
        : HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 });
    server.use(
      http.get(`${API}/recipe/get_all`, guarded([recipe])),
      http.get(`${API}/collection/all`, guarded([])),
      http.get(`${API}/users/me/stats`, guarded({ recipes_saved: 1 })),
    );
    const results = await Promise.all([
      unwrap(api.GET('/recipe/get_all')),
      unwrap(api.GET('/collection/all')),
      unwrap(api.GET('/users/me/stats')),
    ]);
    expect(results).toEqual([[recipe], [], { recipes_saved: 1 }]);
    expect(refresh.count).toBe(1);
  });

  it('does not refresh again for a 401 that arrives after a refresh it was sent before', async () => {
    let signedIn = false;
    const refresh = refreshEndpoint(200, () => (signedIn = true));
    server.use(
      http.get(`${API}/recipe/get_all`, () =>
        signedIn
          ? HttpResponse.json([recipe])
          : HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
      // Sent while still signed out, answered only after the refresh has finished.
      http.get(`${API}/collection/all`, async () => {
        const wasSignedIn = signedIn;
        await delay(150);
        return wasSignedIn
          ? HttpResponse.json([])
          : HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 });
      }),
    );
    const slow = unwrap(api.GET('/collection/all'));
    await expect(unwrap(api.GET('/recipe/get_all'))).resolves.toEqual([recipe]);
    await expect(slow).resolves.toEqual([]);
    expect(refresh.count).toBe(1);
  });

  it('gives up after one refresh when the retried request is still unauthorised', async () => {
    const refresh = refreshEndpoint(200);
    server.use(
      http.get(`${API}/recipe/get_all`, () =>
        HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
    );
    await expect(unwrap(api.GET('/recipe/get_all'))).rejects.toMatchObject({ status: 401 });
    expect(refresh.count).toBe(1);
  });

  it('calls the session-expired handler once when the refresh fails, and surfaces the 401', async () => {
    const refresh = refreshEndpoint(401);
    const unauthorised = () => HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 });
    server.use(
      http.get(`${API}/recipe/get_all`, unauthorised),
      http.get(`${API}/collection/all`, unauthorised),
    );
    const results = await Promise.allSettled([
      unwrap(api.GET('/recipe/get_all')),
      unwrap(api.GET('/collection/all')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { status: 401 } });
    expect(refresh.count).toBe(1);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a refresh without any response as failed', async () => {
    server.use(
      http.post(`${API}/auth/refresh`, () => HttpResponse.error()),
      http.get(`${API}/recipe/get_all`, () =>
        HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
    );
    await expect(unwrap(api.GET('/recipe/get_all'))).rejects.toMatchObject({ status: 401 });
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'login',
      () =>
        api.POST('/auth/login', {
          body: { username: 'anna', password: 'wrong' },
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
      `${API}/auth/login`,
    ],
    [
      'signup',
      () =>
        api.POST('/auth/signup', {
          body: { email: 'a@example.org', password: 'secret1', username: 'anna' },
        }),
      `${API}/auth/signup`,
    ],
    ['refresh', () => api.POST('/auth/refresh'), `${API}/auth/refresh`],
  ])('never refreshes for a 401 from %s', async (_name, call, url) => {
    let refreshes = 0;
    let calls = 0;
    server.use(
      http.post(url, () => {
        calls += 1;
        return HttpResponse.json({ detail: 'Incorrect username or password' }, { status: 401 });
      }),
    );
    if (!url.endsWith('/auth/refresh')) {
      server.use(
        http.post(`${API}/auth/refresh`, () => {
          refreshes += 1;
          return HttpResponse.json({ message: 'Token refreshed' });
        }),
      );
    }
    await expect(unwrap(call())).rejects.toMatchObject({
      status: 401,
      body: { detail: 'Incorrect username or password' },
    });
    expect(calls).toBe(1);
    expect(refreshes).toBe(0);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('passes a 429 straight through without refreshing', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${API}/auth/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ message: 'Token refreshed' });
      }),
      failing('generateRecipes', 429),
    );
    const error = await unwrap(
      api.POST('/preparing/generate', { body: { prompt: 'curry' } }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 429,
      body: { detail: 'Too many requests. Try again in 60 seconds.' },
    });
    expect(refreshes).toBe(0);
  });
});

describe('token refresh against the mock backend', () => {
  it('renews an expired access token and carries on', async () => {
    expireAccessToken();
    const me = await unwrap(api.GET('/users/me'));
    expect(me.username).toBe(COOK.username);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('reports the expired session when the refresh token was revoked', async () => {
    expireAccessToken();
    revokeRefresh();
    await expect(unwrap(api.GET('/users/me'))).rejects.toMatchObject({ status: 401 });
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });
});
