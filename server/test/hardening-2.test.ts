import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeListCursor } from '#contract/list-cursor.ts';
import { DETAILS } from '#contract/messages.ts';
import { ImportReader, ImportTooComplexError } from '#server/src/features/recipes/import-reader.ts';
import type { ImportService } from '#server/src/features/recipes/import-service.ts';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

/**
 * Issue hardening-2, findings 1 to 3 through the API: imports that used to freeze every request
 * (regex backtracking), text that used to answer 500 (numeric entities past U+10FFFF, NUL inside
 * the pasted document, unpaired surrogates), and forged list cursors that used to reach the
 * database as casts.
 */

const RECIPE = {
  title: 'Lentil Soup',
  description: 'Red lentils.',
  servings: 4,
  total_time_minutes: 40,
  difficulty: 'easy',
  image_url: null,
  ingredients: [{ quantity: 250, unit: 'g', name: 'red lentils' }],
  steps: [{ text: 'Simmer for 20 minutes.', timer: 1200 }],
};

const jsonld = (fields: Record<string, unknown>) =>
  JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...fields });

/** A cursor as the server writes them, with any parts (the forgeries below). */
const cursor = (sort: unknown, key: unknown, id: unknown) =>
  btoa(encodeURIComponent(JSON.stringify([sort, key, id])))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/(?<!=)=+$/, '');

/** Cursors with a key the repository would have cast and failed on, or an id beyond int. */
const FORGED_CURSORS: [string, string, string][] = [
  ['newest', 'a key that is not a date', cursor('newest', 'yesterday', 1)],
  ['newest', 'a date that does not exist', cursor('newest', '2026-02-30 10:00:00+00', 1)],
  ['newest', 'a key with NUL', cursor('newest', '2026-01-01 10:00:00+00\u0000', 1)],
  ['newest', 'an id past 2^31-1', cursor('newest', '2026-01-01 10:00:00+00', 2147483648)],
  ['time', 'a time key "abc"', cursor('time', 'abc', 1)],
  ['time', 'a time key "99999999999"', cursor('time', '99999999999', 1)],
  ['time', 'a time key "1e3"', cursor('time', '1e3', 1)],
  ['last_cooked', 'a key that is not a date', cursor('last_cooked', 'infinity', 1)],
  ['title', 'a title key with NUL', cursor('title', 'soup\u0000', 1)],
  ['title', 'a title key with an unpaired surrogate', cursor('title', 'soup\ud800', 1)],
  ['title', 'a fractional id', cursor('title', 'soup', 1.5)],
];

