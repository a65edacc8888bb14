import { expect, test } from '@playwright/test';

const stamp = Date.now().toString(36);
const COOK = {
  username: `share_${stamp}`,
  email: `share_${stamp}@example.org`,
  password: 'secret123',
};

test('a shared recipe opens for a stranger without an account, scales, and is gone after revoke', async ({
  page,
  browser,
  baseURL,
}) => {
  // Sign up and save one generated recipe through the API, in the page (the app's cookies and XSRF).
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const recipe = await page.evaluate(async (cook) => {
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
    return (await call('GET', `/recipe/${option!.id}/get`)) as {
      id: number;
      title: string;
      baseServings: number;
      ingredients: { quantity: number | null; unit: string; name: string }[];
    };
  }, COOK);

  // The owner turns sharing on in the recipe view.
  await page.goto(`/app/recipe/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await page.getByRole('button', { name: 'Share recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a public link' });
  await dialog.getByRole('button', { name: 'Create public link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Public link' });
  await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{22}$/);
  const path = new URL(await link.inputValue()).pathname;

  // A stranger: a new browser context without cookies.
  const stranger = await browser.newContext({ baseURL });
  const reader = await stranger.newPage();
  const response = await reader.goto(path);
  expect(response!.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  const first = recipe.ingredients.find((i) => i.quantity && i.quantity > 0)!;
  const line = reader.getByRole('listitem').filter({ hasText: first.name }).first();
  await expect(line).toContainText(`${first.quantity} ${first.unit}`.trim());
  await expect(reader.locator('output')).toHaveText(`${recipe.baseServings} servings`);
  // No app bundle: the page loads no script.
  expect(await reader.locator('script:not([type="application/ld+json"])').count()).toBe(0);

  // One more serving: amounts scale.
  await reader.getByRole('link', { name: 'More servings' }).click();
  const more = recipe.baseServings + 1;
  await expect(reader.locator('output')).toHaveText(`${more} servings`);
  const scaled =
    Math.round(((first.quantity! / recipe.baseServings) * more + Number.EPSILON) * 100) / 100;
  await expect(line).toContainText(`${scaled} ${first.unit}`.trim());
  expect((await stranger.cookies()).length).toBe(0);

  // The owner stops sharing: the link is a 404 for the stranger.
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Sharing stopped. The old link no longer works.',
  );
  const gone = await reader.goto(path);
  expect(gone!.status()).toBe(404);
  await expect(reader.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
  await stranger.close();
});
