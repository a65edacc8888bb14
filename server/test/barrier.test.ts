import { describe, expect, it } from 'vitest';
import { Barrier } from '#server/src/platform/db/change-feed.ts';
import { phaseEnd, settled } from './helpers/phases.ts';

/** A round trip the test completes by hand, counting how many were started; `clock.ms` is the barrier's time. */
function manualRoundTrips() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const clock = { ms: 0 };
  const barrier = new Barrier(
    () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
    () => clock.ms,
  );
  return { barrier, pending, clock };
}

describe('Barrier', () => {
  it('lets the waits of one event-loop phase share a single round trip, started after it', async () => {
    const { barrier, pending } = manualRoundTrips();
    const waits = [barrier.wait(), barrier.wait()];
    expect(pending).toHaveLength(0); // not before the phase is over: more may arrive in it
    await Promise.resolve(); // a request handled later in the same phase (after an await) joins too
    waits.push(barrier.wait());
    await phaseEnd();
    expect(pending).toHaveLength(1);
    expect(await settled(Promise.all(waits))).toBe(false);
    pending[0]!.resolve();
    await Promise.all(waits);
  });

  it('never lets a wait ride on a round trip that began before it, and does not queue it behind one', async () => {
    const { barrier, pending } = manualRoundTrips();
    const first = barrier.wait();
    await phaseEnd();
    expect(pending).toHaveLength(1);

    // Arrives while the first round trip is on its way: it gets a round trip of its own at once.
    const late = barrier.wait();
    await phaseEnd();
    expect(pending).toHaveLength(2);

    pending[0]!.resolve();
    await first;
    expect(await settled(late)).toBe(false); // the first round trip began before it arrived
    pending[1]!.resolve();
    await late;
  });

  it('rejects the waits of a failed round trip and carries on with the next', async () => {
    const { barrier, pending } = manualRoundTrips();
    const failed = barrier.wait();
    await phaseEnd();
    pending[0]!.reject(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const next = barrier.wait();
    await phaseEnd();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve();
    await next;
  });

  describe('recent', () => {
    it('is false until a round trip completes, and true while the newest one began at most the given time ago', async () => {
      const { barrier, pending, clock } = manualRoundTrips();
      expect(barrier.recent(100)).toBe(false); // and starts one
      await phaseEnd();
      expect(pending).toHaveLength(1);
      clock.ms = 30; // it answers later; its age counts from when it began (0)
      pending[0]!.resolve();
      await phaseEnd();
      expect(barrier.recent(100)).toBe(true);
      clock.ms = 100;
      expect(barrier.recent(100)).toBe(true);
      clock.ms = 101;
      expect(barrier.recent(100)).toBe(false);
    });

    it('starts the next round trip in the background once half the time has passed, one at a time', async () => {
      const { barrier, pending, clock } = manualRoundTrips();
      void barrier.wait();
      await phaseEnd();
      pending[0]!.resolve();
      await phaseEnd();

      clock.ms = 50;
      expect(barrier.recent(100)).toBe(true);
      await phaseEnd();
      expect(pending).toHaveLength(1); // not yet half

      clock.ms = 51;
      expect(barrier.recent(100)).toBe(true); // answers at once, and refreshes
      await phaseEnd();
      expect(pending).toHaveLength(2);
      clock.ms = 120;
      expect(barrier.recent(100)).toBe(false); // the refresh has not answered: too old now
      await phaseEnd();
      expect(pending).toHaveLength(2); // and no second refresh while one is on its way

      pending[1]!.resolve(); // began at 51
      await phaseEnd();
      expect(barrier.recent(100)).toBe(true);
      clock.ms = 152;
      expect(barrier.recent(100)).toBe(false);
    });

    it('never counts a failed round trip, and refreshes again after one', async () => {
      const { barrier, pending, clock } = manualRoundTrips();
      expect(barrier.recent(100)).toBe(false);
      await phaseEnd();
      pending[0]!.reject(new Error('connection lost')); // not an unhandled rejection
      await phaseEnd();
      expect(barrier.recent(100)).toBe(false);
      await phaseEnd();
      expect(pending).toHaveLength(2);
      clock.ms = 10;
      pending[1]!.resolve();
      await phaseEnd();
      expect(barrier.recent(100)).toBe(true);
    });
  });
});
