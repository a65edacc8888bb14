import { args, defineTexts, plural } from '#src/lib/i18n/texts';

/** The wizard's fixed copy, in the spec's wording. */
export const GENERATE_SPEC = {
  pageTitle: 'Generate Recipe',
  promptHeading: 'What do you want to cook today?',
  promptIntro: 'Describe a dish, a cuisine, a craving or an occasion.',
  promptLabel: 'Your cooking idea',
  promptPlaceholder: 'e.g. A cosy vegetarian curry for a rainy evening',
  suggestionsLabel: 'Need inspiration?',
  next: 'Next',
  ingredientsHeading: 'What ingredients do you have?',
  ingredientsLabel: 'Your ingredients',
  ingredientsPlaceholder: 'e.g. chicken thighs, rice, spinach, garlic, lemon',
  ingredientsHint: 'Optional. Separate ingredients with commas.',
  analyzeImage: 'Analyze Image',
  takePhoto: 'Take Photo',
  back: 'Back',
  generateRecipes: 'Generate Recipes',
  generating: 'Generating...',
  analyzing: 'Analyzing image...',
  processing: 'Processing...',
  noIngredients: 'No ingredients detected in image.',
  optionsHeading: 'Choose your recipe',
  optionsIntro: 'Pick one or more recipes to keep. Tap a card to select it.',
  optionsListLabel: 'Recipe options',
  generateNew: 'Generate New Recipes',
  generateSelected: plural('Generate ({{count}})', 'Generate ({{count}})'),
  generateSelectedHint: 'Generate (n) saves the recipes you picked to your collections.',
  caloriesPerServing: args('{{kcal}} kcal', 'kcal'),
  ignoredWords: 'Words we did not understand and ignored:',
  ignoredIngredients: 'Ingredients we could not read and ignored:',
  restoredNote: 'These are the recipes from your last visit.',
  startNew: 'Start new',
  photoIntroText: 'Type what is in your kitchen, or add a photo of a shopping list or recipe.',
  photoIntroIngredients: 'Type what is in your kitchen, or add a photo of your ingredients.',
  photoInputText: 'Photo of a shopping list or recipe',
  photoInputIngredients: 'Photo of your ingredients',
  photoThumbnail: 'Your photo',
  removePhoto: 'Remove photo',
  success: 'Recipes generated successfully!',
  selected: 'Selected',
  restoring: 'Restoring your recipes',
  sessionRestoreFailed: 'Failed to restore your previous session. Please generate recipes again.',
  saveRecipeFailed: 'Failed to save recipe. Please try again.',
  imageAnalysisFailed: 'Image analysis failed. Please try again.',
  imageAnalysisUnusable: 'Image analysis did not return ingredients',
  imageAnalysisLoggedOut: 'You must be logged in to analyze an image',
  /** Checks, progress indicator, retry and suggestions (issue #18). */
  validation: {
    promptRequired: 'Please tell us what you want to cook.',
    tooShort: 'Please enter at least 3 characters.',
  },
  steps: {
    idea: 'Your idea',
    ingredients: 'Ingredients',
    choose: 'Choose recipes',
  },
  progress: {
    label: 'Wizard progress',
    stepOf: args('Step {{step}} of {{total}}', 'step', 'total'),
    completed: ' (completed)',
  },
  tryAgain: 'Try Again',
  suggestions: {
    curry: 'A cosy vegetarian curry',
    pasta: 'Quick weeknight pasta',
    breakfast: 'High-protein breakfast',
    salmon: 'Something fresh with salmon',
    comfort: 'Comfort food for a rainy day',
  },
};

/** The texts in the current language (see README "How to add a text"). */
export const GENERATE_TEXTS = defineTexts('generate', GENERATE_SPEC);

/** One-tap starting points for step 1, in the current language. */
export const promptSuggestions = (): string[] => Object.values(GENERATE_TEXTS.suggestions);
