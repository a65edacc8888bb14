import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

const SOUP_URL = 'https://www.example.com/recipes/lemon-chickpea-soup';

/** The parsed body of a download. */
async function downloaded(page: Page, action: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const path = await download.path();
  return {
    name: download.suggestedFilename(),
    json: JSON.parse(await readFile(path, 'utf8')) as unknown,
  };
}

test('the cook imports recipes (URL, file, paste), opens one, and exports it and the library', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/app/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();

  // A private address is refused with the reason; the address stays for a fix.
  await page.getByRole('button', { name: 'Import recipes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import recipes' });
  await dialog.getByRole('tab', { name: 'URL' }).click();
  const address = dialog.getByRole('textbox', { name: 'Recipe page address' });
  await address.fill('http://10.0.0.5/soup');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This address cannot be imported from (private or local network).',
  );

  await address.fill(SOUP_URL);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 1 recipe');

  // A file with three recipes.
  await dialog.getByRole('button', { name: 'Import more' }).click();
  await dialog.getByRole('tab', { name: 'File' }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'two.jsonld',
    mimeType: 'application/ld+json',
    buffer: Buffer.from(
      JSON.stringify([
        { '@type': 'Recipe', name: 'Plum Crumble', recipeIngredient: ['500 g plums'] },
        { '@type': 'Recipe', name: 'Pea Soup', recipeIngredient: ['400 g peas'] },
      ]),
    ),
  });
  await expect(dialog.getByRole('button', { name: 'two.jsonld' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 2 recipes');
  await expect(dialog.getByRole('link')).toHaveText(['Plum Crumble', 'Pea Soup']);

  // Pasted text that is not JSON.
  await dialog.getByRole('button', { name: 'Import more' }).click();
  await dialog.getByRole('tab', { name: 'Paste' }).click();
  await dialog.getByRole('textbox', { name: 'JSON-LD' }).fill('{"@type": "Recipe",');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This is not valid JSON. Check the pasted text.',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  const all = page.getByRole('region', { name: 'Alle Rezepte' });
  await expect(all.getByRole('link', { name: /Lemon Chickpea Soup/ })).toBeVisible();
  await expect(all.getByRole('link', { name: /Plum Crumble/ })).toBeVisible();

  const library = await downloaded(page, () =>
    page.getByRole('button', { name: 'Export library' }).click(),
  );
  expect(library.name).toBe('sous-library.jsonld');
  const names = (library.json as { name: string }[]).map((r) => r.name);
  expect(names.slice(-3)).toEqual(['Lemon Chickpea Soup', 'Plum Crumble', 'Pea Soup']);

  await all.getByRole('link', { name: /Lemon Chickpea Soup/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lemon Chickpea Soup' })).toBeVisible();
  await expect(page.getByText('vegetable broth', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Simmer the chickpeas in the broth for 20 minutes' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Weitere Aktionen für Lemon Chickpea Soup' }).click();
  const one = await downloaded(page, () =>
    page.getByRole('menuitem', { name: 'Export (JSON-LD)' }).click(),
  );
  expect(one.name).toBe('lemon-chickpea-soup.jsonld');
  expect(one.json).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon Chickpea Soup',
    totalTime: 'PT35M',
    recipeYield: '2 servings',
    recipeIngredient: [
      '400 g chickpeas',
      '1.5 cup vegetable broth',
      '2 tbsp olive oil',
      '1 lemon',
      'salt',
    ],
  });
  expect((one.json as { recipeInstructions: { text: string }[] }).recipeInstructions).toEqual([
    { '@type': 'HowToStep', name: 'Chop the onion finely', text: 'Chop the onion finely.' },
    {
      '@type': 'HowToStep',
      name: 'Simmer the chickpeas in the broth for 20 minutes',
      text: 'Simmer the chickpeas in the broth for 20 minutes.',
    },
    {
      '@type': 'HowToStep',
      name: 'Stir in the lemon juice and serve',
      text: 'Stir in the lemon juice and serve.',
    },
  ]);
});
