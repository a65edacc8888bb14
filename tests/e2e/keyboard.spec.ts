import { expect, test, type Locator, type Page } from '@playwright/test';

/** Keyboard-only journeys: every control is reached with Tab and used with Enter, Space, arrows or Escape. */

const CURRY = 'Chickpea and Spinach Curry';

async function startAsCook(page: Page, path: string) {
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto(path);
}

/** Presses Tab (Shift+Tab with back) until target has the focus; fails when it is not reachable. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reachable with ${back ? 'Shift+Tab' : 'Tab'}: ${String(target)}`);
}

test.describe('keyboard only', () => {
  test('the wizard and its save modal: Escape closes the modal and gives the focus back', async ({
    page,
  }) => {
    await startAsCook(page, '/app/generate');
    const prompt = page.getByRole('textbox', { name: 'Your cooking idea' });
    await tabTo(page, prompt);
    await page.keyboard.type('Pizza night');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    const ingredients = page.getByRole('textbox', { name: 'Your ingredients' });
    await expect(
      page.getByRole('heading', { name: 'What ingredients do you have?' }),
    ).toBeVisible();
    await tabTo(page, ingredients);
    await page.keyboard.type('flour, tomatoes, mozzarella');
    await tabTo(page, page.getByRole('button', { name: 'Generate Recipes' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();

    const cards = page
      .getByRole('list', { name: 'Recipe options' })
      .locator('button[aria-pressed]');
    await tabTo(page, cards.nth(0), { back: true });
    await page.keyboard.press('Space');
    await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, cards.nth(1));
    await page.keyboard.press('Enter');
    await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'true');

    const generate = page.getByRole('button', { name: 'Generate (2)' });
    await tabTo(page, generate);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'In Sammlung speichern' });
    await expect(dialog.getByText('Schritt 1 von 2')).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(generate).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('checkbox', { name: /Weeknight Dinners/ }));
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: /Weeknight Dinners/ })).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Weiter' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Schritt 2 von 2')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Weeknight Dinners/ })).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Speichern' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/library\?last_recipe=\d+,\d+$/);
  });

  test('the recipe view: tabs with the arrow keys, a step timer, servings', async ({ page }) => {
    await startAsCook(page, '/app/recipe/1');
    await expect(page.getByRole('heading', { level: 1, name: CURRY })).toBeVisible();

    const plus = page.getByRole('button', { name: 'Increase servings' });
    await tabTo(page, plus);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('5 servings', { exact: true })).toBeVisible();

    const ingredientsTab = page.getByRole('tab', { name: 'Ingredients' });
    await tabTo(page, ingredientsTab, { back: true });
    await page.keyboard.press('ArrowRight');
    const nutritionTab = page.getByRole('tab', { name: 'Nutrition' });
    await expect(nutritionTab).toBeFocused();
    await expect(nutritionTab).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('region', { name: 'Nutrition Facts' }).getByText('5 servings per recipe'),
    ).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(ingredientsTab).toHaveAttribute('aria-selected', 'true');

    const step = page
      .getByRole('region', { name: 'Cooking instructions' })
      .locator('[data-step="3"]');
    const start = step.getByRole('button', { name: 'Start timer: Simmer the sauce' });
    await expect(start).toBeVisible({ timeout: 15_000 });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await expect(step.getByRole('timer')).not.toHaveText('20:00');
    const pause = step.getByRole('button', { name: 'Pause timer: Simmer the sauce' });
    await tabTo(page, pause, { back: true });
    await page.keyboard.press('Space');
    await expect(
      step.getByRole('button', { name: 'Resume timer: Simmer the sauce' }),
    ).toBeVisible();
    await tabTo(page, step.getByRole('button', { name: 'Reset timer: Simmer the sauce' }));
    await page.keyboard.press('Enter');
    await expect(step.getByRole('timer')).toHaveText('20:00');
  });

  test('the more-menu and the edit-collections dialog close with Escape and return the focus', async ({
    page,
  }) => {
    await startAsCook(page, '/app/recipe/1');
    const more = page.getByRole('button', { name: `Weitere Aktionen für ${CURRY}` });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Sammlung bearbeiten' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sammlung bearbeiten' });
    await expect(dialog.getByRole('checkbox', { name: /Weeknight Dinners/ })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
  });
});
