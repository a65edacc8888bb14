/**
 * "Save to my Sous" (POST /shared/{token}/save): what a copy of a shared recipe is made of, shared
 * by the server and the mock so both copy alike. Pure.
 */
import type { components } from './schema.gen.ts';

type Schemas = components['schemas'];

/**
 * A shared recipe and its steps as the create's input: the visitor's own copy. Its photo is null
 * here: the server and the mock copy the owner's image file into the visitor's own files and set
 * the copy's key (never a reference to the owner's file).
 */
export function copyInput(
  recipe: Schemas['RecipeDetail'],
  steps: readonly Schemas['InstructionStep'][],
): Schemas['RecipeInput'] {
  return {
    title: recipe.title.slice(0, 200),
    description: recipe.description.slice(0, 2000),
    servings: Math.min(100, Math.max(1, Math.round(recipe.baseServings || 1))),
    total_time_minutes:
      recipe.total_time_minutes !== null &&
      recipe.total_time_minutes >= 1 &&
      recipe.total_time_minutes <= 10080
        ? recipe.total_time_minutes
        : null,
    difficulty: recipe.difficulty,
    // The photo is the owner's file (its key names the owner): the caller sets the visitor's copy.
    image_url: null,
    ingredients: recipe.ingredients.slice(0, 100).map((item) => ({
      quantity: item.quantity,
      unit: item.unit,
      name: item.name,
    })),
    steps: steps.slice(0, 50).map((step) => ({
      text: step.description.slice(0, 2000),
      timer: step.timer !== null && step.timer <= 24 * 3600 ? step.timer : null,
    })),
  };
}
