import { Star } from 'lucide-react';
import { RECIPE_LIST_TEXTS } from '#src/features/recipes/list-texts';

/** The five ratings, 1 (lowest) to 5. */
export const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A rating shown, not chosen (the library card): five small stars named "Rated 4 of 5". A module of
 * its own: the cards do not load the recipe view's rating editor (star-rating.tsx) and its texts.
 */
export function StarsShown({ rating, className = '' }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={RECIPE_LIST_TEXTS.rating.rated(rating)}
      className={`inline-flex ${className}`}
    >
      {STARS.map((stars) => (
        <Star
          key={stars}
          aria-hidden="true"
          className={`h-4 w-4 ${
            stars <= rating ? 'fill-brand-400 text-brand-600' : 'fill-transparent text-stone-400'
          }`}
        />
      ))}
    </span>
  );
}
