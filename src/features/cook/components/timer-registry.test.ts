import { describe, expect, it, vi } from 'vitest';
import { otherTimers } from './other-timers';
import { TimerRegistry, type TimerEntry } from './timer-registry';

const entry = (stepIndex: number, state: Partial<TimerEntry> = {}): TimerEntry => ({
  stepIndex,
  heading: `Step ${stepIndex + 1}`,
  remainingMs: 300_000,
  running: false,
  expired: false,
  started: false,
  start: () => undefined,
  pause: () => undefined,
  reset: () => undefined,
  ...state,
});

describe('TimerRegistry', () => {
  it('lists the step timers in step order and tells its readers about each change', () => {
    const registry = new TimerRegistry();
    const listener = vi.fn();
    const stop = registry.subscribe(listener);
    registry.set(entry(3));
    registry.set(entry(1));
    expect(registry.list().map((e) => e.stepIndex)).toEqual([1, 3]);
    expect(listener).toHaveBeenCalledTimes(2);

    const before = registry.list();
    registry.set({ ...registry.get(3)! });
    // Nothing changed: the same list, no news.
    expect(registry.list()).toBe(before);
    expect(listener).toHaveBeenCalledTimes(2);

    registry.set(entry(3, { running: true, started: true, remainingMs: 299_000 }));
    expect(registry.list()).not.toBe(before);
    expect(registry.get(3)?.remainingMs).toBe(299_000);
    registry.delete(1);
    expect(registry.list().map((e) => e.stepIndex)).toEqual([3]);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
    registry.delete(3);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

describe('otherTimers', () => {
  const all = [
    entry(0),
    entry(2, { running: true, started: true }),
    entry(3, { started: true, remainingMs: 120_000 }),
    entry(4, { expired: true, remainingMs: 0 }),
    entry(5, { running: true, started: true }),
  ];

  it('shows running, part-way paused and finished timers of the other steps', () => {
    expect(otherTimers(all, 5).map((e) => e.stepIndex)).toEqual([2, 3, 4]);
  });

  it('leaves out the current step (it shows its own) and untouched timers', () => {
    expect(otherTimers(all, 2).map((e) => e.stepIndex)).toEqual([3, 4, 5]);
    expect(otherTimers([entry(0), entry(1)], 3)).toEqual([]);
  });
});
