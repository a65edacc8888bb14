import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InstructionWorker } from '#server/src/features/cook/instruction-worker.ts';
import { STORAGE_QUOTA_BYTES } from '#server/src/features/files/file-service.ts';
import { testBackends } from './helpers/database.ts';
import { generate } from './helpers/flows.ts';
import { image } from './helpers/images.ts';
import { LocalS3Server } from './helpers/s3.ts';
import { silentLog, startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

/** Issue #19 finding 7: uploads are limited, counted against a quota and cleaned up; instruction jobs use the AI budget. */
const s3 = new LocalS3Server(['sous-uploads']);
beforeAll(async () => s3.start());
afterAll(async () => s3.stop());

const backends = testBackends().flatMap((backend) => [
  { backend, storage: 'local disk', s3: false },
  { backend, storage: 'S3', s3: true },
]);

describe.each(backends)('upload limits and cleanup ($backend, $storage)', (setup) => {
  let server: TestServer;
  let anna: TestClient;
  let annaId: number;
  beforeAll(async () => {
    server = await startTestServer(setup.backend, {
      RATE_LIMIT_AI: '5',
      ...(setup.s3 ? s3.env('sous-uploads') : {}),
    });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    annaId = (await anna.signup('anna')).id;
  });

  const upload = async (client: TestClient, userId: number) =>
    client.post('/api/files/public-upload', {
      multipart: {
        fields: { user_id: String(userId), category: 'profile' },
        file: { data: await image('png'), filename: 'me.png', contentType: 'image/png' },
      },
    });
  const analyze = async (client: TestClient) =>
    client.post('/api/preparing/image-analysis', {
      multipart: { file: { data: await image('jpeg'), filename: 'fridge.jpg' } },
    });
  const stored = async (key: string) => (await server.storage.get(key)) !== undefined;
  const storedRows = async () =>
    (
      await server.database.db.query<{ key: string }>('SELECT key FROM stored_files ORDER BY key')
    ).map((r) => r.key);

  it('allows 10 avatar uploads per user in 15 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await upload(anna, annaId)).status).toBe(201);
    const limited = await upload(anna, annaId);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(840);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(limited.json).toEqual({
      detail: `Too many requests. Try again in ${retryAfter} seconds.`,
    });
    // Nothing was stored for the refused upload.
    expect((await storedRows()).length).toBe(10);
    // Another user has their own budget; the window passes.
    const bert = server.client();
    const bertId = (await bert.signup('bert')).id;
    expect((await upload(bert, bertId)).status).toBe(201);
    server.clock.advance(15 * 60 * 1000 + 1000);
    // (The access token has expired meanwhile too.)
    expect((await anna.login('anna')).status).toBe(200);
    expect((await upload(anna, annaId)).status).toBe(201);
  });

  it('records each upload with its size and refuses one beyond the 50 MB quota (413, nothing stored)', async () => {
    const bytes = await image('png');
    const first = await upload(anna, annaId);
    expect(first.status).toBe(201);
    const [row] = await server.database.db.query<{ user_id: number; size: number }>(
      'SELECT user_id, size FROM stored_files WHERE key = $1',
      [first.json],
    );
    expect(row).toEqual({ user_id: annaId, size: bytes.length });

    // Anna already holds all but a few bytes of her quota.
    await server.database.db.query(
      'INSERT INTO stored_files (key, user_id, size) VALUES ($1, $2, $3)',
      [`profile/${annaId}/big.png`, annaId, STORAGE_QUOTA_BYTES - bytes.length - 10],
    );
    const refused = await upload(anna, annaId);
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual({
      detail: 'Storage quota exceeded (max 50 MB of uploads per user)',
    });
    const photo = await analyze(anna);
    expect(photo.status).toBe(413);
    expect(photo.json.detail).toBe('Storage quota exceeded (max 50 MB of uploads per user)');
    expect((await storedRows()).length).toBe(2);
    // Bert's quota is his own.
    const bert = server.client();
    const bertId = (await bert.signup('bert')).id;
    expect((await upload(bert, bertId)).status).toBe(201);
  });

  it("removes a replaced avatar's file, also when it is cleared or replaced by a URL", async () => {
    const first = (await upload(anna, annaId)).json as string;
    const second = (await upload(anna, annaId)).json as string;
    const third = (await upload(anna, annaId)).json as string;
    await anna.put(`/api/users/${annaId}`, { json: { profile_image_url: first } });
    expect(await stored(first)).toBe(true);

    const replaced = await anna.put(`/api/users/${annaId}`, {
      json: { profile_image_url: second },
    });
    expect(replaced.json.profile_image_url).toBe(second);
    expect(await stored(first)).toBe(false);
    expect((await server.client().get(`/api/files/serve/${first}`)).status).toBe(404);
    expect(await stored(second)).toBe(true);

    // A username change leaves the avatar alone.
    await anna.put(`/api/users/${annaId}`, { json: { username: 'chef_anna' } });
    expect(await stored(second)).toBe(true);

    await anna.put(`/api/users/${annaId}`, { json: { profile_image_url: null } });
    expect(await stored(second)).toBe(false);
    await anna.put(`/api/users/${annaId}`, { json: { profile_image_url: third } });
    await anna.put(`/api/users/${annaId}`, {
      json: { profile_image_url: 'https://lh3.example.com/a.png' },
    });
    expect(await stored(third)).toBe(false);
    expect(await storedRows()).toEqual([]);
  });

  it("never removes a file another user's profile still shows", async () => {
    const key = (await upload(anna, annaId)).json as string;
    await anna.put(`/api/users/${annaId}`, { json: { profile_image_url: key } });
    const bert = server.client();
    const bertId = (await bert.signup('bert')).id;
    await bert.put(`/api/users/${bertId}`, { json: { profile_image_url: key } });
    await anna.put(`/api/users/${annaId}`, { json: { profile_image_url: null } });
    expect(await stored(key)).toBe(true);
  });

  it('sweeps uploads nothing refers to once they are a day old, and keeps the rest', async () => {
    const avatar = (await upload(anna, annaId)).json as string;
    await anna.put(`/api/users/${annaId}`, { json: { profile_image_url: avatar } });
    const neverSet = (await upload(anna, annaId)).json as string;
    const unusedPhoto = (await analyze(anna)).json.image_key as string;
    const usedPhoto = (await analyze(anna)).json.image_key as string;
    await generate(anna, 'omelette', { image_key: usedPhoto });
    const { files } = server.app.sous;

    // Younger than a day: kept.
    expect(await files.sweepOrphans(new Date(Date.now() + 23 * 3600 * 1000))).toBe(0);
    expect(await stored(neverSet)).toBe(true);

    expect(await files.sweepOrphans(new Date(Date.now() + 25 * 3600 * 1000))).toBe(2);
    expect(await stored(neverSet)).toBe(false);
    expect(await stored(unusedPhoto)).toBe(false);
    expect(await stored(avatar)).toBe(true);
    expect(await stored(usedPhoto)).toBe(true);
    expect((await storedRows()).sort()).toEqual([avatar, usedPhoto].sort());
    // The swept photo's analysis went with it.
    const gone = await anna.post('/api/preparing/generate', {
      json: { prompt: 'soup', image_key: unusedPhoto },
    });
    expect(gone.status).toBe(404);
    expect(gone.json.detail).toBe('Image not found');
  });

  it('runs the sweep in the job worker housekeeping', async () => {
    let calls = 0;
    const worker = new InstructionWorker(
      server.database.db,
      server.ai,
      { ...server.config.worker, pollMs: 20 },
      silentLog,
      async () => {
        calls++;
        return 0;
      },
    );
    worker.start();
    await expect.poll(() => calls, { timeout: 5000 }).toBe(1);
    await worker.stop();
  });

  it('counts instruction jobs against the AI budget (429 + Retry-After past it)', async () => {
    const { ids } = await generate(anna, 'pasta'); // 1 of 5
    const more = await generate(anna, 'curry'); // 2 of 5
    const recipes = [...ids, ...more.ids];
    expect(recipes.length).toBeGreaterThanOrEqual(4);
    for (const id of recipes.slice(0, 3)) {
      const res = await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
      expect(res.status).toBe(202);
      expect(res.json.status).toBe('pending');
    }
    const limited = await anna.post('/api/instruction/generate', {
      json: { recipe_id: recipes[3] },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // No job was queued for the refused request.
    const [jobs] = await server.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM instruction_jobs WHERE recipe_id = $1',
      [recipes[3]],
    );
    expect(jobs!.n).toBe(0);
    // Generation shares the budget.
    expect((await anna.post('/api/preparing/generate', { json: { prompt: 'soup' } })).status).toBe(
      429,
    );
    // Steps that exist are answered without an AI call, so without counting.
    await server.app.sous.worker.drain();
    const ready = await anna.post('/api/instruction/generate', {
      json: { recipe_id: recipes[0] },
    });
    expect(ready.status).toBe(202);
    expect(ready.json.status).toBe('ready');
    server.clock.advance(61 * 1000);
    expect(
      (await anna.post('/api/instruction/generate', { json: { recipe_id: recipes[3] } })).status,
    ).toBe(202);
  });
});
