import { expect, test } from '@playwright/test';

/** A recipe as a cook copies it from a message or a note: no JSON, a typo in one line. */
export const RECIPE_TEXT = [
  'Chili Lentil Soup',
  'Serves 2',
  '',
  'Ingredients',
  '200 g red lentils',
  '1/4 tsp chili flakes',
  '½ onion',
  '1 tbs olive oil',
  '',
  'Method',
  '1. Chop the onion and fry it in the oil for 5 minutes.',
  '2. Add the lentils and chili flakes, cover with water and simmer for 20 minutes.',
].join('\n');

test('the cook pastes a recipe as text, corrects the preview and saves it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/app/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();

  await page.getByRole('button', { name: 'Import recipes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import recipes' });
  await expect(dialog.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
  const box = dialog.getByRole('textbox', { name: 'Recipe text' });

  // Nothing pasted, then text without steps: the reason, and nothing is saved.
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Paste a recipe's text first.");
  await box.fill('Chili Lentil Soup\nIngredients\n200 g red lentils');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'No steps were found. Write the steps below the ingredients, numbered or one per line.',
  );

  await box.fill(RECIPE_TEXT);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/recipe\/new$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check the imported recipe' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Sous read this recipe from your text. Correct anything it got wrong, then save.',
    ),
  ).toBeVisible();

  // The preview: what Sous read, field by field.
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Chili Lentil Soup');
  await expect(page.getByRole('textbox', { name: 'Servings' })).toHaveValue('2');
  const row = (n: number, field: 'Amount' | 'Unit' | 'Ingredient') =>
    page.getByRole('textbox', { name: `${field} (Ingredient ${n})` });
  await expect(row(2, 'Amount')).toHaveValue('0.25');
  await expect(row(2, 'Unit')).toHaveValue('tsp');
  await expect(row(2, 'Ingredient')).toHaveValue('chili flakes');
  await expect(row(3, 'Amount')).toHaveValue('0.5');
  await expect(row(3, 'Ingredient')).toHaveValue('onion');
  await expect(page.getByRole('textbox', { name: 'Step 2' })).toHaveValue(
    'Add the lentils and chili flakes, cover with water and simmer for 20 minutes.',
  );
  await expect(page.getByRole('textbox', { name: 'Timer (minutes)' }).nth(1)).toHaveValue('20');

  // The cook fixes a line: "red lentils" become "yellow split peas", 250 g.
  await row(1, 'Amount').fill('250');
  await row(1, 'Ingredient').fill('yellow split peas');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/recipe\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chili Lentil Soup' })).toBeVisible();
  const recipe = page.getByRole('region', { name: 'Recipe' });
  const lines = await recipe.getByRole('listitem').allTextContents();
  expect(lines.some((t) => /250\s*g\s*yellow split peas/.test(t))).toBe(true);
  expect(lines.some((t) => /1\/4|0\.25/.test(t) && t.includes('chili flakes'))).toBe(true);
  expect(lines.some((t) => t.includes('red lentils'))).toBe(false);
  const instructions = page.getByRole('region', { name: 'Cooking instructions' });
  await expect(
    instructions
      .getByText('Add the lentils and chili flakes, cover with water and simmer for 20 minutes.')
      .first(),
  ).toBeVisible();

  // Back does not lead to the preview again (the recipe is saved once).
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/library$/);
  await expect(
    page.getByRole('region', { name: 'Alle Rezepte' }).getByRole('link', {
      name: /Chili Lentil Soup/,
    }),
  ).toHaveCount(1);
});
