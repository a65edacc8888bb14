// Issue 29, "Account": the pending avatar and the leave prompt, the reset link checked on opening,
// usernames in any script, and the one-time language offer.
import { expect, test, type Page } from '@playwright/test';
import { recordLayoutShifts } from './layout-shifts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function startIn(page: Page, scenario: 'cook' | 'anonymous') {
  await page.goto(`/?scenario=${scenario}`);
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: scenario === 'cook' ? 'Dashboard' : 'Sign In' }),
  ).toBeVisible();
}

test.describe('account frictions (issue 29)', () => {
  test('a pending avatar is marked unsaved; leaving asks, Stay keeps it, Save applies it', async ({
    page,
  }) => {
    await startIn(page, 'cook');
    await page.goto('/app/settings');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    // The profile form's own status: the API tokens section below has one while it loads.
    const profileStatus = page.getByRole('form', { name: 'Profile' }).getByRole('status');
    await expect(profileStatus).toHaveText(
      'Image uploaded. Click "Save Changes" to apply it to your profile.',
    );
    await expect(page.getByText('New picture – not saved yet')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'App' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\/settings$/);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profileStatus).toHaveText('Profile updated successfully!');
    await expect(page.getByText('New picture – not saved yet')).toBeHidden();
    await page
      .getByRole('navigation', { name: 'App' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { name: 'Welcome back, chef_anna!' })).toBeVisible();
  });

  test('Discard leaves Settings and the picture is not saved', async ({ page }) => {
    await startIn(page, 'cook');
    await page.goto('/app/settings');
    await page.getByLabel('Username').fill('anna_new');
    await page
      .getByRole('navigation', { name: 'App' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(page.getByRole('heading', { name: 'Welcome back, chef_anna!' })).toBeVisible();
  });

  test('a used reset link says so when the page opens, before anything is typed', async ({
    page,
  }) => {
    await startIn(page, 'anonymous');
    await page.goto('/reset-password?token=used-or-unknown');
    await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
    await expect(page.getByLabel('New Password')).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a fresh reset link shows the form and sets the password', async ({ page }) => {
    await startIn(page, 'anonymous');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('anna@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    // The mock's first reset token of the cook (user 1): reset-1-1.
    await page.goto('/reset-password?token=reset-1-1');
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-1');
    await page.getByLabel('Confirm New Password').fill('brand-new-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText('Your password has been reset. You can now sign in.'),
    ).toBeVisible();
  });

  test('signs up as Jürgen and signs in as JÜRGEN; a mixed-script name is refused', async ({
    page,
  }) => {
    await startIn(page, 'anonymous');
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Username', { exact: true }).fill('p\u0430ul');
    await expect(form.getByLabel('Username', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await form.getByLabel('Username', { exact: true }).fill('Jürgen');
    await form.getByLabel('Email', { exact: true }).fill('juergen@example.com');
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm Password').fill('secret123');
    await form.getByRole('checkbox', { name: /Privacy Policy/ }).click();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Jürgen!' })).toBeVisible();
    await page.getByRole('button', { name: /^User menu for Jürgen/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByLabel('Email or Username').fill('JÜRGEN');
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Jürgen!' })).toBeVisible();
  });

  test('a German browser is offered Deutsch once; accepting switches the app', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await startIn(page, 'anonymous');
    const offer = page.getByRole('complementary', { name: 'Sprachvorschlag' });
    await expect(offer).toContainText('Sous kann alle Texte auf Deutsch zeigen.');
    await offer.getByRole('button', { name: 'Auf Deutsch umstellen' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('complementary', { name: 'Sprachvorschlag' })).toHaveCount(0);
    await context.close();
  });

  test('on a phone the offer floats over the landing page and moves nothing (no layout shift)', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'de-DE',
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    const layoutShift = await recordLayoutShifts(page);
    await page.goto('/?scenario=anonymous');
    const hero = page.getByRole('heading', {
      name: 'Cook something great with what you already have',
    });
    const offer = page.getByRole('complementary', { name: 'Sprachvorschlag' });
    await expect(offer).toBeVisible();
    // Above the fold: the offer sits at the bottom of the screen, the hero where it was drawn.
    const box = (await offer.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(823);
    expect((await hero.boundingBox())!.y).toBeLessThan(200);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // In the page's flow it pushed everything 148 px down: a shift of 0.17 ("poor" from 0.1).
    expect(await layoutShift()).toBeLessThan(0.01);
    await offer.getByRole('button', { name: 'Auf Deutsch umstellen' }).click();
    await expect(offer).toBeHidden();
    await context.close();
  });

  test('an English browser dismisses the offer and keeps the spec texts', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await startIn(page, 'cook');
    await page.goto('/app');
    const offer = page.getByRole('complementary', { name: 'Language suggestion' });
    await expect(offer).toContainText('Sous can show every text in English.');
    await offer.getByRole('button', { name: 'No thanks' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back, chef_anna!' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Language suggestion' })).toHaveCount(0);
    await context.close();
  });
});
