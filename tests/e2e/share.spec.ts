import { expect, test } from '@playwright/test';

const CURRY = 'Chickpea and Spinach Curry';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the cook turns a public link on, copies it and stops sharing', async ({ page }) => {
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/app/recipe/1');
  await expect(page.getByRole('heading', { level: 1, name: CURRY })).toBeVisible();

  await page.getByRole('button', { name: 'Share recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a public link' });
  await expect(dialog.getByText(/Anyone with the link can read this recipe/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create public link' }).click();

  const link = dialog.getByRole('textbox', { name: 'Public link' });
  await expect(link).toHaveValue(/^https:\/\/sous\.example\/s\/[A-Za-z0-9_-]{22}$/);
  const url = await link.inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // Closing and opening again shows the same link: it is the recipe's until revoked.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Share recipe' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Public link' })).toHaveValue(url);

  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Sharing stopped. The old link no longer works.',
  );
  await expect(dialog.getByRole('textbox', { name: 'Public link' })).toHaveCount(0);

  // Sharing again gives a new link.
  await dialog.getByRole('button', { name: 'Create public link' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Public link' })).not.toHaveValue(url);
  await expect(dialog.getByRole('textbox', { name: 'Public link' })).toHaveValue(/\/s\//);
});

const OTHERS_GOULASH = 'OtherCooksChiliShare01';

test("a visitor saves another cook's shared recipe to their Sous; their own share is already theirs", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Signed out: the share page's "Sign in to save" leads here, to the sign-in and back.
  await page.goto('/?scenario=anonymous');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto(`/app/shared/${OTHERS_GOULASH}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email or Username').fill('chef_anna');
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/shared/${OTHERS_GOULASH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Save to my Sous' })).toBeVisible();

  // Nothing is saved until the button is pressed.
  await page.getByRole('button', { name: 'Save to my Sous' }).click();
  await expect(page.getByRole('status')).toHaveText(
    '“Hungarian Goulash Soup (Gulyás)” is in your library now.',
  );
  await page.getByRole('link', { name: 'Open recipe' }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/\d+$/);
  expect(page.url()).not.toMatch(/\/app\/recipe\/15$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hungarian Goulash Soup (Gulyás)' }),
  ).toBeVisible();
  await expect(page.getByText('caraway seeds, crushed', { exact: true })).toBeVisible();

  // The cook's own recipe, shared: saving it says it is already theirs.
  await page.goto('/app/recipe/1');
  await expect(page.getByRole('heading', { level: 1, name: CURRY })).toBeVisible();
  await page.getByRole('button', { name: 'Share recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a public link' });
  await dialog.getByRole('button', { name: 'Create public link' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Public link' }).inputValue();
  const token = new URL(url).pathname.slice('/s/'.length);
  await page.goto(`/app/shared/${token}`);
  await page.getByRole('button', { name: 'Save to my Sous' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `“${CURRY}” is already yours: it is in your library.`,
  );
  await expect(page.getByRole('link', { name: 'Open recipe' })).toHaveAttribute(
    'href',
    '/app/recipe/1',
  );

  // An unknown or revoked link: the reason, and nothing is saved.
  await page.goto('/app/shared/AAAAAAAAAAAAAAAAAAAAAA');
  await page.getByRole('button', { name: 'Save to my Sous' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link does not lead to a shared recipe (any more). The owner may have stopped sharing it.',
  );
});
