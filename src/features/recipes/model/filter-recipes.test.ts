import { describe, expect, it } from 'vitest';
import type { Recipe } from '#src/api/types';
import {
  activeFilterCount,
  filterRecipes,
  NO_FILTERS,
  newestRecipes,
  recentRecipes,
} from './filter-recipes';

const recipe = (overrides: Partial<Recipe>): Recipe => ({
  id: 1,
  title: 'Recipe',
  description: '',
  image_url: null,
  allergens: [],
  total_time_minutes: 30,
  difficulty: 'medium',
  food_category: 'vegan',
  created_at: '2025-10-01T00:00:00Z',
  rating: null,
  note: null,
  ...overrides,
});

const recipes = [
  recipe({
    id: 1,
    title: 'Miso Glazed Salmon',
    description: 'Sweet miso glaze',
    difficulty: 'easy',
    food_category: 'fish',
    total_time_minutes: 25,
  }),
  recipe({
    id: 2,
    title: 'Beef Bourguignon',
    description: 'Braised in RED wine',
    difficulty: 'hard',
    food_category: 'beef',
    total_time_minutes: 180,
  }),
  recipe({
    id: 3,
    title: 'Shakshuka',
    description: 'Eggs in tomato sauce',
    difficulty: 'easy',
    food_category: 'vegetarian',
    total_time_minutes: null,
  }),
];

describe('filterRecipes', () => {
  it('searches title and description case-insensitively', () => {
    expect(filterRecipes(recipes, { ...NO_FILTERS, query: 'SALMON' }).map((r) => r.id)).toEqual([
      1,
    ]);
    expect(filterRecipes(recipes, { ...NO_FILTERS, query: 'red wine' }).map((r) => r.id)).toEqual([
      2,
    ]);
    expect(filterRecipes(recipes, { ...NO_FILTERS, query: '  ' })).toHaveLength(3);
    expect(filterRecipes(recipes, { ...NO_FILTERS, query: 'pizza' })).toEqual([]);
  });

  it('filters by difficulty, category and maximum total time together', () => {
    expect(filterRecipes(recipes, { ...NO_FILTERS, difficulty: 'easy' }).map((r) => r.id)).toEqual([
      1, 3,
    ]);
    expect(filterRecipes(recipes, { ...NO_FILTERS, category: 'beef' }).map((r) => r.id)).toEqual([
      2,
    ]);
    expect(filterRecipes(recipes, { ...NO_FILTERS, maxMinutes: 30 }).map((r) => r.id)).toEqual([1]);
    expect(
      filterRecipes(recipes, { ...NO_FILTERS, difficulty: 'easy', category: 'vegetarian' }).map(
        (r) => r.id,
      ),
    ).toEqual([3]);
  });

  it('counts the set filters, not the search', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ query: 'x', difficulty: 'hard', category: '', maxMinutes: 60 }),
    ).toBe(2);
  });
});

describe('newestRecipes', () => {
  it('keeps the 6 newest by created_at', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      recipe({ id: i + 1, created_at: `2025-10-0${i + 1}T00:00:00Z` }),
    );
    expect(newestRecipes(many).map((r) => r.id)).toEqual([8, 7, 6, 5, 4, 3]);
  });
});

describe('recentRecipes', () => {
  const many = Array.from({ length: 8 }, (_, i) =>
    recipe({ id: i + 1, created_at: `2025-10-0${i + 1}T00:00:00Z` }),
  );

  it('is the 6 newest without highlights', () => {
    expect(recentRecipes(many).map((r) => r.id)).toEqual([8, 7, 6, 5, 4, 3]);
  });

  it('always shows the highlighted recipes, filling up with the newest', () => {
    expect(recentRecipes(many, [1, 2]).map((r) => r.id)).toEqual([8, 7, 6, 5, 2, 1]);
    expect(recentRecipes(many, [8, 99]).map((r) => r.id)).toEqual([8, 7, 6, 5, 4, 3]);
  });
});
