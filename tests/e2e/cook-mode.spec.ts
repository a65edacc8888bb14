import { expect, test, type Locator, type Page } from '@playwright/test';

/** Signed in as the cook, on the curry (6 steps, timers on steps 3 and 4), on a phone. */
async function openCurry(page: Page) {
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/recipe/1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Chickpea and Spinach Curry' }),
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
  await expect(dialog.getByText('Step 1 of 5', { exact: true })).toBeVisible();
  await expect(current.getByRole('heading')).toHaveText('Soften the onion');
  await expect(dialog.getByRole('button', { name: 'Previous step' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog.getByText('Step 2 of 5', { exact: true })).toBeVisible();
  await expect(current.getByRole('heading')).toHaveText('Toast the spices');

  const area = dialog.getByTestId('cook-mode-steps');
  await swipe(page, area, 'left');
  await expect(dialog.getByText('Step 3 of 5', { exact: true })).toBeVisible();
  await expect(current.getByRole('heading')).toHaveText('Simmer the sauce');
  const clock = current.getByRole('timer');
  await expect(clock).toHaveText('20:00');
  expect(await clock.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBe(60);
  await current.getByRole('button', { name: 'Start timer: Simmer the sauce' }).click();
  await expect(clock).toHaveText(/^19:5\d$/);

  await swipe(page, area, 'left');
  await expect(current.getByRole('heading')).toHaveText('Wilt the spinach');
  await swipe(page, area, 'right');
  await expect(current.getByRole('heading')).toHaveText('Simmer the sauce');
  // The timer kept running while its step was out of sight.
  await expect(
    current.getByRole('button', { name: 'Pause timer: Simmer the sauce' }),
  ).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 4 of 5', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Exit cook mode' }).click();
  await expect(dialog).toBeHidden();
  const path = page.getByRole('region', { name: 'Cooking instructions' });
  await expect(path.getByText('Step 4 of 5', { exact: true })).toBeVisible();
  await expect(path.locator('li[aria-current="step"]')).toContainText('Wilt the spinach');
  // Back on the path the same countdown is still running.
  const fry = path.locator('[data-step="3"]');
  await expect(fry.getByRole('button', { name: 'Pause timer: Simmer the sauce' })).toBeVisible();
  await expect(fry.getByRole('timer')).toHaveText(/^19:[45]\d$/);
});

test('phone cook mode: another step’s timer shows in a strip, is paused, resumed and jumped to from there; the ingredients open at the chosen servings', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openCurry(page);
  // 2 servings instead of the recipe's 4: the sheet in cook mode follows the choice.
  await page.getByRole('button', { name: 'Decrease servings' }).click();
  await page.getByRole('button', { name: 'Decrease servings' }).click();
  await page.getByRole('button', { name: 'Start cook mode' }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  const current = dialog.locator('section[aria-current="step"]');
  const strip = dialog.getByRole('region', { name: 'Other timers' });

  for (let i = 0; i < 2; i++) await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(current.getByRole('heading')).toHaveText('Simmer the sauce');
  await current.getByRole('button', { name: 'Start timer: Simmer the sauce' }).click();
  // Its own step shows it big; the strip is for the other steps only.
  await expect(strip).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(current.getByRole('heading')).toHaveText('Wilt the spinach');
  await expect(strip).toBeVisible();
  await expect(strip.getByRole('listitem')).toHaveCount(1);
  const clock = strip.getByRole('timer');
  await expect(clock).toHaveText(/^19:5\d$/);
  // The strip lies above the step, never over its text.
  const stripBox = (await strip.boundingBox())!;
  const headingBox = (await current.getByRole('heading').boundingBox())!;
  expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(headingBox.y);

  // Keyboard: the strip comes right after the header's buttons.
  await dialog.getByRole('button', { name: 'Exit cook mode' }).focus();
  await page.keyboard.press('Tab');
  const jump = strip.getByRole('button', { name: 'Go to step 3: Simmer the sauce' });
  await expect(jump).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(strip.getByRole('button', { name: 'Pause timer: Simmer the sauce' })).toBeFocused();
  await page.keyboard.press('Enter');
  const resume = strip.getByRole('button', { name: 'Resume timer: Simmer the sauce' });
  await expect(resume).toBeVisible();
  await expect(strip.getByRole('listitem')).toHaveAttribute('data-timer-state', 'paused');
  const paused = await clock.textContent();
  await page.waitForTimeout(1_200);
  await expect(clock).toHaveText(paused ?? '');
  await resume.click();
  await expect(strip.getByRole('button', { name: 'Pause timer: Simmer the sauce' })).toBeVisible();
  await expect(clock).not.toHaveText(paused ?? '');

  await jump.click();
  await expect(dialog.getByText('Step 3 of 5', { exact: true })).toBeVisible();
  await expect(current.getByRole('heading')).toHaveText('Simmer the sauce');
  await expect(
    current.getByRole('button', { name: 'Pause timer: Simmer the sauce' }),
  ).toBeVisible();
  await expect(strip).toHaveCount(0);

  // The ingredient list, scaled to the 2 servings chosen, in a sheet over the step.
  const open = dialog.getByRole('button', { name: 'Ingredients' });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Ingredients' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('2 servings · Metric')).toBeVisible();
  const chickpeas = sheet.getByRole('listitem').filter({ hasText: 'cooked chickpeas' });
  await expect(chickpeas).toHaveText(/^240 g\s*cooked chickpeas \(2 cans, drained\)$/);
  // Arrow keys inside the sheet do not move the step behind it.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 3 of 5', { exact: true })).toBeVisible();

  // Back on the page the step shows the timer itself: no indicator pill lies over the steps.
  await dialog.getByRole('button', { name: 'Exit cook mode' }).click();
  await expect(page.getByRole('region', { name: 'Running timers' })).toHaveCount(0);
  await page.goto('/app');
  await expect(page.getByRole('region', { name: 'Running timers' }).getByRole('timer')).toHaveText(
    /^19:\d\d$/,
  );
});

