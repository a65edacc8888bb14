import { expect, test, type Locator, type Page } from '@playwright/test';

/** The seeded library's pancakes (mocks/scenarios.ts RECIPE_IDS.pancakes). */
const PANCAKES_ID = 13;

/** A schema.org JSON array of 3 recipes: the library's pancakes as its export writes them, and two new ones. */
async function archiveWithOneKnownRecipe(page: Page) {
  const pancakes = await page.evaluate(
    async (id) => (await fetch(`/api/recipe/${id}/export`)).json() as Promise<unknown>,
    PANCAKES_ID,
  );
  return {
    name: 'my-recipes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify([
        {
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name: 'Plum Crumble',
          recipeIngredient: ['500 g plums', '100 g butter', '150 g flour'],
          recipeInstructions: 'Rub the butter into the flour. Bake over the plums for 35 minutes.',
        },
        pancakes,
        {
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name: 'Pea Soup',
          recipeIngredient: ['400 g peas', '1 onion'],
          recipeInstructions: 'Simmer the peas with the onion, then blend.',
        },
      ]),
    ),
  };
}

async function openLibrary(page: Page) {
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/app/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();
}

/** Presses Tab until target has the focus; fails when it is not reachable. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 20; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a cook imports a schema.org array (one recipe already in the library, "Skip"), follows it and opens an imported recipe', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openLibrary(page);
  const file = await archiveWithOneKnownRecipe(page);

  await page.getByRole('button', { name: 'Import from another app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from another app' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog.getByRole('button', { name: 'my-recipes.json' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Skip recipes I already have' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Start import' }).click();

  // Progress: a bar of 3 recipes and its words, then the report.
  const bar = dialog.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toHaveAttribute('aria-valuemax', '3');
  await expect(dialog.getByText(/^[0-2] of 3 recipes$/)).toBeVisible();
  await expect(dialog.getByText('Import finished')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('list', { name: 'Summary' }).getByRole('listitem')).toHaveText([
    '2 imported',
    '1 skipped as duplicate',
    '0 failed',
    '0 not imported',
  ]);
  const report = dialog.getByRole('list', { name: 'Recipes of the archive' });
  await expect(report.getByRole('listitem')).toHaveText([
    'Plum CrumbleImported',
    'Buttermilk PancakesSkipped: already in your library',
    'Pea SoupImported',
  ]);
  await expect(report.getByRole('link')).toHaveText(['Plum Crumble', 'Pea Soup']);

  // The report's link opens the new recipe; the library has both new recipes, not a second pancake.
  await report.getByRole('link', { name: 'Pea Soup' }).click();
  await expect(page).toHaveURL(/\/app\/recipe\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pea Soup' })).toBeVisible();
  await page.goto('/app/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();
  // The tab still follows the finished import: its line leads back to the report.
  await page.getByRole('button', { name: 'Import finished. Show the report' }).click();
  await expect(dialog.getByText('Import finished')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import finished. Show the report' })).toBeHidden();
});

test('the import keeps going when the dialog is closed; the library line (and a reload) finds it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openLibrary(page);
  const file = await archiveWithOneKnownRecipe(page);
  const opener = page.getByRole('button', { name: 'Import from another app' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Import from another app' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('radio', { name: 'Keep both' }).check();
  await dialog.getByRole('button', { name: 'Start import' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const line = page.getByRole('button', {
    name: /^Importing [0-3] of 3…$|^Import finished\. Show the report$/,
  });
  await expect(line).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();
  await line.click();
  await expect(dialog.getByText('Import finished')).toBeVisible({ timeout: 15_000 });
  // "Keep both": the pancakes are imported again, marked as one the cook had.
  await expect(dialog.getByRole('list', { name: 'Summary' }).getByRole('listitem')).toHaveText([
    '3 imported',
    '0 skipped as duplicates',
    '0 failed',
    '0 not imported',
  ]);
  await expect(dialog.getByText('Imported (you already had it)')).toBeVisible();
});

test('keyboard only: choose the archive, pick "Keep both", start, read the report; focus returns to the opener', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openLibrary(page);
  const file = await archiveWithOneKnownRecipe(page);
  const opener = page.getByRole('button', { name: 'Import from another app' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import from another app' });
  await expect(dialog).toBeVisible();

  const choose = dialog.getByRole('button', { name: 'Choose archive…' });
  await tabTo(page, choose);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Enter'),
  ]);
  await chooser.setFiles(file);
  await expect(dialog.getByRole('button', { name: 'my-recipes.json' })).toBeFocused();

  const skip = dialog.getByRole('radio', { name: 'Skip recipes I already have' });
  await tabTo(page, skip);
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Keep both' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Start import' }));
  await page.keyboard.press('Enter');

  await expect(dialog.getByText('Import finished')).toBeVisible({ timeout: 15_000 });
  await expect(
    dialog.getByRole('list', { name: 'Summary' }).getByRole('listitem').first(),
  ).toHaveText('3 imported');
  // The report's links are reachable with Tab.
  await tabTo(page, dialog.getByRole('link', { name: 'Plum Crumble' }));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
