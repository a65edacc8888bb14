import { Minus, Plus } from 'lucide-react';
import { MIN_SERVINGS } from '#src/lib/scale';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

export const SERVINGS_TEXTS = RECIPE_TEXTS.servings;

const STEP =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-stone-300 bg-white text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white';

/** The servings stepper: minus (disabled at 1), the count, plus. */
export function ServingsStepper({
  servings,
  onChange,
}: {
  servings: number;
  onChange: (servings: number) => void;
}) {
  return (
    <div role="group" aria-labelledby="servings-label" className="flex items-center gap-3">
      <span id="servings-label" className="text-sm font-semibold text-ink">
        {SERVINGS_TEXTS.label}
      </span>
      <button
        type="button"
        aria-label={SERVINGS_TEXTS.decrease}
        onClick={() => onChange(Math.max(MIN_SERVINGS, servings - 1))}
        disabled={servings <= MIN_SERVINGS}
        className={STEP}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={SERVINGS_TEXTS.count(servings)}
        className="min-w-8 text-center text-lg font-bold text-ink tabular-nums"
      >
        {servings}
      </output>
      <button
        type="button"
        aria-label={SERVINGS_TEXTS.increase}
        onClick={() => onChange(servings + 1)}
        className={STEP}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
