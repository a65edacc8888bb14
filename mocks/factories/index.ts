export { readMockRequest } from './request-reading';
export { buildCollection, toCollection, toCollectionDetail } from './collection';
export { MAX_DRAFTS, buildDraftRecipes, type DraftAnswer, type DraftInput } from './drafts';
export { BOOK_DISHES, bookDish, type BookDish } from './book';
export { foodIllustrationSvg } from './illustration';
export { buildInstructions, type CookingMethod } from './instructions';
export {
  DEFAULT_DISH,
  buildRecipe,
  fromBook,
  illustrationFile,
  illustrationKey,
  toRecipe,
  toRecipeDetail,
  toRecipeOption,
  type RecipeOverrides,
} from './recipe';
export { BASE_DATE, DAY, HOUR, baseDatePlus, isoAt } from './time';
export { buildMembership } from './household';
export { buildUser } from './user';
export { computeOwnRecipe, type OwnRecipeFields } from './own-recipe';
