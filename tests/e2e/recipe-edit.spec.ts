import { expect, test } from '@playwright/test';
import { createOwnRecipe, editRecipe, expectInLibrary, OWN_TITLE } from './recipe-edit-steps';

test('the cook writes an own recipe, edits an existing one and sees both in the library', async ({
  page,
}) => {
  // A long journey (two forms, an upload, three screens): more than the default budget.
  test.setTimeout(120_000);
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/app/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();

  await createOwnRecipe(page);

  await page.goto('/app/recipe/14');
  await editRecipe(page, 'Lemon Drizzle Cake', 'Lemon Drizzle Cake, my way');

  await expectInLibrary(page, [OWN_TITLE, 'Lemon Drizzle Cake, my way']);
});
