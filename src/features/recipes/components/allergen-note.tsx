import { TriangleAlert } from 'lucide-react';
import type { Allergen } from '#src/api/types';
import { allergenLine } from '#src/features/recipes/model/allergens';

/** The allergens of a recipe with the "check labels" note, for the recipe view and option cards. */
export function AllergenNote({
  allergens,
  className = '',
}: {
  allergens: readonly Allergen[] | undefined;
  className?: string;
}) {
  return (
    <span
      data-testid="allergens"
      className={`flex items-start gap-1.5 text-xs text-amber-800 ${className}`}
    >
      <TriangleAlert aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
      <span>{allergenLine(allergens ?? [])}</span>
    </span>
  );
}
