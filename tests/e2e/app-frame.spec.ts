import { expect, test } from '@playwright/test';

test.describe('app frame', () => {
  test('the landing page renders', async ({ page }) => {
    await page.goto('/?scenario=anonymous');
    // The mock applies ?scenario= once it has started; the guest header proves it has.
    await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Sous/);
  });

  test('an anonymous visit to /app lands on /login', async ({ page }) => {
    await page.goto('/?scenario=anonymous');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path shows Recipe Not Found with its six links', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Helpful links' });
    for (const href of ['/', '/app/library', '/app', '/about', '/contact', '/privacy']) {
      await expect(nav.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });
});
