import { describe, expect, it } from 'vitest';
import { Barrier } from '../src/services/recipe-cache.ts';

/** A round trip the test completes by hand, counting how many were started. */
function manualRoundTrips() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const barrier = new Barrier(
    () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
  );
  return { barrier, pending };
}

/** Lets pending callbacks and the barrier's deferred start run. */
const tick = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('Barrier', () => {
  it('lets the waits of one I/O phase share a single round trip', async () => {
    const { barrier, pending } = manualRoundTrips();
    const waits = [barrier.wait(), barrier.wait(), barrier.wait()];
    await tick();
    expect(pending).toHaveLength(1);
    pending[0]!.resolve();
    await Promise.all(waits);
  });

  it('lets waits that keep arriving in the next I/O phases join, but not for ever', async () => {
    const { barrier, pending } = manualRoundTrips();
    /** One wait per event-loop phase (as requests arriving on busy sockets would), `count` times. */
    const arrivals = (count: number) => {
      const waits: Promise<void>[] = [];
      let phases = 0;
      const arrive = () => {
        if (++phases < count) setImmediate(arrive);
        waits.push(barrier.wait());
      };
      setImmediate(arrive);
      return { waits, phases: () => phases };
    };

    const four = arrivals(4);
    await tick();
    await tick();
    expect(four.waits).toHaveLength(4);
    expect(pending).toHaveLength(1); // one round trip for all four
    pending[0]!.resolve();
    await Promise.all(four.waits);

    // A steady stream does not hold the round trip back beyond a few phases.
    const stream = arrivals(100);
    while (pending.length === 1) await new Promise((resolve) => setImmediate(resolve));
    expect(stream.phases()).toBeLessThanOrEqual(6);
    pending[1]!.resolve();
    await stream.waits[0];
  });

  it('makes a wait that arrives during a round trip wait for the next one, which serves all such waits', async () => {
    const { barrier, pending } = manualRoundTrips();
    const first = barrier.wait();
    await tick();
    let lateDone = 0;
    const late = [barrier.wait(), barrier.wait()].map((w) => w.then(() => lateDone++));
    await tick();
    expect(pending).toHaveLength(1); // one round trip in flight at a time

    pending[0]!.resolve();
    await first;
    await tick();
    expect(lateDone).toBe(0); // the first round trip began before they arrived
    expect(pending).toHaveLength(2);
    pending[1]!.resolve();
    await Promise.all(late);
    expect(lateDone).toBe(2);
  });

  it('rejects the waits of a failed round trip and carries on with the next', async () => {
    const { barrier, pending } = manualRoundTrips();
    const failed = barrier.wait();
    await tick();
    pending[0]!.reject(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const next = barrier.wait();
    await tick();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve();
    await next;
  });
});
