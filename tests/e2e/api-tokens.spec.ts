import { expect, test, type Page } from '@playwright/test';
import { startAsCook } from './cook';

const section = (page: Page) => page.getByRole('region', { name: 'API tokens' });

test.describe('personal API tokens (mock)', () => {
  test('Settings: create a token, copy it once, see it listed, revoke it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await startAsCook(page);
    await page.goto('/app/settings');
    const tokens = section(page);
    await expect(tokens.getByText('You have no API tokens yet.')).toBeVisible();

    const open = tokens.getByRole('button', { name: 'Create token...' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Create an API token' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByLabel('Name').fill('Home Assistant');
    await dialog.getByRole('radio', { name: /Read and write/ }).check();
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API token' });
    await expect(shown.getByText('Copy it now: it will not be shown again.')).toBeVisible();
    const secret = (await shown.getByTestId('created-token').textContent())!;
    expect(secret).toMatch(/^sous_pat_[\w-]{43}$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(open).toBeFocused();

    // Listed without the secret: its first characters, the scope, "Never used".
    const item = tokens.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Home Assistant');
    await expect(item).toContainText('Read and write');
    await expect(item).toContainText(`${secret.slice(0, 12)}…`);
    await expect(item).toContainText('Never used');
    await expect(page.getByText(secret)).toHaveCount(0);

    // Revoke asks first; Cancel keeps it, the confirmation removes it.
    await tokens.getByRole('button', { name: 'Revoke Home Assistant' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke "Home Assistant"?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(item).toHaveCount(1);
    await tokens.getByRole('button', { name: 'Revoke Home Assistant' }).click();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(tokens.getByRole('status')).toHaveText('"Home Assistant" was revoked.');
    await expect(tokens.getByText('You have no API tokens yet.')).toBeVisible();
  });
});
