import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, operations } from '#server/src/platform/contract/openapi.ts';
import { repoRoot } from '#server/src/platform/config.ts';
import { testBackends } from './helpers/database.ts';
import { generate } from './helpers/flows.ts';
import { image } from './helpers/images.ts';
import { FIXTURE_RECIPES, schemaOrgJson } from './helpers/archive-fixtures.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const allOperationIds = operations(loadContract(`${repoRoot}openapi.yaml`)).map(
  (o) => o.op.operationId,
);

describe('the contract checker', () => {
  it('rejects an undocumented status and a body that breaks the schema', async () => {
    const { ContractChecker } = await import('./helpers/contract.ts');
    const checker = new ContractChecker();
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(() =>
      checker.check({
        method: 'GET',
        url: '/api/recipe/get_all',
        status: 418,
        headers: json,
        body: '[]',
      }),
    ).toThrow(/not documented/);
    expect(() =>
      checker.check({
        method: 'GET',
        url: '/api/recipe/get_all',
        status: 200,
        headers: json,
        body: '[{"id":1,"title":"x"}]',
      }),
    ).toThrow(/breaks the contract/);
    expect(() =>
      checker.check({
        method: 'GET',
        url: '/api/users/me',
        status: 401,
        headers: json,
        body: '{"message":"no"}',
      }),
    ).toThrow(/breaks the contract/);
    expect(() =>
      checker.check({
        method: 'POST',
        url: '/api/auth/login',
        status: 429,
        headers: json,
        body: '{"detail":"slow"}',
      }),
    ).toThrow(/Retry-After/);
    expect(
      checker.check({
        method: 'GET',
        url: '/api/recipe/get_all',
        status: 200,
        headers: json,
        body: '[]',
      }),
    ).toBe('getAllRecipes');
  });
});

