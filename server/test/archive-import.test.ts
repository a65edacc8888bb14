/**
 * Importing an archive into a library (issue 31, items 1 and 4), at the service (the route comes
 * next): every recipe of a format stored as the uploader's own, parsed and matched like any import;
 * a refused archive, or one past the library's room, stores nothing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARCHIVE_IMAGE_NOT_IMAGE } from '#contract/archive-import.ts';
import { importPastLibraryLimit } from '#contract/messages.ts';
import type { ImportService } from '#server/src/features/recipes/import-service.ts';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';
import { writeZip } from './helpers/zip-write.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/archives/${name}`, import.meta.url));

describe.each(testBackends())('archive import (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let annaId: number;
  let ben: TestClient;

  beforeAll(async () => {
    server = await startTestServer(backend, { LIBRARY_MAX_RECIPES: '4', RATE_LIMIT_IMPORT: '3' });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    annaId = (await anna.signup('anna')).id;
    ben = server.client();
    await ben.signup('ben');
  });

  const imports = () => server.app.sous.imports as ImportService;
  const titles = async (client: TestClient) => {
    const res = await client.get('/api/recipe/list?limit=50');
    expect(res.status).toBe(200);
    return (res.json.items as { title: string }[]).map((item) => item.title).sort();
  };

  it('stores a Paprika archive as the uploader’s saved recipes, parsed, and no one else’s', async () => {
    const report = await imports().importArchive(annaId, fixture('paprika.paprikarecipes'));
    expect(report.format).toBe('paprika');
    expect(report.recipes.map((r) => [r.title, r.note])).toEqual([
      ['Tomato soup', null],
      ['Pancakes', null],
      ['Garlic bread', null],
    ]);
    expect(await titles(anna)).toEqual(['Garlic bread', 'Pancakes', 'Tomato soup']);
    const pancakes = await anna.get(`/api/recipe/${report.recipes[1]!.id}/get`);
    expect(pancakes.status).toBe(200);
    expect(pancakes.json.ingredients[0]).toMatchObject({ quantity: 2, unit: 'cup', name: 'flour' });
    expect(pancakes.json.allergens).toEqual(['gluten', 'egg', 'milk']);
    expect(pancakes.json.is_saved).toBe(true);
    expect(pancakes.json.nutrition).not.toBeNull();
    // Ben sees none of them, not even by id.
    expect(await titles(ben)).toEqual([]);
    expect((await ben.get(`/api/recipe/${report.recipes[1]!.id}/get`)).status).toBe(404);
  });

  it('reports a recipe whose picture is not an image, and imports it without the picture', async () => {
    const zip = writeZip([
      { name: 'Soup/recipe.json', data: JSON.stringify({ '@type': 'Recipe', name: 'Soup' }) },
      { name: 'Soup/full.jpg', data: '<html>not a picture</html>' },
    ]);
    const report = await imports().importArchive(annaId, zip);
    expect(report.recipes.map((r) => [r.title, r.note])).toEqual([
      ['Soup', ARCHIVE_IMAGE_NOT_IMAGE],
    ]);
    expect(await titles(anna)).toEqual(['Soup']);
  });

  it.each([
    [
      'a zip bomb',
      () => writeZip([{ name: 'a.json', data: Buffer.alloc(5 * 1024 * 1024), claimedSize: 10 }]),
      'This archive was not opened: a file in it unpacks to more than 100 times its packed size.',
    ],
    [
      'a path outside the archive',
      () => writeZip([{ name: '../a.json', data: '{"@type":"Recipe","name":"Soup"}' }]),
      'This archive was not opened: a file name in it points outside the archive.',
    ],
    [
      'a truncated Mealie backup',
      () => fixture('mealie-backup.zip').subarray(0, 600),
      'This archive is incomplete: the file ends early or is damaged. Export it again and upload the whole file.',
    ],
  ])('%s is refused with its detail and leaves the library as it was', async (_, build, detail) => {
    await imports().importArchive(annaId, fixture('schema-org.json').subarray(0));
    const before = await titles(anna);
    expect(before).toHaveLength(3);
    await expect(imports().importArchive(annaId, build())).rejects.toThrow(detail);
    expect(await titles(anna)).toEqual(before);
  });

  it('an archive past the library’s room stores none of its recipes', async () => {
    await imports().importArchive(annaId, fixture('tandoor-export.zip'));
    await expect(
      imports().importArchive(annaId, fixture('nextcloud-cookbook.zip')),
    ).rejects.toMatchObject({
      status: 409,
      detail: importPastLibraryLimit(3, 1, 4),
    });
    expect(await titles(anna)).toEqual(['Garlic bread', 'Pancakes', 'Tomato soup']);
  });

  describe('POST /api/recipe/import-archive', () => {
    const upload = (client: TestClient, data: Buffer, filename = 'export.zip') =>
      client.post('/api/recipe/import-archive', { multipart: { file: { data, filename } } });

    it('answers 201 with each recipe’s report; the recipes are the uploader’s only', async () => {
      const res = await upload(anna, fixture('mealie-backup.zip'), 'backup.pdf');
      expect(res.status).toBe(201);
      expect(res.json.format).toBe('mealie');
      expect(
        res.json.recipes.map((r: { title: string; status: string }) => [r.title, r.status]),
      ).toEqual([
        ['Tomato soup', 'imported'],
        ['Pancakes', 'imported'],
        ['Garlic bread', 'imported'],
      ]);
      expect(await titles(anna)).toEqual(['Garlic bread', 'Pancakes', 'Tomato soup']);
      expect(await titles(ben)).toEqual([]);
      expect((await ben.get(`/api/recipe/${res.json.recipes[0].id}/get`)).status).toBe(404);
    });

    it('answers 422 with the refusal’s detail and stores nothing', async () => {
      const res = await upload(anna, Buffer.from('%PDF-1.7\n%%EOF'));
      expect(res.status).toBe(422);
      expect(res.json.detail).toEqual([
        {
          loc: ['body', 'file'],
          msg: 'This file is not a recipe archive Sous can read (Paprika, Mealie, Tandoor, Nextcloud Cookbook, or schema.org recipes as a zip or JSON).',
          type: 'archive_not_recognised',
        },
      ]);
      expect(await titles(anna)).toEqual([]);
    });

    it('refuses a file over 20 MiB before reading it', async () => {
      const res = await upload(anna, Buffer.alloc(20 * 1024 * 1024 + 1, 32));
      expect(res.status).toBe(422);
      expect(res.json.detail[0]).toEqual({
        loc: ['body', 'file'],
        msg: 'The archive is larger than 20 MiB. Export it in smaller parts.',
        type: 'archive_file_too_large',
      });
    });

    it('counts against the per-user import budget (429), per user', async () => {
      const bad = Buffer.from('not an archive');
      for (let i = 0; i < 3; i++) expect((await upload(anna, bad)).status).toBe(422);
      const limited = await upload(anna, fixture('schema-org.json'));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await upload(ben, fixture('schema-org.json'))).status).toBe(201);
      expect(await titles(anna)).toEqual([]);
    });

    it('is refused to a client without a session (no XSRF token either: 403) and stores nothing', async () => {
      const res = await upload(server.client(), fixture('schema-org.json'));
      expect(res.status).toBe(403);
      expect(await titles(anna)).toEqual([]);
    });
  });
});