test('phone step path: each heading on one line across the card, and the step bar stays at hand', async ({
  page,
}) => {
  await openCurry(page);
  const path = page.getByRole('region', { name: 'Cooking instructions' });
  for (const n of [2, 3, 4]) {
    const heading = path.locator(`[data-step="${n}"] h3`);
    await expect(heading).toBeVisible({ timeout: 15_000 });
    const box = (await heading.boundingBox())!;
    const lineHeight = await heading.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    // "Toast the spices", "Simmer the sauce", "Wilt the spinach": one line, not a word per line.
    expect(Math.round(box.height)).toBe(Math.round(lineHeight));
    // The card spans the column beside the rail (390 - 64 px rail - 2 × 20 px padding).
    const card = await heading.evaluate(
      (el) => el.closest('.rounded-2xl')!.getBoundingClientRect().width,
    );
    expect(card).toBeGreaterThan(280);
  }
  // Scrolled well into the steps (below the book's long ingredient list), the bar is still in view.
  await path.evaluate((el) =>
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + 600),
  );
  await expect(path.getByRole('button', { name: 'Next step' })).toBeInViewport();
});

test('desktop: the Previous/Next bar stays in view while the steps scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/?scenario=cook');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/app/recipe/1');
  const path = page.getByRole('region', { name: 'Cooking instructions' });
  const next = path.getByRole('button', { name: 'Next step' });
  await expect(path.locator('[data-step="5"]')).toBeAttached({ timeout: 15_000 });
  for (const top of [0, 400, 800]) {
    await path.evaluate((el, y) => el.scrollTo(0, y), top);
    await expect(next).toBeInViewport({ ratio: 1 });
    const box = (await next.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
  }
  await path.evaluate((el) => el.scrollTo(0, 400));
  await next.click();
  await expect(path.getByText('Step 2 of 5', { exact: true })).toBeVisible();
  await expect(path.locator('[data-step="2"]')).toHaveAttribute('aria-current', 'step');
});

test('phone cook mode: the step bar keeps one row from 320 to 390 px, every button at least 44 px', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openCurry(page);
  await page.getByRole('button', { name: 'Start cook mode' }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  const buttons = [
    dialog.getByRole('button', { name: 'Previous step' }),
    dialog.getByRole('button', { name: 'Next step' }),
    dialog.getByRole('button', { name: 'Read step aloud' }),
    dialog.getByRole('button', { name: 'Hands-free' }),
  ];
  /** The bar's buttons: one row (same top), inside the screen, each at least 44 × 44 px. */
  const expectOneRow = async (width: number) => {
    await page.setViewportSize({ width, height: 740 });
    const boxes = await Promise.all(buttons.map(async (button) => (await button.boundingBox())!));
    for (const box of boxes) {
      expect(box.width, `${width} px`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${width} px`).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      expect(Math.abs(box.y - boxes[0]!.y), `${width} px: the buttons share a row`).toBeLessThan(1);
    }
    // Left to right: previous, next, read aloud, hands-free.
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x);
  };
  for (const width of [320, 360, 375, 390]) await expectOneRow(width);
  // And on the last step.
  for (let i = 0; i < 4; i++) await buttons[1]!.click();
  await expect(dialog.getByText('Step 5 of 5', { exact: true })).toBeVisible();
  for (const width of [320, 375]) await expectOneRow(width);
});
