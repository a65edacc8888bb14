import { defineTexts } from '#src/lib/i18n/texts';

/** The error messages users see (src/api/errors), in the spec's wording. */
export const ERRORS_SPEC = {
  unknown: 'An unknown error occurred',
  generic: 'An error occurred',
  validationFailed: 'Validation failed',
  invalidValue: 'Invalid value',
  serverError: 'Server error. Please try again later.',
  networkError: 'Network error. Please check your connection.',
  generateFailed: 'Failed to generate recipes. Please try again.',
  optionsFailed: 'Failed to load recipe options. Please try again.',
  generateNotFound: 'Resource not found. Please try again.',
  optionsNotFound: 'Recipe options not found. Please generate again.',
  tooManyRequests: 'Too many requests. Please wait a moment.',
  invalidRequest: 'Invalid request. Please check your inputs.',
  collectionsFailed: 'Failed to load collections. Please try again.',
  recipesFailed: 'Failed to load recipes. Please try again.',
  recipeNotFound: 'Recipe not found. It may have been deleted.',
  recipeFailed: 'Failed to load recipe. Please try again.',
  collectionNotFound: 'Collection not found.',
  collectionFailed: 'Failed to load collection. Please try again.',
  instructionsFailed: 'Failed to load instructions. Please try again.',
};

/** The texts in the current language (see README "How to add a text"). */
export const ERROR_TEXTS = defineTexts('errors', ERRORS_SPEC);
