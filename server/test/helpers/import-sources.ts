/**
 * Import sources at the contract's limits (openapi.yaml importRecipes): 50 recipes, as large as a
 * pasted block (1,000,000 characters) or a file (2 MiB) may be, in varied words so that the
 * library's trigram search index gets the most work from them.
 */

const WORDS = [
  'onion',
  'garlic',
  'butter',
  'saffron',
  'paprika',
  'lentil',
  'rosemary',
  'thyme',
  'shallot',
  'fennel',
  'leek',
  'cumin',
  'coriander',
  'chickpea',
  'parsnip',
  'walnut',
  'hazelnut',
  'vinegar',
  'mustard',
  'anchovy',
  'caper',
  'olive',
  'tomato',
  'aubergine',
  'courgette',
  'pepper',
  'ginger',
  'lemongrass',
  'tamarind',
  'coconut',
  'cardamom',
  'clove',
  'nutmeg',
  'juniper',
  'sorrel',
  'dill',
];

/** Deterministic varied text of `length` characters, seeded by `seed`. */
export function words(length: number, seed: number): string {
  let text = '';
  let state = seed * 7919 + 17;
  while (text.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += `${WORDS[state % WORDS.length]}${state % 97} `;
  }
  return text.slice(0, length).trim();
}

/** One schema.org/Recipe of about `size` characters as JSON: 100 ingredient lines, the rest in steps. */
export function bigRecipe(index: number, size: number): Record<string, unknown> {
  const lineLength = Math.min(200, Math.max(20, Math.floor(size / 400)));
  const ingredients = Array.from(
    { length: 100 },
    (_, i) => `${(i % 9) + 1} g ${words(lineLength, index * 1000 + i)}`,
  );
  const room = Math.max(0, size - 100 * (lineLength + 10) - 2500);
  const stepCount = 20;
  const steps = Array.from({ length: stepCount }, (_, i) => ({
    '@type': 'HowToStep',
    text: `Simmer for ${i + 1} minutes. ${words(Math.floor(room / stepCount), index * 5000 + i)}`,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: `Imported dish ${index} ${words(120, index)}`,
    description: words(1900, index + 77),
    totalTime: 'PT45M',
    recipeYield: '4 servings',
    recipeIngredient: ingredients,
    recipeInstructions: steps,
  };
}

/** A JSON-LD array of 50 recipes that fills `chars` characters at most (1,000,000: the pasted limit). */
export function maximalImport(chars = 1_000_000, seed = 0): string {
  // Shrink the recipes until the document fits (the JSON around the text takes its share).
  for (let per = Math.floor(chars / 50); per > 0; per -= 200) {
    const text = JSON.stringify(
      Array.from({ length: 50 }, (_, i) => bigRecipe(seed * 50 + i, per)),
    );
    if (text.length <= chars) return text;
  }
  throw new Error('no maximal import fits');
}
