import { expect, test } from '@playwright/test';
import { signUpAndSave } from './cook';

test('rating and note on the real server: kept over a reload, sorted by rating, the note searched', async ({
  page,
}) => {
  const saved = await signUpAndSave(
    page,
    'rate',
    [
      { prompt: 'A cosy tomato pasta', ingredients: 'spaghetti, tomatoes, garlic, basil' },
      { prompt: 'A quick fish supper', ingredients: 'salmon, dill, potatoes, lemon' },
    ],
    { every: true },
  );
  expect(saved.length).toBeGreaterThanOrEqual(3);
  // The oldest saved recipe: on the newest-first list it is last, so the rating sort must move it.
  const oldest = saved[0]!;
  const second = saved[1]!;
  const panel = page.getByRole('region', { name: 'Your rating and notes' });

  await page.goto(`/app/recipe/${oldest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: oldest.title })).toBeVisible();
  await panel.getByRole('radio', { name: 'Rate 5 of 5' }).locator('xpath=..').click(); // the star the cook clicks (its label)
  await expect(panel.getByRole('status')).toHaveText('Saved');
  const note = panel.getByRole('textbox', { name: 'Personal note' });
  await note.fill('Zesty marjoram next time');
  await note.press('Tab');
  await expect(panel.getByRole('status')).toHaveText('Saved');

  await page.reload();
  await expect(panel.getByRole('radio', { name: 'Rate 5 of 5' })).toBeChecked();
  await expect(panel.getByRole('textbox', { name: 'Personal note' })).toHaveValue(
    'Zesty marjoram next time',
  );

  await page.goto(`/app/recipe/${second.id}`);
  await panel.getByRole('radio', { name: 'Rate 2 of 5' }).locator('xpath=..').click(); // the star the cook clicks (its label)
  await expect(panel.getByRole('status')).toHaveText('Saved');

  await page.goto('/app/library');
  const section = page.getByRole('region', { name: 'Alle Rezepte' });
  await expect(section.getByRole('article')).toHaveCount(saved.length);
  await section.getByRole('combobox', { name: 'Sortieren' }).selectOption('Bewertung');
  await expect(page).toHaveURL(/[?&]sort=rating/);
  const headings = section.getByRole('article').getByRole('heading');
  await expect(headings.nth(0)).toHaveText(oldest.title);
  await expect(headings.nth(1)).toHaveText(second.title);
  const first = section.getByRole('article').nth(0);
  await expect(first.getByRole('img', { name: 'Rated 5 of 5' })).toBeVisible();
  await expect(first).toContainText('Zesty marjoram next time');

  await section.getByRole('searchbox', { name: 'Rezepte durchsuchen...' }).fill('MARJORAM');
  await expect(section.getByRole('article')).toHaveCount(1);
  await expect(headings.nth(0)).toHaveText(oldest.title);
});
