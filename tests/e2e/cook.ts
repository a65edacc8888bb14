import { expect, type Page } from '@playwright/test';

/**
 * Opens the mock app as the seeded cook (chef_anna, `?scenario=cook`): the landing page, signed in,
 * shows Dashboard in its header once the session is known.
 */
export async function startAsCook(page: Page): Promise<void> {
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
}
