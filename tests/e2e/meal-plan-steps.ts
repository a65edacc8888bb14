/**
 * The meal plan journey (issue 30 item 1), shared by the mock (tests/e2e/meal-plan.spec.ts) and the
 * real server (tests/e2e-server/meal-plan.spec.ts): plan a saved recipe for Tuesday dinner from the
 * recipe view, see it in the week, move it to Wednesday lunch by keyboard, add "leftovers", mark it
 * cooked, remove both. A week far ahead (Sunday 30 November 2031 in en-US) keeps it clear of seeded
 * entries.
 */
import { expect, type Page } from '@playwright/test';

export const TUESDAY = '2031-12-02';
const slot = (page: Page, name: string) => page.getByRole('group', { name });
const TUESDAY_DINNER = 'Dinner, Tuesday, December 2';
const WEDNESDAY_LUNCH = 'Lunch, Wednesday, December 3';

export async function mealPlanJourney(page: Page, recipe: { id: number; title: string }) {
  // From the recipe view: "Add to plan" with the recipe chosen.
  await page.goto(`/app/recipe/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`${recipe.title}$`) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Add to plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to plan' });
  await expect(dialog.getByText(recipe.title)).toBeVisible();
  await dialog.getByLabel('Day').fill(TUESDAY);
  await dialog.getByLabel('Meal').selectOption('dinner');
  await dialog.getByLabel('Servings').fill('3');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The notice says what was planned and leads to that week.
  await expect(page.getByRole('status').filter({ hasText: 'Planned:' })).toHaveText(
    new RegExp(`Planned: ${recipe.title}, Dinner on Tuesday, December 2`),
  );
  await page.getByRole('link', { name: 'Open the plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/plan\\?week=${TUESDAY}$`));

  // The week: Sunday first in en-US, the recipe in Tuesday's dinner.
  await expect(page.getByRole('heading', { level: 1, name: 'Meal plan' })).toBeVisible();
  await expect(page.getByRole('region').first()).toHaveAttribute('data-day', '2031-11-30');
  await expect(page.getByText('Nothing planned this week')).toBeHidden();
  const dinner = slot(page, TUESDAY_DINNER);
  await expect(dinner.getByRole('link', { name: recipe.title })).toBeVisible();
  await expect(dinner.getByText('3 servings')).toBeVisible();

  // Move it to Wednesday's lunch with the keyboard: its menu, "Move to…", the two selects, Enter.
  await dinner.getByRole('button', { name: `Actions for ${recipe.title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Mark as cooked' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Move to…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: 'Move to…' });
  await move.getByLabel('Day').focus();
  await move.getByLabel('Day').selectOption(`2031-12-03`);
  await move.getByLabel('Meal').selectOption('lunch');
  await move.getByRole('button', { name: 'Move', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(move).toBeHidden();
  const lunch = slot(page, WEDNESDAY_LUNCH);
  await expect(lunch.getByRole('link', { name: recipe.title })).toBeVisible();
  await expect(dinner.getByRole('listitem')).toHaveCount(0);

  // A free-text entry in Tuesday's dinner.
  await page.getByRole('button', { name: 'Add to Dinner on Tuesday, December 2' }).click();
  const add = page.getByRole('dialog', { name: 'Add to plan' });
  await add.getByRole('radio', { name: 'Note' }).check();
  await add.getByRole('textbox', { name: 'Note' }).fill('leftovers');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(dinner.getByText('leftovers')).toBeVisible();

  // Cooked: the entry says so.
  await lunch.getByRole('button', { name: `Actions for ${recipe.title}` }).click();
  await page.getByRole('menuitem', { name: 'Mark as cooked' }).click();
  await expect(lunch.getByText('Cooked')).toBeVisible();

  // Remove both; the week is empty again.
  await dinner.getByRole('button', { name: 'Actions for leftovers' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(dinner.getByRole('listitem')).toHaveCount(0);
  await lunch.getByRole('button', { name: `Actions for ${recipe.title}` }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(page.getByText('Nothing planned this week')).toBeVisible();
}

/** What a calendar app gets from a feed address. */
export type FeedReader = (url: string) => Promise<{ status: number; text: string }>;

/**
 * The plan's private calendar feed: a note planned three days ahead (by the API, the plan's own
 * journey covers the adding), "Add to calendar", create the address, the feed a calendar app reads
 * holds the note as an all-day event; "Turn off" and the address answers 404.
 */
export async function calendarFeedJourney(page: Page, readFeed: FeedReader) {
  await page.goto('/app/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal plan' })).toBeVisible();
  const day = await page.evaluate(async () => {
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
    const added = await fetch('/api/plan', {
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': xsrf, 'Content-Type': 'application/json' },
      body: JSON.stringify({ date, slot: 'dinner', note: 'pizza night, with friends' }),
    });
    if (!added.ok) throw new Error(`plan: ${added.status}`);
    return date;
  });

  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your plan in your calendar' });
  await dialog.getByRole('button', { name: 'Create calendar address' }).click();
  const address = dialog.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/\/api\/calendar-feed\/[\w-]{22}\.ics$/);
  const url = await address.inputValue();
  await expect(dialog.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:\/\//, 'webcal://'),
  );

  const feed = await readFeed(url);
  expect(feed.status).toBe(200);
  const lines = feed.text.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('X-WR-CALNAME:Sous meal plan');
  const summary = lines.indexOf('SUMMARY:Dinner: pizza night\\, with friends');
  expect(summary).toBeGreaterThan(0);
  expect(lines).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`);

  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Calendar address turned off. The old address no longer works.',
  );
  expect((await readFeed(url)).status).toBe(404);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeFocused();
}

