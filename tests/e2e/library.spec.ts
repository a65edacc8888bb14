import { expect, test, type Page } from '@playwright/test';
import { startAsCook } from './cook';

const recipeCards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('recipe library and collections', () => {
  test.beforeEach(async ({ page }) => {
    await startAsCook(page);
  });

  test('the library shows the 6 newest recipes and the collections with their counts', async ({
    page,
  }) => {
    await page.goto('/app/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Letzte Rezepte' });
    await expect(recent.getByRole('article')).toHaveCount(6);
    await expect(recent.getByRole('link', { name: 'Lemon Drizzle Cake' })).toHaveAttribute(
      'href',
      '/app/recipe/14',
    );
    const collections = page.getByRole('region', { name: 'Sammlungen' });
    await expect(collections.getByText('5 Rezepte')).toBeVisible();
    await expect(collections.getByText('1 Rezept')).toBeVisible();
    await expect(collections.getByText('0 Rezepte')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('just-saved recipes glow with a NEU badge', async ({ page }) => {
    await page.goto('/app/library?last_recipe=13,14');
    const recent = page.getByRole('region', { name: 'Letzte Rezepte' });
    await expect(recent.getByText('NEU')).toHaveCount(2);
    await expect(recent.locator('[data-highlighted]')).toHaveCount(2);
  });

  test('a collection opens from the library; its search and filter narrow the recipes', async ({
    page,
  }) => {
    await page.goto('/app/library');
    await page.getByRole('link', { name: 'Weeknight Dinners' }).click();
    await expect(page).toHaveURL(/\/app\/collection\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Weeknight Dinners' })).toBeVisible();
    await expect(page.getByText('5 Rezepte')).toBeVisible();
    await expect(recipeCards(page)).toHaveCount(5);

    const search = page.getByRole('searchbox', { name: 'Rezepte durchsuchen...' });
    await search.fill('SALMON');
    await expect(recipeCards(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Honey Garlic Salmon' })).toBeVisible();
    await search.fill('pizza');
    await expect(page.getByText('Keine Ergebnisse gefunden')).toBeVisible();
    await search.fill('');

    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Kategorie').selectOption('seafood');
    await expect(recipeCards(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Spaghetti alle Vongole' })).toBeVisible();
    await page.getByLabel('Kategorie').selectOption('');
    await page.getByLabel('Schwierigkeit').selectOption('easy');
    await expect(recipeCards(page)).toHaveCount(3);
    await page.getByLabel('Maximale Gesamtzeit').selectOption('30');
    await expect(recipeCards(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(recipeCards(page)).toHaveCount(5);

    await page.getByRole('link', { name: 'Zurück zur Bibliothek' }).click();
    await expect(page).toHaveURL(/\/app\/recipes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();
  });

  test('an empty collection offers the way back to the library', async ({ page }) => {
    await page.goto('/app/collection/3');
    await expect(page.getByText('Keine Rezepte in dieser Sammlung')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Bibliothek', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/library$/);
  });

  test('creating a collection adds it to the grid and it survives a reload', async ({ page }) => {
    await page.goto('/app/library');
    await page.getByRole('button', { name: 'Neue Sammlung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Sammlung erstellen' });
    await expect(dialog.getByRole('button', { name: 'Erstellen' })).toBeDisabled();
    await dialog.getByLabel('Name').fill('Brunch');
    await dialog.getByLabel('Beschreibung (optional)').fill('Lazy Sundays');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await expect(dialog).toBeHidden();
    const collections = page.getByRole('region', { name: 'Sammlungen' });
    await expect(collections.getByRole('link', { name: 'Brunch' })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Sammlungen' }).getByRole('link', { name: 'Brunch' }),
    ).toBeVisible();
  });

  test('an unknown collection says Collection not found.', async ({ page }) => {
    await page.goto('/app/collection/999');
    await expect(page.getByRole('alert')).toContainText('Collection not found.');
  });
});
