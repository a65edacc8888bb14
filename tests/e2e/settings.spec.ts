import { expect, test } from '@playwright/test';
import { startAsCook } from './cook';

test.describe('profile settings', () => {
  test('renaming the user updates the profile and the user menu, and survives a reload', async ({
    page,
  }) => {
    await startAsCook(page);
    await page.goto('/app/settings');
    const username = page.getByLabel('Username');
    await expect(username).toHaveValue('chef_anna');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeDisabled();
    await username.fill('anna_cooks');
    await save.click();
    await expect(page.getByRole('status')).toHaveText('Profile updated successfully!');
    await expect(page.getByRole('button', { name: /^User menu for anna_cooks/ })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Username')).toHaveValue('anna_cooks');
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Welcome back, anna_cooks!' })).toBeVisible();
  });

  test('saving without a change says so', async ({ page }) => {
    await startAsCook(page);
    await page.goto('/app/settings');
    await page.getByLabel('Username').fill('chef_anna ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('form', { name: 'Profile' }).getByRole('status')).toHaveText(
      'No changes to save',
    );
  });
});
