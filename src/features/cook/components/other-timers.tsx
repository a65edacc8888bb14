import { BellRing, Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { formatCountdown } from '#src/lib/format';
import { COOK_TEXTS } from '#src/features/cook/texts';
import {
  isActiveTimer,
  useTimerEntries,
  useTimerRegistry,
  type TimerEntry,
} from './timer-registry';

const T = COOK_TEXTS.cookMode;

const ROUND =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

/** The timers to show away from the current step: running, paused part-way or finished elsewhere. */
export function otherTimers(
  entries: readonly TimerEntry[],
  currentIndex: number,
): readonly TimerEntry[] {
  return entries.filter((entry) => entry.stepIndex !== currentIndex && isActiveTimer(entry));
}

/**
 * A compact strip of the timers on other steps than the current one (issue #29): each names its
 * step, counts down, pauses or resumes (a finished one resets) in place, and jumps to its step. Nothing
 * when no other timer is going. It scrolls sideways when more than fit.
 */
export function OtherTimers({
  currentIndex,
  onJump,
  className = '',
}: {
  currentIndex: number;
  /** Makes a step the current one. */
  onJump: (stepIndex: number) => void;
  className?: string;
}) {
  const entries = otherTimers(useTimerEntries(useTimerRegistry()), currentIndex);
  if (entries.length === 0) return null;
  return (
    <section aria-label={T.otherTimers} className={className} data-testid="other-timers">
      <ul className="flex gap-2 overflow-x-auto px-1 py-1">
        {entries.map((entry) => (
          <OtherTimer key={entry.stepIndex} entry={entry} onJump={onJump} />
        ))}
      </ul>
    </section>
  );
}

function OtherTimer({ entry, onJump }: { entry: TimerEntry; onJump: (stepIndex: number) => void }) {
  const { expired, running, heading, stepIndex } = entry;
  const Icon = expired ? BellRing : Timer;
  return (
    <li
      data-timer-state={expired ? 'expired' : running ? 'running' : 'paused'}
      className={`flex h-11 max-w-[17rem] shrink-0 items-center rounded-full ring-1 ${
        expired
          ? 'bg-red-50 ring-red-300'
          : running
            ? 'bg-brand-50 ring-brand-200'
            : 'bg-white ring-stone-300'
      }`}
    >
      <button
        type="button"
        onClick={() => onJump(stepIndex)}
        className="flex h-11 min-w-0 items-center gap-2 rounded-full pr-1 pl-1.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
        >
          {stepIndex + 1}
        </span>
        {/* The name says where it leads ("Go to step 2: …"); the badge shows the number. */}
        <span className="min-w-0 truncate text-sm font-semibold text-ink">
          <span className="sr-only">{T.goToStep(stepIndex + 1)} </span>
          {heading}
        </span>
      </button>
      <Icon
        aria-hidden="true"
        className={`h-4 w-4 shrink-0 ${expired ? 'text-danger motion-safe:animate-pulse' : 'text-brand-700'}`}
      />
      <span
        role="timer"
        aria-live="off"
        className={`ml-1 shrink-0 text-sm font-bold tabular-nums ${expired ? 'text-danger' : 'text-ink'}`}
      >
        {expired ? COOK_TEXTS.timer.done : formatCountdown(entry.remainingMs / 1000)}
      </span>
      {expired ? (
        <button
          type="button"
          onClick={entry.reset}
          aria-label={COOK_TEXTS.timerControl.reset(heading)}
          className={`${ROUND} text-muted hover:bg-white hover:text-ink`}
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : running ? (
        <button
          type="button"
          onClick={entry.pause}
          aria-label={COOK_TEXTS.timerControl.pause(heading)}
          className={`${ROUND} text-ink hover:bg-white`}
        >
          <Pause aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : (
        <button
          type="button"
          onClick={entry.start}
          aria-label={COOK_TEXTS.timerControl.resume(heading)}
          className={`${ROUND} text-brand-700 hover:bg-white`}
        >
          <Play aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </li>
  );
}
