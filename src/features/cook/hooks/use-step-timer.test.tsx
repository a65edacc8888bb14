import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advanceClock, freezeClock } from '#src/lib/clock';
import { timerStorageKey } from '#src/features/cook/model/timer';
import { useStepTimer } from './use-step-timer';

const T0 = Date.UTC(2025, 9, 17, 18, 0, 0);
const props = { seconds: 300, heading: 'Fry the aromatics', recipeId: 1, stepIndex: 2 };

describe('useStepTimer', () => {
  it('keeps a running timer across a remount (a reload) through local storage', () => {
    freezeClock(T0);
    const first = renderHook(() => useStepTimer(props));
    act(() => first.result.current.start());
    expect(first.result.current.running).toBe(true);
    expect(localStorage.getItem(timerStorageKey(1, 2))).toContain(`"deadline":${T0 + 300_000}`);
    first.unmount();

    advanceClock(65_000);
    const second = renderHook(() => useStepTimer(props));
    expect(second.result.current.running).toBe(true);
    expect(second.result.current.remainingMs).toBe(235_000);
    act(() => second.result.current.pause());
    expect(second.result.current.started).toBe(true);
    act(() => second.result.current.reset());
    expect(second.result.current.remainingMs).toBe(300_000);
    expect(localStorage.getItem(timerStorageKey(1, 2))).toBeNull();
  });

  it('at zero warns once on the console and announces it', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    freezeClock(T0);
    const { result } = renderHook(() => useStepTimer({ ...props, seconds: 10 }));
    act(() => result.current.start());
    advanceClock(10_000);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.expired).toBe(true);
    expect(result.current.remainingMs).toBe(0);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Timer finished: Fry the aromatics');
    expect(result.current.announcement).toBe("Time's up: Fry the aromatics");
    act(() => vi.advanceTimersByTime(1000));
    expect(warn).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('does not warn again for a timer that had already expired before the reload', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      timerStorageKey(1, 2),
      JSON.stringify({ durationMs: 300_000, remainingMs: 0, deadline: null, expired: true }),
    );
    const { result } = renderHook(() => useStepTimer(props));
    expect(result.current.expired).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
