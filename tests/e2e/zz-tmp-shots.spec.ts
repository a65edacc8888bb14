import { test, expect } from '@playwright/test';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==','base64');
for (const [name, size] of [['desktop', { width: 1280, height: 800 }], ['mobile', { width: 375, height: 812 }]] as const) {
  test(name, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/?scenario=cook');
    await page.goto('/app/generate');
    await expect(page.getByRole('heading', { name: 'What do you want to cook today?' })).toBeVisible();
    await page.screenshot({ path: `/tmp/wiz-shots/${name}-1.png`, fullPage: true });
    await page.getByRole('textbox', { name: 'Your cooking idea' }).fill('Pizza night');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Your ingredients' }).fill('flour');
    await page.getByLabel('Photo of your ingredients').setInputFiles({ name: 'f.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('textbox', { name: 'Your ingredients' })).toHaveValue(/basil/);
    await page.screenshot({ path: `/tmp/wiz-shots/${name}-2.png`, fullPage: true });
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Recipe options' }).getByRole('button');
    await cards.nth(0).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/wiz-shots/${name}-3.png`, fullPage: true });
    await page.getByRole('button', { name: 'Generate (1)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Neue Sammlung' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/wiz-shots/${name}-4.png` });
  });
}
