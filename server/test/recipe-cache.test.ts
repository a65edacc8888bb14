import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '#contract/schema.gen.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { registerRecipeCache } from '#server/src/features/recipes/recipe-cache-plugin.ts';
import {
  cachedRecipeRepository,
  RecipeCache,
  STALENESS_MS,
} from '#server/src/features/recipes/cached-recipe-repository.ts';
import {
  recipeRepository,
  type RecipeRepository,
} from '#server/src/features/recipes/recipe-repository.ts';
import { phaseEnd, settled } from './helpers/phases.ts';

type Detail = components['schemas']['RecipeDetail'];

const log = { info() {}, warn() {} } as unknown as FastifyBaseLogger;

/**
 * A cache on a shared database whose change feed the test drives: it delivers the notifications
 * another instance's commits send (`announce`) and answers the syncs (`answerSyncs`), in the
 * order PostgreSQL would. `title` is what the database holds; `loads` counts the reads of it.
 */
async function sharedCache() {
  const clock = { ms: 0 };
  const syncs: (() => void)[] = [];
  let started = 0;
  let deliver: (payload: string) => void = () => {};
  const db = {
    kind: 'postgres',
    async listen(_channel: string, onMessage: (payload: string) => void) {
      deliver = onMessage;
      return {
        sync: () => {
          started++;
          return new Promise<void>((resolve) => syncs.push(resolve));
        },
        close: async () => {},
      };
    },
  } as unknown as Database;
  const cache = new RecipeCache(db, log, () => clock.ms);
  await cache.start();
  const state = { title: 'Old', loads: 0 };
  const read = (afterWrite: boolean) =>
    cache
      .detail(1, 7, afterWrite, async () => {
        state.loads++;
        return { id: 7, title: state.title } as Detail;
      })
      .then((detail) => detail?.title);
  return {
    db,
    cache,
    clock,
    state,
    read,
    pendingSyncs: () => syncs.length,
    startedSyncs: () => started,
    announce: (payload: string) => deliver(payload),
    async answerSyncs() {
      await phaseEnd();
      for (const resolve of syncs.splice(0)) resolve();
      await phaseEnd();
    },
  };
}

describe('RecipeCache on a shared database', () => {
  it('makes a client that has just written wait for a sync that began after its request, so it sees every change committed before', async () => {
    const feed = await sharedCache();
    expect(await feed.read(false)).toBe('Old'); // a miss: read and cached
    const warm = feed.read(false); // a hit, but no sync has completed yet: it waits for one
    await feed.answerSyncs();
    expect(await warm).toBe('Old');
    expect(feed.state.loads).toBe(1);

    // Another instance commits a change; its notification is still on its way.
    feed.state.title = 'New';
    const writer = feed.read(true);
    const someoneElse = feed.read(false);
    expect(await someoneElse).toBe('Old'); // within the staleness bound: answered from memory at once
    expect(await settled(writer)).toBe(false);
    expect(feed.pendingSyncs()).toBe(1);

    feed.announce('1:7'); // PostgreSQL delivers the notification before it answers the sync
    await feed.answerSyncs();
    expect(await writer).toBe('New');
    expect(feed.state.loads).toBe(2);
  });

  it(`answers everyone else from memory while a sync that began at most ${STALENESS_MS} ms before has completed, and makes them wait for a new one after that`, async () => {
    const feed = await sharedCache();
    await feed.read(false);
    const first = feed.read(false);
    await feed.answerSyncs(); // began at 0
    await first;

    feed.state.title = 'New'; // committed elsewhere; the notification is held up
    feed.clock.ms = STALENESS_MS;
    expect(await feed.read(false)).toBe('Old');
    await feed.answerSyncs(); // past half the bound, that read started a sync: it began at STALENESS_MS

    feed.clock.ms = 2 * STALENESS_MS + 1; // the newest sync began more than the bound ago
    const late = feed.read(false);
    expect(await settled(late)).toBe(false);
    feed.announce('1:7');
    await feed.answerSyncs();
    expect(await late).toBe('New');
  });

  it('keeps a sync going in the background under steady traffic, so no read waits, one per half bound', async () => {
    const feed = await sharedCache();
    await feed.read(false);
    const first = feed.read(false);
    await feed.answerSyncs();
    await first;
    for (let ms = 10; ms <= 10 * STALENESS_MS; ms += 10) {
      feed.clock.ms = ms;
      const hit = feed.read(false);
      expect(await settled(hit)).toBe(true);
      await feed.answerSyncs();
    }
    expect(feed.state.loads).toBe(1);
    // 100 reads 10 ms apart: a sync whenever the newest began more than half the bound before,
    // i.e. at every sixth read (and the one of the warm-up), never one per read.
    expect(feed.startedSyncs()).toBe(1 + Math.floor(100 / (STALENESS_MS / 2 / 10 + 1)));
  });
});

