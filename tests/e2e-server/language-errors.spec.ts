import { expect, test } from '@playwright/test';
import { signUpAndSave } from './cook';

test('Deutsch on the real server: its answers to a wrong password and a taken username are German', async ({
  page,
  context,
}) => {
  await signUpAndSave(page, 'sprache', []);
  const username = await page.evaluate(async () => {
    const response = await fetch('/api/users/me');
    return ((await response.json()) as { username: string }).username;
  });
  await context.clearCookies();
  await page.addInitScript(() => localStorage.setItem('sous.language', 'de'));

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByLabel('E-Mail oder Benutzername').fill(username);
  await page.getByLabel('Passwort').fill('not-the-password');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch');

  await page.goto('/register');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('E-Mail').fill(`other_${username}@example.org`);
  await page.getByLabel('Passwort', { exact: true }).fill('secret123');
  await page.getByLabel('Passwort bestätigen').fill('secret123');
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Dieser Benutzername ist bereits vergeben');
});
