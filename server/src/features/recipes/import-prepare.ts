/**
 * What an imported recipe is stored as: the row and the steps, with nutrition, allergens and the
 * food category from the ingredient catalogue, as for generated recipes. Matching a hundred long
 * ingredient names against the catalogue can take a tenth of a second per recipe, so this runs in
 * the import reader's worker thread (import-reader-worker.ts), never on the request thread; it
 * therefore imports only modules Node loads by itself (erasable TypeScript, no loader).
 */
import type { components } from '#contract/schema.gen.ts';
import { ingredientFromLine, stepFromText } from '#contract/recipe-import.ts';
import type { JsonLdRecipeDraft } from '#contract/recipe-jsonld.ts';
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import { categoryOfItems } from '#kitchen/food-category.ts';
import { recipeAllergens } from '#kitchen/allergens.ts';
import { difficultyFor } from '#server/src/ai/instructions.ts';
import { matchName } from '#kitchen/matcher.ts';
import { estimateNutrition } from '#kitchen/nutrition.ts';
import type { NewRecipe } from './recipe-repository.ts';

type Schemas = components['schemas'];

/** Servings when the source names none. */
const DEFAULT_SERVINGS = 4;

/** An imported recipe ready to store. */
export interface PreparedRecipe {
  recipe: NewRecipe;
  steps: Schemas['InstructionStep'][];
}

/** A draft read from JSON-LD as the recipe row and steps to store. */
export function toNewRecipe(draft: JsonLdRecipeDraft): PreparedRecipe {
  const ingredients = draft.ingredients.slice(0, 100).map(ingredientFromLine);
  const steps = draft.steps.slice(0, 100).map(stepFromText);
  const servings = draft.servings ?? DEFAULT_SERVINGS;
  const estimate = estimateNutrition(ingredients, servings);
  const items = ingredients
    .map((ingredient) => matchName(ingredient.name))
    .filter((item): item is CatalogueItem => item !== undefined);
  const minutes =
    draft.totalMinutes ?? (steps.reduce((sum, step) => sum + (step.timer ?? 0), 0) / 60 || null);
  return {
    recipe: {
      title: draft.title.slice(0, 200),
      description: draft.description.slice(0, 2000),
      imageUrl: draft.imageUrl && draft.imageUrl.length <= 2048 ? draft.imageUrl : null,
      totalTimeMinutes: minutes === null ? null : Math.min(Math.ceil(minutes), 10080),
      difficulty: difficultyFor(steps.length, minutes ?? 0),
      foodCategory: categoryOfItems(items),
      baseServings: servings,
      ingredients,
      // Nothing matched the catalogue: no figures rather than zeros.
      nutrition: estimate.coverage > 0 ? estimate.nutrition : null,
      allergens: recipeAllergens(ingredients),
    },
    steps,
  };
}
