/**
 * The mock's stand-in for the web: POST /recipe/import with a `url` answers from this fixed table
 * (the mock fetches nothing). Unknown URLs fail like a server fetch that got no page.
 */
import type { ImportFailure } from '#contract/recipe-import';

/** A schema.org/Recipe with HowToSection steps and ISO-8601 durations, as recipe sites publish it. */
export const LEMON_SOUP_JSONLD = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Lemon Chickpea Soup',
  description: 'A bright, quick soup with chickpeas, broth and lemon.',
  recipeYield: '2 servings',
  prepTime: 'PT10M',
  cookTime: 'PT25M',
  recipeIngredient: [
    '400 g chickpeas',
    '1 1/2 cups vegetable broth',
    '2 tbsp olive oil',
    '1 lemon',
    'salt',
  ],
  recipeInstructions: [
    {
      '@type': 'HowToSection',
      name: 'Prep',
      itemListElement: [{ '@type': 'HowToStep', text: 'Chop the onion finely.' }],
    },
    {
      '@type': 'HowToSection',
      name: 'Cook',
      itemListElement: [
        { '@type': 'HowToStep', text: 'Simmer the chickpeas in the broth for 20 minutes.' },
        { '@type': 'HowToStep', text: 'Stir in the lemon juice and serve.' },
      ],
    },
  ],
};

const recipe = (name: string, ingredients: string[], steps: string[], totalTime: string) => ({
  '@type': 'Recipe',
  name,
  totalTime,
  recipeYield: '4 servings',
  recipeIngredient: ingredients,
  recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
});

/** Three recipes in one @graph, as a file or a page may hold them. */
export const WEEKNIGHT_JSONLD = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Weeknight Kitchen' },
    recipe(
      'Tomato Spaghetti',
      ['200 g spaghetti', '400 g tomatoes', '2 cloves garlic'],
      ['Boil the spaghetti for 9 minutes.', 'Fry the garlic, add the tomatoes and toss.'],
      'PT20M',
    ),
    recipe(
      'Egg Fried Rice',
      ['300 g rice', '2 eggs', '1 tbsp soy sauce'],
      ['Fry the rice for 5 minutes.', 'Stir in the eggs and the soy sauce.'],
      'PT15M',
    ),
    recipe(
      'Cucumber Salad',
      ['1 cucumber', '100 g yogurt', '1 tsp dill'],
      ['Slice the cucumber.', 'Mix with the yogurt and dill.'],
      'PT10M',
    ),
  ],
};

const page = (title: string, jsonLd: unknown) =>
  `<!doctype html><html><head><title>${title}</title>${
    jsonLd === null ? '' : `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`
  }</head><body><h1>${title}</h1></body></html>`;

/** URL -> the page the mock "fetches", or the failure it answers. */
export const IMPORT_PAGES: Readonly<Record<string, string | ImportFailure>> = {
  'https://www.example.com/recipes/lemon-chickpea-soup': page(
    'Lemon Chickpea Soup',
    LEMON_SOUP_JSONLD,
  ),
  'https://www.example.com/recipes/weeknight': page('Weeknight Kitchen', WEEKNIGHT_JSONLD),
  'https://www.example.com/blog/no-recipe': page('A blog post', null),
  'https://slow.example.com/recipe': 'import_timeout',
  'https://www.example.com/huge-page': 'import_too_large',
};
