import type { Ingredient, RecipeDetail } from '#src/api/types';
import { type AmountStyle } from '#src/lib/scale';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import { type Densities, unitLine, type UnitSystem } from '#src/features/recipes/model/unit-lines';

/**
 * An ingredient line as text for the chosen servings ("1600 g cooked chickpeas", "1/8 tsp salt"),
 * in the amount style the screen shows (the print sheet follows Kitchen amounts); no amount when none.
 */
export function ingredientLine(
  ingredient: Ingredient,
  baseServings: number,
  servings: number,
  system: UnitSystem = 'metric',
  densities: Densities = {},
  amountStyle: AmountStyle = 'exact',
): string {
  const line = unitLine(ingredient, baseServings, servings, amountStyle, system, densities);
  return [line?.amount, line?.unit, ingredient.name].filter(Boolean).join(' ');
}

/** The ingredients with amounts scaled to the chosen servings; empty amounts are hidden. */
export function IngredientList({
  ingredients,
  baseServings,
  servings,
  amountStyle = 'exact',
  unitSystem = 'metric',
  densities = {},
}: {
  ingredients: readonly Ingredient[];
  baseServings: number;
  servings: number;
  amountStyle?: AmountStyle;
  /** Metric (the stored amounts) or US customary; converted after scaling. */
  unitSystem?: UnitSystem;
  /** Grams per ml by ingredient name, for grams as cups. */
  densities?: Densities;
}) {
  if (ingredients.length === 0) {
    return <p className="text-sm text-muted">{RECIPE_TEXTS.view.noIngredients}</p>;
  }
  return (
    <ul aria-label={RECIPE_TEXTS.view.ingredientsLabel} className="divide-y divide-stone-100">
      {ingredients.map((ingredient, index) => {
        const line = unitLine(
          ingredient,
          baseServings,
          servings,
          amountStyle,
          unitSystem,
          densities,
        );
        return (
          <li key={`${index}-${ingredient.name}`} className="flex items-baseline gap-3 py-2.5">
            <span className="w-24 shrink-0 text-right font-semibold text-brand-700 tabular-nums">
              {line && (
                <>
                  <span data-testid="ingredient-amount">{line.amount}</span>
                  {line.unit && ` ${line.unit}`}
                </>
              )}
            </span>
            <span className="text-ink">{ingredient.name}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Cook mode's Ingredients sheet: the servings and units they are shown at, then the list. */
export function IngredientsAtServings({
  recipe,
  baseServings,
  servings,
  amountStyle,
  unitSystem,
}: {
  recipe: Pick<RecipeDetail, 'ingredients' | 'ingredient_densities'>;
  baseServings: number;
  servings: number;
  amountStyle: AmountStyle;
  unitSystem: UnitSystem;
}) {
  return (
    <>
      <p className="mb-2 text-sm text-muted">
        {RECIPE_TEXTS.servings.count(servings)} ·{' '}
        {unitSystem === 'us' ? RECIPE_TEXTS.units.us : RECIPE_TEXTS.units.metric}
      </p>
      <IngredientList
        ingredients={recipe.ingredients}
        baseServings={baseServings}
        servings={servings}
        amountStyle={amountStyle}
        unitSystem={unitSystem}
        densities={recipe.ingredient_densities}
      />
    </>
  );
}
