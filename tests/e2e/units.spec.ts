import { expect, test, type Page } from '@playwright/test';
import { startAsCook } from './cook';

/** The amount and unit of the ingredient line named `name` on the recipe view. */
const line = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Recipe' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('span')
    .first();

const instructions = (page: Page) => page.getByRole('region', { name: 'Cooking instructions' });

test.describe('recipe view: Metric / US', () => {
  test.beforeEach(async ({ page }) => {
    await startAsCook(page);
  });

  test('switching to US shows cups, ounces and °F, and a reload keeps US', async ({ page }) => {
    await page.goto('/app/recipe/14');
    await expect(page.getByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' })).toBeVisible();
    const units = page.getByRole('radiogroup', { name: 'Units' });
    await expect(units.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(line(page, 'plain flour')).toHaveText('225 g');
    const oven = instructions(page).getByText(/^Heat the oven to/);
    await expect(oven).toContainText('Heat the oven to 180 °C (fan 160 °C).');

    // Keyboard: the chosen radio takes the focus, the arrow key moves to US.
    await units.getByRole('radio', { name: 'Metric' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(units.getByRole('radio', { name: 'US' })).toBeChecked();
    await expect(line(page, 'plain flour')).toHaveText('1.79 cups');
    await expect(line(page, 'caster sugar')).toHaveText('1.12 cups');
    await expect(line(page, 'butter, softened')).toHaveText('7.94 oz');
    await expect(oven).toContainText('Heat the oven to 350 °F (fan 325 °F).');

    // Servings and kitchen amounts combine with it (the cake is written for 10; 12 now).
    await page.getByRole('button', { name: 'Increase servings' }).click();
    await page.getByRole('button', { name: 'Increase servings' }).click();
    await page.getByRole('checkbox', { name: 'Kitchen amounts' }).check();
    await expect(line(page, 'plain flour')).toHaveText('2 1/4 cups');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' })).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: 'Units' }).getByRole('radio', { name: 'US' }),
    ).toBeChecked();
    // The chosen 12 servings and kitchen amounts stay (kept on this device).
    await expect(line(page, 'plain flour')).toHaveText('2 1/4 cups');
    await expect(oven).toContainText('Heat the oven to 350 °F (fan 325 °F).');

    // Another recipe opens in US too: the choice is the user's.
    await page.goto('/app/recipe/1');
    await expect(line(page, 'coconut milk')).toHaveText('1 3/4 cups');
  });
});

test.describe('library: Frei von …', () => {
  test.beforeEach(async ({ page }) => {
    await startAsCook(page);
  });

  test('the allergen chips narrow the list on the server and live in the URL', async ({ page }) => {
    await page.goto('/app/library');
    const section = page.getByRole('region', { name: 'Alle Rezepte' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(12);
    await section.getByRole('button', { name: 'Filter' }).click();
    const chips = section.getByRole('group', { name: 'Frei von …' });
    await chips.getByRole('button', { name: 'Gluten' }).click();
    await expect(chips.getByRole('button', { name: 'Gluten' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(/[?&]free_of=gluten(&|$)/);
    await expect(cards).toHaveCount(7);
    await chips.getByRole('button', { name: 'Milch' }).click();
    await expect(page).toHaveURL(/[?&]free_of=gluten%2Cmilk(&|$)/);
    await expect(cards).toHaveCount(3);
    await expect(section.getByRole('link', { name: 'Buttermilk Pancakes' })).toHaveCount(0);
    await expect(section.getByText('2 Filter aktiv')).toBeAttached();

    await page.reload();
    await expect(cards).toHaveCount(3);
    await section.getByRole('button', { name: 'Filter' }).click();
    await expect(
      section.getByRole('group', { name: 'Frei von …' }).getByRole('button', { name: 'Milch' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await section.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(cards).toHaveCount(12);
    await expect(page).toHaveURL(/\/app\/library$/);
  });
});
