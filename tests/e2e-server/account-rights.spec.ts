import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readZip } from '#server/test/helpers/unzip.ts';
import { signUpAndSave } from './cook';

/** The cook the page is signed in as. */
const me = (page: Page) =>
  page.evaluate(
    async () =>
      (await (await fetch('/api/users/me')).json()) as {
        id: number;
        username: string;
        email: string;
      },
  );

/** Turns sharing on for a recipe through the API, in the page (its cookies and XSRF token). */
const share = (page: Page, id: number) =>
  page.evaluate(async (id) => {
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
    const res = await fetch(`/api/recipe/${id}/share`, {
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    return new URL(((await res.json()) as { url: string }).url).pathname;
  }, id);

test('the rights the privacy page promises, against the real server: take the data out, change the password and the email, delete the account', async ({
  page,
  browser,
  baseURL,
}) => {
  const [recipe] = await signUpAndSave(page, 'rights', [{ prompt: 'chickpea curry' }]);
  const cook = await me(page);
  const sharePath = await share(page, recipe!.id);
  // A second device, signed in too.
  const phoneContext = await browser.newContext({ baseURL });
  const phone = await phoneContext.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Email or Username').fill(cook.email);
  await phone.getByLabel('Password').fill('secret123');
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expect(phone).toHaveURL(/\/app$/);

  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

  // Your data: one zip with account.json and the recipe's illustration.
  const data = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^sous-export-${cook.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  await expect(data.getByRole('status')).toHaveText(
    `Your download has started: ${download.suggestedFilename()}`,
  );
  const entries = readZip(readFileSync((await download.path())!));
  const archive = JSON.parse(entries.find((e) => e.name === 'account.json')!.data.toString()) as {
    user: { email: string };
    recipes: { id: number; title: string; image_file: string | null }[];
  };
  expect(archive.user.email).toBe(cook.email);
  expect(archive.recipes.map((r) => r.title)).toEqual([recipe!.title]);
  const image = archive.recipes[0]!.image_file;
  if (image) expect(entries.some((e) => e.name === image)).toBe(true);

  // Password: this device stays signed in, the phone is signed out.
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('secret123');
  await password.getByLabel('New password', { exact: true }).fill('new-secret');
  await password.getByLabel('Confirm new password').fill('new-secret');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText(
    'Your password has been changed. Your other devices have been signed out.',
  );
  await phone.goto('/app/settings');
  await expect(phone).toHaveURL(/\/login$/);
  await phoneContext.close();

  // E-mail: a link goes to the new address; nothing changes yet.
  const email = page.getByRole('region', { name: 'E-mail' });
  const newEmail = `new_${cook.email}`;
  await email.getByLabel('New email address').fill(newEmail);
  await email.getByLabel('Current password').fill('new-secret');
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByRole('status')).toHaveText(
    `We sent a confirmation link to ${newEmail}. Your email changes when you open it.`,
  );
  await expect(email.getByText(`Your email address is ${cook.email}.`)).toBeVisible();

  // Delete account: what happens first, then the password and the username typed out.
  await page.getByRole('button', { name: 'Delete account...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('Your share links stop working.')).toBeVisible();
  await dialog.getByLabel('Current password').fill('new-secret');
  await dialog.getByLabel(`To confirm, type your username: ${cook.username}`).fill(cook.username);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your account and all of its data have been deleted.',
  );
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  // Gone: the share link, the session, the sign-in.
  const stranger = await browser.newContext({ baseURL });
  const reader = await stranger.newPage();
  expect((await reader.goto(sharePath))!.status()).toBe(404);
  await stranger.close();
  await page.goto('/app/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email or Username').fill(cook.email);
  await page.getByLabel('Password').fill('new-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
});
