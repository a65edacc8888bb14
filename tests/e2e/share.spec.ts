import { expect, test } from '@playwright/test';

const CURRY = 'Chickpea & Spinach Coconut Curry';

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
