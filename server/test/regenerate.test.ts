/**
 * "Generate New Recipes" on the real engine: the session's generation count and the titles it
 * already showed feed the built-in composer, so a regenerate offers different dishes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/src/app.ts';
import { testBackends } from './helpers/database.ts';
import { startTestServer, TestClient, type TestServer } from './helpers/server.ts';

describe.each(testBackends())('regenerating options (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_AI: '20' });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    server.ai.builtin = true;
    anna = server.client();
    await anna.signup('anna');
  });

  const titles = async (sessionId: number): Promise<string[]> =>
    ((await anna.get(`/api/preparing/${sessionId}/get_options`)).json as { title: string }[]).map(
      (option) => option.title,
    );

  it('offers titles not shown before, generation after generation', async () => {
    const json = { prompt: 'dinner', written_ingredients: 'chicken, broccoli, rice' };
    const first = await anna.post('/api/preparing/generate', { json });
    const sessionId = first.json.preparing_session_id as number;
    const seen = await titles(sessionId);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (let round = 0; round < 2; round++) {
      await anna.post('/api/preparing/generate', {
        json: { ...json, preparing_session_id: sessionId },
      });
      const next = await titles(sessionId);
      expect(next.length).toBeGreaterThanOrEqual(3);
      expect(next.filter((title) => seen.includes(title))).toEqual([]);
      seen.push(...next);
    }
    expect(server.ai.inputs.map((input) => input.generation ?? 0)).toEqual([0, 1, 2]);
  });

  it("writes in the user's language when the request shows none", async () => {
    const me = (await anna.get('/api/users/me')).json as { id: number };
    expect((await anna.put(`/api/users/${me.id}`, { json: { language: 'de' } })).status).toBe(200);
    const neutral = await anna.post('/api/preparing/generate', {
      json: { prompt: 'curry', written_ingredients: '' },
    });
    expect(neutral.json).toMatchObject({ language: 'de' });
    expect(server.ai.inputs.at(-1)?.language).toBe('de');
    const options = (
      await anna.get(`/api/preparing/${neutral.json.preparing_session_id}/get_options`)
    ).json as { description: string }[];
    expect(options.some((option) => /\b(mit|und|fertig)\b/.test(option.description))).toBe(true);
    // An English request stays English whatever the setting.
    const english = await anna.post('/api/preparing/generate', {
      json: { prompt: 'I want a quick chicken curry with rice', written_ingredients: '' },
    });
    expect(english.json).toMatchObject({ language: 'en' });
  });

  it('gives the same first options for the same request in a new session', async () => {
    const json = { prompt: 'tacos', written_ingredients: '' };
    const a = await anna.post('/api/preparing/generate', { json });
    const b = await anna.post('/api/preparing/generate', { json });
    expect(await titles(b.json.preparing_session_id)).toEqual(
      await titles(a.json.preparing_session_id),
    );
  });

  it('keeps the history on the session row, so a restarted server still offers new titles', async () => {
    const json = { prompt: 'dinner', written_ingredients: 'chicken, broccoli, rice' };
    const first = await anna.post('/api/preparing/generate', { json });
    expect(first.json).toMatchObject({ generation: 1, language: 'en' });
    const sessionId = first.json.preparing_session_id as number;
    const second = await anna.post('/api/preparing/generate', {
      json: { ...json, preparing_session_id: sessionId },
    });
    expect(second.json.generation).toBe(2);
    const seen = await titles(sessionId);
    const [row] = await server.database.db.query<{ generation: number; shown_titles: string[] }>(
      'SELECT generation, shown_titles FROM preparing_sessions WHERE id = $1',
      [sessionId],
    );
    expect(row!.generation).toBe(2);
    expect(row!.shown_titles.slice(-seen.length)).toEqual(seen);

    // A second app on the same database: nothing of the first one's memory.
    const restarted = await buildApp({
      config: server.config,
      db: server.database.db,
      storage: server.storage,
      ai: server.ai,
      logger: false,
    });
    await restarted.ready();
    try {
      const again = new TestClient(restarted, server.checker);
      await again.login('anna');
      const third = await again.post('/api/preparing/generate', {
        json: { ...json, preparing_session_id: sessionId },
      });
      expect(third.status).toBe(200);
      expect(third.json.generation).toBe(3);
      const next = (
        (await again.get(`/api/preparing/${sessionId}/get_options`)).json as { title: string }[]
      ).map((option) => option.title);
      expect(next.length).toBeGreaterThanOrEqual(3);
      expect(next.filter((title) => row!.shown_titles.includes(title))).toEqual([]);
      expect(server.ai.inputs.at(-1)).toMatchObject({
        generation: 2,
        shownTitles: row!.shown_titles,
      });
    } finally {
      await restarted.close();
    }
  });

  it('says which words and ingredients it ignored, and the request language', async () => {
    const res = await anna.post('/api/preparing/generate', {
      json: { prompt: 'Ich möchte eine Suppe blorft', written_ingredients: 'Karotten, qwxz' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      generation: 1,
      language: 'de',
      ignored_words: ['blorft'],
      ignored_ingredients: ['qwxz'],
    });
  });

  it('stores each option with its allergens and calories, and returns them on options, detail and library', async () => {
    const res = await anna.post('/api/preparing/generate', {
      json: { prompt: 'pancakes', written_ingredients: 'flour, milk, eggs' },
    });
    const sessionId = res.json.preparing_session_id as number;
    const options = (await anna.get(`/api/preparing/${sessionId}/get_options`)).json as {
      id: number;
      allergens: string[];
      calories: number | null;
      difficulty: string;
      total_time_minutes: number | null;
    }[];
    const withMilk = options.find((option) => option.allergens.includes('milk'));
    expect(withMilk).toBeDefined();
    expect(options.every((option) => Number.isInteger(option.calories))).toBe(true);
    const detail = (await anna.get(`/api/recipe/${withMilk!.id}/get`)).json;
    expect(detail.allergens).toEqual(withMilk!.allergens);
    expect(Math.round(detail.nutrition.calories.amount)).toBe(withMilk!.calories);
    await anna.post(`/api/recipe/${withMilk!.id}/save`);
    const library = (await anna.get('/api/recipe/get_all')).json as {
      id: number;
      allergens: string[];
    }[];
    expect(library.find((r) => r.id === withMilk!.id)?.allergens).toEqual(withMilk!.allergens);
  });
});

describe('what a photo is read for', () => {
  it('is text (a shopping list or recipe) unless a vision model is configured', async () => {
    const { loadConfig } = await import('#server/src/platform/config.ts');
    expect(loadConfig({}).photoReading).toBe('text');
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1' }).photoReading).toBe('ingredients');
    expect(loadConfig({ AI_API_KEY: 'k', AI_VISION_MODEL: 'ocr' }).photoReading).toBe('text');
  });

  it('is told to the signed-in client', async () => {
    const [backend] = testBackends();
    const server = await startTestServer(backend!);
    try {
      const client = server.client();
      expect((await client.get('/api/preparing/capabilities')).status).toBe(401);
      await client.signup('bert');
      const res = await client.get('/api/preparing/capabilities');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ photo_reading: 'text' });
    } finally {
      await server.close();
    }
  });
});
