export { allergensOf, readMockRequest } from './allergens';
export { buildCollection, toCollection, toCollectionDetail } from './collection';
export { MAX_DRAFTS, buildDraftRecipes, type DraftInput } from './drafts';
export { foodIllustrationSvg } from './illustration';
export { buildInstructions, type CookingMethod } from './instructions';
export { SAMPLE_NUTRITION, buildNutrition, type NutrientAmounts } from './nutrition';
export {
  buildRecipe,
  illustrationFile,
  illustrationKey,
  toRecipe,
  toRecipeDetail,
  toRecipeOption,
  type RecipeOverrides,
} from './recipe';
export { BASE_DATE, DAY, HOUR, baseDatePlus, isoAt } from './time';
export { buildUser } from './user';
export { computeOwnRecipe, mockCatalogueItem, type OwnRecipeFields } from './own-recipe';
