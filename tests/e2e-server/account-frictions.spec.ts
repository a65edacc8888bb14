import { expect, test } from '@playwright/test';
import { signUpAndSave } from './cook';

// Issue 29's server changes, against the real server: usernames in any script, the reset link
// checked when the page opens, and "Save to my Sous" from another cook's share page.

test('signs up as Jürgen and signs in as JÜRGEN on the real server', async ({ page }) => {
  const name = `Jürgen_${Date.now().toString(36)}`;
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Username', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill(`${name.slice(7)}@example.org`);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel('Confirm Password').fill('secret123');
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).click();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${name}!` })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(name.toUpperCase());
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${name}!` })).toBeVisible();
});

test('an unknown reset link says so when the page opens, before anything is typed', async ({
  page,
}) => {
  await page.goto('/reset-password?token=NoSuchResetTokenOnThisServer0000000000001');
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("a cook saves another cook's shared recipe into their own library", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const recipe = (await signUpAndSave(page, 'owner', [{ prompt: 'chickpea curry' }]))[0]!;
  await page.goto(`/app/recipe/${recipe.id}`);
  await page.getByRole('button', { name: 'Share recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a public link' });
  await dialog.getByRole('button', { name: 'Create public link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Public link' });
  await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{22}$/);
  const token = new URL(await link.inputValue()).pathname.slice('/s/'.length);

  const visitor = await browser.newContext({ baseURL });
  const other = await visitor.newPage();
  await signUpAndSave(other, 'visitor', []);
  await other.goto(`/app/shared/${token}`);
  await other.getByRole('button', { name: 'Save to my Sous' }).click();
  await expect(other.getByRole('status')).toHaveText(`“${recipe.title}” is in your library now.`);
  await other.getByRole('link', { name: 'Open recipe' }).click();
  await expect(other).toHaveURL(/\/app\/recipe\/\d+$/);
  expect(other.url()).not.toMatch(new RegExp(`/app/recipe/${recipe.id}$`));
  await expect(other.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await visitor.close();
});
