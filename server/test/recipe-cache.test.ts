import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { components } from '../../contract/schema.gen.ts';
import type { Database } from '../src/db/database.ts';
import { RecipeCache, STALENESS_MS } from '../src/services/recipe-cache.ts';
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
