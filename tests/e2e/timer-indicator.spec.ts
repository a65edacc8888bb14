import { expect, test } from '@playwright/test';

/**
 * A timer started on a recipe keeps running when the cook leaves: the app shell's indicator shows it
 * on every /app page (also after a reload), counts down, and leads back to the timer's step.
 */
test('timer indicator: start a step timer, go to the library, see it count, click back to the step', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/app/recipe/1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Chickpea and Spinach Curry' }),
  ).toBeVisible();
  const path = page.getByRole('region', { name: 'Cooking instructions' });
  await path
    .getByRole('button', { name: 'Start timer: Simmer the sauce' })
    .click({ timeout: 15_000 });
  await expect(path.locator('[data-step="3"]').getByRole('timer')).toHaveText(/^19:5\d$/);

  await page.getByRole('link', { name: 'Recipe Library' }).click();
  await expect(page).toHaveURL(/\/app\/library$/);
  const indicator = page.getByRole('region', { name: 'Running timers' });
  const clock = indicator.getByRole('timer');
  await expect(clock).toHaveText(/^19:[45]\d$/);
  const before = await clock.textContent();
  await expect(clock).not.toHaveText(before ?? '');

  // A reload keeps it: the timer is stored with its end time.
  await page.reload();
  await expect(clock).toHaveText(/^19:[345]\d$/);

  await indicator
    .getByRole('link', {
      name: 'Back to step 3: Simmer the sauce · Chickpea and Spinach Curry',
      exact: true,
    })
    .click();
  await expect(page).toHaveURL(/\/app\/recipe\/1\?step=3$/);
  const step = page
    .getByRole('region', { name: 'Cooking instructions' })
    .locator('[data-step="3"]');
  await expect(step).toHaveAttribute('aria-current', 'step');
  await expect(step.getByRole('button', { name: 'Pause timer: Simmer the sauce' })).toBeVisible();
  await expect(step.getByRole('timer')).toHaveText(/^19:[2345]\d$/);
  // Its step shows it here, so no pill lies over the steps.
  await expect(indicator).toHaveCount(0);

  // Dismissing from the indicator stops it: back on the step it shows the full time again.
  await page.getByRole('link', { name: 'Recipe Library' }).click();
  await indicator.getByRole('button', { name: 'Dismiss timer: Simmer the sauce' }).click();
  await expect(indicator).toHaveCount(0);
  await page.goto('/app/recipe/1');
  await expect(step.getByRole('timer')).toHaveText('20:00', { timeout: 15_000 });
  await expect(step.getByRole('button', { name: 'Start timer: Simmer the sauce' })).toBeVisible();
});

test('timer indicator on a phone: compact, beside the rail, the page end stays reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?scenario=cook');
  await page.goto('/app/recipe/1');
  await page.getByRole('button', { name: 'Start cook mode' }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  for (let i = 0; i < 2; i++) await dialog.getByRole('button', { name: 'Next step' }).click();
  await dialog.getByRole('button', { name: 'Start timer: Simmer the sauce' }).click();
  await page.keyboard.press('Escape');
  // The dashboard: a page with a fixed end (the library loads more recipes as it scrolls).
  await page.goto('/app');
  const indicator = page.getByRole('region', { name: 'Running timers' });
  await expect(indicator.getByRole('timer')).toHaveText(/^19:\d\d$/);
  const box = (await indicator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(64);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBe(44);
  // Scrolled to the end, the footer's last line sits above the indicator.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  const pill = (await indicator.boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(pill.y);
});
