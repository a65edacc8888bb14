import { CircleCheck } from 'lucide-react';
import { useId, useRef, useState, type FocusEvent } from 'react';
import type { RatingNotesInput, RecipeDetail } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import { useUpdateRatingNotes } from '#src/features/recipes/api/recipes';
import { RATING_TEXTS, StarRating } from './star-rating';

const T = RATING_TEXTS;

/** The longest note the contract takes (RatingNotesInput.note). */
export const NOTE_MAX_LENGTH = 2000;

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The cook's rating and personal note of one recipe: five stars (saved at once on a choice) and a
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
  onSave?: (change: RatingNotesInput) => Promise<unknown>;
}) {
  const id = useId();
  const update = useUpdateRatingNotes(recipe.id);
  const save = onSave ?? update.mutateAsync;
  const [draft, setDraft] = useState(recipe.note ?? '');
  /** The stored note, as the field would show it. */
  const [stored, setStored] = useState(recipe.note ?? '');
  const [pendingRating, setPendingRating] = useState<number | null | undefined>(undefined);
  const [status, setStatus] = useState<SaveStatus>('idle');
  // The note saved elsewhere (the recipe view's panel and the one after cooking) reaches a field
  // that has nothing unsaved in it.
  const [seen, setSeen] = useState(recipe.note);
  if (seen !== recipe.note) {
    setSeen(recipe.note);
    if (draft.trim() === stored) {
      setDraft(recipe.note ?? '');
      setStored(recipe.note ?? '');
    }
  }
  const saveButton = useRef<HTMLButtonElement>(null);
  /** Counts saves, so only the latest one's answer sets the status. */
  const latest = useRef(0);

  const run = async (change: RatingNotesInput, onStored?: () => void) => {
    const mine = ++latest.current;
    setStatus('saving');
    try {
      await save(change);
      onStored?.();
      if (mine === latest.current) setStatus('saved');
    } catch {
      if (mine === latest.current) setStatus('failed');
    } finally {
      if ('rating' in change && mine === latest.current) setPendingRating(undefined);
    }
  };

  const rate = (rating: number | null) => {
    setPendingRating(rating);
    void run({ rating });
  };

  const saveNote = () => {
    const text = draft.trim();
    if (text === stored && status !== 'failed') return;
    void run({ note: text === '' ? null : draft }, () => {
      setStored(text);
      setDraft((current) => (current === draft ? text : current));
    });
  };

  const onBlur = (event: FocusEvent<HTMLTextAreaElement>) => {
    // Leaving for "Save note" saves once, by its click.
    if (event.relatedTarget === saveButton.current) return;
    saveNote();
  };

  const rating = pendingRating !== undefined ? pendingRating : recipe.rating;
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
      <StarRating value={rating} onChange={rate} />
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
          onBlur={onBlur}
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
          ref={saveButton}
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
