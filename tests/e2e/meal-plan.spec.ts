import { expect, test } from '@playwright/test';
import { calendarFeedJourney, mealPlanJourney, planFromOptionsJourney } from './meal-plan-steps';

test('plan a saved recipe from its view, move it by keyboard, add leftovers, cook and remove', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await mealPlanJourney(page, { id: 9, title: 'Mushroom Risotto' });
});

test('plan an option straight from the generation wizard: it is saved and stays planned', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await planFromOptionsJourney(page);
});

test('an entry moves to another meal by drag', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // From the app, the sidebar leads to the plan.
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Meal Plan' })
    .click();
  await expect(page).toHaveURL(/\/app\/plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meal plan' })).toBeVisible();
  await page.goto('/app/plan?week=2031-12-02');
  await page.getByRole('button', { name: 'Add to Lunch on Monday, December 1' }).click();
  const add = page.getByRole('dialog', { name: 'Add to plan' });
  await add.getByRole('radio', { name: 'Note' }).check();
  await add.getByRole('textbox', { name: 'Note' }).fill('eating out');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  const from = page.getByRole('group', { name: 'Lunch, Monday, December 1' });
  const to = page.getByRole('group', { name: 'Dinner, Friday, December 5' });
  await from.getByRole('listitem').dragTo(to);
  await expect(to.getByText('eating out')).toBeVisible();
  await expect(from.getByRole('listitem')).toHaveCount(0);
});

test('the plan in a phone calendar: create the private address, read the feed, turn it off', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/?scenario=newUser');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // The mock's addresses use a stand-in origin; the feed is read through the page as a calendar
  // app would read it (no session needed: the mock's feed answers by token only).
  await calendarFeedJourney(page, (url) =>
    page.evaluate(async (path) => {
      const answer = await fetch(path, { credentials: 'omit' });
      return { status: answer.status, text: await answer.text() };
    }, new URL(url).pathname),
  );
});
