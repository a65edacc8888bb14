import { Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { useEffect } from 'react';
import { formatCountdown, formatDurationWords } from '#src/lib/format';
import { useStepTimer } from '#src/features/cook/hooks/use-step-timer';
import { useTimerRegistry } from './timer-registry';
import { COOK_TEXTS } from '#src/features/cook/texts';

export const TIMER_TEXTS = COOK_TEXTS.timer;

const T = TIMER_TEXTS;

const CONTROL =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A step's countdown with Start/Resume, Pause and Reset. The visible clock is not announced every
 * second; a polite live region says when it starts, pauses, resets, passes a milestone or ends.
 */
export function StepTimer({
  seconds,
  heading,
  recipeId,
  stepIndex,
  size = 'regular',
}: {
  seconds: number;
  heading: string;
  recipeId?: number | undefined;
  stepIndex: number;
  /** `large`: the cook mode's clock, readable from across the kitchen. */
  size?: 'regular' | 'large';
}) {
  const large = size === 'large';
  const timer = useStepTimer({ seconds, heading, recipeId, stepIndex });
  const registry = useTimerRegistry();
  const { start, pause, reset, remainingMs, running, expired, started } = timer;

  // The instructions read every change: voice commands and the strip of other steps' timers.
  useEffect(() => {
    registry?.set({
      stepIndex,
      heading,
      remainingMs,
      running,
      expired,
      started,
      start,
      pause,
      reset,
    });
  }, [registry, stepIndex, heading, remainingMs, running, expired, started, start, pause, reset]);
  useEffect(() => {
    if (!registry) return;
    return () => registry.delete(stepIndex);
  }, [registry, stepIndex]);

  const startLabel = timer.started ? T.resume : T.start;
  // On phones the path's step cards are narrow: the small timer's buttons show their icons only
  // (their names stay), so German "Zurücksetzen" or "Fortsetzen" cannot stick out of the card.
  const label = large ? '' : 'max-sm:sr-only';
  return (
    <div
      className={`mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl ${large ? 'justify-center p-4' : 'p-3'} ${
        timer.expired ? 'bg-red-50' : timer.running ? 'bg-brand-100' : 'bg-brand-50'
      }`}
      data-timer-state={timer.expired ? 'expired' : timer.running ? 'running' : 'paused'}
    >
      <Timer aria-hidden="true" className="h-5 w-5 text-brand-700" />
      <span
        role="timer"
        aria-live="off"
        aria-label={`${T.remaining}: ${formatDurationWords(timer.remainingMs / 1000)}`}
        className={`${large ? 'text-6xl' : 'text-2xl'} font-bold tabular-nums ${timer.expired ? 'text-danger' : 'text-ink'}`}
      >
        {formatCountdown(timer.remainingMs / 1000)}
      </span>
      {timer.expired && <span className="text-sm font-semibold text-danger">{T.done}</span>}
      <div className={large ? 'flex w-full justify-center gap-3' : 'ml-auto flex flex-wrap gap-2'}>
        {timer.running ? (
          <button
            type="button"
            onClick={timer.pause}
            aria-label={COOK_TEXTS.timerControl.pause(heading)}
            className={`${CONTROL} bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-50`}
          >
            <Pause aria-hidden="true" className="h-4 w-4" />
            <span className={label}>{T.pause}</span>
          </button>
        ) : (
          <button
            type="button"
            onClick={timer.start}
            aria-label={
              timer.started
                ? COOK_TEXTS.timerControl.resume(heading)
                : COOK_TEXTS.timerControl.start(heading)
            }
            className={`${CONTROL} bg-brand-600 text-white hover:bg-brand-700`}
          >
            <Play aria-hidden="true" className="h-4 w-4" />
            <span className={label}>{startLabel}</span>
          </button>
        )}
        <button
          type="button"
          onClick={timer.reset}
          disabled={!timer.started && !timer.expired}
          aria-label={COOK_TEXTS.timerControl.reset(heading)}
          className={`${CONTROL} text-muted hover:bg-white hover:text-ink`}
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          <span className={label}>{T.reset}</span>
        </button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {timer.announcement}
      </p>
    </div>
  );
}
