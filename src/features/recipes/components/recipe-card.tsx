import { Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Recipe } from '#src/api/types';
import { foodCategoryLabel, formatTime } from '#src/lib/format';
import { FADE_IN_CLASS, staggerStyle } from '#src/components/ui/fade-in';
import { DifficultyBadge } from './difficulty-badge';
import { FoodCategoryIcon } from './food-category-icon';
import { RecipeImage } from './recipe-image';
import { RecipeMenu } from './recipe-menu';
import { StarsShown } from './stars-shown';
import { RECIPE_LIST_TEXTS } from '#src/features/recipes/list-texts';

export interface RecipeCardProps {
  recipe: Pick<
    Recipe,
    | 'id'
    | 'title'
    | 'description'
    | 'image_url'
    | 'total_time_minutes'
    | 'difficulty'
    | 'food_category'
  > &
    Partial<Pick<Recipe, 'rating' | 'note'>>;
  /** Just saved (library `last_recipe`): glowing border and a NEU badge. */
  highlighted?: boolean;
  /** Position in its list, for the staggered fade-in. */
  index?: number;
  onEditCollections?: () => void;
  onDelete?: () => void;
  /** Opens "Add to plan" with the recipe chosen (the library's cards); the menu item shows when given. */
  onAddToPlan?: () => void;
  /** The heading level of the title inside its section. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * A recipe in the library or a collection: image (or 🍽️), difficulty, title, the cook's stars and
 * the start of their note, total time and food category; the whole card links to the recipe view,
 * and its menu edits collections or deletes.
 */
export function RecipeCard({
  recipe,
  highlighted = false,
  index = 0,
  onEditCollections,
  onDelete,
  onAddToPlan,
  headingLevel: Heading = 'h3',
  className = '',
}: RecipeCardProps) {
  return (
    <article
      data-highlighted={highlighted || undefined}
      style={staggerStyle(index)}
      className={`group relative flex flex-col rounded-2xl border bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md ${FADE_IN_CLASS} ${
        highlighted
          ? 'border-brand-500 shadow-[0_0_0_3px_rgba(249,115,22,0.35),0_0_24px_rgba(249,115,22,0.45)]'
          : 'border-stone-200'
      } ${className}`}
    >
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-t-2xl">
        {/* The first card's picture is usually the page's largest paint: fetch it at once. */}
        <RecipeImage imageUrl={recipe.image_url} className="h-full w-full" priority={index === 0} />
        {highlighted && (
          <span className="absolute top-3 left-3 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white shadow">
            {RECIPE_LIST_TEXTS.newBadge}
          </span>
        )}
        <DifficultyBadge
          difficulty={recipe.difficulty}
          className="absolute bottom-3 left-3 shadow-sm"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 text-base leading-snug font-semibold text-ink">
          <Link
            to={`/app/recipe/${recipe.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {recipe.title}
          </Link>
        </Heading>
        {recipe.rating ? <StarsShown rating={recipe.rating} /> : null}
        {recipe.note ? (
          <p className="line-clamp-2 text-sm break-words text-muted italic">
            <span className="sr-only">{RECIPE_LIST_TEXTS.rating.noteExcerpt} </span>
            {recipe.note}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {formatTime(recipe.total_time_minutes)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <FoodCategoryIcon category={recipe.food_category} />
            {foodCategoryLabel(recipe.food_category)}
          </span>
        </div>
      </div>
      {onEditCollections && onDelete && (
        <div className="absolute top-2 right-2 z-10">
          <RecipeMenu
            title={recipe.title}
            onEditCollections={onEditCollections}
            onDelete={onDelete}
            onAddToPlan={onAddToPlan}
          />
        </div>
      )}
    </article>
  );
}
