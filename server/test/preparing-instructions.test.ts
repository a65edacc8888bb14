import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiProviderError } from '#server/src/ai/provider.ts';
import { InstructionWorker } from '#server/src/features/cook/instruction-worker.ts';
import { instructionRepository } from '#server/src/features/cook/instruction-repository.ts';
import { testBackends } from './helpers/database.ts';
import { generate, saveRecipes } from './helpers/flows.ts';
import { image } from './helpers/images.ts';
import { silentLog, startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

describe.each(testBackends())('preparing and instructions (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      RATE_LIMIT_AI: '5',
      JOB_BACKOFF_MS: '0',
      WORKER_POLL_MS: '50',
    });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    await anna.signup('anna');
  });

  describe('POST /preparing/generate', () => {
    it('composes options as drafts in a new session from the trimmed inputs', async () => {
      const res = await anna.post('/api/preparing/generate', {
        json: {
          prompt: '  pasta  ',
          written_ingredients: ' tomato, garlic ',
          image_key: '',
          preparing_session_id: null,
        },
      });
      expect(res.status).toBe(200);
      expect(res.json.preparing_session_id).toBeGreaterThan(0);
      expect(server.ai.inputs[0]).toEqual({
        prompt: 'pasta',
        writtenIngredients: 'tomato, garlic',
        imageIngredients: [],
        // The cook's standing preferences (none set) go with every generation.
        preferences: { allergens: [], diets: [], dislikes: [] },
      });
      const options = await anna.get(`/api/preparing/${res.json.preparing_session_id}/get_options`);
      expect(options.json).toHaveLength(3);
      expect(options.json[0]).toMatchObject({
        title: 'Pasta Stir-Fry',
        description: 'A easy stir-fry with tomato, garlic.',
      });
      // Drafts are not in the library until saved.
      expect((await anna.get('/api/recipe/get_all')).json).toEqual([]);
    });

    it('replaces the unsaved drafts when regenerating a session, keeping saved ones', async () => {
      const first = await generate(anna, 'curry');
      await anna.post(`/api/recipe/${first.ids[0]}/save`);
      const dropped = (await anna.get(`/api/recipe/${first.ids[1]}/get`)).json;
      const again = await anna.post('/api/preparing/generate', {
        json: { prompt: 'soup', preparing_session_id: first.sessionId },
      });
      expect(again.json.preparing_session_id).toBe(first.sessionId);
      const options = (await anna.get(`/api/preparing/${first.sessionId}/get_options`)).json as {
        id: number;
        title: string;
      }[];
      expect(options.map((o) => o.id)).toContain(first.ids[0]);
      expect(options.filter((o) => o.title.startsWith('Soup'))).toHaveLength(3);
      expect((await anna.get(`/api/recipe/${first.ids[1]}/get`)).status).toBe(404);
      expect((await anna.get(`/api/files/serve/${dropped.image_url}`)).status).toBe(404);
    });

    it('answers 404 for an unknown session or photo key', async () => {
      const session = await anna.post('/api/preparing/generate', {
        json: { prompt: 'soup', preparing_session_id: 999 },
      });
      expect(session.status).toBe(404);
      const photo = await anna.post('/api/preparing/generate', {
        json: { prompt: 'soup', image_key: 'photos/1/nope.png' },
      });
      expect(photo.status).toBe(404);
      expect(server.ai.calls.generate).toBe(0);
    });

    it('answers 422 for a short prompt, long ingredients or a traversal key', async () => {
      const res = await anna.post('/api/preparing/generate', {
        json: { prompt: 'ab', written_ingredients: 'x'.repeat(2001), image_key: '../secret' },
      });
      expect(res.status).toBe(422);
      expect(res.json.detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual(
        expect.arrayContaining(['body.prompt', 'body.written_ingredients', 'body.image_key']),
      );
    });

    it.each([
      [
        new AiProviderError('upstream said 500 with secrets', 502),
        502,
        'The AI provider returned an invalid answer',
      ],
      [
        new AiProviderError('connect ECONNREFUSED 10.0.0.3', 503),
        503,
        'The AI provider is unavailable. Please try again later.',
      ],
      [
        Object.assign(new Error('The operation timed out'), { name: 'TimeoutError' }),
        503,
        'The AI provider is unavailable. Please try again later.',
      ],
      [new Error('TypeError in provider'), 502, 'The AI provider returned an invalid answer'],
    ])(
      'maps a provider failure to %s without leaking its message',
      async (error, status, detail) => {
        server.ai.failNext('generate', error);
        const res = await anna.post('/api/preparing/generate', { json: { prompt: 'pasta' } });
        expect(res.status).toBe(status);
        expect(res.json).toEqual({ detail });
        const [count] = await server.database.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM preparing_sessions',
        );
        expect(count!.n).toBe(0);
      },
    );

    it('limits generations and photo analyses together per user (429 + Retry-After)', async () => {
      for (let i = 0; i < 3; i++)
        expect(
          (await anna.post('/api/preparing/generate', { json: { prompt: 'pasta' } })).status,
        ).toBe(200);
      for (let i = 0; i < 2; i++) {
        const res = await anna.post('/api/preparing/image-analysis', {
          multipart: { file: { data: await image() } },
        });
        expect(res.status).toBe(200);
      }
      const limited = await anna.post('/api/preparing/generate', { json: { prompt: 'pasta' } });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(
        (
          await anna.post('/api/preparing/image-analysis', {
            multipart: { file: { data: await image() } },
          })
        ).status,
      ).toBe(429);
      // Other users have their own budget.
      const bert = server.client();
      await bert.signup('bert');
      expect(
        (await bert.post('/api/preparing/generate', { json: { prompt: 'pasta' } })).status,
      ).toBe(200);
      server.clock.advance(61_000);
      expect(
        (await anna.post('/api/preparing/generate', { json: { prompt: 'pasta' } })).status,
      ).toBe(200);
    });

    it('answers 401 without a session', async () => {
      const stranger = server.client();
      await stranger.prime();
      expect(
        (await stranger.post('/api/preparing/generate', { json: { prompt: 'pasta' } })).status,
      ).toBe(401);
    });
  });

  describe('photo analysis', () => {
    it('stores the photo, reads ingredients, and feeds them into generation', async () => {
      const photo = await image('jpeg');
      const res = await anna.post('/api/preparing/image-analysis', {
        multipart: { file: { data: photo, filename: 'fridge.jpg', contentType: 'image/jpeg' } },
      });
      expect(res.status).toBe(200);
      expect(res.json.ingredients).toEqual(['tomato', 'basil', 'mozzarella']);
      expect(res.json.image_key).toMatch(/^photos\/\d+\/[0-9a-f]{32}\.jpg$/);
      expect((await anna.get(`/api/files/serve/${res.json.image_key}`)).raw.equals(photo)).toBe(
        true,
      );

      const { sessionId } = await generate(anna, 'salad', { image_key: res.json.image_key });
      expect(server.ai.inputs[0]!.imageIngredients).toEqual(['tomato', 'basil', 'mozzarella']);
      const analysis = await anna.get(`/api/preparing/${sessionId}/image-analysis`);
      expect(analysis.json).toEqual({
        image_key: res.json.image_key,
        analyzed_ingredients: 'tomato\nbasil\nmozzarella',
      });
    });

    it('answers an empty list when nothing was recognised', async () => {
      server.ai.imageIngredients = [];
      const res = await anna.post('/api/preparing/image-analysis', {
        multipart: { file: { data: await image() } },
      });
      expect(res.json.ingredients).toEqual([]);
    });

    it('answers 404 for a session generated without a photo', async () => {
      const { sessionId } = await generate(anna);
      const res = await anna.get(`/api/preparing/${sessionId}/image-analysis`);
      expect(res.status).toBe(404);
    });

    it('refuses non-images (415), oversized files (413) and a missing file (422), asking the AI nothing', async () => {
      const text = await anna.post('/api/preparing/image-analysis', {
        multipart: {
          file: { data: Buffer.from('GIF89a but not really'), contentType: 'image/gif' },
        },
      });
      expect(text.status).toBe(415);
      const big = await anna.post('/api/preparing/image-analysis', {
        multipart: { file: { data: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) } },
      });
      expect(big.status).toBe(413);
      const none = await anna.post('/api/preparing/image-analysis', {
        multipart: { fields: { note: 'x' } },
      });
      expect(none.status).toBe(422);
      expect(none.json.detail).toEqual([
        { loc: ['body', 'file'], msg: 'Field required', type: 'missing' },
      ]);
      expect(server.ai.calls.analyze).toBe(0);
    });

    it('maps an analysis failure to 503 and stores nothing', async () => {
      server.ai.failNext('analyze', new AiProviderError('OCR worker crashed', 503));
      const res = await anna.post('/api/preparing/image-analysis', {
        multipart: { file: { data: await image() } },
      });
      expect(res.status).toBe(503);
      const [count] = await server.database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM image_analyses',
      );
      expect(count!.n).toBe(0);
    });
  });

  describe('finishing a session', () => {
    it('deletes the session and its unsaved drafts; saved recipes stay', async () => {
      const { sessionId, ids } = await generate(anna);
      await anna.post(`/api/recipe/${ids[2]}/save`);
      // Read first, so a cached copy exists that finishing must drop.
      expect((await anna.get(`/api/recipe/${ids[0]}/get`)).status).toBe(200);
      const res = await anna.delete(`/api/preparing/${sessionId}/finish`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: 'Session finished' });
      expect((await anna.get(`/api/recipe/${ids[0]}/get`)).status).toBe(404);
      expect((await anna.get(`/api/recipe/${ids[2]}/get`)).status).toBe(200);
      expect((await anna.get('/api/recipe/get_all')).json.map((r: { id: number }) => r.id)).toEqual(
        [ids[2]],
      );
      expect((await anna.get(`/api/preparing/${sessionId}/get_options`)).status).toBe(404);
      expect((await anna.delete(`/api/preparing/${sessionId}/finish`)).status).toBe(404);
    });
  });

  describe('instructions', () => {
    it('queues once, reports 404 until ready, then serves the steps', async () => {
      const [id] = await saveRecipes(anna, 1);
      const first = await anna.post('/api/instruction/generate', {
        json: { recipe_id: id, preparing_session_id: null },
      });
      expect(first.status).toBe(202);
      expect(first.json).toEqual({ message: 'Instruction generation started', status: 'pending' });
      const second = await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
      expect(second.json.status).toBe('pending');
      const pending = await anna.get(`/api/instruction/${id}`);
      expect(pending.status).toBe(404);
      expect(pending.json).toEqual({ detail: 'Instructions are not ready yet' });

      expect(await server.app.sous.worker.drain()).toBe(1);
      expect(server.ai.calls.instructions).toBe(1);
      const ready = await anna.get(`/api/instruction/${id}`);
      expect(ready.status).toBe(200);
      expect(ready.json).toHaveLength(3);
      expect(ready.json[1]).toEqual({
        heading: 'Cook',
        description: 'Cook gently until done.',
        animation: 'simmering.json',
        timer: 600,
      });
      const after = await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
      expect(after.json).toEqual({ message: 'Instructions are ready', status: 'ready' });
      expect(await server.app.sous.worker.drain()).toBe(0);
    });

    it('starts a job when polled without one, so polling always ends', async () => {
      const [id] = await saveRecipes(anna, 1);
      expect((await anna.get(`/api/instruction/${id}`)).status).toBe(404);
      expect(await server.app.sous.worker.drain()).toBe(1);
      expect((await anna.get(`/api/instruction/${id}`)).status).toBe(200);
    });

    it('retries a failing provider, then reports the failure for good (502) and stops', async () => {
      const [id] = await saveRecipes(anna, 1);
      server.ai.failNext('instructions', new AiProviderError('bad JSON from model', 502), 3);
      await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
      expect(await server.app.sous.worker.drain()).toBe(3);
      const failed = await anna.get(`/api/instruction/${id}`);
      expect(failed.status).toBe(502);
      expect(failed.json).toEqual({ detail: 'The AI provider returned an invalid answer' });
      // Asking again starts over.
      expect(
        (await anna.post('/api/instruction/generate', { json: { recipe_id: id } })).json.status,
      ).toBe('pending');
      await server.app.sous.worker.drain();
      expect((await anna.get(`/api/instruction/${id}`)).status).toBe(200);
    });

    it('succeeds when a retry succeeds', async () => {
      const [id] = await saveRecipes(anna, 1);
      server.ai.failNext('instructions', new AiProviderError('timeout', 503), 2);
      await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
      await server.app.sous.worker.drain();
      expect((await anna.get(`/api/instruction/${id}`)).status).toBe(200);
      expect(server.ai.calls.instructions).toBe(3);
    });

    it('reports 503 when the provider stayed unavailable', async () => {
      const [id] = await saveRecipes(anna, 1);
      server.ai.failNext('instructions', new AiProviderError('down', 503), 3);
      await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
      await server.app.sous.worker.drain();
      expect((await anna.get(`/api/instruction/${id}`)).status).toBe(503);
    });

    it('picks up a job whose worker died (lease expired)', async () => {
      const [id] = await saveRecipes(anna, 1);
      await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
      const claimed = await instructionRepository.claim(server.database.db, 'dead-worker', 1);
      expect(claimed?.recipe_id).toBe(id);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await server.app.sous.worker.drain()).toBe(1);
      expect((await anna.get(`/api/instruction/${id}`)).status).toBe(200);
    });

    it('takes back at once, as the only process, the jobs a killed process held', async () => {
      const [id] = await saveRecipes(anna, 1);
      await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
      await instructionRepository.claim(server.database.db, 'killed-process', 600_000);
      expect(await server.app.sous.worker.drain()).toBe(0);
      await server.app.sous.worker.reclaimAbandoned();
      expect(await instructionRepository.findJob(server.database.db, id!)).toMatchObject({
        status: 'pending',
        attempts: 1,
      });
      expect(await server.app.sous.worker.drain()).toBe(1);
      expect((await anna.get(`/api/instruction/${id}`)).status).toBe(200);
    });

    it('runs each job once when several workers poll the same table', async () => {
      const ids = [
        ...(await saveRecipes(anna, 3, 'curry')),
        ...(await saveRecipes(anna, 3, 'soup')),
      ];
      // Jobs share the AI budget (5 a minute here) with the generations above: three per minute.
      server.clock.advance(61_000);
      for (const [i, id] of ids.entries()) {
        if (i === 3) server.clock.advance(61_000);
        const res = await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
        expect(res.status).toBe(202);
      }
      server.ai.delayMs = 20;
      const settings = { ...server.config.worker, pollMs: 10 };
      const workers = [0, 1, 2].map(
        () => new InstructionWorker(server.database.db, server.ai, settings, silentLog),
      );
      const counts = await Promise.all(workers.map((w) => w.drain()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length);
      expect(server.ai.calls.instructions).toBe(ids.length);
      for (const id of ids) expect((await anna.get(`/api/instruction/${id}`)).status).toBe(200);
    });

    it('is processed by the running worker loop without any manual step', async () => {
      const [id] = await saveRecipes(anna, 1);
      const worker = server.app.sous.worker;
      worker.start();
      try {
        await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
        let status = 404;
        for (let i = 0; i < 100 && status === 404; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          status = (await anna.get(`/api/instruction/${id}`)).status;
        }
        expect(status).toBe(200);
      } finally {
        await worker.stop();
      }
    });

    it('gives a running job back when the worker stops mid-call, without counting the attempt', async () => {
      const [id] = await saveRecipes(anna, 1);
      server.ai.delayMs = 5_000;
      await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
      const worker = new InstructionWorker(
        server.database.db,
        server.ai,
        { ...server.config.worker, pollMs: 10 },
        silentLog,
      );
      worker.start();
      for (let i = 0; i < 100 && server.ai.calls.instructions === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await worker.stop();
      const job = await instructionRepository.findJob(server.database.db, id!);
      expect(job).toMatchObject({ status: 'pending', attempts: 0 });
      server.ai.delayMs = 0;
      expect(await server.app.sous.worker.drain()).toBe(1);
    });

    it('answers 404 for an unknown recipe and 422 for a bad body', async () => {
      expect(
        (await anna.post('/api/instruction/generate', { json: { recipe_id: 999 } })).status,
      ).toBe(404);
      expect((await anna.get('/api/instruction/999')).status).toBe(404);
      const bad = await anna.post('/api/instruction/generate', { json: { recipe_id: '1' } });
      expect(bad.status).toBe(422);
      expect(bad.json.detail).toEqual([
        { loc: ['body', 'recipe_id'], msg: 'Input should be a valid integer', type: 'int_type' },
      ]);
    });

    it('answers 401 without a session', async () => {
      const stranger = server.client();
      await stranger.prime();
      expect(
        (await stranger.post('/api/instruction/generate', { json: { recipe_id: 1 } })).status,
      ).toBe(401);
      expect((await stranger.get('/api/instruction/1')).status).toBe(401);
    });
  });
});
