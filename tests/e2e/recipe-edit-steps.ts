/**
 * The recipe form journey's steps, shared by the mock journey (tests/e2e/recipe-edit.spec.ts) and
 * the real server's (tests/e2e-server/recipe-edit.spec.ts): the same clicks, the same texts.
 */
import { expect, type Page } from '@playwright/test';

/** A 1x1 PNG: a real image for the upload (the server sniffs the bytes). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const OWN_TITLE = "Grandma's Lentil Soup";
export const UNKNOWN = "Grandma's zorblax";

/** From the library: "New recipe", a failed first save, then a whole recipe with a photo; ends on its view. */
export async function createOwnRecipe(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'New recipe' }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New recipe' })).toBeVisible();

  // Saving the blank form names the problems and puts the focus on the first one.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the marked fields.');
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(page.getByText('Enter a title.')).toBeVisible();
  await expect(page.getByText('Name the ingredient.')).toBeVisible();
  await expect(page.getByText('Describe the step.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(OWN_TITLE);
  await page.getByRole('textbox', { name: 'Description' }).fill('Red lentils and carrots.');
  await page.getByRole('textbox', { name: 'Servings' }).fill('2');
  await page.getByRole('textbox', { name: 'Total time (minutes)' }).fill('40');

  await page.getByRole('textbox', { name: 'Amount (Ingredient 1)' }).fill('250');
  await page.getByRole('textbox', { name: 'Unit (Ingredient 1)' }).fill('g');
  await page.getByRole('textbox', { name: 'Ingredient (Ingredient 1)' }).fill('red lentils');
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await page.getByRole('textbox', { name: 'Amount (Ingredient 2)' }).fill('1');
  await page.getByRole('textbox', { name: 'Unit (Ingredient 2)' }).fill('tbsp');
  await page.getByRole('textbox', { name: 'Ingredient (Ingredient 2)' }).fill(UNKNOWN);
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await page.getByRole('textbox', { name: 'Amount (Ingredient 3)' }).fill('2');
  await page.getByRole('textbox', { name: 'Ingredient (Ingredient 3)' }).fill('carrots');
  // Carrots before the unknown one.
  await page.getByRole('button', { name: 'Move ingredient 3 up' }).click();
  await expect(page.getByRole('textbox', { name: 'Ingredient (Ingredient 2)' })).toHaveValue(
    'carrots',
  );

  await page.getByRole('textbox', { name: 'Step 1' }).fill('Chop the carrots.');
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('textbox', { name: 'Step 2' }).fill('Simmer everything for 20 minutes.');
  await page.getByRole('textbox', { name: 'Timer (minutes)' }).nth(1).fill('20');

  await page.getByTestId('recipe-image-input').setInputFiles({
    name: 'soup.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'Photo of the recipe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace photo' })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: OWN_TITLE })).toBeVisible();
  const id = Number(/\/app\/recipe\/(\d+)$/.exec(page.url())![1]);

  const recipe = page.getByRole('region', { name: 'Recipe' });
  await expect(recipe.getByText('Red lentils and carrots.')).toBeVisible();
  await expect(recipe.getByRole('img', { name: OWN_TITLE })).toBeVisible();
  const names = await recipe.getByRole('listitem').allTextContents();
  expect(names.findIndex((t) => t.includes('carrots'))).toBeLessThan(
    names.findIndex((t) => t.includes(UNKNOWN)),
  );
  await recipe.getByRole('tab', { name: 'Nutrition' }).click();
  await expect(recipe.getByText(`Not counted: ${UNKNOWN}`)).toBeVisible();
  // The steps are the recipe's instructions, the timer included.
  const instructions = page.getByRole('region', { name: 'Cooking instructions' });
  await expect(instructions.getByText('Simmer everything for 20 minutes.').first()).toBeVisible();
  return id;
}

/** From a recipe's view: "Edit recipe" in its menu, the unsaved-changes guard, then a new title. */
export async function editRecipe(page: Page, title: string, newTitle: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: `Weitere Aktionen für ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit recipe' }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit recipe' })).toBeVisible();
  const titleBox = page.getByRole('textbox', { name: 'Title' });
  await expect(titleBox).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Step 1' })).not.toHaveValue('');

  await titleBox.fill(newTitle);
  // Leaving asks first; staying keeps the change.
  await page.getByRole('link', { name: 'Back' }).click();
  const guard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(guard).toHaveCount(0);
  await expect(titleBox).toHaveValue(newTitle);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
}

/** The library's newest cards show the titles (the list was refetched after the saves). */
export async function expectInLibrary(page: Page, titles: string[]): Promise<void> {
  await page.getByRole('link', { name: 'Recipe Library' }).first().click();
  await expect(page).toHaveURL(/\/app\/library$/);
  for (const title of titles)
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
}
