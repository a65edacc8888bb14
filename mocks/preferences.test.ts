/** The standing preferences' rules (contract/preferences.ts) and the mock's endpoints (server: server/test/preferences.test.ts). */
import { describe, expect, it } from 'vitest';
import { api, unwrap } from '#src/api/client';
import { normalisePreferences, preferenceConflicts } from '#contract/preferences';

describe('normalisePreferences', () => {
  it('trims dislikes and orders allergens and diets as their enums', () => {
    expect(
      normalisePreferences({
        allergens: ['sesame', 'gluten'],
        diets: ['lower-sugar', 'vegan'],
        dislikes: [' Pilze ', 'coriander'],
      }),
    ).toEqual({
      ok: true,
      value: {
        allergens: ['gluten', 'sesame'],
        diets: ['vegan', 'lower-sugar'],
        dislikes: ['Pilze', 'coriander'],
      },
    });
  });

  it('names a blank and a repeated dislike (ignoring case) by index', () => {
    expect(
      normalisePreferences({ allergens: [], diets: [], dislikes: ['Olives', ' ', 'olives'] }),
    ).toEqual({
      ok: false,
      issues: [
        {
          loc: ['body', 'dislikes', 1],
          msg: 'String should have at least 1 character',
          type: 'string_too_short',
        },
        {
          loc: ['body', 'dislikes', 2],
          msg: 'This food is already in your dislikes',
          type: 'dislike_duplicate',
        },
      ],
    });
  });
});

describe('preferenceConflicts', () => {
  const satay = {
    title: 'Chicken Satay',
    allergens: ['peanut', 'soy'] as const,
    food_category: 'chicken' as const,
    ingredients: [{ name: 'chicken breast' }, { name: 'peanut butter' }, { name: 'soy sauce' }],
  };

  it('names the avoided allergens, the diets the category rules out and the dislikes named', () => {
    expect(
      preferenceConflicts(
        { ...satay, allergens: [...satay.allergens] },
        {
          allergens: ['milk', 'peanut'],
          diets: ['vegetarian', 'halal', 'low-fodmap'],
          dislikes: ['Soy sauce', 'soy', 'sauce pan', 'ken'],
        },
      ),
    ).toEqual({
      allergens: ['peanut'],
      diets: ['vegetarian'],
      dislikes: ['Soy sauce', 'soy'],
    });
  });

  it('is null for a recipe that fits, and halal only rules out pork', () => {
    const fits = { allergens: [], diets: ['halal' as const], dislikes: ['olives'] };
    expect(preferenceConflicts({ ...satay, allergens: [] }, fits)).toBeNull();
    expect(preferenceConflicts({ ...satay, allergens: [], food_category: 'pork' }, fits)).toEqual({
      allergens: [],
      diets: ['halal'],
      dislikes: [],
    });
  });
});

describe('standing preferences (mock)', () => {
  it('starts empty, stores what it is given (normalised) and refuses duplicates', async () => {
    expect(await unwrap(api.GET('/users/me/preferences'))).toEqual({
      allergens: [],
      diets: [],
      dislikes: [],
    });
    const saved = await unwrap(
      api.PUT('/users/me/preferences', {
        body: { allergens: ['tree-nut', 'peanut'], diets: ['halal'], dislikes: [' pork '] },
      }),
    );
    expect(saved).toEqual({
      allergens: ['peanut', 'tree-nut'],
      diets: ['halal'],
      dislikes: ['pork'],
    });
    expect(await unwrap(api.GET('/users/me/preferences'))).toEqual(saved);
    const { response, error } = await api.PUT('/users/me/preferences', {
      body: { allergens: [], diets: [], dislikes: ['Pork', 'pork'] },
    });
    expect(response.status).toBe(422);
    expect(error?.detail).toEqual([
      {
        loc: ['body', 'dislikes', 1],
        msg: 'This food is already in your dislikes',
        type: 'dislike_duplicate',
      },
    ]);
  });

  it('refuses a diet outside the enum', async () => {
    const { response } = await api.PUT('/users/me/preferences', {
      body: { allergens: [], diets: ['keto' as 'vegan'], dislikes: [] },
    });
    expect(response.status).toBe(422);
  });
});

describe('import warnings (mock)', () => {
  const satay = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Chicken Satay',
    recipeYield: '4',
    recipeIngredient: ['500 g chicken breast', '100 g peanut butter', '2 tbsp soy sauce'],
    recipeInstructions: 'Grill the chicken for 10 minutes.',
  };

  it('names the imported recipes that conflict with the preferences, as the server does', async () => {
    const before = await unwrap(
      api.POST('/recipe/import', { body: { jsonld: JSON.stringify(satay) } }),
    );
    expect(before.warnings).toEqual([]);
    await unwrap(
      api.PUT('/users/me/preferences', {
        body: { allergens: ['peanut', 'sesame'], diets: ['vegetarian'], dislikes: ['Soy sauce'] },
      }),
    );
    const after = await unwrap(
      api.POST('/recipe/import', { body: { jsonld: JSON.stringify(satay) } }),
    );
    expect(after.warnings).toEqual([
      {
        recipe_id: after.recipes[0]!.id,
        allergens: ['peanut'],
        diets: ['vegetarian'],
        dislikes: ['Soy sauce'],
      },
    ]);
  });
});
