import { expect, test, type Locator, type Page } from '@playwright/test';

/** Signed in as the cook, on the curry (6 steps, timers on steps 3 and 4), on a phone. */
async function openCurry(page: Page) {
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/recipe/1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Chickpea & Spinach Coconut Curry' }),
  ).toBeVisible();
}

/** A finger-like horizontal drag across the step area (pointer events, as a touch sends them). */
async function swipe(page: Page, area: Locator, direction: 'left' | 'right') {
  const box = (await area.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width - 40, box.x + 40]
      : [box.x + 40, box.x + box.width - 40];
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(to, y + 10, { steps: 5 });
  await page.mouse.up();
}

test('phone cook mode: one step at a time, buttons and swipes move, a timer runs, exit keeps the step', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openCurry(page);
  await page.getByRole('button', { name: 'Start cook mode' }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  await expect(dialog).toBeVisible();
  // Full width: the dialog covers the whole phone screen, the sidebar rail included.
  expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });

  const current = dialog.locator('section[aria-current="step"]');
  await expect(dialog.getByText('Step 1 of 6', { exact: true })).toBeVisible();
  await expect(current.getByRole('heading')).toHaveText('Gather your ingredients');
  await expect(dialog.getByRole('button', { name: 'Previous step' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog.getByText('Step 2 of 6', { exact: true })).toBeVisible();
  await expect(current.getByRole('heading')).toHaveText('Chop and prepare');

  const area = dialog.getByTestId('cook-mode-steps');
  await swipe(page, area, 'left');
  await expect(dialog.getByText('Step 3 of 6', { exact: true })).toBeVisible();
  await expect(current.getByRole('heading')).toHaveText('Fry the aromatics');
  const clock = current.getByRole('timer');
  await expect(clock).toHaveText('5:00');
  expect(await clock.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBe(60);
  await current.getByRole('button', { name: 'Start timer: Fry the aromatics' }).click();
  await expect(clock).toHaveText(/^4:5\d$/);

  await swipe(page, area, 'left');
  await expect(current.getByRole('heading')).toHaveText('Simmer the curry');
  await swipe(page, area, 'right');
  await expect(current.getByRole('heading')).toHaveText('Fry the aromatics');
  // The timer kept running while its step was out of sight.
  await expect(
    current.getByRole('button', { name: 'Pause timer: Fry the aromatics' }),
  ).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 4 of 6', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Exit cook mode' }).click();
  await expect(dialog).toBeHidden();
  const path = page.getByRole('region', { name: 'Cooking instructions' });
  await expect(path.getByText('Step 4 of 6', { exact: true })).toBeVisible();
  await expect(path.locator('li[aria-current="step"]')).toContainText('Simmer the curry');
  // Back on the path the same countdown is still running.
  const fry = path.getByRole('listitem').filter({ hasText: 'Fry the aromatics' });
  await expect(fry.getByRole('button', { name: 'Pause timer: Fry the aromatics' })).toBeVisible();
  await expect(fry.getByRole('timer')).toHaveText(/^4:[45]\d$/);
});
