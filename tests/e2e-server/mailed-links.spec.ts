import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndSave } from './cook';

/**
 * The links the server mails, opened as a cook opens them: a page load of a prerendered page on
 * the public pages' entry (no router, no query client, issue 32). The embedded default has no mail
 * server: it logs each link (server/src/platform/mailer.ts), and the e2e server's log is a file.
 */

/** The newest link the server "mailed" to `to`, read from its log. */
async function mailedLink(to: string, field: 'resetLink' | 'confirmLink'): Promise<string> {
  const log = path.join(process.env.E2E_SERVER_DATA_DIR ?? '', 'server.log');
  let link = '';
  await expect
    .poll(() => {
      for (const line of readFileSync(log, 'utf8').split('\n').reverse()) {
        if (!line.includes(to)) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (entry.to === to && typeof entry[field] === 'string') {
          link = entry[field];
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  // The link names the server's configured origin; the test opens it on its own.
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The app's entry (the router, the query client) among the scripts the page loaded. */
const appEntryLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/index-[\w-]+\.js$/.test(new URL(entry.name).pathname)),
  );

const me = (page: Page) =>
  page.evaluate(
    async () =>
      (await (await fetch('/api/users/me')).json()) as { username: string; email: string },
  );

test('a forgotten password: the mailed link sets a new one, once, and the cook signs in with it', async ({
  page,
}) => {
  await signUpAndSave(page, 'forgetful', []);
  const cook = await me(page);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(cook.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('Check your inbox');

  const link = await mailedLink(cook.email, 'resetLink');
  expect(link).toMatch(/^\/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-7');
  await page.getByLabel('Confirm New Password').fill('brand-new-7');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Your password has been reset. You can now sign in.',
  );
  expect(await appEntryLoaded(page)).toBe(false);

  // The link is used up: opened again, it says so before anything is typed.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');

  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(cook.username);
  await page.getByLabel('Password').fill('brand-new-7');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${cook.username}!` }),
  ).toBeVisible();
});

test('a new address: the mailed link confirms it by its button, and Settings shows it', async ({
  page,
}) => {
  await signUpAndSave(page, 'mover', []);
  const cook = await me(page);
  const newEmail = `new_${cook.email}`;
  await page.goto('/app/settings');
  const email = page.getByRole('region', { name: 'E-mail' });
  await email.getByLabel('New email address').fill(newEmail);
  await email.getByLabel('Current password').fill('secret123');
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByRole('status')).toContainText(newEmail);

  const link = await mailedLink(newEmail, 'confirmLink');
  expect(link).toMatch(/^\/confirm-email\?token=/);
  await page.goto(link);
  // Opening the link changes nothing; the button does.
  expect((await me(page)).email).toBe(cook.email);
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByRole('status')).toContainText('Your email address has been changed.');
  expect(await appEntryLoaded(page)).toBe(false);
  // Signed in on this browser: the way on is Settings, with the new address.
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByText(`Your email address is ${newEmail}.`)).toBeVisible();
});
