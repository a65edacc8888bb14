import { ChevronLeft, ChevronRight, Mic, MicOff, Square, Volume2 } from 'lucide-react';
import { COOK_TEXTS } from '#src/features/cook/texts';

export const VOICE_TEXTS = COOK_TEXTS.voice;

const T = VOICE_TEXTS;

// On phones the voice buttons show their icons only (their names stay), so the bar keeps one row
// from 320 to 639 px: the buttons keep their 44 px, only "Step x of n" may break onto a second line.
const PILL =
  'inline-flex shrink-0 min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 max-sm:px-0';

const ROUND =
  'inline-flex shrink-0 h-11 w-11 items-center justify-center rounded-full border border-stone-300 bg-white text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The cook-along bar: "Step x of n" with previous and next buttons (the arrow keys and the voice do
 * the same), read the current step aloud, and hands-free commands with a visible listening
 * indicator. Each voice control is left out where the browser lacks the feature.
 */
export function VoiceControls({
  currentIndex,
  total,
  canSpeak,
  speaking,
  onReadAloud,
  onStopReading,
  canListen,
  listening,
  onListenChange,
  error,
  onPrevious,
  onNext,
}: {
  currentIndex: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  canSpeak: boolean;
  speaking: boolean;
  onReadAloud: () => void;
  onStopReading: () => void;
  canListen: boolean;
  listening: boolean;
  onListenChange: (listen: boolean) => void;
  error?: string | null;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3 max-sm:px-2">
      <div className="flex flex-wrap items-center gap-2 max-sm:flex-nowrap">
        <div className="mr-auto flex items-center gap-2 max-sm:min-w-0 max-sm:flex-1 max-sm:gap-1">
          <button
            type="button"
            onClick={onPrevious}
            disabled={currentIndex <= 0}
            aria-label={T.previous}
            title={T.previous}
            className={ROUND}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <span className="text-sm font-medium text-muted max-sm:min-w-0 max-sm:text-center max-sm:leading-tight">
            {T.current(currentIndex + 1, total)}
          </span>
          <button
            type="button"
            onClick={onNext}
            disabled={currentIndex >= total - 1}
            aria-label={T.next}
            title={T.next}
            className={ROUND}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        {canSpeak &&
          (speaking ? (
            <button
              type="button"
              onClick={onStopReading}
              className={`${PILL} border-brand-300 bg-brand-50 text-brand-800`}
            >
              <Square aria-hidden="true" className="h-4 w-4" />
              <span className="max-sm:sr-only">{T.stopReading}</span>
            </button>
          ) : (
            <button
              type="button"
              onClick={onReadAloud}
              className={`${PILL} border-stone-300 bg-white text-ink hover:bg-brand-50`}
            >
              <Volume2 aria-hidden="true" className="h-4 w-4" />
              <span className="max-sm:sr-only">{T.readAloud}</span>
            </button>
          ))}
        {canListen && (
          <button
            type="button"
            aria-pressed={listening}
            onClick={() => onListenChange(!listening)}
            className={`${PILL} ${listening ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white text-ink hover:bg-brand-50'}`}
          >
            {listening ? (
              <MicOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Mic aria-hidden="true" className="h-4 w-4" />
            )}
            <span className="max-sm:sr-only">{T.handsFree}</span>
          </button>
        )}
      </div>
      {listening && (
        <p role="status" className="flex items-center gap-2 text-sm text-brand-800">
          <span aria-hidden="true" className="relative flex h-3 w-3">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-400 opacity-75" />
            <span className="relative inline-flex h-3 w-3 rounded-full bg-brand-600" />
          </span>
          {T.listening}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
