import type { components } from './schema.gen.ts';
import { formatAmount } from './servings.ts';

type Schemas = components['schemas'];

/** A schema.org/Recipe object (JSON-LD) of a recipe, for the public share page and for export. */
export interface JsonLdRecipe {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
  description?: string;
  image?: string;
  url?: string;
  totalTime?: string;
  recipeYield: string;
  recipeCategory?: string;
  recipeIngredient: string[];
  recipeInstructions: { '@type': 'HowToStep'; name: string; text: string }[];
  nutrition?: {
    '@type': 'NutritionInformation';
    servingSize: string;
    calories: string;
    fatContent: string;
    carbohydrateContent: string;
    proteinContent: string;
  };
}

/** An ingredient line as written for the base servings: "200 g chickpeas", "salt". */
export function ingredientLine(ingredient: Schemas['Ingredient']): string {
  const amount =
    ingredient.quantity && ingredient.quantity > 0 ? formatAmount(ingredient.quantity) : '';
  return [amount, ingredient.unit.trim(), ingredient.name].filter(Boolean).join(' ');
}

/** Whole minutes as an ISO-8601 duration: 90 -> "PT1H30M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/**
 * The recipe as schema.org/Recipe: name, description, image (an absolute URL only; a relative
 * key means nothing outside this site), total time, yield, ingredients as written for the base
 * servings, steps (HowToStep) and nutrition per serving. Pure: the caller serialises it.
 */
export function recipeToJsonLd(
  recipe: Omit<Schemas['RecipeDetail'], 'ingredient_densities'>,
  instructions: readonly Schemas['InstructionStep'][] = [],
  url?: string,
): JsonLdRecipe {
  const { nutrition } = recipe;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    ...(recipe.description ? { description: recipe.description } : {}),
    ...(recipe.image_url && /^https?:\/\//i.test(recipe.image_url)
      ? { image: recipe.image_url }
      : {}),
    ...(url ? { url } : {}),
    ...(recipe.total_time_minutes ? { totalTime: isoDuration(recipe.total_time_minutes) } : {}),
    recipeYield: `${recipe.baseServings} ${recipe.baseServings === 1 ? 'serving' : 'servings'}`,
    recipeCategory: recipe.food_category,
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: instructions.map((step) => ({
      '@type': 'HowToStep',
      name: step.heading,
      text: step.description,
    })),
    ...(nutrition
      ? {
          nutrition: {
            '@type': 'NutritionInformation',
            servingSize: '1 serving',
            calories: `${Math.round(nutrition.calories.amount)} kcal`,
            fatContent: `${formatAmount(nutrition.totalFat.amount)} g`,
            carbohydrateContent: `${formatAmount(nutrition.totalCarbohydrate.amount)} g`,
            proteinContent: `${formatAmount(nutrition.protein.amount)} g`,
          },
        }
      : {}),
  };
}
