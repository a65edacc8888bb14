import { expect, test } from '@playwright/test';
import { signUpAndSave } from './cook';

test('a shared recipe opens for a stranger without an account, scales, and is gone after revoke', async ({
  page,
  browser,
  baseURL,
}) => {
  const recipe = (await signUpAndSave(page, 'share', [{ prompt: 'chickpea curry' }]))[0]!;

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

test("a cook who chose Deutsch shares a German page; an unknown link answers in the visitor's language", async ({
  page,
  browser,
  baseURL,
}) => {
  const recipe = (await signUpAndSave(page, 'teilen', [{ prompt: 'Kichererbsen-Curry' }]))[0]!;
  const path = await page.evaluate(async (id) => {
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
    const headers = { 'X-XSRF-TOKEN': xsrf };
    const me = (await (await fetch('/api/users/me')).json()) as { id: number };
    await fetch(`/api/users/${me.id}`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'de' }),
    });
    const share = await fetch(`/api/recipe/${id}/share`, { method: 'POST', headers });
    const body = (await share.json()) as { url?: string };
    if (!body.url) throw new Error(`share: ${share.status} ${JSON.stringify(body)}`);
    return new URL(body.url).pathname;
  }, recipe.id);

  const stranger = await browser.newContext({ baseURL });
  const reader = await stranger.newPage();
  await reader.goto(path);
  await expect(reader.locator('html')).toHaveAttribute('lang', 'de');
  await expect(reader.getByRole('heading', { level: 2, name: 'Zutaten' })).toBeVisible();
  await expect(reader.locator('output')).toHaveText(`${recipe.baseServings} Portionen`);
  await reader.getByRole('link', { name: 'Mehr Portionen' }).click();
  await expect(reader.locator('output')).toHaveText(`${recipe.baseServings + 1} Portionen`);
  await stranger.close();

  const german = await browser.newContext({ baseURL, locale: 'de-DE' });
  const visitor = await german.newPage();
  const missing = await visitor.goto('/s/AAAAAAAAAAAAAAAAAAAAAA');
  expect(missing!.status()).toBe(404);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Rezept nicht gefunden' }),
  ).toBeVisible();
  await german.close();
});
