import { expect, test } from '@playwright/test';
import { shoppingJourney, shoppingRecipes } from './shopping-steps';

test('a recipe and the plan go on the shopping list, merged, pantry left out, checked off and cleared', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/?scenario=newUser');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await shoppingJourney(page, await shoppingRecipes(page));
});
