import { EllipsisVertical, Star } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { Button } from '#src/components/ui/button';
import { Menu, MenuTrigger } from '#src/components/ui/menu';
import { RECIPE_LIST_TEXTS } from '#src/features/recipes/list-texts';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import { lazyCode } from '#src/lib/lazy-code';
import type * as Later from './recipe-view-later';

/**
 * The recipe view's parts no first paint needs (recipe-view-later.tsx: the rating and note, the
 * Nutrition tab's label, the print sheet, the more-menu's items, dialogs and export) are a chunk of
 * their own, loaded once the page is shown (decision record 0048). Until then the rating panel and
 * the menu's button render the same markup without their code; the label, the sheet and the dialogs
 * are not on screen before.
 */
export const recipeViewLaterCode = lazyCode<typeof Later>(() => import('./recipe-view-later'));

/** Loads the parts (once); Storybook, the unit tests and printing load them up front. */
export const loadRecipeViewLater = recipeViewLaterCode.load;

/** The parts' code: once loaded (by this view or a print), at once, else after the page is shown. */
function useLater() {
  return recipeViewLaterCode.use() ?? recipeViewLaterCode.loaded();
}

/** The cook's rating and note; until its code is there, the same panel as it first renders. */
export function LaterRatingNotes(props: ComponentProps<typeof Later.RatingNotes>) {
  const later = useLater();
  return later ? <later.RatingNotes {...props} /> : <RatingNotesPlaceholder {...props} />;
}

const R = RECIPE_TEXTS.rating;

/** RatingNotes' first render (stars, the stored note, no status), without its code. */
function RatingNotesPlaceholder({
  recipe,
  heading = R.heading,
  hint,
  headingLevel: Heading = 'h2',
}: ComponentProps<typeof Later.RatingNotes>) {
  const id = useId();
  const note = recipe.note ?? '';
  const left = 2000 - note.length;
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
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm font-semibold text-ink">{R.legend}</span>
        <div className="inline-flex">
          {[1, 2, 3, 4, 5].map((stars) => (
            <span
              key={stars}
              className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full"
            >
              <Star
                aria-hidden="true"
                className={`h-7 w-7 ${
                  stars <= (recipe.rating ?? 0)
                    ? 'fill-brand-400 text-brand-600'
                    : 'fill-transparent text-stone-500'
                }`}
              />
            </span>
          ))}
        </div>
        {recipe.rating !== null && (
          <button
            type="button"
            className="min-h-11 rounded-lg px-2 text-sm font-medium text-muted underline-offset-2 hover:text-ink hover:underline"
          >
            {R.clear}
          </button>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-semibold text-ink">
          {R.noteLabel}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          readOnly
          rows={3}
          placeholder={R.notePlaceholder}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500"
        />
        <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted">
          <span>{R.noteHint}</span>
          {left <= 200 && <span>{R.remaining(left)}</span>}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary">{R.save}</Button>
        <p className="text-sm" />
      </div>
    </section>
  );
}

/** The Nutrition tab's label and note; not on screen before the tab is chosen. */
export function LaterNutrition(props: {
  recipe: Parameters<typeof Later.recipeNutrition>[0];
  servings: number;
}) {
  return useLater()?.recipeNutrition(props.recipe, props.servings) ?? null;
}

/** The printed recipe (hidden on screen); printing loads it first (printRecipe). */
export function LaterPrintSheet(props: ComponentProps<typeof Later.PrintSheet>) {
  const later = useLater();
  return later && <later.PrintSheet {...props} />;
}

/**
 * The more-menu; until its code is there, its button (the menu's own placeholder, opening the menu
 * as Radix's does: the menu shows once the code is there).
 */
export function LaterRecipeMenu(props: ComponentProps<typeof Later.RecipeMoreMenu>) {
  const later = useLater();
  if (later) return <later.RecipeMoreMenu {...props} />;
  return (
    <Menu
      open={props.open ?? false}
      {...(props.onOpenChange && { onOpenChange: props.onOpenChange })}
    >
      <MenuTrigger
        aria-label={RECIPE_LIST_TEXTS.menu.more(props.title)}
        className={`inline-flex items-center justify-center ${props.triggerClassName ?? ''}`}
      >
        <EllipsisVertical aria-hidden="true" className="h-5 w-5" />
      </MenuTrigger>
    </Menu>
  );
}
