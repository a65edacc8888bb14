import { Star } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import { STARS } from './stars-shown';

export const RATING_TEXTS = RECIPE_TEXTS.rating;

const T = RATING_TEXTS;

/**
 * The cook's 1-5 rating as a radio group of five stars: Tab reaches the chosen star (the first
 * when none is chosen), arrow keys move and choose, as native radios do; each star is named
 * "Rate 4 of 5". Hovering shows the rating a click would give. "Clear rating" shows once rated.
 *
 * `onChange`'s second argument says whether the choice is settled: a click, Space or "Clear
 * rating" is; an arrow key is not (the cook may press on), so the caller can wait for more.
 * `onSettle` is called when the cook presses Enter or leaves the stars.
 */
export function StarRating({
  value,
  onChange,
  onSettle,
  disabled = false,
  label = T.legend,
}: {
  value: number | null;
  onChange: (rating: number | null, settled: boolean) => void;
  onSettle?: () => void;
  disabled?: boolean;
  /** The group's visible name. */
  label?: string;
}) {
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  /** An arrow key is down: the change it makes is a step on the way, not yet the choice. */
  const arrowKey = useRef(false);
  const shown = hovered ?? value ?? 0;
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
      onMouseLeave={() => setHovered(null)}
    >
      <span id={`${id}-label`} className="text-sm font-semibold text-ink">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="inline-flex">
        {STARS.map((stars) => (
          <label
            key={stars}
            onMouseEnter={() => !disabled && setHovered(stars)}
            className={`inline-flex h-11 w-11 items-center justify-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600 ${
              disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'
            }`}
          >
            <input
              type="radio"
              name={`${id}-stars`}
              value={stars}
              checked={value === stars}
              disabled={disabled}
              onKeyDown={(event) => {
                arrowKey.current = event.key.startsWith('Arrow');
                if (event.key === 'Enter') onSettle?.();
              }}
              onKeyUp={() => {
                arrowKey.current = false;
              }}
              // Leaving the stars (to "Clear rating", the note, anywhere) settles the choice.
              onBlur={(event) => {
                const group = event.currentTarget.closest('[role="radiogroup"]');
                if (!group?.contains(event.relatedTarget as Node | null)) onSettle?.();
              }}
              onChange={() => {
                const settled = !arrowKey.current;
                arrowKey.current = false;
                onChange(stars, settled);
              }}
              aria-label={T.rate(stars)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={`h-7 w-7 ${
                stars <= shown ? 'fill-brand-400 text-brand-600' : 'fill-transparent text-stone-500'
              }`}
            />
          </label>
        ))}
      </div>
      {value !== null && (
        <button
          type="button"
          onClick={() => onChange(null, true)}
          disabled={disabled}
          className="min-h-11 rounded-lg px-2 text-sm font-medium text-muted underline-offset-2 hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
        >
          {T.clear}
        </button>
      )}
    </div>
  );
}
