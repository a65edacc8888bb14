import { expect, test, type Browser, type Page } from '@playwright/test';
import type { RecipeDetail } from '#src/api/types';
import { signUpAndSave, type Idea } from './cook';

/**
 * Issue 30 item 3 on the real build and server: two cooks in two browsers. Anna invites Ben by
 * username; Ben accepts and sees Anna's list; what one of them adds or checks off shows on the
 * other's open list within a few seconds (server-sent events); when Anna removes Ben, his page
 * shows his own list again.
 */
async function cook(
  browser: Browser,
  prefix: string,
  ideas: Idea[] = [],
): Promise<{ page: Page; username: string; recipes: RecipeDetail[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recipes = await signUpAndSave(page, prefix, ideas, { instructions: true });
  const me = (await page.evaluate(() =>
    fetch('/api/users/me').then((response) => response.json()),
  )) as { username: string };
  return { page, username: me.username, recipes };
}

/** Plans the recipe for today's dinner through the API, in the page (its cookies, its XSRF token). */
async function planForTonight(page: Page, recipeId: number): Promise<number> {
  return page.evaluate(async (recipe_id) => {
    const today = new Date();
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
    const response = await fetch('/api/plan', {
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': xsrf, 'Content-Type': 'application/json' },
      body: JSON.stringify({ date, slot: 'dinner', recipe_id, servings: 3 }),
    });
    return ((await response.json()) as { id: number }).id;
  }, recipeId);
}

const line = (page: Page, name: string) => page.getByRole('checkbox', { name });

/** Types a line into "Add an item" and waits until the server has it (its box can be ticked). */
async function addLine(page: Page, text: string) {
  await page.getByLabel('Add an item').fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(line(page, text)).toBeEnabled();
}

test('a household shares the list live between two cooks, until the owner removes one', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const anna = await cook(browser, 'anna', [{ prompt: 'lentil soup' }]);
  const ben = await cook(browser, 'ben');

  await anna.page.goto('/app/shopping');
  await addLine(anna.page, '2 lemons');
  await anna.page.getByRole('button', { name: 'Household' }).click();
  const annaDialog = anna.page.getByRole('dialog', { name: 'Household' });
  await annaDialog.getByLabel('Invite by username').fill(ben.username.toUpperCase());
  await annaDialog.getByRole('button', { name: 'Invite' }).click();
  await expect(
    annaDialog.getByText(`${ben.username} is invited. They accept it under Household.`),
  ).toBeVisible();
  await anna.page.keyboard.press('Escape');

  await ben.page.goto('/app/shopping');
  await addLine(ben.page, 'coffee beans');
  await expect(
    ben.page.getByText('1 household invitation is waiting for your answer.'),
  ).toBeVisible();
  await ben.page.getByRole('button', { name: 'Review' }).click();
  const benDialog = ben.page.getByRole('dialog', { name: 'Household' });
  await expect(
    benDialog.getByText(`${anna.username} invites you to share their meal plan and shopping list.`),
  ).toBeVisible();
  await benDialog.getByRole('button', { name: 'Accept' }).click();
  await expect(
    benDialog.getByText(`You now share ${anna.username}'s meal plan and shopping list.`),
  ).toBeVisible();
  await ben.page.keyboard.press('Escape');
  await expect(
    ben.page.getByText(`${anna.username}'s plan and list, shared with you`),
  ).toBeVisible();
  await expect(line(ben.page, '2 lemons')).toBeVisible();
  await expect(line(ben.page, 'coffee beans')).toHaveCount(0);

  // Anna's open list learns of Ben (the household event), then of his line and his tick.
  await expect(anna.page.getByText(`Shared with ${ben.username}`)).toBeVisible({ timeout: 10_000 });
  await addLine(ben.page, '1 l oat milk');
  await expect(line(anna.page, '1 l oat milk')).toBeVisible({ timeout: 5_000 });
  await line(ben.page, '2 lemons').check();
  await expect(line(anna.page, '2 lemons')).toBeChecked({ timeout: 5_000 });
  // And the other way round.
  await addLine(anna.page, 'kitchen roll');
  await expect(line(ben.page, 'kitchen roll')).toBeVisible({ timeout: 5_000 });

  // Anna plans her soup; Ben opens it from the plan, read-only, through its entry.
  const [soup] = anna.recipes;
  const entry = await planForTonight(anna.page, soup!.id);
  await ben.page.goto('/app/plan');
  await ben.page.getByRole('link', { name: soup!.title }).click();
  await expect(ben.page).toHaveURL(new RegExp(`/app/plan/${entry}/recipe$`));
  await expect(ben.page.getByRole('heading', { level: 1, name: soup!.title })).toBeVisible();
  await expect(
    ben.page.getByText(
      `${anna.username}'s recipe, in your household's plan. Only ${anna.username} can change it.`,
    ),
  ).toBeVisible();
  await expect(ben.page.getByLabel('3 servings')).toBeVisible();
  await expect(
    ben.page.getByRole('region', { name: 'Cooking instructions' }).getByText(/^Step 1 of \d+$/),
  ).toBeVisible({ timeout: 15_000 });
  // The recipe itself stays Anna's.
  await ben.page.goto(`/app/recipe/${soup!.id}`);
  await expect(ben.page.getByText('Recipe not found. It may have been deleted.')).toBeVisible();
  await ben.page.goto('/app/shopping');
  await expect(line(ben.page, '2 lemons')).toBeVisible();

  // Anna removes Ben: his open page shows his own list again.
  await anna.page.getByRole('button', { name: 'Household' }).click();
  await annaDialog
    .getByRole('button', { name: `Remove ${ben.username} from your household` })
    .click();
  await expect(annaDialog.getByText('Nobody else yet.')).toBeVisible();
  await expect(line(ben.page, 'coffee beans')).toBeVisible({ timeout: 5_000 });
  await expect(line(ben.page, 'kitchen roll')).toHaveCount(0);
  await expect(ben.page.getByText(/shared with you/)).toHaveCount(0);
  // Out of the household, Anna's soup is hers alone again.
  await ben.page.goto(`/app/plan/${entry}/recipe`);
  await expect(ben.page.getByText('This recipe is no longer in your plan.')).toBeVisible();
});
