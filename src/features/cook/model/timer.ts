/**
 * A step's countdown as a deadline, not a decrementing counter (DESIGN.md): the remaining time is
 * always computed from now(), so it stays right when the tab sleeps or the page reloads.
 */
export interface TimerState {
  durationMs: number;
  /** What is left while paused (the full duration before the first start). */
  remainingMs: number;
  /** When it reaches zero while running; null while paused. */
  deadline: number | null;
  /** Reached zero; stays at 0:00 until Start (which starts over) or Reset. */
  expired: boolean;
}

/** A fresh, paused timer of the given whole seconds. */
export function createTimer(seconds: number): TimerState {
  const durationMs = Math.max(0, Math.round(seconds)) * 1000;
  return { durationMs, remainingMs: durationMs, deadline: null, expired: false };
}

export const isRunning = (state: TimerState) => state.deadline !== null;

/** True before the first start and after Reset: nothing worth remembering. */
export const isPristine = (state: TimerState) =>
  !isRunning(state) && !state.expired && state.remainingMs === state.durationMs;

/** Milliseconds left at `now`. */
export function remainingAt(state: TimerState, now: number): number {
  if (state.expired) return 0;
  return state.deadline === null ? state.remainingMs : Math.max(0, state.deadline - now);
}

/** Start or resume; an expired timer starts over from its full duration. */
export function startTimer(state: TimerState, now: number): TimerState {
  if (isRunning(state)) return state;
  const remainingMs =
    state.expired || state.remainingMs <= 0 ? state.durationMs : state.remainingMs;
  return { ...state, remainingMs, deadline: now + remainingMs, expired: false };
}

/** Pause, keeping what is left. */
export function pauseTimer(state: TimerState, now: number): TimerState {
  if (!isRunning(state)) return state;
  return { ...state, remainingMs: remainingAt(state, now), deadline: null };
}

/** Back to the full duration, paused. */
export function resetTimer(state: TimerState): TimerState {
  return {
    durationMs: state.durationMs,
    remainingMs: state.durationMs,
    deadline: null,
    expired: false,
  };
}

/** Marks a running timer expired once its deadline has passed; the same object otherwise. */
export function tickTimer(state: TimerState, now: number): TimerState {
  if (state.deadline === null || state.deadline > now) return state;
  return { ...state, remainingMs: 0, deadline: null, expired: true };
}

/** Local-storage key of one step's timer, so running timers survive a reload. */
export const timerStorageKey = (recipeId: number, stepIndex: number) =>
  `sous.timer.${recipeId}.${stepIndex}`;

/** A stored timer if it is well-formed and for the same duration; null otherwise. */
export function parseStoredTimer(raw: string | null, durationMs: number): TimerState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TimerState>;
    if (
      value.durationMs !== durationMs ||
      typeof value.remainingMs !== 'number' ||
      value.remainingMs < 0 ||
      value.remainingMs > durationMs ||
      !(value.deadline === null || typeof value.deadline === 'number') ||
      typeof value.expired !== 'boolean'
    ) {
      return null;
    }
    return {
      durationMs,
      remainingMs: value.remainingMs,
      deadline: value.deadline,
      expired: value.expired,
    };
  } catch {
    return null;
  }
}

const MINUTE = 60_000;

/**
 * What a screen reader hears while the timer runs, so it is told often enough to trust it but not
 * every second: every 5 minutes, each of the last 5 minutes, then at 30 and 10 seconds.
 * Returns the remaining whole seconds of a milestone crossed between two readings, or null.
 */
export function crossedMilestone(previousMs: number, nextMs: number): number | null {
  if (nextMs >= previousMs || nextMs <= 0) return null;
  const marks = [10_000, 30_000];
  for (let minutes = 1; minutes * MINUTE < previousMs; minutes++) {
    if (minutes <= 5 || minutes % 5 === 0) marks.push(minutes * MINUTE);
  }
  const crossed = marks.filter((mark) => previousMs > mark && nextMs <= mark);
  if (crossed.length === 0) return null;
  return Math.min(...crossed) / 1000;
}
