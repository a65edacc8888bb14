/** GET /recipe/list on the mock backend, through the real api client (the server's rules: server/test/recipe-list.test.ts). */
import { describe, expect, it } from 'vitest';
import { api, unwrap } from '#src/api/client';
import { ApiError } from '#src/api/errors';
import type { operations } from '#contract/schema.gen';

type Query = NonNullable<operations['listRecipes']['parameters']['query']>;
const list = (query: Query) => unwrap(api.GET('/recipe/list', { params: { query } }));

describe('GET /recipe/list (mock)', () => {
  it('pages through every saved recipe once, in get_all order for newest', async () => {
    const all = await unwrap(api.GET('/recipe/get_all'));
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list({ limit: 5, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.next_cursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(all).toHaveLength(14);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('sorts by title and time and searches case-insensitively', async () => {
    const all = await unwrap(api.GET('/recipe/get_all'));
    const byTitle = await list({ sort: 'title', limit: 100 });
    expect(byTitle.items.map((r) => r.title)).toEqual(
      all.map((r) => r.title).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );
    const byTime = (await list({ sort: 'time', limit: 100 })).items.map(
      (r) => r.total_time_minutes ?? Infinity,
    );
    expect(byTime).toEqual([...byTime].sort((a, b) => a - b));
    const word = all[0]!.title.split(' ')[0]!;
    const hits = await list({ q: word.toUpperCase(), limit: 100 });
    expect(hits.items.length).toBeGreaterThan(0);
    expect(hits.items.map((r) => r.id)).toContain(all[0]!.id);
    expect((await list({ q: 'zzz-no-such-dish' })).items).toEqual([]);
  });

  it('answers 422 for a cursor of another sort and 404 for an unknown collection', async () => {
    const first = await list({ limit: 1 });
    const wrong = await api.GET('/recipe/list', {
      params: { query: { sort: 'title', cursor: first.next_cursor! } },
    });
    expect(wrong.response.status).toBe(422);
    expect(wrong.error).toEqual({
      detail: [
        {
          loc: ['query', 'cursor'],
          msg: 'Cursor does not belong to this query',
          type: 'value_error',
        },
      ],
    });
    const error = await list({ collection_id: 9999 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('answers 422 for forged cursors as the server does (hardening-2, finding 3)', async () => {
    const forge = (parts: unknown[]) =>
      btoa(encodeURIComponent(JSON.stringify(parts)))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/(?<!=)=+$/, '');
    const forged: ['newest' | 'title' | 'time' | 'last_cooked', unknown[]][] = [
      ['newest', ['newest', 'yesterday', 1]],
      ['newest', ['newest', '2026-02-30 10:00:00+00', 1]],
      ['newest', ['newest', '2026-01-01T10:00:00.000Z\u0000', 1]],
      ['newest', ['newest', '2026-01-01T10:00:00.000Z', 2147483648]],
      ['time', ['time', 'abc', 1]],
      ['time', ['time', '99999999999', 1]],
      ['last_cooked', ['last_cooked', '', 1]],
      ['title', ['title', 'soup\ud800', 1]],
    ];
    for (const [sort, parts] of forged) {
      const res = await api.GET('/recipe/list', {
        params: { query: { sort, cursor: forge(parts) } },
      });
      expect(res.response.status, JSON.stringify(parts)).toBe(422);
      expect(res.error).toEqual({
        detail: [
          {
            loc: ['query', 'cursor'],
            msg: 'Cursor does not belong to this query',
            type: 'value_error',
          },
        ],
      });
    }
    // The cursors it writes still page, in every sort.
    for (const sort of ['newest', 'title', 'time', 'last_cooked'] as const) {
      const first = await list({ sort, limit: 1 });
      const next = await list({ sort, limit: 1, cursor: first.next_cursor! });
      expect(next.items[0]?.id, sort).not.toBe(first.items[0]?.id);
    }
  });
});
