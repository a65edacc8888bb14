import { expect, test } from '@playwright/test';
import { shoppingJourney, shoppingRecipes } from '#tests/e2e/shopping-steps';

test('the shopping list journey on the real server', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.evaluate(
    async (cook) => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
      const signup = await fetch('/api/auth/signup', {
        method: 'POST',
        headers: { 'X-XSRF-TOKEN': xsrf, 'Content-Type': 'application/json' },
        body: JSON.stringify(cook),
      });
      if (!signup.ok) throw new Error(`signup: ${signup.status}`);
    },
    { username: `shop_${stamp}`, email: `shop_${stamp}@example.org`, password: 'secret123' },
  );
  await shoppingJourney(page, await shoppingRecipes(page));
});
