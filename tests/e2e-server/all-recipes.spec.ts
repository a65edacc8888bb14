import { expect, test } from '@playwright/test';
import { signUpAndSave } from './cook';

test('Alle Rezepte on the real server: the search finds a recipe by an ingredient name', async ({
  page,
}) => {
  const saved = (
    await signUpAndSave(
      page,
      'lib',
      [
        { prompt: 'A cosy tomato pasta', ingredients: 'spaghetti, tomatoes, garlic, basil' },
        { prompt: 'A quick fish supper', ingredients: 'salmon, dill, potatoes, lemon' },
      ],
      { every: true },
    )
  ).map((recipe) => ({
    id: recipe.id,
    title: recipe.title,
    description: recipe.description ?? '',
    ingredients: recipe.ingredients.map((i) => i.name),
  }));
  expect(saved.length).toBeGreaterThanOrEqual(4);

  // An ingredient word found in some recipes' ingredients but in no title or description: only
  // the ingredient search can find it.
  const words = [
    ...new Set(saved.flatMap((r) => r.ingredients.join(' ').toLowerCase().split(/\W+/))),
  ]
    .filter((word) => word.length >= 4)
    .filter((word) =>
      saved.every((r) => !`${r.title} ${r.description}`.toLowerCase().includes(word)),
    );
  const word = words.find((w) => {
    const hits = saved.filter((r) => r.ingredients.some((i) => i.toLowerCase().includes(w)));
    return hits.length >= 1 && hits.length < saved.length;
  });
  expect(word, `an ingredient-only word among ${JSON.stringify(saved)}`).toBeDefined();
  const expected = saved
    .filter((r) => r.ingredients.some((i) => i.toLowerCase().includes(word!)))
    .map((r) => r.title)
    .sort();

  await page.goto('/app/library');
  const section = page.getByRole('region', { name: 'Alle Rezepte' });
  await expect(section.getByRole('article')).toHaveCount(saved.length);
  await section
    .getByRole('searchbox', { name: 'Rezepte durchsuchen...' })
    .fill(word!.toUpperCase());
  await expect(section.getByRole('article')).toHaveCount(expected.length);
  const titles = await section.getByRole('article').getByRole('heading').allTextContents();
  expect(titles.sort()).toEqual(expected);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word!.toUpperCase()}`));
});
