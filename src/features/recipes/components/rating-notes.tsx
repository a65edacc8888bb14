import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { RatingNotes, RatingNotesInput, RecipeDetail } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import { useUpdateRatingNotes } from '#src/features/recipes/api/recipes';
import { RATING_TEXTS, StarRating } from './star-rating';

const T = RATING_TEXTS;

/** The longest note the contract takes (RatingNotesInput.note). */
export const NOTE_MAX_LENGTH = 2000;

/**
 * How long the stars wait after an arrow key before the rating is stored: pressing → four times
 * stores one rating, not four. A click, Enter, leaving the stars or leaving the page stores at once.
 */
export const RATING_SETTLE_MS = 500;

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The cook's rating and personal note of one recipe: five stars (saved at once on a click, shortly
 * after the last arrow key; shown at once either way) and a
 * note saved with "Save note" or when the field is left, with a status line. A failed save keeps
 * what was typed (and the stars go back to what is stored) and says so.
 */
export function RatingNotes({
  recipe,
  heading = T.heading,
  hint,
  headingLevel: Heading = 'h2',
  onSave,
}: {
  recipe: Pick<RecipeDetail, 'id' | 'rating' | 'note'>;
  heading?: string;
  hint?: string;
  headingLevel?: 'h2' | 'h3';
  /** Stores a change; the recipe view's default is PATCH /recipe/{id}/rating-notes. */
  onSave?: (change: RatingNotesInput) => Promise<RatingNotes>;
}) {
  const id = useId();
  const update = useUpdateRatingNotes(recipe.id);
  const save = onSave ?? update.mutateAsync;
  const [draft, setDraft] = useState(recipe.note ?? '');
  /** What is stored, as the last answer (or the recipe) says. */
  const [stored, setStored] = useState({ rating: recipe.rating, note: recipe.note ?? '' });
  const [pendingRating, setPendingRating] = useState<number | null | undefined>(undefined);
  const [status, setStatus] = useState<SaveStatus>('idle');
  // What was saved elsewhere (the recipe view's panel and the one after cooking) reaches this one;
  // a field with unsaved text in it keeps the text.
  const [seen, setSeen] = useState({ rating: recipe.rating, note: recipe.note });
  if (seen.rating !== recipe.rating || seen.note !== recipe.note) {
    setSeen({ rating: recipe.rating, note: recipe.note });
    setStored({ rating: recipe.rating, note: recipe.note ?? '' });
    if (draft.trim() === stored.note) setDraft(recipe.note ?? '');
  }
  /** The note text being sent, so leaving the field and then "Save note" save it once. */
  const sending = useRef<string | null>(null);
  /** Counts saves, so only the latest one's answer sets the status. */
  const latest = useRef(0);

  const run = async (change: RatingNotesInput, onStored?: (answer: RatingNotes) => void) => {
    const mine = ++latest.current;
    setStatus('saving');
    try {
      const answer = await save(change);
      setStored({ rating: answer.rating, note: answer.note ?? '' });
      onStored?.(answer);
      if (mine === latest.current) setStatus('saved');
    } catch {
      if (mine === latest.current) setStatus('failed');
    } finally {
      // A newer choice waiting for its turn stays shown.
      if ('rating' in change && mine === latest.current && waiting.current === undefined)
        setPendingRating(undefined);
    }
  };

  /** A rating chosen by arrow keys, waiting to be stored (undefined: none waits). */
  const waiting = useRef<number | null | undefined>(undefined);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const storeRating = (rating: number | null) => {
    clearTimeout(settleTimer.current);
    waiting.current = undefined;
    void run({ rating });
  };
  const rate = (rating: number | null, settled: boolean) => {
    setPendingRating(rating);
    if (settled) {
      storeRating(rating);
      return;
    }
    clearTimeout(settleTimer.current);
    waiting.current = rating;
    settleTimer.current = setTimeout(() => storeRating(rating), RATING_SETTLE_MS);
  };
  const settle = () => {
    if (waiting.current !== undefined) storeRating(waiting.current);
  };
  // Leaving the page (or the cook-mode step) right after an arrow key still stores the rating.
  const saveOnLeave = useRef(save);
  saveOnLeave.current = save;
  useEffect(
    () => () => {
      clearTimeout(settleTimer.current);
      if (waiting.current === undefined) return;
      const rating = waiting.current;
      waiting.current = undefined;
      saveOnLeave.current({ rating }).catch(() => undefined);
    },
    [],
  );

  const saveNote = () => {
    const text = draft.trim();
    if (sending.current === text || (text === stored.note && status !== 'failed')) return;
    sending.current = text;
    const sent = draft;
    void run({ note: text === '' ? null : sent }, (answer) => {
      setDraft((current) => (current === sent ? (answer.note ?? '') : current));
    }).finally(() => {
      sending.current = null;
    });
  };

  const rating = pendingRating !== undefined ? pendingRating : stored.rating;
  const left = NOTE_MAX_LENGTH - draft.length;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <Heading id={`${id}-heading`} className="text-lg font-semibold text-ink">
          {heading}
        </Heading>
        {hint && <p className="text-sm text-muted">{hint}</p>}
      </div>
      <StarRating value={rating} onChange={rate} onSettle={settle} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-semibold text-ink">
          {T.noteLabel}
        </label>
        <textarea
          id={`${id}-note`}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (status === 'saved') setStatus('idle');
          }}
          onBlur={saveNote}
          maxLength={NOTE_MAX_LENGTH}
          rows={3}
          placeholder={T.notePlaceholder}
          aria-describedby={`${id}-hint ${id}-status`}
          aria-invalid={status === 'failed' ? true : undefined}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-danger"
        />
        <p id={`${id}-hint`} className="flex flex-wrap justify-between gap-x-3 text-xs text-muted">
          <span>{T.noteHint}</span>
          {left <= 200 && <span>{T.remaining(left)}</span>}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={saveNote}
          disabled={status === 'saving'}
          aria-busy={status === 'saving' || undefined}
        >
          {status === 'saving' ? T.saving : T.save}
        </Button>
        <p id={`${id}-status`} role="status" className="text-sm">
          {status === 'saved' && (
            <span className="inline-flex items-center gap-1.5 font-medium text-success">
              <CircleCheck aria-hidden="true" className="h-4 w-4" />
              {T.saved}
            </span>
          )}
        </p>
      </div>
      {status === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {T.failed}
        </p>
      )}
    </section>
  );
}
