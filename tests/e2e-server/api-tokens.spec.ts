import { expect, test } from '@playwright/test';

test.describe('personal API tokens (real server)', () => {
  test('a token made in Settings calls the API without cookies; revoked, it gets 401', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.evaluate(
      async (cook) => {
        const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
        const response = await fetch('/api/auth/signup', {
          method: 'POST',
          headers: { 'X-XSRF-TOKEN': xsrf, 'Content-Type': 'application/json' },
          body: JSON.stringify(cook),
        });
        if (!response.ok) throw new Error(`signup: ${response.status}`);
      },
      { username: `tokens_${stamp}`, email: `tokens_${stamp}@example.org`, password: 'secret123' },
    );

    await page.goto('/app/settings');
    const tokens = page.getByRole('region', { name: 'API tokens' });
    await tokens.getByRole('button', { name: 'Create token...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API token' });
    await dialog.getByLabel('Name').fill('e2e script');
    await dialog.getByRole('radio', { name: /Read and write/ }).check();
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('created-token').textContent())!;
    expect(secret).toMatch(/^sous_pat_[\w-]{43}$/);
    await page.getByRole('button', { name: 'Done' }).click();

    // A script: a request context with no cookies and no XSRF header, only the bearer token.
    const script = await playwright.request.newContext({
      baseURL: baseURL!,
      extraHTTPHeaders: { authorization: `Bearer ${secret}` },
    });
    const list = await script.get('/api/recipe/list');
    expect(list.status()).toBe(200);
    const imported = await script.post('/api/recipe/import', {
      data: {
        jsonld: JSON.stringify({
          '@type': 'Recipe',
          name: 'Script soup',
          recipeIngredient: ['1 onion'],
        }),
      },
    });
    expect(imported.status()).toBe(201);
    const password = await script.post('/api/users/me/password', {
      data: { current_password: 'secret123', new_password: 'another123' },
    });
    expect(password.status()).toBe(403);

    // Settings shows it used; revoke it there.
    await page.reload();
    await expect(tokens.getByRole('listitem')).not.toContainText('Never used');
    await tokens.getByRole('button', { name: 'Revoke e2e script' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke "e2e script"?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(tokens.getByText('You have no API tokens yet.')).toBeVisible();

    const after = await script.get('/api/recipe/list');
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ detail: 'Invalid or revoked API token' });
    await script.dispose();
  });
});
