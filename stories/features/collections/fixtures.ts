import type { Collection } from '#src/api/types';

export const COLLECTIONS: Collection[] = [
  {
    id: 1,
    name: 'Weeknight Dinners',
    description: 'Quick meals for busy evenings.',
    recipe_count: 5,
    preview_image_urls: [],
  },
  {
    id: 2,
    name: 'Sunday Baking',
    description: 'Slow weekend bakes.',
    recipe_count: 1,
    preview_image_urls: [],
  },
  { id: 3, name: 'Party Food', description: null, recipe_count: 0, preview_image_urls: [] },
];
