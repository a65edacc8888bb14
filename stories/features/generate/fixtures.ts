import type { RecipeOption } from '#src/api/types';

/** Three generated options; the first two use illustrations the mock serves, the third has none. */
export const OPTIONS: RecipeOption[] = [
  {
    id: 101,
    title: 'Chickpea & Spinach Coconut Curry',
    description: 'A creamy, warming one-pot curry with chickpeas, baby spinach and coconut milk.',
    image_url: 'recipes/1/illustration.svg',
    total_time_minutes: 35,
    difficulty: 'easy',
    calories: 484,
    allergens: ['crustacean'],
  },
  {
    id: 102,
    title: 'Miso Glazed Salmon',
    description:
      'Salmon fillets brushed with a sweet white miso glaze and grilled until caramelised.',
    image_url: 'recipes/6/illustration.svg',
    total_time_minutes: 25,
    difficulty: 'medium',
    calories: 520,
    allergens: ['gluten', 'fish', 'soy'],
  },
  {
    id: 103,
    title: 'Rainbow Buddha Bowl',
    description:
      'Quinoa with roasted sweet potato, crunchy vegetables and a tahini lemon dressing.',
    image_url: null,
    total_time_minutes: 45,
    difficulty: 'easy',
    calories: 610,
    allergens: ['sesame'],
  },
];

/** Four options, as the engine gives with three or more ingredients: a 2x2 grid, none alone. */
export const FOUR_OPTIONS: RecipeOption[] = [
  ...OPTIONS,
  {
    id: 104,
    title: 'Lemon Herb Roast Chicken',
    description: 'A whole chicken roasted over lemon and thyme, with crisp potatoes.',
    image_url: 'recipes/2/illustration.svg',
    total_time_minutes: 90,
    difficulty: 'hard',
    calories: null,
    allergens: [],
  },
];

/** A tiny valid PNG (1x1), for upload interactions. */
export function pngFile(name = 'fridge.png') {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
