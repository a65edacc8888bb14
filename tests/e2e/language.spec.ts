import { expect, test } from '@playwright/test';
import { startAsCook } from './cook';

test.describe('language', () => {
  test('Deutsch makes dashboard, library and generate German with <html lang="de">; Default brings back the spec texts', async ({
    page,
  }) => {
    // Six screens loaded in two languages: 21 s alone, 40-45 s beside another worker on two cores.
    test.slow();
    await startAsCook(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await page.goto('/app/settings');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await expect(page.getByRole('heading', { name: 'Sprache' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'de');

    // Stored on the user: a fresh load is German too.
    await page.goto('/app');
    await expect(
      page.getByRole('heading', { name: 'Willkommen zurück, chef_anna!' }),
    ).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(page.getByText('Was kochen wir heute?')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Neueste Rezepte' })).toBeVisible();
    await expect(page.getByText('Gespeicherte Rezepte')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neue Rezepte finden' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'App' });
    await expect(nav.getByRole('link', { name: 'Rezeptsammlung' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Datenschutz' })).toBeVisible();

    await page.getByRole('link', { name: 'Alle ansehen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deine Rezepte' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Übersicht' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Letzte Rezepte' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sammlungen' })).toBeVisible();

    await page.goto('/app/generate');
    await expect(
      page.getByRole('heading', { name: 'Was möchtest du heute kochen?' }),
    ).toBeVisible();
    await expect(page.getByLabel('Deine Kochidee')).toBeVisible();

    await page.goto('/app/settings');
    await page
      .getByRole('combobox', { name: 'Sprache' })
      .selectOption({ label: 'Standard (vorgegeben)' });
    await expect(page.getByRole('heading', { name: 'Language', exact: true })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'en');

    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Welcome back, chef_anna!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Recipes' })).toBeVisible();
    await expect(page.getByText('Recipes Saved')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Recipe Library' }),
    ).toBeVisible();
    await page.goto('/app/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Recipes' })).toBeVisible();
    await page.goto('/app/generate');
    await expect(
      page.getByRole('heading', { name: 'What do you want to cook today?' }),
    ).toBeVisible();
  });

  test('a German choice stays on the device: signed out, the sign-in, sign-up and reset pages are German', async ({
    page,
  }) => {
    await startAsCook(page);
    await page.goto('/app/settings');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await expect(page.getByRole('heading', { name: 'Sprache' })).toBeVisible();
    // Kept on this device once the user's setting is saved (decision record 0017).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sous.language'))).toBe('de');
    await page.goto('/?scenario=anonymous');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByLabel('E-Mail oder Benutzername')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Bitte fülle alle Felder aus');
    await expect(page).toHaveTitle('Anmelden · Sous');

    await page.getByRole('link', { name: 'Registrieren' }).click();
    await expect(page.getByRole('heading', { name: 'Erstelle dein Konto' })).toBeVisible();
    await expect(
      page.getByText('3–30 Zeichen: Buchstaben, Ziffern, _ . oder - (keine Leerzeichen).'),
    ).toBeVisible();
    await page.getByLabel('Benutzername').fill('chef anna');
    await expect(
      page.getByText(
        'Der Benutzername darf nur Buchstaben (jedes Alphabets), Ziffern und _ . - enthalten (keine Leerzeichen oder anderen Zeichen).',
      ),
    ).toBeVisible();

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Passwort vergessen?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link zum Zurücksetzen senden' })).toBeVisible();
  });

  test("the server's own words are German too: a wrong password, a taken username", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('sous.language', 'de'));
    await page.goto('/?scenario=anonymous');
    // The mock has switched to a guest (its worker starts after the page's load event).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('E-Mail oder Benutzername').fill('chef_anna');
    await page.getByLabel('Passwort').fill('not-the-password');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch');

    await page.goto('/register');
    await page.getByLabel('Benutzername').fill('chef_anna');
    await page.getByLabel('E-Mail').fill('someone.else@example.com');
    await page.getByLabel('Passwort', { exact: true }).fill('secret123');
    await page.getByLabel('Passwort bestätigen').fill('secret123');
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Dieser Benutzername ist bereits vergeben');
  });
});
