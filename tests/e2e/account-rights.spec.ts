import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startAsCook } from './cook';
import { readZip } from '#server/test/helpers/unzip.ts';

test('the account rights on the mock: data download, password, email by link, deletion', async ({
  page,
}) => {
  await startAsCook(page);
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sous-export-chef_anna-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = readZip(readFileSync((await download.path())!));
  const archive = JSON.parse(entries.at(-1)!.data.toString()) as {
    format: string;
    recipes: unknown[];
    collections: unknown[];
  };
  expect(archive.format).toBe('sous-account-archive');
  expect(archive.recipes.length).toBeGreaterThan(0);
  expect(archive.collections.length).toBeGreaterThan(0);

  // Keyboard only: the password form from its first field to its button.
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').focus();
  await page.keyboard.type('secret123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('new-secret');
  await page.keyboard.press('Tab');
  await page.keyboard.type('new-secret');
  await page.keyboard.press('Enter');
  await expect(password.getByRole('status')).toHaveText(
    'Your password has been changed. Your other devices have been signed out.',
  );

  const email = page.getByRole('region', { name: 'E-mail' });
  await email.getByLabel('New email address').fill('anna.new@example.com');
  await email.getByLabel('Current password').fill('new-secret');
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByRole('status')).toContainText('anna.new@example.com');
  // The mailed link (the mock's token for user 1).
  await page.goto('/confirm-email?token=email-change-1-1');
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your email address has been changed\./);
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(
    page
      .getByRole('region', { name: 'E-mail' })
      .getByText('Your email address is anna.new@example.com.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Delete account...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill('new-secret');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('To confirm, type your username: chef_anna').fill('chef_anna');
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your account and all of its data have been deleted.',
  );
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('status')).toHaveCount(0);

  await page.goto('/login');
  await page.getByLabel('Email or Username').fill('chef_anna');
  await page.getByLabel('Password').fill('new-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
});
