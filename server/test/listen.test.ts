import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

// Database.listen on PostgreSQL (a connection of its own); PGlite's in-process LISTEN is read by
// household.test.ts's event streams.
describe.runIf(process.env.TEST_DATABASE_URL)('Database.listen (PostgreSQL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => database?.close());

  const channelOf = async () =>
    `probe:${(await database.db.query<{ s: string }>('SELECT current_schema() AS s'))[0]!.s}`;

  it('resolves each sync only after every notification committed before it was sent', async () => {
    const received: string[] = [];
    const lost: Error[] = [];
    const feed = await database.db.listen!(
      'probe',
      (payload) => received.push(payload),
      (error) => lost.push(error),
    );
    try {
      const channel = await channelOf();
      const syncs: Promise<string[]>[] = [];
      for (let i = 0; i < 30; i++) {
        // Committed (and acknowledged) before the sync is sent; the syncs are not awaited.
        await database.db.query('SELECT pg_notify($1, $2)', [channel, String(i)]);
        syncs.push(feed.sync().then(() => [...received]));
      }
      const seen = await Promise.all(syncs);
      seen.forEach((atSync, i) =>
        expect(atSync.slice(0, i + 1)).toEqual(Array.from({ length: i + 1 }, (_, n) => String(n))),
      );

      // Many on the connection at once are answered, each in turn.
      const order: number[] = [];
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => feed.sync().then(() => order.push(i))),
      );
      expect(order).toEqual(Array.from({ length: 50 }, (_, i) => i));
      expect(lost).toEqual([]);
    } finally {
      await feed.close();
    }
  });

  it('reports a lost connection once, leaves no sync hanging and refuses syncs afterwards', async () => {
    const lost: Error[] = [];
    const feed = await database.db.listen!(
      'probe',
      () => {},
      (error) => lost.push(error),
    );
    await feed.sync();
    const channel = await channelOf();
    const waiting = [feed.sync(), feed.sync()].map((sync) =>
      sync.then(
        () => 'answered',
        () => 'failed',
      ),
    );
    await database.db.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [`sous-listen ${channel}`],
    );
    // Each sync either beat the termination or failed with it; none is left hanging (a hang
    // fails this test by its timeout).
    await Promise.all(waiting);
    await expect(feed.sync()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lost).toHaveLength(1);
    await feed.close();
  });

  it('fails the syncs still on their way when it is closed', async () => {
    const feed = await database.db.listen!(
      'probe',
      () => {},
      () => {},
    );
    const pending = feed.sync();
    const closing = feed.close();
    await expect(pending).rejects.toThrow('The listening connection was closed');
    await closing;
    await expect(feed.sync()).rejects.toThrow('The listening connection is closed');
  });
});
