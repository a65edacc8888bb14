/**
 * "Generate New Recipes" on the real engine: the session's generation count and the titles it
 * already showed feed the built-in composer, so a regenerate offers different dishes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

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

  it('gives the same first options for the same request in a new session', async () => {
    const json = { prompt: 'tacos', written_ingredients: '' };
    const a = await anna.post('/api/preparing/generate', { json });
    const b = await anna.post('/api/preparing/generate', { json });
    expect(await titles(b.json.preparing_session_id)).toEqual(
      await titles(a.json.preparing_session_id),
    );
  });
});
