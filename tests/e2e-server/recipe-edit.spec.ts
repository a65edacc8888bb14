import { expect, test } from '@playwright/test';
import { signUpAndSave } from './cook';
import {
  createOwnRecipe,
  editRecipe,
  expectInLibrary,
  OWN_TITLE,
} from '#tests/e2e/recipe-edit-steps';

test('on the real server: an own recipe with a photo, an edited generated one, both in the library', async ({
  page,
}) => {
  // A long journey (two forms, an upload, three screens): more than the default budget.
  test.setTimeout(120_000);
  const generated = (await signUpAndSave(page, 'edit', [{ prompt: 'chickpea curry' }]))[0]!;

  await page.goto('/app/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();
  const own = await createOwnRecipe(page);

  // The photo is stored on the server and served under its key.
  const stored = await page.evaluate(async (id) => {
    const recipe = (await (await fetch(`/api/recipe/${id}/get`)).json()) as {
      image_url: string;
      nutrition_not_counted: string[];
    };
    const image = await fetch(`/api/files/serve/${recipe.image_url}`);
    return {
      key: recipe.image_url,
      status: image.status,
      notCounted: recipe.nutrition_not_counted,
    };
  }, own);
  expect(stored.key).toMatch(/^recipe\/\d+\/[0-9a-f]+\.png$/);
  expect(stored.status).toBe(200);
  expect(stored.notCounted).toEqual(["Grandma's zorblax"]);

  // A generated recipe's steps come from the worker; the form waits for them.
  await page.goto(`/app/recipe/${generated.id}`);
  await editRecipe(page, generated.title, `${generated.title}, my way`);

  await expectInLibrary(page, [OWN_TITLE, `${generated.title}, my way`]);
});
