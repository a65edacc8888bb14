import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/src/app.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { TokenSigner } from '#server/src/features/account/tokens.ts';
import { LocalDiskStorage } from '#server/src/platform/storage/file-storage.ts';
import { testBackends } from './helpers/database.ts';
import { FakeAi } from './helpers/fake-ai.ts';
import { startTestServer, testConfig, type TestServer } from './helpers/server.ts';

describe.each(testBackends())('HTTP surface (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  describe('the web app', () => {
    it('serves the prerendered landing page at / with security headers and no caching', async () => {
      const res = await server.client().get('/');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">landing</div>');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.setCookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
    });

    it('serves a prerendered public page at its path', async () => {
      const res = await server.client().get('/about');
      expect(res.status).toBe(200);
      expect(res.body).toContain('<div id="root">about</div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('answers a client route with its shell (here the plain SPA shell)', async () => {
      const res = await server.client().get('/app/library');
      expect(res.status).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/app/recipe/12/more', '/some/unknown/page', '/app/nothing-here'])(
      'answers %s, which no page has, with the prerendered not-found page and a 404',
      async (url) => {
        const res = await server.client().get(url);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('<div id="root">not-found</div>');
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it('answers a prerendered page however its address is spelt', async () => {
      const res = await server.client().get('/About');
      expect(res.status).toBe(200);
      expect(res.body).toContain('<div id="root">about</div>');
    });

    it.each([
      ['/app/recipe/12', 'recipe-shell'],
      ['/app/recipe/12/', 'recipe-shell'],
      ['/login?next=%2Fapp', 'login-shell'],
    ])('answers %s with the shell that preloads its route', async (url, body) => {
      const res = await server.client().get(url);
      expect(res.status).toBe(200);
      expect(res.body).toContain(`<div id="root">${body}</div>`);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it("preloads a signed-in page's first API answers with its shell, and only then", async () => {
      // A fresh client each time: its cookie jar would replace the header.
      const get = (url: string, cookie?: string) =>
        server.client().get(url, cookie ? { headers: { cookie } } : {});
      const recipe = await get('/app/recipe/12', 'access_token=a.b.c');
      expect(recipe.body).toContain('<div id="root">recipe-shell</div>');
      expect(recipe.headers.link).toBe(
        [
          '</api/users/me>; rel=preload; as=fetch; crossorigin=use-credentials',
          '</api/recipe/12/get>; rel=preload; as=fetch; crossorigin=use-credentials',
          '</api/instruction/12>; rel=preload; as=fetch; crossorigin=use-credentials',
        ].join(', '),
      );
      expect(recipe.headers.vary).toMatch(/Cookie/i);
      // Anonymous: the app asks nothing of this (the guard sends it to /login).
      expect((await get('/app/recipe/12')).headers.link).toBeUndefined();
      // Not an id the app would ask for (it goes to the library), nor an API answer to preload.
      for (const url of ['/app/recipe/abc', '/app/recipe/0', '/login', '/about'])
        expect((await get(url, 'access_token=a.b.c')).headers.link).toBeUndefined();
    });

    it('sends the precompressed file to clients that accept it', async () => {
      const c = server.client();
      const page = await c.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await c.get('/assets/index-abc123.js', {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('caches hashed assets for a year, immutably, without cookies', async () => {
      const res = await server.client().get('/assets/index-abc123.js');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('revalidates the service worker and the web app manifest on every load', async () => {
      const worker = await server.client().get('/sw.js');
      expect(worker.status).toBe(200);
      expect(worker.headers['content-type']).toMatch(/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      const manifest = await server.client().get('/manifest.webmanifest');
      expect(manifest.status).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
    });

    it('answers 404 (not the app) for a missing asset', async () => {
      expect((await server.client().get('/assets/missing-123.js')).status).toBe(404);
      expect((await server.client().get('/lottie-animations/nope.json')).status).toBe(404);
    });

    it('serves the step animations from the site root', async () => {
      const res = await server.client().get('/lottie-animations/chopping.json');
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ v: '5.7.4', layers: [] });
    });
  });

  describe('the API', () => {
    it('answers the health probe', async () => {
      const res = await server.client().get('/api/health');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'ok' });
    });

    it('answers 404 JSON for unknown /api paths, never the app', async () => {
      const c = server.client();
      const res = await c.get('/api/does-not-exist');
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: 'Not found' });
      await c.prime();
      expect((await c.post('/api/does-not-exist', { json: {} })).status).toBe(404);
    });

    it('gives every response a request id', async () => {
      const c = server.client();
      const a = await c.get('/api/health');
      const b = await c.get('/api/health');
      expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    });

    it('sends the security headers and request id with error answers too', async () => {
      const c = server.client();
      await c.prime();
      const refused = await c.post('/api/collection/create', {
        json: { name: 'x' },
        headers: { 'x-xsrf-token': 'wrong' },
        contract: false,
      });
      const unauthorized = await c.get('/api/recipe/get_all');
      const missing = await c.get('/api/does-not-exist');
      expect([refused.status, unauthorized.status, missing.status]).toEqual([403, 401, 404]);
      for (const res of [refused, unauthorized, missing]) {
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it('gives API answers a policy that allows nothing, and leaves the page policies to pages', async () => {
      const c = server.client();
      await c.signup('hedda');
      const answer = await c.get('/api/recipe/get_all');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const pageOnly of [
        'strict-transport-security',
        'x-frame-options',
        'origin-agent-cluster',
      ])
        expect(answer.headers[pageOnly]).toBeUndefined();
      const page = await c.get('/app/library');
      expect(page.headers['strict-transport-security']).toMatch(/^max-age=/);
      expect(page.headers['x-frame-options']).toBe('DENY');
    });

    it('refuses a text/plain body with 415', async () => {
      const c = server.client();
      await c.signup('anna');
      const res = await c.post('/api/collection/create', {
        payload: 'name=x',
        headers: { 'content-type': 'text/plain' },
        contract: false,
      });
      expect(res.status).toBe(415);
      expect(res.json).toEqual({ detail: 'Unsupported content type' });
    });

    it('renders the API reference from openapi.yaml at /api/docs, without scripts', async () => {
      const res = await server.client().get('/api/docs');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      for (const op of [
        'login',
        'generateRecipes',
        'getInstructions',
        'serveFile',
        'getLottieAnimation',
      ])
        expect(res.body).toContain(`id="op-${op}"`);
      expect(res.body).toContain('<code>/api/recipe/{id}/get</code>');
      // How a script uses a personal API token, and which operations take one.
      expect(res.body).toContain('<h2 id="api-tokens">Personal API tokens</h2>');
      expect(res.body).toContain(
        'curl -H "Authorization: Bearer sous_pat_&hellip;" http://127.0.0.1:3000/api/recipe/list',
      );
      const section = (op: string) => res.body.split(`id="op-${op}"`)[1]!.split('</p>')[0]!;
      expect(section('listRecipes')).toContain('<span class="lock">API token</span>');
      expect(section('createApiToken')).toContain('session only, no API token');
      expect(section('changePassword')).toContain('session only, no API token');
      expect(res.body).toContain('<code>/lottie-animations/{file}</code>');
      expect(res.body).not.toMatch(/<script/i);
      // A page with an inline stylesheet: the document policy, not the API answers' 'none'.
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      const yaml = await server.client().get('/api/openapi.yaml');
      expect(yaml.body).toMatch(/^openapi: 3\.1/);
    });
  });
});

describe('failures of backing services', () => {
  const secret = 'test-secret-for-failing-db';
  const brokenDb: Database = {
    kind: 'postgres',
    async query() {
      throw new Error('password authentication failed for user "sous" at 10.1.2.3:5432');
    },
    async exec() {
      throw new Error('down');
    },
    async transaction() {
      throw new Error('down');
    },
    async listen() {
      throw new Error('down');
    },
    async close() {},
  };
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const config = testConfig(path.join('/tmp', 'sous-broken-db'), { JWT_SECRET: secret });
    app = await buildApp({
      config,
      db: brokenDb,
      storage: new LocalDiskStorage('/tmp/sous-broken-db/files'),
      ai: new FakeAi(),
      logger: false,
    });
  });
  afterAll(async () => app?.close());

  it('reports an unreachable database as 503 on the health probe', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'Database unavailable' });
  });

  it('answers 500 without leaking the internal error', async () => {
    const token = await new TokenSigner(secret, 900).signAccess(1, 'session-1', new Date());
    const res = await app.inject({
      method: 'GET',
      url: '/api/recipe/get_all',
      cookies: { access_token: token },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error' });
    expect(res.body).not.toContain('10.1.2.3');
  });
});
