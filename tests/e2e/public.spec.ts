import { expect, test } from '@playwright/test';

test.describe('public pages', () => {
  test.beforeEach(async ({ page }) => {
    // The mock boots asynchronously: wait for the guest header before leaving the page.
    await page.goto('/?scenario=anonymous');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('the landing header scrolls to its sections and offers sign-in to guests', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    for (const [name, id] of [
      ['Features', 'features'],
      ['How It Works', 'how-it-works'],
      ['Recipes', 'recipes'],
    ] as const) {
      await header.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await header.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { name: 'About Sous', level: 1 })).toBeVisible();
  });

  test('the footer has its three columns, safe social links and 2025', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    for (const column of ['Product', 'Company', 'Connect']) {
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    }
    for (const name of ['Instagram', 'TikTok', 'Pinterest']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer).toContainText('2025');
  });

  test('a signed-in visitor sees Dashboard in the header', async ({ page }) => {
    await page.goto('/?scenario=cook');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('the contact form "sends" after 1.5 s without calling the server', async ({ page }) => {
    await page.goto('/contact');
    // The session check every page makes on start (/users/me, then one refresh) is not the form's.
    await page.waitForLoadState('networkidle');
    const apiCalls: string[] = [];
    await page.getByLabel('Name', { exact: true }).fill('Sam Cook');
    await page.getByLabel('Email', { exact: true }).fill('sam@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Hello');
    await page.getByLabel('Message', { exact: true }).fill('Could Sous suggest desserts too?');
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(
      page.getByText("Message Sent! We'll get back to you as soon as possible."),
    ).toBeVisible();
    expect(apiCalls).toEqual([]);
  });

  test('the privacy page states its facts', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText('Last updated: October 17, 2025')).toBeVisible();
    await expect(page.getByText(/United States/)).toBeVisible();
    await expect(page.getByText(/not for children under 13/)).toBeVisible();
  });
});
