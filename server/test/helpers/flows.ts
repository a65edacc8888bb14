import { expect } from 'vitest';
import type { TestClient } from './server.ts';

/** Generates options for prompt and returns the session id and the option (draft recipe) ids. */
export async function generate(
  client: TestClient,
  prompt = 'pasta',
  extra: Record<string, unknown> = {},
): Promise<{ sessionId: number; ids: number[] }> {
  const res = await client.post('/api/preparing/generate', { json: { prompt, ...extra } });
  expect(res.status, res.body).toBe(200);
  const sessionId = res.json.preparing_session_id as number;
  const options = await client.get(`/api/preparing/${sessionId}/get_options`);
  return { sessionId, ids: (options.json as { id: number }[]).map((o) => o.id) };
}

/** Generates and saves `count` recipes; returns their ids. */
export async function saveRecipes(
  client: TestClient,
  count: number,
  prompt = 'pasta',
): Promise<number[]> {
  const { ids } = await generate(client, prompt);
  const chosen = ids.slice(0, count);
  for (const id of chosen) expect((await client.post(`/api/recipe/${id}/save`)).status).toBe(200);
  return chosen;
}
