import { expect, test, type Page } from '@playwright/test';
import { startAsCook } from './cook';

const panel = (page: Page) => page.getByRole('region', { name: 'Your rating and notes' });
const allRecipes = (page: Page) => page.getByRole('region', { name: 'Alle Rezepte' });

test('rate and note a recipe, keep them over a reload, sort the library by rating and find the note', async ({
  page,
}) => {
  await page.clock.install();
  await startAsCook(page);

  // Risotto (9): three stars by keyboard (Tab to the group, arrows), a note saved on leaving it.
  await page.goto('/app/recipe/9');
  await expect(page.getByRole('heading', { level: 1, name: 'Mushroom Risotto' })).toBeVisible();
  // Each arrow key shows the stars at once; one rating is stored once the keys settle (500 ms after
  // the last one). The page's clock stands still while the keys are pressed, so a slow machine
  // cannot spread the two presses past the settle time.
  // (The mock's service worker answers them: the page sees each request, not its body.)
  let ratings = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/rating-notes')) ratings += 1;
  });
  await page.clock.pauseAt(Date.now() + 60_000);
  await panel(page).getByRole('radio', { name: 'Rate 1 of 5' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(panel(page).getByRole('radio', { name: 'Rate 3 of 5' })).toBeChecked();
  await page.clock.runFor(400);
  expect(ratings).toBe(0);
  await page.clock.runFor(200);
  await page.clock.resume();
  await expect.poll(() => ratings, { timeout: 5000 }).toBe(1);
  await page.waitForTimeout(800);
  expect(ratings).toBe(1);
  const note = panel(page).getByRole('textbox', { name: 'Personal note' });
  await note.fill('  Stir longer, less stock next time.  ');
  await note.press('Tab');
  await expect(panel(page).getByRole('status')).toHaveText('Saved');
  await expect(note).toHaveValue('Stir longer, less stock next time.');

  await page.reload();
  await expect(panel(page).getByRole('radio', { name: 'Rate 3 of 5' })).toBeChecked();
  await expect(panel(page).getByRole('textbox', { name: 'Personal note' })).toHaveValue(
    'Stir longer, less stock next time.',
  );

  // Paella (8): five stars with a click.
  await page.goto('/app/recipe/8');
  await panel(page).getByRole('radio', { name: 'Rate 5 of 5' }).locator('xpath=..').click(); // the star the cook clicks (its label)
  await expect(panel(page).getByRole('status')).toHaveText('Saved');

  await page.goto('/app/library');
  await allRecipes(page).getByRole('combobox', { name: 'Sortieren' }).selectOption('Bewertung');
  await expect(page).toHaveURL(/[?&]sort=rating/);
  const titles = allRecipes(page).getByRole('article').getByRole('heading');
  await expect(titles.nth(0)).toHaveText('Paella Valenciana');
  await expect(titles.nth(1)).toHaveText('Mushroom Risotto');
  const risotto = allRecipes(page).getByRole('article').nth(1);
  await expect(risotto.getByRole('img', { name: 'Rated 3 of 5' })).toBeVisible();
  await expect(risotto).toContainText('Stir longer, less stock next time.');

  await allRecipes(page)
    .getByRole('searchbox', { name: 'Rezepte durchsuchen...' })
    .fill('less stock');
  await expect(allRecipes(page).getByRole('article')).toHaveCount(1);
  await expect(titles.nth(0)).toHaveText('Mushroom Risotto');
});

test('after marking a recipe cooked the rating and note are offered', async ({ page }) => {
  await startAsCook(page);
  await page.goto('/app/recipe/1');
  await page.getByRole('button', { name: 'Mark as cooked' }).click();
  const after = page.getByRole('region', { name: 'How did it turn out?' });
  await expect(after).toBeVisible();
  await after.getByRole('radio', { name: 'Rate 4 of 5' }).locator('xpath=..').click(); // the star the cook clicks (its label)
  await after.getByRole('textbox', { name: 'Personal note' }).fill('less salt next time');
  await after.getByRole('button', { name: 'Save note' }).click();
  await expect(after.getByRole('status')).toHaveText('Saved');
  // The recipe view's own panel shows the same.
  await expect(panel(page).getByRole('radio', { name: 'Rate 4 of 5' })).toBeChecked();
  await expect(panel(page).getByRole('textbox', { name: 'Personal note' })).toHaveValue(
    'less salt next time',
  );
});