/**
 * "Add to plan" from the generation wizard's options (issue 30 item 1): a cook's request, the first
 * option planned for Thursday lunch (saving it, as the dialog says), then the session ended by
 * "Start new" after a reload. The planned recipe stays: in the week as a link to its view, and in
 * the library; the options not planned are gone with their session.
 */
/** How many recipes of each title the signed-in cook's library holds. */
async function libraryTitles(page: Page): Promise<Map<string, number>> {
  const library = (await page.evaluate(async () =>
    (await fetch('/api/recipe/list?limit=100')).json(),
  )) as { items: { title: string }[] };
  const counts = new Map<string, number>();
  for (const { title } of library.items) counts.set(title, (counts.get(title) ?? 0) + 1);
  return counts;
}

export async function planFromOptionsJourney(page: Page) {
  const before = await libraryTitles(page);
  await page.goto('/app/generate');
  await page
    .getByRole('textbox', { name: 'Your cooking idea' })
    .fill('A chicken curry for two, not too spicy');
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('textbox', { name: 'Your ingredients' })
    .fill('chicken thighs, onion, garlic, coconut milk, rice');
  await page.getByRole('button', { name: 'Generate Recipes' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
  const titles = page.getByRole('list', { name: 'Recipe options' }).getByTestId('option-title');
  const title = (await titles.first().textContent())!.trim();
  const others = (await titles.allTextContents()).map((t) => t.trim()).filter((t) => t !== title);

  await page.getByRole('button', { name: `Add to plan: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to plan' });
  await expect(dialog.getByText('Planning it saves this recipe in your library.')).toBeVisible();
  await dialog.getByLabel('Day').fill('2031-12-04');
  await dialog.getByLabel('Meal').selectOption('lunch');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Planned:' })).toHaveText(
    new RegExp(`Planned: ${title}, Lunch on Thursday, December 4`),
  );
  const card = page
    .getByRole('list', { name: 'Recipe options' })
    .locator('button[aria-pressed]')
    .filter({ hasText: title });
  await expect(card).toContainText('Planned');
  await expect(card).toHaveAttribute('aria-pressed', 'false');

  // A reload restores the session, the badge with it.
  await page.reload();
  await expect(card).toContainText('Planned');
  // The session ends (Start new finishes it): its unsaved drafts go.
  await page.getByRole('button', { name: 'Start new' }).click();
  await expect(
    page.getByRole('heading', { name: 'What do you want to cook today?' }),
  ).toBeVisible();

  await page.goto('/app/plan?week=2031-12-04');
  const lunch = slot(page, 'Lunch, Thursday, December 4');
  await lunch.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The planned option joined the library; the others did not.
  const after = await libraryTitles(page);
  expect(after.get(title)).toBe((before.get(title) ?? 0) + 1);
  for (const other of others) expect(after.get(other)).toBe(before.get(other));
}
