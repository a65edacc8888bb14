/**
 * What the recipe book answers over the API (issue 27): the notice of the options step, stored with
 * the session (migration 0018), an empty but honest answer instead of a 502, and a book recipe's
 * own method as its cook-along steps, with no instruction job.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

describe.each(testBackends())('answers from the recipe book (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_AI: '20' });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    server.ai.book = true;
    anna = server.client();
    await anna.signup('anna');
  });

  it('says the book has no such dish, on the answer and on the session details', async () => {
    const generated = await anna.post('/api/preparing/generate', {
      json: { prompt: 'eton mess for dessert please' },
    });
    expect(generated.status).toBe(200);
    const notice = "Sous's recipe book has no Eton Mess yet; here are desserts that fit.";
    expect(generated.json.notice).toBe(notice);
    const sessionId = generated.json.preparing_session_id as number;
    const details = await anna.get(`/api/preparing/${sessionId}/details`);
    expect(details.json.notice).toBe(notice);
    const options = await anna.get(`/api/preparing/${sessionId}/get_options`);
    expect((options.json as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it('answers an impossible request with a notice and no options, never a 502', async () => {
    const generated = await anna.post('/api/preparing/generate', {
      json: { prompt: 'vegan low fodmap dinner without soy, gluten or nuts and no added salt' },
    });
    expect(generated.status).toBe(200);
    expect(generated.json.notice).toMatch(/^Sous's recipe book has no dish that is /);
    const sessionId = generated.json.preparing_session_id as number;
    const options = await anna.get(`/api/preparing/${sessionId}/get_options`);
    expect(options.json).toEqual([]);
  });

  it("serves a book recipe's own steps as its instructions, without an instruction job", async () => {
    const generated = await anna.post('/api/preparing/generate', {
      json: { prompt: 'paella for two' },
    });
    expect(generated.json.notice).toBeNull();
    const sessionId = generated.json.preparing_session_id as number;
    const options = (await anna.get(`/api/preparing/${sessionId}/get_options`)).json as {
      id: number;
      title: string;
    }[];
    const paella = options.find((o) => o.title === 'Paella Valenciana')!;
    const steps = await anna.get(`/api/instruction/${paella.id}`);
    expect(steps.status).toBe(200);
    const list = steps.json as { heading: string; description: string; timer: number | null }[];
    expect(list[0]!.heading).toBe('Brown the chicken');
    expect(list[0]!.timer).toBe(15 * 60);
    expect(list.some((s) => s.description.includes('socarrat'))).toBe(true);
    expect(server.ai.calls.instructions).toBe(0);
  });
});
