import { describe, expect, it } from 'vitest';
import {
  createTimer,
  crossedMilestone,
  isPristine,
  isRunning,
  parseStoredTimer,
  pauseTimer,
  remainingAt,
  resetTimer,
  startTimer,
  tickTimer,
  timerStorageKey,
} from './timer';

const T0 = 1_000_000;

describe('step timer', () => {
  it('counts down from a deadline while running and keeps the rest while paused', () => {
    const fresh = createTimer(600);
    expect(isPristine(fresh)).toBe(true);
    expect(remainingAt(fresh, T0)).toBe(600_000);

    const running = startTimer(fresh, T0);
    expect(isRunning(running)).toBe(true);
    expect(running.deadline).toBe(T0 + 600_000);
    expect(remainingAt(running, T0 + 65_000)).toBe(535_000);

    const paused = pauseTimer(running, T0 + 65_000);
    expect(isRunning(paused)).toBe(false);
    expect(remainingAt(paused, T0 + 999_000)).toBe(535_000);

    const resumed = startTimer(paused, T0 + 100_000);
    expect(resumed.deadline).toBe(T0 + 100_000 + 535_000);
  });

  it('resets to the full duration, paused', () => {
    const running = startTimer(createTimer(90), T0);
    const reset = resetTimer(pauseTimer(running, T0 + 30_000));
    expect(reset).toEqual(createTimer(90));
    expect(resetTimer(running).deadline).toBeNull();
  });

  it('expires once at the deadline and starts over on the next start', () => {
    const running = startTimer(createTimer(10), T0);
    expect(tickTimer(running, T0 + 9_999)).toBe(running);
    const expired = tickTimer(running, T0 + 10_000);
    expect(expired.expired).toBe(true);
    expect(remainingAt(expired, T0 + 20_000)).toBe(0);
    expect(tickTimer(expired, T0 + 30_000)).toBe(expired);
    expect(startTimer(expired, T0 + 40_000).deadline).toBe(T0 + 50_000);
  });

  it('stays right when the page sleeps: the remaining time follows the clock, not ticks', () => {
    const running = startTimer(createTimer(300), T0);
    expect(remainingAt(running, T0 + 299_000)).toBe(1_000);
    expect(remainingAt(running, T0 + 3_600_000)).toBe(0);
  });

  it('restores a stored timer of the same duration only', () => {
    const running = startTimer(createTimer(60), T0);
    const raw = JSON.stringify(running);
    expect(parseStoredTimer(raw, 60_000)).toEqual(running);
    expect(parseStoredTimer(raw, 120_000)).toBeNull();
    expect(parseStoredTimer('not json', 60_000)).toBeNull();
    expect(parseStoredTimer(JSON.stringify({ durationMs: 60_000 }), 60_000)).toBeNull();
    expect(parseStoredTimer(null, 60_000)).toBeNull();
    expect(timerStorageKey(12, 3)).toBe('sous.timer.12.3');
  });
});

describe('crossedMilestone', () => {
  it('announces every 5 minutes, each of the last 5 minutes, 30 and 10 seconds', () => {
    expect(crossedMilestone(600_500, 599_500)).toBe(600);
    expect(crossedMilestone(540_500, 539_500)).toBeNull();
    expect(crossedMilestone(240_200, 239_900)).toBe(240);
    expect(crossedMilestone(30_100, 29_900)).toBe(30);
    expect(crossedMilestone(10_100, 9_900)).toBe(10);
    expect(crossedMilestone(9_000, 8_000)).toBeNull();
    expect(crossedMilestone(5_000, 0)).toBeNull();
  });

  it('names the lowest milestone when the page slept across several', () => {
    expect(crossedMilestone(600_000, 100_000)).toBe(120);
  });
});
