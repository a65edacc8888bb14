import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 30 item 3 on the mock backend: chef_anna invites other_cook to her household from the
 * shopping list; other_cook signs in on the same browser, answers the invitation and sees Anna's
 * list and plan; then leaves and has their own list back.
 */
async function switchTo(page: Page, from: string, username: string, password: string) {
  await page.getByRole('button', { name: new RegExp(`^User menu for ${from}`) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
}

test('invite by username, accept, share the list and plan, leave', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/app/shopping?scenario=cook');
  const flour = page.getByRole('checkbox', { name: '500 g plain flour' });
  await expect(flour).toBeVisible();

  await page.getByRole('button', { name: 'Household' }).click();
  const dialog = page.getByRole('dialog', { name: 'Household' });
  await expect(dialog.getByText('Nobody else yet.')).toBeVisible();
  await dialog.getByLabel('Invite by username').fill('nobody_here');
  await dialog.getByLabel('Invite by username').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('No Sous user has this username');
  await dialog.getByLabel('Invite by username').fill('other_cook');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(
    dialog.getByText('other_cook is invited. They accept it under Household.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Household' })).toBeFocused();

  await switchTo(page, 'chef_anna', 'other_cook', 'secret456');
  await page.goto('/app/shopping');
  await expect(page.getByText('Your shopping list is empty')).toBeVisible();
  await expect(page.getByText('1 household invitation is waiting for your answer.')).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(
    dialog.getByText("You now share chef_anna's meal plan and shopping list."),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText("chef_anna's plan and list, shared with you")).toBeVisible();
  await expect(flour).toBeVisible();
  await page.getByRole('checkbox', { name: '300 g butter' }).check();

  // The plan is Anna's too: her recipes say whose they are and open read-only, through the plan.
  await page.getByRole('link', { name: 'Meal plan' }).first().click();
  await expect(page.getByText("chef_anna's plan and list, shared with you")).toBeVisible();
  const annas = page.locator('li[data-entry-id]').filter({ hasText: "chef_anna's recipe" }).first();
  const planned = annas.getByRole('link');
  const title = (await planned.textContent())!;
  await planned.click();
  await expect(page).toHaveURL(/\/app\/plan\/\d+\/recipe$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByText("chef_anna's recipe, in your household's plan. Only chef_anna can change it."),
  ).toBeVisible();
  const instructions = page.getByRole('region', { name: 'Cooking instructions' });
  await expect(instructions.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share recipe' })).toHaveCount(0);
  // A timer started here lives on in the app's indicator and leads back through the plan.
  const start = instructions.getByRole('button', { name: /^Start timer: / }).first();
  const stepName = ((await start.getAttribute('aria-label')) ?? '').replace('Start timer: ', '');
  await start.click();
  await page.goBack();
  const pill = page.getByRole('region', { name: 'Running timers' }).getByRole('link', {
    name: new RegExp(`Back to step \\d+: ${stepName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
  await pill.click();
  await expect(page).toHaveURL(/\/app\/plan\/\d+\/recipe\?step=\d+$/);
  await instructions.getByRole('button', { name: `Pause timer: ${stepName}` }).click();
  await expect(
    instructions.getByRole('button', { name: `Resume timer: ${stepName}` }),
  ).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Household' }).click();
  await dialog.getByRole('button', { name: 'Leave household' }).click();
  await expect(
    dialog.getByText('You left the household. Your own plan and list are back.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/shared with you/)).toHaveCount(0);
  // Out of the household, Anna's recipe is hers alone again.
  await page.goForward();
  await expect(page.getByText('This recipe is no longer in your plan.')).toBeVisible();

  // Back as Anna: Ben's tick is on her list.
  await switchTo(page, 'other_cook', 'chef_anna', 'secret123');
  await page.goto('/app/shopping');
  await expect(page.getByRole('checkbox', { name: '300 g butter' })).toBeChecked();
});