describe('the recipe-cache plugin and the caching decorator', () => {
  /**
   * An app whose route reads recipe 7 through the decorator, as a service would: it passes nothing
   * but the database, so what a request's cookie changes reaches the cache only through the plugin.
   */
  async function appOnSharedCache() {
    const feed = await sharedCache();
    const inner: RecipeRepository = {
      ...recipeRepository,
      async findDetail() {
        feed.state.loads++;
        return { id: 7, title: feed.state.title, internal: 'never sent' } as unknown as Detail;
      },
    };
    const recipes = cachedRecipeRepository(inner, feed.db, feed.cache);
    const app = Fastify();
    await app.register(fastifyCookie);
    registerRecipeCache(app, feed.cache);
    // The route's own response serializer, counting its calls (it keeps the contract's fields only).
    const serializer = { calls: 0 };
    app.get(
      '/api/recipe',
      {
        schema: {
          response: { 200: { content: { 'application/json': { schema: { type: 'object' } } } } },
        },
        serializerCompiler: () => (data: { id: number; title: string }) => {
          serializer.calls++;
          return JSON.stringify({ id: data.id, title: data.title });
        },
      },
      async () => recipes.findDetail(feed.db, 1, 7),
    );
    app.post('/api/recipe', async () => ({ ok: true }));
    await app.ready();
    const title = (wroteRecently: boolean) =>
      app.inject({
        method: 'GET',
        url: '/api/recipe',
        ...(wroteRecently ? { cookies: { recent_write: '1' } } : {}),
      });
    return { app, feed, title, serializer };
  }

  it('runs the reads of a client carrying the recent-write cookie as reads after a write, and only those', async () => {
    const { app, feed, title } = await appOnSharedCache();
    try {
      expect((await title(false)).json()).toEqual({ id: 7, title: 'Old' }); // a miss: cached
      const warm = title(false); // a hit before any sync completed: it waits for one
      await vi.waitFor(() => expect(feed.pendingSyncs()).toBe(1));
      await feed.answerSyncs();
      expect((await warm).json().title).toBe('Old');

      feed.state.title = 'New'; // committed by another instance; its notification is on its way
      expect((await title(false)).json().title).toBe('Old'); // within the bound: from memory
      const writer = title(true);
      await vi.waitFor(() => expect(feed.pendingSyncs()).toBe(1));
      feed.announce('1:7');
      await feed.answerSyncs();
      expect((await writer).json().title).toBe('New');
      expect(feed.state.loads).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('marks unsafe /api requests on a shared database with the recent-write cookie, never reads', async () => {
    const { app, title } = await appOnSharedCache();
    try {
      const write = await app.inject({ method: 'POST', url: '/api/recipe' });
      expect(write.headers['set-cookie']).toBe(
        'recent_write=1; Max-Age=1; Path=/api; HttpOnly; SameSite=Lax',
      );
      expect((await title(false)).headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it("serialises a cached value once, with its route's serializer, and sends that JSON on every hit", async () => {
    const { app, feed, title, serializer } = await appOnSharedCache();
    try {
      const answers = [await title(false)];
      const hit = title(false);
      await vi.waitFor(() => expect(feed.pendingSyncs()).toBe(1));
      await feed.answerSyncs();
      answers.push(await hit, await title(false), await title(false));
      for (const answer of answers) {
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.body).toBe('{"id":7,"title":"Old"}');
      }
      expect(feed.state.loads).toBe(1);
      expect(serializer.calls).toBe(1);

      feed.announce('1:7'); // a new value is serialised anew
      feed.state.title = 'New';
      expect((await title(false)).body).toBe('{"id":7,"title":"New"}');
      expect(serializer.calls).toBe(2);
    } finally {
      await app.close();
    }
  });
});