describe.each(testBackends())('every operation against the contract (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  it('walks all operations once and every answer matches openapi.yaml', async () => {
    const c = server.client();
    await c.get('/api/health');
    await c.get('/api/auth/session');
    await c.get('/api/users/me');
    const me = await c.signup('anna');
    await c.post('/api/auth/login', { form: { username: 'anna', password: 'secret-pass' } });
    await c.post('/api/auth/refresh');
    await c.get('/api/users/me/stats');
    await c.put('/api/users/me/preferences', {
      json: { allergens: ['peanut'], diets: ['halal'], dislikes: ['coriander'] },
    });
    await c.get('/api/users/me/preferences');
    const avatar = await c.post('/api/files/public-upload', {
      multipart: {
        fields: { user_id: String(me.id), category: 'profile' },
        file: { data: await image() },
      },
    });
    await c.put(`/api/users/${me.id}`, { json: { profile_image_url: avatar.json } });
    await c.get(`/api/files/serve/${avatar.json}`);
    await c.get('/api/preparing/capabilities');
    const photo = await c.post('/api/preparing/image-analysis', {
      multipart: { file: { data: await image() } },
    });
    const { sessionId, ids } = await generate(c, 'curry', { image_key: photo.json.image_key });
    await c.get(`/api/preparing/${sessionId}/image-analysis`);
    await c.get(`/api/preparing/${sessionId}/details`);
    await c.post(`/api/recipe/${ids[0]}/save`);
    await c.get('/api/recipe/get_all');
    await c.get('/api/recipe/list?q=curry&sort=title&limit=2');
    await c.get(`/api/recipe/${ids[0]}/get`);
    await c.post(`/api/recipe/${ids[0]}/cooked`);
    await c.patch(`/api/recipe/${ids[0]}/rating-notes`, {
      json: { rating: 4, note: 'less salt next time' },
    });
    await c.get('/api/recipe/list?sort=rating&limit=1');
    await c.post(`/api/recipe/${ids[0]}/share`);
    await c.get(`/api/recipe/${ids[0]}/share`);
    await c.delete(`/api/recipe/${ids[0]}/share`);
    await c.get(`/api/recipe/${ids[0]}/export`);
    await c.get('/api/recipe/export');
    await c.post('/api/recipe/import', {
      json: {
        jsonld: JSON.stringify({
          '@type': 'Recipe',
          name: 'Pasted soup',
          recipeIngredient: ['salt'],
        }),
      },
    });
    const importJob = await c.post('/api/recipe/import-archive', {
      multipart: { file: { data: schemaOrgJson(FIXTURE_RECIPES.slice(0, 1)), filename: 'a.json' } },
    });
    await server.app.sous.importJobs.drain();
    await c.get(`/api/import-jobs/${importJob.json.id}`);
    await c.post(`/api/import-jobs/${importJob.json.id}/cancel`);
    const recipePhoto = await c.post('/api/files/public-upload', {
      multipart: {
        fields: { user_id: String(me.id), category: 'recipe' },
        file: { data: await image() },
      },
    });
    const own = await c.post('/api/recipe/create', {
      json: {
        title: 'Lentil Soup',
        description: '',
        servings: 2,
        total_time_minutes: 30,
        difficulty: 'easy',
        image_url: recipePhoto.json,
        ingredients: [{ quantity: 200, unit: 'g', name: 'red lentils' }],
        steps: [{ text: 'Simmer the lentils.', timer: 900 }],
      },
    });
    const ownShare = await c.post(`/api/recipe/${own.json.id}/share`);
    await c.post(`/api/shared/${new URL(ownShare.json.url).pathname.slice(3)}/save`);
    await c.put(`/api/recipe/${own.json.id}/update`, {
      json: {
        title: 'Lentil Soup',
        description: 'With zorblax.',
        servings: 2,
        total_time_minutes: 30,
        difficulty: 'medium',
        image_url: null,
        ingredients: [{ quantity: 1, unit: '', name: 'zorblax' }],
        steps: [{ text: 'Simmer.', timer: null }],
      },
    });
    const collection = await c.post('/api/collection/create', { json: { name: 'Weeknight' } });
    await c.patch(`/api/collection/${collection.json.id}/recipes`, {
      json: { recipe_ids: [ids[0]] },
    });
    await c.get('/api/collection/all');
    await c.get(`/api/collection/${collection.json.id}`);
    await c.get(`/api/collection/recipe/${ids[0]}/collections`);
    // The meal plan (issue 30 item 1).
    const planned = await c.post('/api/plan', {
      json: { date: '2026-12-01', slot: 'dinner', recipe_id: ids[0], servings: 2 },
    });
    await c.patch(`/api/plan/${planned.json.id}`, { json: { slot: 'lunch' } });
    await c.post(`/api/plan/${planned.json.id}/cooked`);
    await c.get(`/api/plan/${planned.json.id}/recipe`);
    await c.get('/api/plan?from=2026-11-30&to=2026-12-06');
    const feed = await c.post('/api/calendar-feed');
    await c.get('/api/calendar-feed');
    await server.client().get(new URL(feed.json.url).pathname);
    // The shopping list (issue 30 item 2).
    await c.put('/api/shopping-list/pantry', { json: { names: ['salt'] } });
    await c.get('/api/shopping-list/pantry');
    await c.post('/api/shopping-list/plan', { json: { from: '2026-11-30', to: '2026-12-06' } });
    await c.post('/api/shopping-list/recipe', { json: { recipe_id: ids[0], servings: 2 } });
    const line = await c.post('/api/shopping-list/items', {
      json: { name: 'lemons', quantity: 2 },
    });
    await c.patch(`/api/shopping-list/items/${line.json.id}`, { json: { checked: true } });
    await c.post('/api/shopping-list/clear-checked');
    const list = await c.get('/api/shopping-list');
    await c.delete(`/api/shopping-list/items/${list.json.items[0].id}`);
    await c.delete(`/api/plan/${planned.json.id}`);
    await c.delete('/api/calendar-feed');
    // Household sharing (issue 30 item 3); the event stream stays open, so only its 401 here
    // (household.test.ts reads it over HTTP).
    const cook = server.client();
    await cook.signup('ben');
    await c.get('/api/household');
    const toBen = await c.post('/api/household/members', { json: { username: 'ben' } });
    await cook.post(`/api/household/invitations/${toBen.json.id}/accept`);
    await cook.post('/api/household/leave');
    const again = await c.post('/api/household/members', { json: { username: 'ben' } });
    await cook.delete(`/api/household/invitations/${again.json.id}`);
    const third = await c.post('/api/household/members', { json: { username: 'ben' } });
    await c.delete(`/api/household/members/${third.json.id}`);
    await server.client().get('/api/household/events');
    await c.post('/api/instruction/generate', {
      json: { recipe_id: ids[0], preparing_session_id: sessionId },
    });
    await server.app.sous.worker.drain();
    await c.get(`/api/instruction/${ids[0]}`);
    await c.delete(`/api/preparing/${sessionId}/finish`);
    await c.delete(`/api/recipe/${ids[0]}/delete`);
    await c.get('/lottie-animations/chopping.json');
    await c.get('/api/auth/login/google');
    await c.get('/api/auth/callback/google?error=access_denied');
    await c.post('/api/auth/forgot-password', { json: { email: 'anna@example.org' } });
    const token = new URL(server.mailer.sent[0]!.link).searchParams.get('token')!;
    await c.post('/api/auth/reset-password/check', { json: { token } });
    await c.post('/api/auth/reset-password', { json: { token, password: 'another-pass' } });
    // The account's rights (hardening-2).
    await c.login('anna', 'another-pass');
    await c.get('/api/users/me/export');
    await c.post('/api/users/me/password', {
      json: { current_password: 'another-pass', new_password: 'third-pass' },
    });
    await c.post('/api/users/me/email', {
      json: { email: 'anna.new@example.org', password: 'third-pass' },
    });
    const change = new URL(server.mailer.sent.at(-1)!.link).searchParams.get('token')!;
    await c.post('/api/auth/confirm-email', { json: { token: change } });
    // Personal API tokens (issue 31 item 5).
    const made = await c.post('/api/users/me/tokens', { json: { name: 'script', scope: 'read' } });
    await c.get('/api/users/me/tokens');
    await c.delete(`/api/users/me/tokens/${made.json.id}`);
    await c.post('/api/users/me/delete', { json: { password: 'third-pass' } });
    await c.post('/api/auth/logout');

    const missing = allOperationIds.filter((id) => !server.checker.seen.has(id));
    expect(missing).toEqual([]);
    const failures = [...server.checker.seen.entries()].filter(([, statuses]) =>
      [...statuses].some((s) => s >= 500),
    );
    expect(failures).toEqual([]);
  });
});
