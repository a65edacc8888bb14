/**
 * The shopping list journey (issue 30 item 2), shared by the mock (tests/e2e/shopping.spec.ts) and
 * the real server (tests/e2e-server/shopping.spec.ts), for a cook with an empty list and pantry:
 * salt becomes a pantry staple; "Sunday Bread" goes on the list from its recipe view (salt left
 * out), "Apple Pie" from the plan's week; the flour merges across units (200 g + 0.5 kg = 700 g)
 * with both recipes named; it is checked off, kept over a reload and cleared; "2 lemons" is typed.
 */
import { expect, type Page } from '@playwright/test';

/** Plan day of the journey: a week far ahead keeps it clear of anything else. */
export const PLAN_DAY = '2031-12-02';

/**
 * Writes the journey's two recipes for the signed-in cook through the API (in the page, so its
 * cookies and XSRF token are the app's), and plans the pie for PLAN_DAY's dinner.
 */
export async function shoppingRecipes(page: Page) {
  return page.evaluate(async (day) => {
    const xsrf = () => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
    const call = async (path: string, body: unknown) => {
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'X-XSRF-TOKEN': xsrf(), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return (await response.json()) as { id: number };
    };
    const recipe = (title: string, servings: number, ingredients: unknown[]) =>
      call('/recipe/create', {
        title,
        description: '',
        servings,
        total_time_minutes: 60,
        difficulty: 'easy',
        image_url: null,
        ingredients,
        steps: [{ text: 'Mix, rest and bake.', timer: null }],
      });
    const bread = await recipe('Sunday Bread', 2, [
      { quantity: 200, unit: 'g', name: 'flour' },
      { quantity: 1, unit: 'tsp', name: 'salt' },
      { quantity: 150, unit: 'ml', name: 'water' },
    ]);
    const pie = await recipe('Apple Pie', 4, [
      { quantity: 0.5, unit: 'kg', name: 'plain flour' },
      { quantity: 100, unit: 'g', name: 'butter' },
      { quantity: 3, unit: '', name: 'apples, peeled and sliced' },
    ]);
    await call('/plan', { date: day, slot: 'dinner', recipe_id: pie.id, servings: 4 });
    return { bread: bread.id, pie: pie.id };
  }, PLAN_DAY);
}

export async function shoppingJourney(page: Page, ids: { bread: number; pie: number }) {
  // The sidebar leads to the list; it starts empty.
  await page.goto('/app');
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Shopping List' })
    .click();
  await expect(page).toHaveURL(/\/app\/shopping$/);
  await expect(page.getByText('Your shopping list is empty')).toBeVisible();

  // Salt is always at home.
  await page.getByRole('button', { name: 'Pantry staples' }).click();
  const pantry = page.getByRole('dialog', { name: 'Pantry staples' });
  await pantry.getByLabel('Add a staple').fill('salt');
  await pantry.getByLabel('Add a staple').press('Enter');
  await pantry.getByRole('button', { name: 'Save' }).click();
  await expect(pantry).toBeHidden();

  // The bread from its recipe view's menu: added, salt left out.
  await page.goto(`/app/recipe/${ids.bread}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday Bread' })).toBeVisible();
  await page
    .getByRole('button', { name: /Sunday Bread$/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Add to shopping list' }).click();
  const added = page.getByRole('status').filter({ hasText: 'Added to your shopping list' });
  await expect(added).toContainText('Added to your shopping list: Sunday Bread.');
  await expect(added).toContainText('Left out (always at home): salt');

  // The pie from the plan's week; a second press adds nothing again.
  await page.goto(`/app/plan?week=${PLAN_DAY}`);
  await page.getByRole('button', { name: 'Shopping list for this week' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'shopping list' })).toContainText(
    'Added 1 planned recipe to your shopping list.',
  );
  await page.getByRole('button', { name: 'Shopping list for this week' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'shopping list' })).toContainText(
    'This week’s recipes are already on your shopping list.',
  );
  await page.getByRole('status').getByRole('link', { name: 'View the list' }).click();

  // Merged across units, by shop section, with both recipes named; no salt.
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  const flour = page.getByRole('checkbox', { name: '700 g flour' });
  await expect(flour).toBeVisible();
  const line = page.getByRole('listitem').filter({ has: flour });
  await expect(line.getByRole('link', { name: 'Sunday Bread' })).toBeVisible();
  await expect(line.getByRole('link', { name: 'Apple Pie' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '3 apples' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /salt/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Fruit & vegetables',
    'Dairy & eggs',
    'Pantry',
    'Drinks',
  ]);

  // Checked off, kept over a reload, then cleared.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.ok(),
  );
  await flour.check();
  await expect(page.getByRole('button', { name: 'Clear checked (1)' })).toBeVisible();
  await saved;
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '700 g flour' })).toBeChecked();
  await page.getByRole('button', { name: 'Clear checked (1)' }).click();
  await expect(page.getByRole('checkbox', { name: '700 g flour' })).toHaveCount(0);

  // A line typed by hand.
  await page.getByLabel('Add an item').fill('2 lemons');
  await page.getByLabel('Add an item').press('Enter');
  await expect(page.getByRole('checkbox', { name: '2 lemons' })).toBeVisible();
  await expect(page.getByLabel('Add an item')).toHaveValue('');
}
