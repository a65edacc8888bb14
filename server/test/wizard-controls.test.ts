/**
 * POST /preparing/generate with the wizard's servings, diet and spice controls (issue #29): they
 * reach the provider, bad values answer 422, the options name their servings, and another cook's
 * session or photo stays 404.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { generate } from './helpers/flows.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

const GENERATE = '/api/preparing/generate';

describe.each(testBackends())('wizard controls on generation (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    await anna.signup('anna');
  });

  it('passes servings, diets and spice to the provider; without them none are set', async () => {
    await generate(anna, 'a chicken curry', {
      servings: 2,
      diets: ['halal', 'low-fodmap'],
      spice: 'mild',
    });
    await generate(anna, 'a chicken curry');
    const [set, unset] = server.ai.inputs;
    expect(set).toMatchObject({ servings: 2, diets: ['halal', 'low-fodmap'], spice: 'mild' });
    expect(unset!.servings).toBeUndefined();
    expect(unset!.diets).toBeUndefined();
    expect(unset!.spice).toBeUndefined();
  });

  it('answers 422 for servings outside 1-12, an unknown diet or spice level', async () => {
    for (const bad of [
      { servings: 0 },
      { servings: 13 },
      { servings: 2.5 },
      { diets: ['carnivore'] },
      { diets: ['vegan', 'vegan'] },
      { spice: 'volcanic' },
    ]) {
      const res = await anna.post(GENERATE, { json: { prompt: 'pasta', ...bad } });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect(server.ai.inputs).toHaveLength(0);
  });

  it('gives options for the servings asked (the stepper wins over "for six"), mild and vegan', async () => {
    server.ai.book = true;
    const { sessionId } = await generate(anna, 'a curry for six', {
      servings: 2,
      spice: 'mild',
      diets: ['vegan'],
    });
    const options = await anna.get(`/api/preparing/${sessionId}/get_options`);
    expect(options.status).toBe(200);
    const list = options.json as { id: number; servings: number }[];
    expect(list.length).toBeGreaterThan(0);
    for (const option of list) {
      expect(option.servings).toBe(2);
      const recipe = await anna.get(`/api/recipe/${option.id}/get`);
      expect(recipe.json.baseServings).toBe(2);
      expect(recipe.json.food_category).toBe('vegan');
      const names = (recipe.json.ingredients as { name: string }[]).map((i) => i.name).join(' ');
      expect(names).not.toMatch(/chil[il]|cayenne|jalape/i);
    }
  });

  it("answers 404 for another cook's session or photo, controls or not", async () => {
    const { sessionId } = await generate(anna, 'pasta', { servings: 2 });
    const bob = server.client();
    await bob.signup('bob');
    const regen = await bob.post(GENERATE, {
      json: { prompt: 'pasta', servings: 3, spice: 'hot', preparing_session_id: sessionId },
    });
    expect(regen.status).toBe(404);
    expect((await bob.get(`/api/preparing/${sessionId}/get_options`)).status).toBe(404);
  });
});
