import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '#mocks/db';
import { shoppingWrites } from '#src/features/shopping/api/writes';
import { OFFLINE_WRITES_KEY } from '#src/lib/offline-data';
import { keepOfflineWrites } from './offline-writes';

afterEach(() => onlineManager.setOnline(true));

const COOK = 1;
const row = (name: string) => [...db.shopping.values()].find((line) => line.name === name);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const saved = () => JSON.parse(localStorage.getItem(OFFLINE_WRITES_KEY) ?? 'null') as unknown;

/** A phone's app: its query client, its list edits kept while offline. */
function phone(user = COOK) {
  const client = new QueryClient();
  client.mount();
  const stop = keepOfflineWrites(client, user);
  const options = shoppingWrites(client);
  return {
    client,
    stop,
    tick: (id: number) =>
      void new MutationObserver(client, options.update)
        .mutate({ id, checked: true })
        .catch(() => {}),
    type: (name: string) =>
      void new MutationObserver(client, options.create).mutate({ name }).catch(() => {}),
    pending: () => client.getMutationCache().findAll({ status: 'pending' }).length,
  };
}

describe('keepOfflineWrites', () => {
  it('keeps the edits made offline across a reload and sends them, in order, when back online', async () => {
    const butter = row('butter')!;
    expect(butter.checked_at).toBeNull();
    onlineManager.setOnline(false);
    const before = phone();
    before.tick(butter.id);
    before.type('kitchen foil');
    // The writes start (and pause) a moment later.
    await settled();
    expect(before.pending()).toBe(2);
    expect(saved()).toEqual({
      user: COOK,
      writes: [
        { kind: 'update', variables: { id: butter.id, checked: true } },
        { kind: 'create', variables: { name: 'kitchen foil' } },
      ],
    });
    // The tab is closed: a new client on the same storage.
    before.stop();
    before.client.unmount();

    const after = phone();
    expect(after.pending()).toBe(2);
    expect(row('butter')!.checked_at).toBeNull();
    expect(row('kitchen foil')).toBeUndefined();
    onlineManager.setOnline(true);
    await expect.poll(() => after.pending()).toBe(0);
    expect(row('butter')!.checked_at).not.toBeNull();
    expect([...db.shopping.values()].filter((line) => line.name === 'kitchen foil')).toHaveLength(
      1,
    );
    expect(saved()).toBeNull();
    after.stop();
  });

  it("never sends another cook's waiting edits: they are dropped", async () => {
    const butter = row('butter')!;
    onlineManager.setOnline(false);
    const first = phone(COOK + 41);
    first.tick(butter.id);
    await settled();
    first.stop();
    first.client.unmount();
    onlineManager.setOnline(true);

    const other = phone(COOK);
    expect(other.pending()).toBe(0);
    expect(saved()).toBeNull();
    expect(row('butter')!.checked_at).toBeNull();
    other.stop();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(OFFLINE_WRITES_KEY, '{"user": 1, "writes": [{"kind": "drop-table"}]');
    const app = phone();
    expect(app.pending()).toBe(0);
    app.stop();
  });
});
