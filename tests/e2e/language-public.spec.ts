import { expect, test, type Page } from '@playwright/test';

/**
 * The public pages follow the device's language (issue #18): a visitor's Deutsch, chosen once in
 * Settings and kept on this device (decision record 0017), makes landing, About, Privacy and Contact
 * German; choosing English brings the English copy back.
 */

/** Signs in as the cook, picks a language in Settings, then signs out (the choice stays on the device). */
async function chooseLanguage(page: Page, label: 'Deutsch' | 'English', stored: 'de' | 'en') {
  await page.goto('/?scenario=cook');
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^(Dashboard|Übersicht)$/ }),
  ).toBeVisible();
  await page.goto('/app/settings');
  await page.getByRole('combobox', { name: /^(Language|Sprache)$/ }).selectOption({ label });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sous.language'))).toBe(stored);
  await page.goto('/?scenario=anonymous');
}

test.describe('language of the public pages', () => {
  test('Deutsch: landing, About, Privacy and Contact are German with <html lang="de">; English restores them', async ({
    page,
  }) => {
    const html = page.locator('html');
    await chooseLanguage(page, 'Deutsch', 'de');

    // Landing.
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Koch etwas Großartiges aus dem, was du schon hast',
      }),
    ).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Dein KI-Kochbegleiter · Sous');
    await expect(
      page.getByRole('heading', { name: 'Alles, was du zwischen Kühlschrank und Tisch brauchst' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'So funktioniert’s' })).toBeVisible();
    // The steps' screen-reader numbers too.
    await expect(
      page.getByRole('heading', { name: 'Schritt 1: Sag, was du kochen möchtest' }),
    ).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Das kochen andere mit Sous' })).toBeVisible();
    await expect(page.getByText('1 Std. 5 Min.')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Lust, heute Abend etwas Neues zu kochen?' }),
    ).toBeVisible();

    // About, through the header.
    await page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('link', { name: 'Über uns' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Über Sous' })).toBeVisible();
    await expect(page).toHaveTitle('Über uns · Sous');
    await expect(
      page.getByRole('heading', { name: 'Entstanden bei einem Cloud-Hackathon' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Was uns wichtig ist' })).toBeVisible();
    const team = page.getByRole('region', { name: 'Das Team' });
    await expect(team.getByText('Leitung Produkt & Design')).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'de');

    // Privacy, through the footer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Datenschutzerklärung · Sous');
    await expect(page.getByText('Zuletzt aktualisiert: 17. Oktober 2025')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deine Rechte nach der DSGVO' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Dritte' }).getByText('Anmeldung mit Google'),
    ).toBeVisible();

    // Contact, through the policy's link.
    await page.getByRole('link', { name: 'Zur Kontaktseite' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await expect(page).toHaveTitle('Kontakt · Sous');
    await expect(page.getByRole('heading', { name: 'Schreib uns eine Nachricht' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'de');

    // English restores every page.
    await chooseLanguage(page, 'English', 'en');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Cook something great with what you already have',
      }),
    ).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Your AI cooking companion · Sous');
    await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeVisible();
    await expect(page.getByText('1h 5min')).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Sous' })).toBeVisible();
    await expect(page).toHaveTitle('About · Sous');
    await expect(
      page.getByRole('region', { name: 'The team' }).getByText('Product & Design Lead'),
    ).toBeVisible();

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy · Sous');
    await expect(page.getByText('Last updated: October 17, 2025')).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page).toHaveTitle('Contact · Sous');
    await expect(html).toHaveAttribute('lang', 'en');
  });
});
