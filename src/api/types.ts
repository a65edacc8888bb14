/**
 * Friendly names for the contract's schemas and its generated enum values: the SPA's one door to
 * contract/schema.gen.ts.
 */
import type { components, operations, paths } from '#contract/schema.gen';

export { animationValues, difficultyValues, foodCategoryValues } from '#contract/schema.gen';
export { allergenValues, preferenceDietValues } from '#contract/schema.gen';
/** The one username rule (contract/username.ts), shared with the server and the mock. */
export {
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_MIXED_SCRIPTS_MSG,
  USERNAME_PATTERN,
  mixesScripts,
  normaliseUsername,
  usernameLength,
} from '#contract/username';
/** The recipe book's one text normalisation, shared with the server and the mock. */
export { normalizeWords } from '#contract/text';
/** The allergen line's words, shared with the server's public share page. */
export { ALLERGEN_LABELS } from '#contract/labels';

type Schemas = components['schemas'];

export type { components, operations, paths };
export type ErrorResponse = Schemas['ErrorResponse'];
export type ValidationItem = Schemas['ValidationItem'];
export type MessageResponse = Schemas['MessageResponse'];
export type SessionInfo = Schemas['SessionInfo'];
export type User = Schemas['User'];
export type UpdateUserRequest = Schemas['UpdateUserRequest'];
export type UserStats = Schemas['UserStats'];
export type SignupRequest = Schemas['SignupRequest'];
export type LoginForm = Schemas['LoginForm'];
export type Difficulty = Schemas['Difficulty'];
export type FoodCategory = Schemas['FoodCategory'];
export type Recipe = Schemas['Recipe'];
export type Allergen = Schemas['Allergen'];
export type RequestLanguage = Schemas['RequestLanguage'];
export type PreparingCapabilities = Schemas['PreparingCapabilities'];
export type RecipeDetail = Schemas['RecipeDetail'];
export type Ingredient = Schemas['Ingredient'];
export type Nutrition = Schemas['Nutrition'];
export type NutrientWithDv = Schemas['NutrientWithDv'];
export type NutrientAmount = Schemas['NutrientAmount'];
export type Collection = Schemas['Collection'];
export type CollectionDetail = Schemas['CollectionDetail'];
export type CreateCollectionRequest = Schemas['CreateCollectionRequest'];
export type RecipeOption = Schemas['RecipeOption'];
export type GenerateRequest = Schemas['GenerateRequest'];
export type GenerateResponse = Schemas['GenerateResponse'];
export type ImageAnalysis = Schemas['ImageAnalysis'];
export type ImageAnalysisResult = Schemas['ImageAnalysisResult'];
export type Animation = Schemas['Animation'];
export type InstructionStep = Schemas['InstructionStep'];
export type GenerateInstructionsRequest = Schemas['GenerateInstructionsRequest'];
export type GenerateInstructionsResponse = Schemas['GenerateInstructionsResponse'];
export type OperationId = keyof operations;
export type RecipeInput = Schemas['RecipeInput'];
export type RatingNotes = Schemas['RatingNotes'];
export type RatingNotesInput = Schemas['RatingNotesInput'];
export type IngredientInput = Schemas['IngredientInput'];
export type RecipeStepInput = Schemas['RecipeStepInput'];
export type StandingPreferences = Schemas['StandingPreferences'];
export type ApiToken = Schemas['ApiToken'];
export type ApiTokenScope = Schemas['ApiTokenScope'];
export type CreatedApiToken = Schemas['CreatedApiToken'];
export type CreateApiTokenRequest = Schemas['CreateApiTokenRequest'];
export type PreferenceDiet = Schemas['PreferenceDiet'];
export type SpiceLevel = Schemas['SpiceLevel'];
export type ImportWarning = Schemas['ImportWarning'];
