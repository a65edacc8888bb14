import { test } from '@playwright/test';
import { shoppingJourney, shoppingRecipes } from '#tests/e2e/shopping-steps';
import { signUpAndSave } from './cook';

test('the shopping list journey on the real server', async ({ page }) => {
  test.setTimeout(90_000);
  // A new cook, empty list and pantry; the journey writes its own two recipes.
  await signUpAndSave(page, 'shop', []);
  await shoppingJourney(page, await shoppingRecipes(page));
});
