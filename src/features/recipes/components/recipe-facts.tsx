import { Clock, Gauge } from 'lucide-react';
import {
  difficultyLabel,
  foodCategoryLabel,
  foodCategorySublabel,
  formatTime,
  normalizeDifficulty,
} from '#src/lib/format';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import { DIFFICULTY_TEXT } from './difficulty-badge';
import { FoodCategoryIcon } from './food-category-icon';

/**
 * The three-column strip of the recipe view: total time ("N Min."), difficulty in its colour, and
 * the food category with icon, label and sublabel.
 */
export function RecipeFacts({
  minutes,
  difficulty,
  category,
}: {
  minutes: number | null | undefined;
  difficulty: string | null | undefined;
  category: string | null | undefined;
}) {
  const level = normalizeDifficulty(difficulty);
  return (
    <dl className="grid grid-cols-3 divide-x divide-stone-200 rounded-2xl border border-stone-200 bg-surface py-3 text-center">
      <div className="flex min-w-0 flex-col items-center gap-1 px-2 break-words">
        <dt className="flex flex-col items-center gap-1 text-xs font-medium tracking-wide text-muted uppercase">
          <Clock aria-hidden="true" className="h-5 w-5 text-brand-600" />
          {RECIPE_TEXTS.facts.time}
        </dt>
        <dd className="text-sm font-semibold text-ink">{formatTime(minutes, 'detail')}</dd>
      </div>
      <div className="flex min-w-0 flex-col items-center gap-1 px-2 break-words">
        <dt className="flex flex-col items-center gap-1 text-xs font-medium tracking-wide text-muted uppercase">
          <Gauge aria-hidden="true" className={`h-5 w-5 ${DIFFICULTY_TEXT[level]}`} />
          {RECIPE_TEXTS.facts.difficulty}
        </dt>
        <dd className={`text-sm font-semibold ${DIFFICULTY_TEXT[level]}`} data-difficulty={level}>
          {difficultyLabel(level)}
        </dd>
      </div>
      <div className="flex min-w-0 flex-col items-center gap-1 px-2 break-words">
        <dt className="flex flex-col items-center">
          <FoodCategoryIcon category={category} className="h-5 w-5 text-brand-600" />
          <span className="sr-only">{RECIPE_TEXTS.facts.category}</span>
        </dt>
        <dd className="flex max-w-full flex-col">
          <span className="text-sm font-semibold text-ink">{foodCategoryLabel(category)}</span>
          <span className="text-xs text-muted">{foodCategorySublabel(category)}</span>
        </dd>
      </div>
    </dl>
  );
}
