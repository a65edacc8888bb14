import { expect, test, type Page } from '@playwright/test';
import { startAsCook } from './cook';

const CURRY = 'Chickpea and Spinach Curry';

async function openCurry(page: Page) {
  await page.goto('/app/recipe/1');
  await expect(page.getByRole('heading', { level: 1, name: CURRY })).toBeVisible();
}

/** The shown amount of an ingredient line of the recipe panel. */
const amount = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Recipe' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByTestId('ingredient-amount');

const instructions = (page: Page) => page.getByRole('region', { name: 'Cooking instructions' });

test.describe('recipe view', () => {
  test.beforeEach(async ({ page }) => {
    await startAsCook(page);
  });

  test('a recipe opens from the library', async ({ page }) => {
    await page.goto('/app/library');
    await page
      .getByRole('region', { name: 'Letzte Rezepte' })
      .getByRole('link', { name: 'Lemon Drizzle Cake' })
      .click();
    await expect(page).toHaveURL(/\/app\/recipe\/14$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recipe' }).getByText('2h 10min')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('servings scale the amounts: 4 -> 8 doubles them, minus stops at 1', async ({ page }) => {
    await openCurry(page);
    await expect(amount(page, 'cooked chickpeas (2 cans, drained)')).toHaveText('480');
    const plus = page.getByRole('button', { name: 'Increase servings' });
    const minus = page.getByRole('button', { name: 'Decrease servings' });
    for (let i = 0; i < 4; i++) await plus.click();
    await expect(amount(page, 'cooked chickpeas (2 cans, drained)')).toHaveText('960');
    await expect(amount(page, 'coconut milk')).toHaveText('800');
    for (let i = 0; i < 7; i++) await minus.click();
    await expect(minus).toBeDisabled();
    await expect(amount(page, 'cooked chickpeas (2 cans, drained)')).toHaveText('120');
    await expect(amount(page, 'salt')).toHaveText('0.25');
  });

  test('the chosen servings stay with the recipe when the cook comes back to it', async ({
    page,
  }) => {
    await openCurry(page);
    const minus = page.getByRole('button', { name: 'Decrease servings' });
    for (let i = 0; i < 2; i++) await minus.click();
    await expect(amount(page, 'cooked chickpeas (2 cans, drained)')).toHaveText('240');
    await page.goto('/app/library');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: CURRY })).toBeVisible();
    await expect(page.getByLabel('2 servings', { exact: true })).toBeVisible();
    await expect(amount(page, 'cooked chickpeas (2 cans, drained)')).toHaveText('240');
    // Another recipe keeps its own servings.
    await page.goto('/app/recipe/14');
    await expect(page.getByRole('heading', { level: 1, name: 'Lemon Drizzle Cake' })).toBeVisible();
    await expect(page.getByLabel('2 servings', { exact: true })).toHaveCount(0);
  });

  test('kitchen amounts round for the cook and the choice is remembered', async ({ page }) => {
    await openCurry(page);
    const minus = page.getByRole('button', { name: 'Decrease servings' });
    for (let i = 0; i < 3; i++) await minus.click();
    await expect(amount(page, 'lemon, juiced')).toHaveText('0.13');
    await page.getByRole('checkbox', { name: 'Kitchen amounts' }).check();
    await expect(amount(page, 'lemon, juiced')).toHaveText('1/4');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Kitchen amounts' })).toBeChecked();
  });

  test('the Nutrition tab shows the label for the chosen servings', async ({ page }) => {
    await openCurry(page);
    await page.getByRole('button', { name: 'Increase servings' }).click();
    await page.getByRole('tab', { name: 'Nutrition' }).click();
    const label = page.getByRole('region', { name: 'Nutrition Facts' });
    await expect(label.getByText('5 servings per recipe')).toBeVisible();
    await expect(label.getByText(/2,000 calories a day/)).toBeVisible();
  });

  test('a freshly saved recipe glows NEU in the library, and its instructions appear after the not-ready polls', async ({
    page,
  }) => {
    // The wizard, the save and two instruction polls 2 s apart: longer than one screen's test.
    test.setTimeout(60_000);
    await page.goto('/app/generate');
    await page.getByRole('textbox', { name: 'Your cooking idea' }).fill('Pizza night');
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('textbox', { name: 'Your ingredients' })
      .fill('flour, tomatoes, mozzarella');
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
    await page.getByRole('list', { name: 'Recipe options' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Generate (1)' }).click();
    const modal = page.getByRole('dialog', { name: 'In Sammlung speichern' });
    await modal.getByRole('checkbox', { name: /Weeknight Dinners/ }).check();
    await modal.getByRole('button', { name: 'Speichern' }).click();

    await expect(page).toHaveURL(/\/app\/library\?last_recipe=\d+$/);
    const id = new URL(page.url()).searchParams.get('last_recipe');
    const card = page.getByRole('region', { name: 'Letzte Rezepte' }).locator('[data-highlighted]');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('NEU')).toBeVisible();
    await card.getByRole('link').click();

    await expect(page).toHaveURL(new RegExp(`/app/recipe/${id}$`));
    await expect(instructions(page).getByText('Generating Instructions...')).toBeVisible();
    await expect(
      instructions(page).getByText(
        'Our AI chef is preparing detailed instructions for your recipe. This usually takes a few moments.',
      ),
    ).toBeVisible();
    await expect(
      instructions(page).getByRole('heading', { name: 'Cooking Instructions' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(instructions(page).getByText('Generating Instructions...')).toHaveCount(0);
  });

  test('a step timer starts, pauses, resets, and keeps running across a reload', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openCurry(page);
    const start = page.getByRole('button', { name: 'Start timer: Simmer the sauce' });
    await expect(start).toBeVisible({ timeout: 15_000 });
    // The step itself (a running timer also shows in the step bar's strip of other timers).
    const step = instructions(page).locator('[data-step="3"]');
    const clock = step.getByRole('timer');
    await expect(clock).toHaveText('20:00');

    await start.click();
    await expect(clock).not.toHaveText('20:00');
    await step.getByRole('button', { name: 'Pause timer: Simmer the sauce' }).click();
    const paused = await clock.textContent();
    await page.waitForTimeout(1500);
    await expect(clock).toHaveText(paused ?? '');
    await expect(
      step.getByRole('button', { name: 'Resume timer: Simmer the sauce' }),
    ).toBeVisible();

    await step.getByRole('button', { name: 'Reset timer: Simmer the sauce' }).click();
    await expect(clock).toHaveText('20:00');
    await expect(step.getByRole('button', { name: 'Start timer: Simmer the sauce' })).toBeVisible();

    await step.getByRole('button', { name: 'Start timer: Simmer the sauce' }).click();
    await expect(clock).toHaveText(/^19:5\d$/);
    await page.reload();
    const again = instructions(page).locator('[data-step="3"]');
    await expect(again.getByRole('button', { name: 'Pause timer: Simmer the sauce' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(again.getByRole('timer')).toHaveText(/^19:[45]\d$/);
  });

  test('Mark as cooked records the cook', async ({ page }) => {
    await openCurry(page);
    await instructions(page)
      .getByRole('button', { name: 'Mark as cooked' })
      .click({ timeout: 15_000 });
    await expect(page.getByText('Marked as cooked. Enjoy your meal!')).toBeVisible();
  });

  test('editing collections adds the recipe to a newly ticked one', async ({ page }) => {
    await openCurry(page);
    await page.getByRole('button', { name: `Weitere Aktionen für ${CURRY}` }).click();
    await page.getByRole('menuitem', { name: 'Sammlung bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sammlung bearbeiten' });
    await expect(dialog.getByRole('checkbox', { name: /Weeknight Dinners/ })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Sunday Baking/ }).check();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/app/collection/2');
    await expect(page.getByText('2 Rezepte')).toBeVisible();
    await expect(page.getByRole('link', { name: CURRY })).toBeVisible();
  });

  test('deleting the recipe goes to /app/recipes and removes it everywhere', async ({ page }) => {
    await openCurry(page);
    await page.getByRole('button', { name: `Weitere Aktionen für ${CURRY}` }).click();
    await page.getByRole('menuitem', { name: 'Rezept löschen' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Möchtest du dieses Rezept wirklich löschen?',
    });
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(page).toHaveURL(/\/app\/recipes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();
    await page.goto('/app/collection/1');
    await expect(page.getByText('4 Rezepte')).toBeVisible();
    await expect(page.getByRole('link', { name: CURRY })).toHaveCount(0);
  });

  test('unticking every collection turns Speichern into Löschen, which deletes', async ({
    page,
  }) => {
    await openCurry(page);
    await page.getByRole('button', { name: `Weitere Aktionen für ${CURRY}` }).click();
    await page.getByRole('menuitem', { name: 'Sammlung bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sammlung bearbeiten' });
    await dialog.getByRole('checkbox', { name: /Weeknight Dinners/ }).uncheck();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page
      .getByRole('alertdialog', { name: 'Möchtest du dieses Rezept wirklich löschen?' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await expect(page).toHaveURL(/\/app\/recipes$/);
  });

  test('an id that is not a positive integer goes to the library', async ({ page }) => {
    await page.goto('/app/recipe/0');
    await expect(page).toHaveURL(/\/app\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();
  });

  test('an unknown recipe says so and leads back to the library', async ({ page }) => {
    await page.goto('/app/recipe/999');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Recipe not found. It may have been deleted.');
    await alert.getByRole('button', { name: 'Back to Library' }).click();
    await expect(page).toHaveURL(/\/app\/library$/);
  });
});
