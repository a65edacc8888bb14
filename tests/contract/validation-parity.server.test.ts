/**
 * One validator (contract/validate.ts): the server and the mock backend answer the same invalid
 * request with the same 422 `detail`, item for item. Runs in the server project (Node, a real app
 * over PGlite); the mock's request readers need no browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathParams, queryParams, readBody } from '#mocks/http';
import type { OperationId } from '#mocks/operations.gen';
import { testBackends } from '#server/test/helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from '#server/test/helpers/server.ts';

/** The `detail` the mock answers with when reading the body (or path) fails. */
async function mockDetail(read: () => Promise<unknown> | unknown): Promise<unknown> {
  try {
    await read();
  } catch (thrown) {
    const response = thrown as Response;
    expect(response.status).toBe(422);
    return ((await response.json()) as { detail: unknown }).detail;
  }
  throw new Error('the mock accepted the request');
}

const jsonRequest = (body: unknown) =>
  new Request('http://localhost/api', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const BODIES: {
  operationId: OperationId;
  method: 'post' | 'patch' | 'put';
  url: string;
  body: unknown;
}[] = [
  {
    operationId: 'signup',
    method: 'post',
    url: '/api/auth/signup',
    body: { username: 'ab', email: 'not-an-email', password: '123', extra: 1 },
  },
  { operationId: 'signup', method: 'post', url: '/api/auth/signup', body: { username: 12345 } },
  { operationId: 'createCollection', method: 'post', url: '/api/collection/create', body: {} },
  {
    operationId: 'updateCollectionRecipes',
    method: 'patch',
    url: '/api/collection/1/recipes',
    body: { recipe_ids: ['1', 2, 2] },
  },
  {
    operationId: 'generateRecipes',
    method: 'post',
    url: '/api/preparing/generate',
    body: { prompt: 'ab', preparing_session_id: '5', image_key: '../x' },
  },
  {
    operationId: 'createRecipe',
    method: 'post',
    url: '/api/recipe/create',
    body: {
      title: ' ',
      description: 1,
      servings: 0,
      total_time_minutes: 20000,
      difficulty: 'extreme',
      ingredients: [
        { quantity: -1, unit: 'g', name: '' },
        { unit: 'g', name: 'salt', x: 1 },
      ],
      steps: [{ text: 'Stir.', timer: 0 }],
    },
  },
  {
    operationId: 'updateRecipe',
    method: 'put',
    url: '/api/recipe/1/update',
    body: { title: 'Soup', ingredients: [], steps: 'stir' },
  },
  {
    // Text the database cannot store, at any depth, among schema errors (hardening-2, finding 2).
    operationId: 'createRecipe',
    method: 'post',
    url: '/api/recipe/create',
    body: {
      title: 'Soup\u0000',
      description: '\ud800',
      servings: 0,
      total_time_minutes: 20,
      difficulty: 'easy',
      image_url: null,
      ingredients: [{ quantity: 1, unit: 'g\udc00', name: 'salt' }],
      steps: [{ text: 'Stir.', timer: null, 'x\u0000': 1 }],
    },
  },
  {
    operationId: 'updateRecipe',
    method: 'put',
    url: '/api/recipe/1/update',
    body: {
      title: 'Soup',
      description: '',
      servings: 2,
      total_time_minutes: null,
      difficulty: 'easy',
      image_url: null,
      ingredients: [{ quantity: null, unit: '', name: 'salt \ud83d' }],
      steps: [{ text: 'Stir.\u0000', timer: null }],
    },
  },
  {
    operationId: 'importRecipes',
    method: 'post',
    url: '/api/recipe/import',
    body: { jsonld: '{"name": "\ud800"}' },
  },
  { operationId: 'importRecipes', method: 'post', url: '/api/recipe/import', body: {} },
  // The account's rights (hardening-2): the password, email and deletion bodies.
  {
    operationId: 'changePassword',
    method: 'post',
    url: '/api/users/me/password',
    body: { current_password: '', new_password: '12345', keep_sessions: true },
  },
  {
    operationId: 'changePassword',
    method: 'post',
    url: '/api/users/me/password',
    body: { new_password: 'x'.repeat(129) },
  },
  {
    operationId: 'requestEmailChange',
    method: 'post',
    url: '/api/users/me/email',
    body: { email: 'not-an-email', password: 7 },
  },
  { operationId: 'requestEmailChange', method: 'post', url: '/api/users/me/email', body: {} },
  {
    operationId: 'confirmEmailChange',
    method: 'post',
    url: '/api/auth/confirm-email',
    body: { token: '' },
  },
  {
    operationId: 'deleteAccount',
    method: 'post',
    url: '/api/users/me/delete',
    body: { password: '', confirm: 'DELETE' },
  },
  {
    operationId: 'importRecipes',
    method: 'post',
    url: '/api/recipe/import',
    body: { jsonld: '', url: 'https://example.com/' },
  },
];

describe.each(testBackends())('server and mock validate alike (%s)', (backend) => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
    client = server.client();
    await client.signup('parity');
  });
  afterAll(async () => server?.close());

  it.each(BODIES)('$operationId $body', async ({ operationId, method, url, body }) => {
    const res = await client[method](url, { json: body });
    expect(res.status).toBe(422);
    expect(res.json.detail.length).toBeGreaterThan(0);
    expect(await mockDetail(() => readBody(operationId, jsonRequest(body)))).toEqual(
      res.json.detail,
    );
  });

  it.each(['abc', '0'])('path id %s', async (id) => {
    const res = await client.get(`/api/recipe/${id}/get`);
    expect(res.status).toBe(422);
    expect(await mockDetail(() => pathParams('getRecipe', { id }))).toEqual(res.json.detail);
  });

  it.each([
    'limit=0',
    'limit=abc&sort=random',
    'max_time=2000&difficulty=extreme',
    `q=${'x'.repeat(101)}&collection_id=-1`,
    'free_of=nuts',
    'free_of=milk&free_of=milk',
    'free_of=gluten&free_of=wheat&limit=0',
    'q=a%00b',
    'q=ok&cursor=%00',
  ])('list query %s', async (query) => {
    const res = await client.get(`/api/recipe/list?${query}`);
    expect(res.status).toBe(422);
    expect(res.json.detail.length).toBeGreaterThan(0);
    const request = new Request(`http://localhost/api/recipe/list?${query}`);
    expect(await mockDetail(() => queryParams('listRecipes', request))).toEqual(res.json.detail);
  });
});
