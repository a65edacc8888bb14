/**
 * Archive imports as jobs (issue 31 [library-io], decision 0040): POST checks the archive and
 * queues a job (202), the job stores the recipes one by one with their pictures and categories
 * (as collections), skips or keeps duplicates, can be cancelled, is the uploader's only, ends
 * failed when a restart interrupted it, and is removed 7 days after it finished.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ARCHIVE_IMAGE_NOT_IMAGE,
  IMPORT_JOB_RUNNING,
  IMPORT_JOB_INTERRUPTED,
} from '#contract/archive-import.ts';
import { importPastLibraryLimit } from '#contract/messages.ts';
import type { ImportJobService } from '#server/src/features/recipes/import-job-service.ts';
import { FIXTURE_RECIPES, paprikaArchive } from './helpers/archive-fixtures.ts';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';
import { writeZip } from './helpers/zip-write.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/archives/${name}`, import.meta.url));

interface Item {
  index: number;
  title: string;
  outcome: string;
  recipe_id: number | null;
  duplicate_of: number | null;
  detail: string | null;
}

describe.each(testBackends())('archive import jobs (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let annaId: number;
  let ben: TestClient;

  beforeAll(async () => {
    server = await startTestServer(backend, { LIBRARY_MAX_RECIPES: '40', RATE_LIMIT_IMPORT: '5' });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    annaId = (await anna.signup('anna')).id;
    ben = server.client();
    await ben.signup('ben');
  });

  const jobs = () => server.app.sous.importJobs as ImportJobService;
  const upload = (
    client: TestClient,
    data: Buffer,
    fields: Record<string, string> = {},
    filename = 'export.zip',
  ) =>
    client.post('/api/recipe/import-archive', {
      multipart: { fields, file: { data, filename } },
    });
  /** Uploads, waits for the job to end, and answers the finished job. */
  const importAll = async (client: TestClient, data: Buffer, fields = {}) => {
    const res = await upload(client, data, fields);
    expect(res.status).toBe(202);
    await jobs().drain();
    const done = await client.get(`/api/import-jobs/${res.json.id}`);
    expect(done.status).toBe(200);
    return done.json;
  };
  const titles = async (client: TestClient) => {
    const res = await client.get('/api/recipe/list?limit=100');
    expect(res.status).toBe(200);
    return (res.json.items as { title: string }[]).map((item) => item.title).sort();
  };
  const collections = async (client: TestClient) => {
    const res = await client.get('/api/collection/all');
    expect(res.status).toBe(200);
    return (res.json as { name: string; recipe_count?: number }[]).map((c) => c.name).sort();
  };
  const outcomes = (job: { report: Item[] }) =>
    job.report.map((item) => [item.index, item.title, item.outcome]);

  it('answers 202 with the queued job and its Location; the job stores a Paprika archive', async () => {
    const res = await upload(anna, fixture('paprika.paprikarecipes'), {}, 'mine.pdf');
    expect(res.status).toBe(202);
    expect(res.headers.location).toBe(`/api/import-jobs/${res.json.id}`);
    expect(res.json).toMatchObject({
      status: 'queued',
      format: 'paprika',
      duplicates: 'skip',
      total: 3,
      done: 0,
      current_title: null,
      counts: { imported: 0, skipped: 0, failed: 0, not_imported: 0 },
      report: [],
      error: null,
      finished_at: null,
    });
    await jobs().drain();
    const job = (await anna.get(`/api/import-jobs/${res.json.id}`)).json;
    expect(job.status).toBe('done');
    expect(job.done).toBe(3);
    expect(job.current_title).toBeNull();
    expect(job.counts).toEqual({ imported: 3, skipped: 0, failed: 0, not_imported: 0 });
    expect(job.finished_at).not.toBeNull();
    expect(outcomes(job)).toEqual([
      [0, 'Tomato soup', 'imported'],
      [1, 'Pancakes', 'imported'],
      [2, 'Garlic bread', 'imported'],
    ]);
    expect(job.report.map((item: Item) => [item.duplicate_of, item.detail])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(await titles(anna)).toEqual(['Garlic bread', 'Pancakes', 'Tomato soup']);
    const pancakes = await anna.get(`/api/recipe/${job.report[1].recipe_id}/get`);
    expect(pancakes.json.ingredients[0]).toMatchObject({ quantity: 2, unit: 'cup', name: 'flour' });
    expect(pancakes.json.allergens).toEqual(['gluten', 'egg', 'milk']);
    expect(pancakes.json.is_saved).toBe(true);
    expect(pancakes.json.image_url).toBeNull();
    // The picture is stored as an upload of hers, as the recipe's image.
    const soup = await anna.get(`/api/recipe/${job.report[0].recipe_id}/get`);
    expect(soup.json.image_url).toMatch(new RegExp(`^recipe/${annaId}/[0-9a-f]{32}\\.jpg$`));
    // Categories became collections holding their recipes.
    expect(await collections(anna)).toEqual(['Baking', 'Breakfast', 'Sides', 'Soups']);
    // Ben sees none of it.
    expect(await titles(ben)).toEqual([]);
    expect(await collections(ben)).toEqual([]);
    expect((await ben.get(`/api/recipe/${job.report[1].recipe_id}/get`)).status).toBe(404);
  });

  it.each([
    ['mealie-backup.zip', 'mealie', true],
    ['tandoor-export.zip', 'tandoor', true],
    ['nextcloud-cookbook.zip', 'nextcloud', true],
    ['schema-org.zip', 'schema.org', false],
    ['schema-org.json', 'schema.org', false],
  ])('imports %s (%s) whole, with its picture when it has one', async (name, format, picture) => {
    const job = await importAll(anna, fixture(name));
    expect(job.format).toBe(format);
    expect(job.status).toBe('done');
    expect(job.counts).toEqual({ imported: 3, skipped: 0, failed: 0, not_imported: 0 });
    expect(outcomes(job)).toEqual(
      FIXTURE_RECIPES.map((recipe, index) => [index, recipe.title, 'imported']),
    );
    expect(await titles(anna)).toEqual(['Garlic bread', 'Pancakes', 'Tomato soup']);
    const soup = await anna.get(`/api/recipe/${job.report[0].recipe_id}/get`);
    expect(soup.json.image_url !== null).toBe(picture);
    expect(await collections(anna)).toEqual(
      expect.arrayContaining(['Baking', 'Breakfast', 'Sides', 'Soups']),
    );
  });

  it('reuses a collection of the same name, whatever its case', async () => {
    const made = await anna.post('/api/collection/create', { json: { name: 'soups' } });
    expect(made.status).toBe(201);
    await importAll(anna, fixture('paprika.paprikarecipes'));
    expect(await collections(anna)).toEqual(['Baking', 'Breakfast', 'Sides', 'soups']);
    const soups = await anna.get(`/api/collection/${made.json.id}`);
    expect(soups.json.recipes.map((r: { title: string }) => r.title)).toEqual(['Tomato soup']);
  });

  it('imports a recipe whose picture is not an image without it, and says why', async () => {
    const zip = writeZip([
      { name: 'Soup/recipe.json', data: JSON.stringify({ '@type': 'Recipe', name: 'Soup' }) },
      { name: 'Soup/full.jpg', data: '<html>not a picture</html>' },
    ]);
    const job = await importAll(anna, zip);
    expect(job.report).toEqual([
      {
        index: 0,
        title: 'Soup',
        outcome: 'imported',
        recipe_id: expect.any(Number),
        duplicate_of: null,
        detail: ARCHIVE_IMAGE_NOT_IMAGE,
      },
    ]);
    expect(await titles(anna)).toEqual(['Soup']);
  });

  describe('duplicates', () => {
    it('skips what the library holds (skip, the default), naming the recipe it duplicates', async () => {
      const first = await importAll(anna, fixture('paprika.paprikarecipes'));
      // The same recipes from another app: the same titles and ingredient lines.
      const second = await importAll(anna, fixture('nextcloud-cookbook.zip'));
      expect(second.status).toBe('done');
      expect(second.counts).toEqual({ imported: 0, skipped: 3, failed: 0, not_imported: 0 });
      expect(second.report.map((item: Item) => [item.outcome, item.duplicate_of])).toEqual(
        first.report.map((item: Item) => ['skipped_duplicate', item.recipe_id]),
      );
      expect(await titles(anna)).toEqual(['Garlic bread', 'Pancakes', 'Tomato soup']);
      // Ben's library is his own: nothing of his is a duplicate of hers.
      expect((await importAll(ben, fixture('paprika.paprikarecipes'))).counts.imported).toBe(3);
    });

    it('keeps both with duplicates=keep, still naming the recipe it duplicates', async () => {
      const first = await importAll(anna, fixture('paprika.paprikarecipes'));
      const second = await importAll(anna, fixture('paprika.paprikarecipes'), {
        duplicates: 'keep',
      });
      expect(second.duplicates).toBe('keep');
      expect(second.counts).toEqual({ imported: 3, skipped: 0, failed: 0, not_imported: 0 });
      expect(second.report.map((item: Item) => [item.outcome, item.duplicate_of])).toEqual(
        first.report.map((item: Item) => ['imported', item.recipe_id]),
      );
      expect(await titles(anna)).toHaveLength(6);
    });

    it('compares without case, spacing and punctuation, within the archive too', async () => {
      const recipe = FIXTURE_RECIPES[1]!;
      const archive = paprikaArchive([
        recipe,
        {
          ...recipe,
          title: '  PANCAKES! ',
          ingredients: ['2 Cups  flour.', '2 eggs', '1 1/2 cups milk.', '1  Tbsp. butter'],
        },
        {
          ...recipe,
          title: 'Pan-cakes',
          ingredients: ['2 cups flour', '2 eggs', '1 1/2 cups milk', '1 tbsp butter'],
        },
        { ...recipe, title: 'Pancakes', ingredients: ['3 cups flour', '2 eggs'] },
        {
          ...recipe,
          title: 'Pancakes',
          ingredients: ['2 cups flour', '2 eggs', '15 cups milk', '1 tbsp butter'],
        },
      ]);
      const job = await importAll(anna, archive);
      expect(job.report.map((item: Item) => [item.outcome, item.duplicate_of])).toEqual([
        ['imported', null],
        ['skipped_duplicate', job.report[0].recipe_id],
        ['skipped_duplicate', job.report[0].recipe_id],
        ['imported', null],
        ['imported', null],
      ]);
      expect(await titles(anna)).toEqual(['Pancakes', 'Pancakes', 'Pancakes']);
    });

    it('refuses a duplicates value that is not skip or keep', async () => {
      const res = await upload(anna, fixture('schema-org.json'), { duplicates: 'merge' });
      expect(res.status).toBe(422);
      expect(res.json.detail).toEqual([
        { loc: ['body', 'duplicates'], msg: "Input should be 'skip' or 'keep'", type: 'enum' },
      ]);
    });
  });

  describe('restoring a Sous account archive', () => {
    /** Anna's library as the real export writes it: 3 recipes, a picture, collections, a rating. */
    const annasExport = async () => {
      const job = await importAll(anna, fixture('paprika.paprikarecipes'));
      const rated = await anna.patch(`/api/recipe/${job.report[1].recipe_id}/rating-notes`, {
        json: { rating: 4, note: 'Less sugar next time.' },
      });
      expect(rated.status).toBe(200);
      const res = await anna.get('/api/users/me/export');
      expect(res.status).toBe(200);
      return res.raw;
    };

    it('brings back the recipes, pictures, collections, rating and note; twice adds nothing', async () => {
      const archive = await annasExport();
      const other = await importAll(ben, fixture('schema-org.json').subarray(0));
      expect(other.counts.imported).toBe(3);
      // Ben's library holds the same recipes (from schema.org): restored, they are duplicates
      // (skip, the default), so nothing doubles.
      const first = await importAll(ben, archive);
      expect(first.format).toBe('sous');
      expect(first.status).toBe('done');
      expect(first.counts).toEqual({ imported: 0, skipped: 3, failed: 0, not_imported: 0 });
      // Into a library of other recipes, they all come back, the others stay.
      for (const item of other.report as Item[])
        expect((await ben.delete(`/api/recipe/${item.recipe_id}/delete`)).status).toBe(200);
      const pasted = await ben.post('/api/recipe/import', {
        json: {
          jsonld: JSON.stringify({
            '@type': 'Recipe',
            name: 'Ben’s stew',
            recipeIngredient: ['1 onion'],
          }),
        },
      });
      expect(pasted.status).toBe(201);
      const restored = await importAll(ben, archive);
      expect(restored.counts).toEqual({ imported: 3, skipped: 0, failed: 0, not_imported: 0 });
      expect(outcomes(restored)).toEqual([
        [0, 'Tomato soup', 'imported'],
        [1, 'Pancakes', 'imported'],
        [2, 'Garlic bread', 'imported'],
      ]);
      expect(await titles(ben)).toEqual(['Ben’s stew', 'Garlic bread', 'Pancakes', 'Tomato soup']);
      expect(await collections(ben)).toEqual(['Baking', 'Breakfast', 'Sides', 'Soups']);
      const pancakes = (await ben.get(`/api/recipe/${restored.report[1].recipe_id}/get`)).json;
      expect(pancakes).toMatchObject({
        rating: 4,
        note: 'Less sugar next time.',
        baseServings: 2,
      });
      expect(pancakes.ingredients[0]).toMatchObject({ quantity: 2, unit: 'cup', name: 'flour' });
      const soup = (await ben.get(`/api/recipe/${restored.report[0].recipe_id}/get`)).json;
      expect(soup.image_url).toMatch(/^recipe\/\d+\/[0-9a-f]{32}\.jpg$/);
      expect(soup.image_url.startsWith(`recipe/${annaId}/`)).toBe(false);
      // Restoring the same archive again adds nothing.
      const again = await importAll(ben, archive);
      expect(again.counts).toEqual({ imported: 0, skipped: 3, failed: 0, not_imported: 0 });
      expect(again.report.map((item: Item) => item.duplicate_of)).toEqual(
        restored.report.map((item: Item) => item.recipe_id),
      );
      expect(await titles(ben)).toHaveLength(4);
      // Into the account it came from: everything is there already.
      expect((await importAll(anna, archive)).counts.skipped).toBe(3);
    });
  });

  it('cancel stops after the recipe in hand; the rest are not imported', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      ...FIXTURE_RECIPES[2]!,
      title: `Bread ${i}`,
      categories: [],
    }));
    const res = await upload(anna, paprikaArchive(many));
    expect(res.status).toBe(202);
    const cancelled = await anna.post(`/api/import-jobs/${res.json.id}/cancel`);
    expect(cancelled.status).toBe(200);
    const job = cancelled.json;
    expect(job.status).toBe('cancelled');
    expect(job.current_title).toBeNull();
    expect(job.counts.not_imported).toBeGreaterThan(0);
    expect(job.counts.imported + job.counts.not_imported).toBe(30);
    expect(job.done).toBe(job.counts.imported);
    expect(job.report).toHaveLength(30);
    expect(job.report.map((item: Item) => item.outcome)).toEqual([
      ...Array<string>(job.counts.imported).fill('imported'),
      ...Array<string>(job.counts.not_imported).fill('not_imported'),
    ]);
    expect(job.report.map((item: Item) => item.title)).toEqual(many.map((r) => r.title));
    expect(await titles(anna)).toHaveLength(job.counts.imported);
    // Cancelling again changes nothing.
    const again = await anna.post(`/api/import-jobs/${res.json.id}/cancel`);
    expect(again.json).toEqual(job);
  });

  it('another user’s job is 404 to get and to cancel; cancel needs the XSRF token', async () => {
    const res = await upload(anna, fixture('schema-org.json'));
    await jobs().drain();
    const url = `/api/import-jobs/${res.json.id}`;
    expect(await ben.get(url)).toMatchObject({
      status: 404,
      json: { detail: 'Import job not found' },
    });
    expect((await ben.post(`${url}/cancel`)).status).toBe(404);
    expect((await anna.post(`${url}/cancel`, { xsrf: false })).status).toBe(403);
    expect((await anna.get('/api/import-jobs/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await anna.get(url)).json.status).toBe('done');
  });

  it('one job at a time per user: 409 while one is queued or running', async () => {
    await server.database.db.query(
      `INSERT INTO import_jobs (id, user_id, status, format, duplicates, total, titles, created_at, heartbeat_at)
       VALUES ('11111111-1111-4111-8111-111111111111', $1, 'running', 'paprika', 'skip', 2, ARRAY['A', 'B'], now(), now())`,
      [annaId],
    );
    const res = await upload(anna, fixture('schema-org.json'));
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(IMPORT_JOB_RUNNING);
    expect(await titles(anna)).toEqual([]);
    expect((await upload(ben, fixture('schema-org.json'))).status).toBe(202);
    await jobs().drain();
  });

  it('a job a restart interrupted ends failed at start-up, its unhandled recipes not imported', async () => {
    const id = '22222222-2222-4222-8222-222222222222';
    await server.database.db.query(
      `INSERT INTO import_jobs (id, user_id, status, format, duplicates, total, titles, done, imported, created_at, heartbeat_at)
       VALUES ($2, $1, 'running', 'mealie', 'skip', 3, ARRAY['A', 'B', 'C'], 1, 1, now(), now())`,
      [annaId, id],
    );
    await server.database.db.query(
      `INSERT INTO import_job_items (job_id, position, title, outcome, recipe_id) VALUES ($1, 0, 'A', 'imported', 7)`,
      [id],
    );
    // What the app does when it is ready (PGlite: every unfinished job belonged to a dead process).
    expect(await jobs().failInterrupted(true)).toBe(1);
    const job = (await anna.get(`/api/import-jobs/${id}`)).json;
    expect(job).toMatchObject({
      status: 'failed',
      error: IMPORT_JOB_INTERRUPTED,
      done: 1,
      current_title: null,
      counts: { imported: 1, skipped: 0, failed: 0, not_imported: 2 },
    });
    expect(outcomes(job)).toEqual([
      [0, 'A', 'imported'],
      [1, 'B', 'not_imported'],
      [2, 'C', 'not_imported'],
    ]);
    // A new upload may start now.
    expect((await upload(anna, fixture('schema-org.json'))).status).toBe(202);
    await jobs().drain();
  });

  it('housekeeping fails only jobs silent for 5 minutes (another process may run the rest)', async () => {
    const insert = (id: string, user: number, silentFor: string) =>
      server.database.db.query(
        `INSERT INTO import_jobs (id, user_id, status, format, duplicates, total, titles, created_at, heartbeat_at)
         VALUES ($1, $2, 'running', 'paprika', 'skip', 1, ARRAY['A'], now(), now() - $3::interval)`,
        [id, user, silentFor],
      );
    const benId = (await ben.get('/api/users/me')).json.id as number;
    await insert('33333333-3333-4333-8333-333333333333', annaId, '6 minutes');
    await insert('44444444-4444-4444-8444-444444444444', benId, '1 minute');
    expect(await jobs().failInterrupted(false)).toBe(1);
    expect(
      (await anna.get('/api/import-jobs/33333333-3333-4333-8333-333333333333')).json,
    ).toMatchObject({
      status: 'failed',
      error: IMPORT_JOB_INTERRUPTED,
      counts: { imported: 0, skipped: 0, failed: 0, not_imported: 1 },
    });
    expect(
      (await ben.get('/api/import-jobs/44444444-4444-4444-8444-444444444444')).json.status,
    ).toBe('running');
  });

  it('a job finished more than 7 days ago is 404, and housekeeping removes it', async () => {
    const job = await importAll(anna, fixture('schema-org.json'));
    const age = (interval: string) =>
      server.database.db.query(
        `UPDATE import_jobs SET finished_at = now() - $1::interval, created_at = now() - $1::interval`,
        [interval],
      );
    await age('6 days 23 hours 59 minutes');
    expect((await anna.get(`/api/import-jobs/${job.id}`)).status).toBe(200);
    expect(await jobs().purgeFinished()).toBe(0);
    await age('7 days 1 minute');
    expect((await anna.get(`/api/import-jobs/${job.id}`)).status).toBe(404);
    expect(await jobs().purgeFinished()).toBe(1);
    // The recipes stay.
    expect(await titles(anna)).toEqual(['Garlic bread', 'Pancakes', 'Tomato soup']);
  });

  it('an archive past the library’s room starts no job (409); duplicates do not count', async () => {
    const small = await startTestServer(backend, { LIBRARY_MAX_RECIPES: '4' });
    try {
      const cook = small.client();
      await cook.signup('cook');
      const send = (data: Buffer, fields = {}) =>
        cook.post('/api/recipe/import-archive', {
          multipart: { fields, file: { data, filename: 'a.zip' } },
        });
      expect((await send(fixture('tandoor-export.zip'))).status).toBe(202);
      await small.app.sous.importJobs.drain();
      const keep = await send(fixture('nextcloud-cookbook.zip'), { duplicates: 'keep' });
      expect(keep.status).toBe(409);
      expect(keep.json.detail).toBe(importPastLibraryLimit(3, 1, 4));
      // Skipped as duplicates, they need no room.
      expect((await send(fixture('nextcloud-cookbook.zip'))).status).toBe(202);
      await small.app.sous.importJobs.drain();
      expect((await cook.get('/api/recipe/list?limit=50')).json.items).toHaveLength(3);
    } finally {
      await small.close();
    }
  });

  it.each([
    [
      'a zip bomb',
      () => writeZip([{ name: 'a.json', data: Buffer.alloc(5 * 1024 * 1024), claimedSize: 10 }]),
      'archive_ratio',
      'This archive was not opened: a file in it unpacks to more than 100 times its packed size.',
    ],
    [
      'a path outside the archive',
      () => writeZip([{ name: '../a.json', data: '{"@type":"Recipe","name":"Soup"}' }]),
      'archive_unsafe_path',
      'This archive was not opened: a file name in it points outside the archive.',
    ],
    [
      'a truncated Mealie backup',
      () => fixture('mealie-backup.zip').subarray(0, 600),
      'archive_truncated',
      'This archive is incomplete: the file ends early or is damaged. Export it again and upload the whole file.',
    ],
    [
      'an archive of 10,000 entries, each a recipe',
      () =>
        writeZip(
          Array.from({ length: 10_000 }, (_, i) => ({
            name: `recipes/${i}.json`,
            data: `{"@type":"Recipe","name":"Soup ${i}","recipeIngredient":["1 onion"]}`,
          })),
        ),
      'archive_too_many_recipes',
      'This archive holds more than 5,000 recipes. Export it in smaller parts.',
    ],
    [
      'a PDF',
      () => Buffer.from('%PDF-1.7\n%%EOF'),
      'archive_not_recognised',
      'This file is not a recipe archive Sous can read (Paprika, Mealie, Tandoor, Nextcloud Cookbook, or schema.org recipes as a zip or JSON).',
    ],
  ])(
    '%s is refused (422) with its detail, starts no job and stores nothing',
    async (_, build, type, msg) => {
      await importAll(anna, fixture('schema-org.json'));
      const res = await upload(anna, build());
      expect(res.status).toBe(422);
      expect(res.json.detail).toEqual([{ loc: ['body', 'file'], msg, type }]);
      expect(await titles(anna)).toEqual(['Garlic bread', 'Pancakes', 'Tomato soup']);
      // No job was left queued: the next upload starts.
      expect((await upload(anna, fixture('mealie-backup.zip'))).status).toBe(202);
      await jobs().drain();
    },
  );

  it('refuses a file over 50 MiB before reading it', async () => {
    const res = await upload(anna, Buffer.alloc(50 * 1024 * 1024 + 1, 32));
    expect(res.status).toBe(422);
    expect(res.json.detail).toEqual([
      {
        loc: ['body', 'file'],
        msg: 'The archive is larger than 50 MiB. Export it in smaller parts.',
        type: 'archive_file_too_large',
      },
    ]);
  });

  it('counts against the per-user import budget (429), per user', async () => {
    const bad = Buffer.from('not an archive');
    for (let i = 0; i < 5; i++) expect((await upload(anna, bad)).status).toBe(422);
    const limited = await upload(anna, fixture('schema-org.json'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(ben, fixture('schema-org.json'))).status).toBe(202);
    await jobs().drain();
    expect(await titles(anna)).toEqual([]);
  });

  it('is refused to a client without a session (no XSRF token either: 403) and stores nothing', async () => {
    const res = await upload(server.client(), fixture('schema-org.json'));
    expect(res.status).toBe(403);
    expect(await titles(anna)).toEqual([]);
  });
});
