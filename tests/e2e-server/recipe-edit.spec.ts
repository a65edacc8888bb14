import { expect, test } from '@playwright/test';
import { createOwnRecipe, editRecipe, expectInLibrary, OWN_TITLE } from '../e2e/recipe-edit-steps';

const stamp = Date.now().toString(36);
const COOK = {
  username: `edit_${stamp}`,
  email: `edit_${stamp}@example.org`,
  password: 'secret123',
};

test('on the real server: an own recipe with a photo, an edited generated one, both in the library', async ({
  page,
}) => {
  // A long journey (two forms, an upload, three screens): more than the default budget.
  test.setTimeout(120_000);
  // Sign up and save one generated recipe through the API, in the page (the app's cookies and XSRF).
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const generated = await page.evaluate(async (cook) => {
    const xsrf = () => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          'X-XSRF-TOKEN': xsrf(),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return response.json();
    };
    await call('POST', '/auth/signup', cook);
    const { preparing_session_id: session } = await call('POST', '/preparing/generate', {
      prompt: 'chickpea curry',
    });
    const [option] = (await call('GET', `/preparing/${session}/get_options`)) as { id: number }[];
    await call('POST', `/recipe/${option!.id}/save`);
    return (await call('GET', `/recipe/${option!.id}/get`)) as { id: number; title: string };
  }, COOK);

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
