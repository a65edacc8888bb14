import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

const stamp = Date.now().toString(36);
const COOK = {
  username: `jsonld_${stamp}`,
  email: `jsonld_${stamp}@example.org`,
  password: 'secret123',
};

/** A block as recipe sites publish it: @graph, HowToSection, ISO-8601 durations. */
const BLOCK = JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', name: 'Soups' },
    {
      '@type': 'Recipe',
      name: 'Lemon Chickpea Soup',
      description: 'Bright and quick.',
      recipeYield: '2 servings',
      prepTime: 'PT10M',
      cookTime: 'PT1H5M',
      recipeIngredient: ['400 g chickpeas', '1 1/2 cups vegetable broth', '1 lemon', 'salt'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Prep',
          itemListElement: [{ '@type': 'HowToStep', text: 'Chop the onion finely.' }],
        },
        {
          '@type': 'HowToSection',
          name: 'Cook',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Simmer the chickpeas in the broth for 20 minutes.' },
            { '@type': 'HowToStep', text: 'Stir in the lemon juice and serve.' },
          ],
        },
      ],
    },
  ],
});

test('the cook pastes a JSON-LD block with HowToSection, sees the recipe and exports it', async ({
  page,
}) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Username', { exact: true }).fill(COOK.username);
  await form.getByLabel('Email', { exact: true }).fill(COOK.email);
  await form.getByLabel('Password', { exact: true }).fill(COOK.password);
  await form.getByLabel('Confirm Password').fill(COOK.password);
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app$/);

  await page.goto('/app/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();
  await page.getByRole('button', { name: 'Import recipes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import recipes' });

  // The server refuses its own network.
  await dialog.getByRole('tab', { name: 'URL' }).click();
  await dialog.getByRole('textbox', { name: 'Recipe page address' }).fill('http://127.0.0.1:1/');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This address cannot be imported from (private or local network).',
  );

  await dialog.getByRole('tab', { name: 'Paste' }).click();
  await dialog.getByRole('textbox', { name: 'JSON-LD' }).fill(BLOCK);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 1 recipe');
  await dialog.getByRole('link', { name: 'Lemon Chickpea Soup' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Lemon Chickpea Soup' })).toBeVisible();
  await expect(page.getByText('vegetable broth', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Simmer the chickpeas in the broth for 20 minutes' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Weitere Aktionen für Lemon Chickpea Soup' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export (JSON-LD)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('lemon-chickpea-soup.jsonld');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    recipeInstructions: unknown[];
  };
  expect(exported).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon Chickpea Soup',
    description: 'Bright and quick.',
    totalTime: 'PT1H15M',
    recipeYield: '2 servings',
    recipeIngredient: ['400 g chickpeas', '1.5 cup vegetable broth', '1 lemon', 'salt'],
  });
  expect(exported.recipeInstructions).toEqual([
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

  await page.goto('/app/library');
  const [library] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export library' }).click(),
  ]);
  expect(library.suggestedFilename()).toBe('sous-library.jsonld');
  const all = JSON.parse(await readFile(await library.path(), 'utf8')) as { name: string }[];
  expect(all.map((r) => r.name)).toEqual(['Lemon Chickpea Soup']);
});
