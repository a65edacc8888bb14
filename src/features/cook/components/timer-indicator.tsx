import { BellRing, Timer, X } from 'lucide-react';
import { useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { now } from '#src/lib/clock';
import { formatCountdown } from '#src/lib/format';
import { notify, playChime } from '#src/features/cook/hooks/alerts';
import {
  dismissTimer,
  getActiveTimers,
  getServerActiveTimers,
  isTimerMounted,
  storeTimerState,
  subscribeActiveTimers,
  type ActiveTimer,
} from '#src/features/cook/hooks/timer-store';
import { isRunning, remainingAt, tickTimer } from '#src/features/cook/model/timer';
import { COOK_TEXTS } from '#src/features/cook/texts';

export const TIMER_INDICATOR_TEXTS = COOK_TEXTS.indicator;

const T = TIMER_INDICATOR_TEXTS;

/** How often the indicator redraws while a timer runs; the time comes from each deadline. */
const TICK_MS = 250;

/** Where a timer's pill leads: the page of its steps (the recipe view), opened on the timer's step. */
export const timerStepPath = (timer: Pick<ActiveTimer, 'recipeId' | 'stepIndex' | 'path'>) =>
  `${timer.path ?? `/app/recipe/${timer.recipeId}`}?step=${timer.stepIndex + 1}`;

/**
 * The running and finished timers (a paused one waits on its step and is not shown). A timer whose
 * step is on the page is left out too: its recipe's instructions show it on the step and in their
 * step bar, so no pill lies over the step text or the bar.
 */
export function useShownTimers() {
  const timers = useSyncExternalStore(
    subscribeActiveTimers,
    getActiveTimers,
    getServerActiveTimers,
  );
  return timers.filter(
    (timer) =>
      (isRunning(timer.state) || timer.state.expired) &&
      !isTimerMounted(timer.recipeId, timer.stepIndex),
  );
}

/**
 * The app shell's indicator of the timers started in cook mode: one compact pill per running or
 * finished timer (step and recipe, live countdown), fixed at the bottom right above the page, a
 * link back to the timer's step and a dismiss button. A timer that ends while its step is not on
 * screen rings here (console warning, chime, notification, live region) and is stored as ended,
 * so its step does not ring again. The pills' height is reserved at the end of the page, so they
 * never hide its last lines.
 */
export function TimerIndicator() {
  const timers = useShownTimers();
  const [announcement, setAnnouncement] = useState('');
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const anyRunning = timers.some((timer) => isRunning(timer.state));

  useEffect(() => {
    if (!anyRunning) return;
    const check = () => {
      const at = now();
      for (const timer of getActiveTimers()) {
        const ended = tickTimer(timer.state, at);
        if (ended === timer.state || isTimerMounted(timer.recipeId, timer.stepIndex)) continue;
        storeTimerState(timer.recipeId, timer.stepIndex, ended);
        console.warn(`Timer finished: ${timer.heading}`);
        playChime();
        notify(T.done, timer.heading);
        setAnnouncement(T.announceDone(timer.heading));
      }
      redraw();
    };
    check();
    const id = window.setInterval(check, TICK_MS);
    return () => window.clearInterval(id);
  }, [anyRunning]);

  const at = now();
  return (
    <>
      {timers.length > 0 && (
        <>
          <section
            aria-label={T.region}
            className="fixed bottom-2 left-[4.5rem] right-2 z-40 flex flex-col items-end gap-2 sm:bottom-4 sm:left-auto sm:right-4"
          >
            <ul className="flex w-full flex-col items-end gap-2 sm:w-auto">
              {timers.map((timer) => (
                <TimerPill key={`${timer.recipeId}.${timer.stepIndex}`} timer={timer} at={at} />
              ))}
            </ul>
          </section>
          {/* Room at the end of the page, so the pills never cover its last lines. */}
          <div aria-hidden="true" style={{ height: `${timers.length * 3.25 + 1}rem` }} />
        </>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}

function TimerPill({ timer, at }: { timer: ActiveTimer; at: number }) {
  const expired = timer.state.expired;
  const remaining = remainingAt(timer.state, at) / 1000;
  const Icon = expired ? BellRing : Timer;
  return (
    <li
      data-timer-state={expired ? 'expired' : 'running'}
      className={`flex h-11 w-full max-w-sm items-center gap-1 rounded-full pl-3 pr-1 shadow-lg ring-1 sm:w-auto ${
        expired ? 'bg-red-50 ring-red-300' : 'bg-white ring-stone-200'
      }`}
    >
      <Link
        to={timerStepPath(timer)}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon
          aria-hidden="true"
          className={`h-4 w-4 shrink-0 ${expired ? 'text-danger motion-safe:animate-pulse' : 'text-brand-700'}`}
        />
        <span className="min-w-0 flex-1 truncate text-sm text-muted sm:max-w-56">
          <span className="sr-only">{T.open(timer.stepIndex + 1)}</span>{' '}
          <span className="font-semibold text-ink">{timer.heading}</span>
          {timer.recipeTitle && (
            <>
              {' · '}
              <span>{timer.recipeTitle}</span>
            </>
          )}
        </span>
        {/* Spaces keep the link's name readable; in the flex row they take no room. */}{' '}
        <span
          role="timer"
          aria-live="off"
          className={`shrink-0 text-sm font-bold tabular-nums ${expired ? 'text-danger' : 'text-ink'}`}
        >
          {expired ? T.done : formatCountdown(remaining)}
        </span>
      </Link>
      <button
        type="button"
        onClick={() => dismissTimer(timer.recipeId, timer.stepIndex)}
        aria-label={T.dismiss(timer.heading)}
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-stone-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}
