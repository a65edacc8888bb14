import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_TOKEN_DETAILS, TOO_MANY_API_TOKENS } from '#contract/api-tokens.ts';
import { DETAILS } from '#contract/messages.ts';
import { MAX_API_TOKENS } from '#contract/limits.ts';
import {
  acceptsBearer,
  HAND_ROUTED,
  isProtected,
  loadContract,
  operations,
} from '#server/src/platform/contract/openapi.ts';
import { sha256 } from '#server/src/platform/crypto.ts';
import { testBackends } from './helpers/database.ts';
import {
  startTestServer,
  type RequestOptions,
  type TestClient,
  type TestResponse,
  type TestServer,
} from './helpers/server.ts';

const TOKENS = '/api/users/me/tokens';
const SECRET = /^sous_pat_[\w-]{43}$/;
const soup = JSON.stringify({ '@type': 'Recipe', name: 'Token soup', recipeIngredient: ['salt'] });

/** The operations a session only may call: no token of either scope reaches them. */
const SESSION_ONLY = [
  'listApiTokens',
  'createApiToken',
  'revokeApiToken',
  'changePassword',
  'requestEmailChange',
  'deleteAccount',
  'updateUser',
  // Household sharing: who shares one's plan and list is decided signed in.
  'inviteHouseholdMember',
  'removeHouseholdMember',
  'acceptHouseholdInvitation',
  'declineHouseholdInvitation',
  'leaveHousehold',
];

