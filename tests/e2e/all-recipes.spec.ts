import { expect, test, type Page } from '@playwright/test';
import { startAsCook } from './cook';

const allRecipes = (page: Page) => page.getByRole('region', { name: 'Alle Rezepte' });
const cards = (page: Page) => allRecipes(page).getByRole('article');

test.describe('library: Alle Rezepte', () => {
  test.beforeEach(async ({ page }) => {
    await startAsCook(page);
  });

  test('pages load on scroll and with Mehr laden; a recipe in no collection is reachable', async ({
    page,
  }) => {
    await page.goto('/app/library');
    await expect(cards(page)).toHaveCount(12);
    const more = allRecipes(page).getByRole('button', { name: 'Mehr laden' });
    await expect(more).toBeVisible();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(14);
    await expect(more).toHaveCount(0);
    // Shakshuka is in no collection: the oldest recipes only show on the second page.
    const shakshuka = allRecipes(page).getByRole('link', { name: 'Shakshuka' });
    await expect(shakshuka).toHaveAttribute('href', '/app/recipe/10');
  });

  test('scrolling to the end loads the next page by itself', async ({ page }) => {
    await page.goto('/app/library');
    await expect(cards(page)).toHaveCount(12);
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(14);
  });

  test('the search narrows on the server (ingredients too) and survives back navigation', async ({
    page,
  }) => {
    await page.goto('/app/library');
    await expect(cards(page)).toHaveCount(12);
    const search = allRecipes(page).getByRole('searchbox', { name: 'Rezepte durchsuchen...' });
    // Only the shakshuka's ingredients name it ("red peppers, cut into thin strips").
    await search.fill('STRIPS');
    await expect(cards(page)).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]q=STRIPS/);
    await allRecipes(page).getByRole('link', { name: 'Shakshuka' }).click();
    await expect(page).toHaveURL(/\/app\/recipe\/10$/);
    await page.goBack();
    await expect(search).toHaveValue('STRIPS');
    await expect(cards(page)).toHaveCount(1);

    await search.fill('no such dish');
    await expect(allRecipes(page).getByText('Keine Ergebnisse gefunden')).toBeVisible();
    await allRecipes(page).getByRole('button', { name: 'Suche und Filter zurücksetzen' }).click();
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(12);
    await expect(page).toHaveURL(/\/app\/library$/);
  });

  test('filters and sort narrow and order the list and live in the URL', async ({ page }) => {
    await page.goto('/app/library');
    const section = allRecipes(page);
    await expect(cards(page)).toHaveCount(12);
    await section.getByRole('button', { name: 'Filter' }).click();
    await section.getByLabel('Kategorie').selectOption('seafood');
    await expect(cards(page)).toHaveCount(1);
    await expect(section.getByRole('link', { name: 'Spaghetti alle Vongole' })).toBeVisible();
    await section.getByLabel('Kategorie').selectOption('');
    await section.getByLabel('Sammlung').selectOption({ label: 'Weeknight Dinners' });
    await expect(cards(page)).toHaveCount(5);
    await section.getByLabel('Schwierigkeit').selectOption('easy');
    await expect(cards(page)).toHaveCount(3);
    await expect(page).toHaveURL(/difficulty=easy/);
    await expect(page).toHaveURL(/collection=1/);
    await section.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(cards(page)).toHaveCount(12);

    await section.getByLabel('Sortieren').selectOption('title');
    await expect(page).toHaveURL(/sort=title/);
    await expect(cards(page).first().getByRole('link')).toHaveAccessibleName('Beef Bourguignon');
    await page.reload();
    await expect(section.getByLabel('Sortieren')).toHaveValue('title');
    await expect(cards(page).first().getByRole('link')).toHaveAccessibleName('Beef Bourguignon');
  });
});
