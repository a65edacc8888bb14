import { CalendarCheck, CheckCircle2, ChefHat, Clock, Flame, Gauge, Users } from 'lucide-react';
import { useState } from 'react';
import { resolveImageUrl } from '#src/api/image-url';
import type { RecipeOption } from '#src/api/types';
import { AllergenNote } from '#src/features/recipes/components/allergen-note';
import { GENERATE_TEXTS as T } from '#src/features/generate/texts';
import { difficultyLabel, formatTime } from '#src/lib/format';

/**
 * One generated recipe option: a toggle button (aria-pressed) with image, title, description, and
 * what options are compared by: time, difficulty, calories per serving and allergens.
 */
export function OptionCard({
  option,
  selected,
  planned = false,
  onToggle,
  disabled = false,
}: {
  option: RecipeOption;
  selected: boolean;
  /** Planned from the options step (and so saved): a badge says so. */
  planned?: boolean;
  onToggle: () => void;
  disabled?: boolean;
}) {
  const src = resolveImageUrl(option.image_url);
  const [broken, setBroken] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      disabled={disabled}
      className={`group relative flex w-full flex-1 flex-col overflow-hidden rounded-2xl border-2 bg-white text-left shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-70 ${
        selected
          ? 'border-brand-600 ring-2 ring-brand-200'
          : 'border-stone-200 hover:border-brand-300'
      }`}
    >
      <span className="relative block aspect-[4/3] w-full overflow-hidden bg-brand-50">
        {src && !broken ? (
          <img
            src={src}
            alt=""
            loading="lazy"
            onError={() => setBroken(true)}
            className="h-full w-full object-cover transition-transform group-hover:scale-[1.02]"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-brand-300">
            <ChefHat aria-hidden="true" className="h-14 w-14" />
          </span>
        )}
        {planned && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow">
            <CalendarCheck aria-hidden="true" className="h-3.5 w-3.5" />
            {T.plannedBadge}
          </span>
        )}
        {selected && (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white shadow">
            <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
            {T.selected}
          </span>
        )}
      </span>
      <span className="flex flex-1 flex-col gap-1.5 p-4">
        <span data-testid="option-title" className="text-base font-semibold text-ink">
          {option.title}
        </span>
        <span className="line-clamp-3 text-sm text-muted">{option.description}</span>
        <span className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-2 text-xs font-medium text-ink">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-3.5 w-3.5 text-brand-600" />
            {formatTime(option.total_time_minutes)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Gauge aria-hidden="true" className="h-3.5 w-3.5 text-brand-600" />
            {difficultyLabel(option.difficulty)}
          </span>
          {option.servings !== undefined && (
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="h-3.5 w-3.5 text-brand-600" />
              {T.optionServings(option.servings)}
            </span>
          )}
          {option.calories !== null && (
            <span className="inline-flex items-center gap-1">
              <Flame aria-hidden="true" className="h-3.5 w-3.5 text-brand-600" />
              {T.caloriesPerServing(option.calories)}
            </span>
          )}
        </span>
        <AllergenNote allergens={option.allergens} />
      </span>
    </button>
  );
}
