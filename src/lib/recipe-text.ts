/** The plain-text recipe reader the import dialog uses (shared code in contract/, pure). */
export { readRecipeText, type TextImportFailure, type TextRecipe } from '#contract/recipe-text';