describe.each(testBackends())('personal API tokens (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let annaId: number;
  let bert: TestClient;

  /** A request as a script makes it: a fresh client (no cookies, so no XSRF header) with the token. */
  const withToken = (
    token: string,
    method: string,
    url: string,
    options: RequestOptions = {},
  ): Promise<TestResponse> =>
    server.client().request(method as 'GET', url, {
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${token}` },
    });

  const create = async (client: TestClient, name: string, scope: 'read' | 'write') => {
    const res = await client.post(TOKENS, { json: { name, scope } });
    expect(res.status, res.body).toBe(201);
    return res.json as { id: number; token: string; prefix: string; name: string };
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_IMPORT: '3' });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    annaId = (await anna.signup('anna')).id;
    bert = server.client();
    await bert.signup('bert');
  });

  it('creates a token shown once, lists it without the secret, and revokes it', async () => {
    server.clock.set('2026-11-28T10:00:00Z');
    const created = await anna.post(TOKENS, { json: { name: '  Home Assistant ', scope: 'read' } });
    expect(created.status, created.body).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Home Assistant',
      scope: 'read',
      created_at: '2026-11-28T10:00:00.000Z',
      last_used_at: null,
    });
    expect(created.json.token).toMatch(SECRET);
    expect(created.json.prefix).toBe(created.json.token.slice(0, 12));
    const listed = await anna.get(TOKENS);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([
      {
        id: created.json.id,
        name: 'Home Assistant',
        scope: 'read',
        prefix: created.json.prefix,
        created_at: '2026-11-28T10:00:00.000Z',
        last_used_at: null,
      },
    ]);
    expect(listed.body).not.toContain(created.json.token);
    const revoked = await anna.delete(`${TOKENS}/${created.json.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.json).toEqual({ message: 'Token revoked' });
    expect((await anna.get(TOKENS)).json).toEqual([]);
  });

  it('stores only the SHA-256 of the secret', async () => {
    const { token, id } = await create(anna, 'cron', 'write');
    const rows = await server.database.db.query<Record<string, unknown>>(
      'SELECT * FROM api_tokens WHERE id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows[0])).not.toContain(token);
    expect(JSON.stringify(rows[0])).not.toContain(token.slice(12));
  });

  it('rejects blank, long and unknown-scope names with precise 422 items', async () => {
    const blank = await anna.post(TOKENS, { json: { name: '   ', scope: 'read' } });
    expect(blank.status).toBe(422);
    expect(blank.json.detail).toEqual([
      { loc: ['body', 'name'], msg: DETAILS.atLeastOneCharacter, type: 'string_too_short' },
    ]);
    const long = await anna.post(TOKENS, { json: { name: 'x'.repeat(61), scope: 'read' } });
    expect(long.status).toBe(422);
    expect(long.json.detail[0].loc).toEqual(['body', 'name']);
    const scope = await anna.post(TOKENS, { json: { name: 'x', scope: 'admin' } });
    expect(scope.status).toBe(422);
    expect(scope.json.detail[0].loc).toEqual(['body', 'scope']);
    expect((await anna.get(TOKENS)).json).toEqual([]);
  });

  it(`keeps at most ${MAX_API_TOKENS} tokens per user (409 beyond)`, async () => {
    for (let i = 0; i < MAX_API_TOKENS; i++) await create(anna, `t${i}`, 'read');
    const over = await anna.post(TOKENS, { json: { name: 'one more', scope: 'read' } });
    expect(over.status).toBe(409);
    expect(over.json.detail).toBe(TOO_MANY_API_TOKENS);
    // Bert's own count is his.
    await create(bert, 'his', 'read');
  });

  it("never lists or revokes another user's token (404), and never authenticates as another user", async () => {
    const annas = await create(anna, 'anna script', 'write');
    expect((await bert.get(TOKENS)).json).toEqual([]);
    const stolen = await bert.delete(`${TOKENS}/${annas.id}`);
    expect(stolen.status).toBe(404);
    expect(stolen.json.detail).toBe(DETAILS.apiTokenNotFound);
    expect((await bert.delete(`${TOKENS}/999999`)).status).toBe(404);
    expect((await anna.get(TOKENS)).json).toHaveLength(1);
    const me = await withToken(annas.token, 'GET', '/api/users/me');
    expect(me.status).toBe(200);
    expect(me.json.id).toBe(annaId);
  });

  it('authenticates a GET and an unsafe recipe operation without cookies and without XSRF', async () => {
    const { token } = await create(anna, 'write script', 'write');
    const imported = await withToken(token, 'POST', '/api/recipe/import', {
      json: { jsonld: soup },
    });
    expect(imported.status, imported.body).toBe(201);
    const id = imported.json.recipes[0].id as number;
    const list = await withToken(token, 'GET', '/api/recipe/list');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.json)).toContain('Token soup');
    const deleted = await withToken(token, 'DELETE', `/api/recipe/${id}/delete`);
    expect(deleted.status, deleted.body).toBe(200);
    // The same request without the token and without cookies is refused by the XSRF check.
    const bare = await server.client().post('/api/recipe/import', { json: { jsonld: soup } });
    expect(bare.status).toBe(403);
    expect(bare.json.detail).toBe(DETAILS.xsrf);
  });

  it('with a session cookie too, the XSRF check still applies', async () => {
    const { token } = await create(anna, 'w', 'write');
    const res = await anna.post('/api/recipe/import', {
      json: { jsonld: soup },
      xsrf: false,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(DETAILS.xsrf);
  });

  it('a read token gets 403 on every unsafe operation of the contract, and reads', async () => {
    const { token } = await create(anna, 'reader', 'read');
    const contract = loadContract(server.config.openapiPath);
    const unsafe = operations(contract).filter(
      ({ method, op }) =>
        method !== 'get' &&
        method !== 'head' &&
        !HAND_ROUTED.has(op.operationId) &&
        isProtected(contract, op.operationId) &&
        acceptsBearer(contract, op.operationId),
    );
    expect(unsafe.length).toBeGreaterThan(15);
    for (const { method, path } of unsafe) {
      const url = '/api' + path.replace(/\{\w+\}/g, '1');
      const res = await withToken(token, method.toUpperCase(), url, {
        json: {},
        contract: false,
      });
      expect([method, path, res.status, res.json?.detail]).toEqual([
        method,
        path,
        403,
        API_TOKEN_DETAILS.readOnly,
      ]);
    }
    expect((await withToken(token, 'GET', '/api/recipe/list')).status).toBe(200);
    expect((await withToken(token, 'GET', '/api/users/me/preferences')).status).toBe(200);
  });

  it('neither scope reaches tokens, password, email, profile or account deletion (403)', async () => {
    const contract = loadContract(server.config.openapiPath);
    const sessionOnly = operations(contract).filter(
      ({ op }) => isProtected(contract, op.operationId) && !acceptsBearer(contract, op.operationId),
    );
    expect(sessionOnly.map(({ op }) => op.operationId).sort()).toEqual([...SESSION_ONLY].sort());
    for (const scope of ['read', 'write'] as const) {
      const { token } = await create(anna, scope, scope);
      for (const { method, path } of sessionOnly) {
        const url = '/api' + path.replace(/\{\w+\}/g, String(annaId));
        const res = await withToken(token, method.toUpperCase(), url, {
          json: {
            password: 'secret-pass',
            new_password: 'another-pass',
            name: 'x',
            scope: 'write',
          },
          contract: false,
        });
        expect([scope, method, path, res.status, res.json?.detail]).toEqual([
          scope,
          method,
          path,
          403,
          API_TOKEN_DETAILS.notAllowed,
        ]);
      }
    }
    // Nothing changed: the account is there, with its two tokens and its password.
    expect((await anna.get(TOKENS)).json).toHaveLength(2);
    expect((await anna.login('anna')).status).toBe(200);
  });

  it('answers a revoked and an unknown token alike: 401', async () => {
    const { token, id } = await create(anna, 'gone', 'write');
    expect((await withToken(token, 'GET', '/api/users/me')).status).toBe(200);
    await anna.delete(`${TOKENS}/${id}`);
    const revoked = await withToken(token, 'GET', '/api/users/me');
    const unknown = await withToken(`sous_pat_${'A'.repeat(43)}`, 'GET', '/api/users/me');
    const garbage = await withToken('not-a-token', 'GET', '/api/users/me');
    for (const res of [revoked, unknown, garbage]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ detail: API_TOKEN_DETAILS.invalid });
    }
    // A revoked write token cannot change anything either (401 before any XSRF-free write).
    const write = await withToken(token, 'POST', '/api/recipe/import', { json: { jsonld: soup } });
    expect(write.status).toBe(401);
  });

  it('applies the per-user limits to token requests like to a session', async () => {
    const { token } = await create(anna, 'bulk', 'write');
    // RATE_LIMIT_IMPORT is 3 here: one import through the session, two through the token, then 429.
    expect((await anna.post('/api/recipe/import', { json: { jsonld: soup } })).status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await withToken(token, 'POST', '/api/recipe/import', { json: { jsonld: soup } });
      expect(res.status, res.body).toBe(201);
    }
    const limited = await withToken(token, 'POST', '/api/recipe/import', {
      json: { jsonld: soup },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // And the session shares the spent budget.
    expect((await anna.post('/api/recipe/import', { json: { jsonld: soup } })).status).toBe(429);
  });

  it('sets last used at most once a minute', async () => {
    server.clock.set('2026-11-28T10:00:00Z');
    const { token } = await create(anna, 'clock', 'read');
    const lastUsed = async () => (await anna.get(TOKENS)).json[0].last_used_at as string | null;
    expect(await lastUsed()).toBeNull();
    server.clock.set('2026-11-28T10:05:00Z');
    await withToken(token, 'GET', '/api/recipe/list');
    expect(await lastUsed()).toBe('2026-11-28T10:05:00.000Z');
    server.clock.set('2026-11-28T10:05:30Z');
    await withToken(token, 'GET', '/api/recipe/list');
    expect(await lastUsed()).toBe('2026-11-28T10:05:00.000Z');
    server.clock.set('2026-11-28T10:06:00Z');
    await withToken(token, 'GET', '/api/recipe/list');
    expect(await lastUsed()).toBe('2026-11-28T10:06:00.000Z');
  });

  it('deleting the account deletes its tokens', async () => {
    await create(anna, 'a', 'read');
    const del = await anna.post('/api/users/me/delete', { json: { password: 'secret-pass' } });
    expect(del.status, del.body).toBe(200);
    const rows = await server.database.db.query('SELECT id FROM api_tokens');
    expect(rows).toEqual([]);
  });
});