describe.each(testBackends())('hardening-2 through the API (%s)', (backend) => {
  let server: TestServer;
  let cook: TestClient;

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    cook = server.client();
    await cook.signup('cook');
  });

  describe('numeric entities, NUL and unpaired surrogates in imported text', () => {
    it.each([
      ['&#x110000;', 'a code point past U+10FFFF'],
      ['&#99999999999;', 'a decimal reference of eleven digits'],
      ['&#0;', 'NUL by reference'],
      ['&#xD800;', 'a surrogate by reference'],
      ['\u0000', 'a raw NUL inside the pasted document'],
      ['\ud800', 'an unpaired surrogate inside the pasted document'],
    ])('imports a title with %s (%s) as U+FFFD, never a 500', async (flaw) => {
      const res = await cook.post('/api/recipe/import', {
        json: {
          jsonld: jsonld({
            name: `Soup ${flaw} pot`,
            description: `Hot ${flaw}.`,
            recipeIngredient: [`1 g salt${flaw}`],
            recipeInstructions: [{ '@type': 'HowToStep', text: `Stir ${flaw} well.` }],
          }),
        },
      });
      expect(res.status, res.body).toBe(201);
      expect(res.json.recipes[0].title).toBe('Soup \uFFFD pot');
      const detail = await cook.get(`/api/recipe/${res.json.recipes[0].id}/get`);
      expect(detail.json.ingredients[0].name).toBe('salt\uFFFD');
    });

    it('still decodes the references it knows', async () => {
      const res = await cook.post('/api/recipe/import', {
        json: { jsonld: jsonld({ name: 'Mac &amp; Cheese &#8212; &#x1F9C0; &unknown; &#;' }) },
      });
      expect(res.status).toBe(201);
      expect(res.json.recipes[0].title).toBe('Mac & Cheese — 🧀 &unknown; &#;');
    });
  });

  describe('NUL and unpaired surrogates in request fields (422 at the edge, any depth)', () => {
    it.each([
      [
        'an ingredient name',
        { ingredients: [{ quantity: 1, unit: 'g', name: 'salt\ud800' }] },
        ['body', 'ingredients', 0, 'name'],
        'string_unicode',
      ],
      [
        'an ingredient unit',
        { ingredients: [{ quantity: 1, unit: 'g\udc00', name: 'salt' }] },
        ['body', 'ingredients', 0, 'unit'],
        'string_unicode',
      ],
      [
        'a step',
        { steps: [{ text: 'Stir\ud83d.', timer: null }] },
        ['body', 'steps', 0, 'text'],
        'string_unicode',
      ],
      [
        'a step (NUL)',
        { steps: [{ text: 'Stir\u0000.', timer: null }] },
        ['body', 'steps', 0, 'text'],
        'string_nul',
      ],
      ['the title', { title: '\udfffSoup' }, ['body', 'title'], 'string_unicode'],
    ])('refuses %s', async (_what, change, loc, type) => {
      const res = await cook.post('/api/recipe/create', { json: { ...RECIPE, ...change } });
      expect(res.status, res.body).toBe(422);
      expect(res.json.detail).toContainEqual({
        loc,
        msg: type === 'string_nul' ? DETAILS.nulCharacter : DETAILS.unpairedSurrogate,
        type,
      });
    });

    it('refuses them on update and in the pasted import source too', async () => {
      const created = await cook.post('/api/recipe/create', { json: RECIPE });
      const update = await cook.put(`/api/recipe/${created.json.id}/update`, {
        json: { ...RECIPE, ingredients: [{ quantity: 1, unit: '', name: 'x\ud800' }] },
      });
      expect(update.status).toBe(422);
      expect(update.json.detail[0].loc).toEqual(['body', 'ingredients', 0, 'name']);
      const pasted = await cook.post('/api/recipe/import', { json: { jsonld: 'x\ud800' } });
      expect(pasted.status).toBe(422);
      expect(pasted.json.detail).toEqual([
        { loc: ['body', 'jsonld'], msg: DETAILS.unpairedSurrogate, type: 'string_unicode' },
      ]);
    });

    it('accepts paired surrogates (emoji) as they are', async () => {
      const res = await cook.post('/api/recipe/create', {
        json: { ...RECIPE, title: 'Soup 🍲', ingredients: [{ quantity: 1, unit: '', name: '🧄' }] },
      });
      expect(res.status).toBe(201);
      expect(res.json.title).toBe('Soup 🍲');
    });
  });

  describe('forged list cursors', () => {
    it.each(FORGED_CURSORS)('answers 422 for a %s cursor with %s', async (sort, _what, forged) => {
      await cook.post('/api/recipe/create', { json: RECIPE });
      const res = await cook.get(`/api/recipe/list?sort=${sort}&cursor=${forged}`);
      expect(res.status, res.body).toBe(422);
      expect(res.json.detail).toEqual([
        {
          loc: ['query', 'cursor'],
          msg: 'Cursor does not belong to this query',
          type: 'value_error',
        },
      ]);
    });

    it('still pages with the cursors it writes, for every sort', async () => {
      for (let i = 0; i < 3; i++)
        await cook.post('/api/recipe/create', { json: { ...RECIPE, title: `Soup ${i}` } });
      for (const sort of ['newest', 'title', 'time', 'last_cooked']) {
        const first = await cook.get(`/api/recipe/list?sort=${sort}&limit=2`);
        expect(first.json.next_cursor, sort).not.toBeNull();
        const second = await cook.get(
          `/api/recipe/list?sort=${sort}&limit=2&cursor=${first.json.next_cursor}`,
        );
        expect(second.status, sort).toBe(200);
        expect(second.json.items).toHaveLength(1);
      }
      expect(encodeListCursor({ sort: 'time', key: '40', id: 1 })).toBe(cursor('time', '40', 1));
    });
  });

  describe('the parse budget', () => {
    it('answers 422 import_too_complex when reading the source outlasts the budget', async () => {
      const imports = server.app.sous.imports as ImportService;
      const reader = imports.reader;
      // A reader whose every read outlasts its budget: how the reader keeps a budget is
      // import-parsing.test.ts's; here, what the API answers (a 1 ms budget raced a fast machine's read).
      const outlasting = new ImportReader();
      outlasting.read = () => Promise.reject(new ImportTooComplexError());
      (imports as { reader: ImportReader }).reader = outlasting;
      try {
        const big = jsonld({ name: 'Soup', description: 'x'.repeat(900_000) });
        const res = await cook.post('/api/recipe/import', { json: { jsonld: big } });
        expect(res.status).toBe(422);
        expect(res.json.detail).toEqual([
          {
            loc: ['body', 'jsonld'],
            msg: 'The source could not be read within 2 seconds.',
            type: 'import_too_complex',
          },
        ]);
      } finally {
        await imports.reader.close();
        (imports as { reader: ImportReader }).reader = reader;
      }
    });
  });
});
