/**
 * The ignored-words note is stored with the preparing session (migration 0015), so a wizard that
 * restores the session after a reload can say it again: GET /preparing/{id}/details.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

describe.each(testBackends())('what a session ignored (%s)', (backend) => {
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

  it('answers the last generation’s ignored words and entries, and follows a regenerate', async () => {
    const first = await anna.post('/api/preparing/generate', {
      json: { prompt: 'Ich möchte eine Suppe blorft', written_ingredients: 'Karotten, qwxz' },
    });
    const sessionId = first.json.preparing_session_id as number;
    const details = await anna.get(`/api/preparing/${sessionId}/details`);
    expect(details.status).toBe(200);
    expect(details.json).toEqual({
      preparing_session_id: sessionId,
      generation: 1,
      ignored_words: ['blorft'],
      ignored_ingredients: ['qwxz'],
      notice: null,
    });

    await anna.post('/api/preparing/generate', {
      json: {
        prompt: 'Ich möchte eine Suppe',
        written_ingredients: 'Karotten',
        preparing_session_id: sessionId,
      },
    });
    expect((await anna.get(`/api/preparing/${sessionId}/details`)).json).toEqual({
      preparing_session_id: sessionId,
      generation: 2,
      ignored_words: [],
      ignored_ingredients: [],
      notice: null,
    });
  });

  it("is the owner's only: another user's or a finished session is 404, a bad id 422", async () => {
    const first = await anna.post('/api/preparing/generate', { json: { prompt: 'soup blorft' } });
    const sessionId = first.json.preparing_session_id as number;
    const bert = server.client();
    await bert.signup('bert');
    expect((await bert.get(`/api/preparing/${sessionId}/details`)).status).toBe(404);
    expect((await anna.get('/api/preparing/0/details')).status).toBe(422);
    await anna.delete(`/api/preparing/${sessionId}/finish`);
    expect((await anna.get(`/api/preparing/${sessionId}/details`)).status).toBe(404);
  });
});
