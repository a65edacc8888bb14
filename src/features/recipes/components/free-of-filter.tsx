import { Check } from 'lucide-react';
import { allergenValues, type Allergen } from '#src/api/types';
import { FREE_OF_FILTER_TEXTS } from '#src/features/recipes/free-of-texts';

export const FREE_OF_TEXTS = FREE_OF_FILTER_TEXTS.freeOf;

/**
 * The "Frei von …" chips of the library's Filter panel: one toggle button per allergen of the
 * contract (pressed = only recipes without it). `selected` stays in the enum's order.
 */
export function FreeOfFilter({
  selected,
  onChange,
}: {
  selected: readonly Allergen[];
  onChange: (freeOf: Allergen[]) => void;
}) {
  const toggle = (allergen: Allergen) => {
    const next = new Set(selected);
    if (next.has(allergen)) next.delete(allergen);
    else next.add(allergen);
    onChange(allergenValues.filter((value) => next.has(value)));
  };
  return (
    <fieldset className="flex flex-col gap-1.5 sm:col-span-3">
      <legend className="mb-1.5 text-sm font-medium text-ink">{FREE_OF_TEXTS.label}</legend>
      <div className="flex flex-wrap gap-2">
        {allergenValues.map((allergen) => {
          const pressed = selected.includes(allergen);
          return (
            <button
              key={allergen}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(allergen)}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                  : 'border-stone-300 bg-white text-ink hover:bg-brand-50'
              }`}
            >
              {pressed && <Check aria-hidden="true" className="h-4 w-4" />}
              {FREE_OF_TEXTS.allergens[allergen]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
