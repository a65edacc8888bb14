import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { now } from '#src/lib/clock';
import { formatDurationWords } from '#src/lib/format';
import { COOK_TEXTS } from '#src/features/cook/texts';
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
  type TimerState,
} from '#src/features/cook/model/timer';
import { notify, playChime, prepareAlerts } from './alerts';
import { useTimerRecipe } from './timer-recipe';
import { markTimerMounted, onTimerDismissed, recordTimer } from './timer-store';

/** How often a running timer redraws; the time itself always comes from the deadline. */
const TICK_MS = 250;

function readStored(key: string | null, durationMs: number): TimerState | null {
  if (!key) return null;
  try {
    return parseStoredTimer(globalThis.localStorage?.getItem(key) ?? null, durationMs);
  } catch {
    return null;
  }
}

export interface StepTimer {
  remainingMs: number;
  running: boolean;
  expired: boolean;
  /** Started at least once and not reset: Start reads "Resume". */
  started: boolean;
  /** The latest screen-reader announcement (state changes and milestones only). */
  announcement: string;
  start: () => void;
  pause: () => void;
  reset: () => void;
}

/**
 * One step's countdown: Start/resume, Pause, Reset to the full duration (paused). It
 * keeps a deadline against now(), survives a reload through local storage (per recipe and step),
 * and on expiry logs the spec's console warning, chimes and notifies.
 */
export function useStepTimer({
  seconds,
  heading,
  recipeId,
  stepIndex,
}: {
  seconds: number;
  heading: string;
  /** With a recipe id the timer is remembered across reloads. */
  recipeId?: number | undefined;
  stepIndex: number;
}): StepTimer {
  const key = recipeId ? timerStorageKey(recipeId, stepIndex) : null;
  const [state, setState] = useState<TimerState>(
    () => readStored(key, seconds * 1000) ?? createTimer(seconds),
  );
  const [announcement, setAnnouncement] = useState('');
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  // A timer restored already expired was announced before the reload; do not chime again.
  const announcedExpiry = useRef(state.expired);
  const lastRemaining = useRef(remainingAt(state, now()));

  const running = isRunning(state);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      const at = now();
      setState((current) => tickTimer(current, at));
      redraw();
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [running]);

  const remainingMs = remainingAt(state, now());

  useEffect(() => {
    const previous = lastRemaining.current;
    lastRemaining.current = remainingMs;
    if (!running) return;
    const milestone = crossedMilestone(previous, remainingMs);
    if (milestone !== null)
      setAnnouncement(COOK_TEXTS.timerAnnounce.left(formatDurationWords(milestone), heading));
  }, [remainingMs, running, heading]);

  useEffect(() => {
    if (!state.expired) {
      announcedExpiry.current = false;
      return;
    }
    if (announcedExpiry.current) return;
    announcedExpiry.current = true;
    // On expiry only a console warning; the chime and notification come on top.
    console.warn(`Timer finished: ${heading}`);
    playChime();
    notify(COOK_TEXTS.timer.done, heading);
    setAnnouncement(COOK_TEXTS.timerAnnounce.done(heading));
  }, [state.expired, heading]);

  const { title: recipeTitle, path } = useTimerRecipe();
  const stored = useRef(state);
  useEffect(() => {
    if (!key || !recipeId) return;
    try {
      if (isPristine(state)) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, JSON.stringify(state));
    } catch {
      /* private mode or full storage: the timer still runs, it just will not survive a reload */
    }
    stored.current = state;
    // The app shell's indicator lists it while it runs or rings.
    recordTimer(
      { recipeId, stepIndex, recipeTitle, heading, durationMs: state.durationMs, path },
      state,
    );
  }, [key, recipeId, stepIndex, recipeTitle, path, heading, state]);

  useEffect(() => {
    if (!key || !recipeId) return;
    const unmount = markTimerMounted(recipeId, stepIndex);
    // Dismissed from the indicator: back to the full duration here too.
    const unlisten = onTimerDismissed((dismissed) => {
      if (dismissed !== key || isPristine(stored.current)) return;
      announcedExpiry.current = false;
      setState((current) => resetTimer(current));
    });
    return () => {
      unlisten();
      unmount();
    };
  }, [key, recipeId, stepIndex]);

  const start = useCallback(() => {
    prepareAlerts();
    const at = now();
    const next = startTimer(state, at);
    setState(next);
    setAnnouncement(
      COOK_TEXTS.timerAnnounce.started(formatDurationWords(remainingAt(next, at) / 1000), heading),
    );
  }, [state, heading]);

  const pause = useCallback(() => {
    const at = now();
    const next = pauseTimer(state, at);
    setState(next);
    setAnnouncement(
      COOK_TEXTS.timerAnnounce.paused(formatDurationWords(remainingAt(next, at) / 1000)),
    );
  }, [state]);

  const reset = useCallback(() => {
    setState(resetTimer(state));
    setAnnouncement(COOK_TEXTS.timerAnnounce.reset(formatDurationWords(seconds)));
  }, [state, seconds]);

  return {
    remainingMs,
    running,
    expired: state.expired,
    started: !isPristine(state) && !state.expired,
    announcement,
    start,
    pause,
    reset,
  };
}
