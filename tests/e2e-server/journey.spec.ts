import { expect, test, type Page } from '@playwright/test';

/** Unique per run: the server keeps its data between tests of one run. */
const stamp = Date.now().toString(36);
const COOK = {
  username: `cook_${stamp}`,
  email: `cook_${stamp}@example.org`,
  password: 'secret123',
};

async function register(page: Page) {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Username', { exact: true }).fill(COOK.username);
  await form.getByLabel('Email', { exact: true }).fill(COOK.email);
  await form.getByLabel('Password', { exact: true }).fill(COOK.password);
  await form.getByLabel('Confirm Password').fill(COOK.password);
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${COOK.username}!` }),
  ).toBeVisible();
}

/** Signs in on the login page (opened first unless the page is already there). */
async function signIn(page: Page, open = true) {
  if (open) await page.goto('/login');
  await page.getByLabel('Email or Username').fill(COOK.email);
  await page.getByLabel('Password').fill(COOK.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${COOK.username}!` }),
  ).toBeVisible();
}

test.describe.serial('the main journey against the real server', () => {
  // The server's Content-Security-Policy must not break the app: any refusal shows up in the console.
  const refusals: string[] = [];
  test.beforeEach(({ page }) => {
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (/Content Security Policy|unsafe-eval/i.test(error.message)) refusals.push(error.message);
    });
  });
  test.afterEach(() => {
    expect(refusals).toEqual([]);
  });

  test('an anonymous visit to the sign-in page: no console errors, no Google button on a server without Google', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0);
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Sign up with Google' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('register, generate, save two recipes into a new collection, cook along, log out, sign in again', async ({
    page,
  }) => {
    await register(page);

    await page.goto('/app/generate');
    await expect(
      page.getByRole('heading', { name: 'What do you want to cook today?' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Your cooking idea' }).fill('A cosy tomato pasta');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByRole('heading', { name: 'What ingredients do you have?' }),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Your ingredients' })
      .fill('spaghetti, tomatoes, garlic, basil, parmesan');
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
    await expect(page.getByText('Recipes generated successfully!')).toBeVisible();

    const cards = page
      .getByRole('list', { name: 'Recipe options' })
      .locator('button[aria-pressed]');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await cards.nth(0).click();
    await cards.nth(1).click();
    await page.getByRole('button', { name: 'Generate (2)' }).click();

    const dialog = page.getByRole('dialog', { name: 'In Sammlung speichern' });
    await expect(dialog.getByText('Schritt 1 von 2')).toBeVisible();
    await expect(dialog.getByText('Noch keine Sammlungen vorhanden')).toBeVisible();
    await dialog.getByRole('button', { name: 'Neue Sammlung' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Pasta Nights');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await expect(dialog.getByRole('checkbox', { name: /Pasta Nights/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(dialog.getByText('Schritt 2 von 2')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Pasta Nights/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Speichern' }).click();

    await expect(page).toHaveURL(/\/app\/library\?last_recipe=\d+,\d+$/);
    const ids = new URL(page.url()).searchParams.get('last_recipe')!.split(',').map(Number);
    const highlighted = page
      .getByRole('region', { name: 'Letzte Rezepte' })
      .locator('[data-highlighted]');
    await expect(highlighted).toHaveCount(2);

    // The recipe view: the server's worker writes the instructions the page polls for.
    await highlighted.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/app\/recipe\/\d+$/);
    const instructions = page.getByRole('region', { name: 'Cooking instructions' });
    await expect(instructions.getByRole('heading', { name: 'Cooking Instructions' })).toBeVisible({
      timeout: 30_000,
    });

    // The collection holds both recipes.
    await page.goto('/app/library');
    await page.getByRole('link', { name: /Pasta Nights/ }).click();
    await expect(page.getByRole('heading', { name: 'Pasta Nights' })).toBeVisible();
    const library = await page.evaluate(async () => (await fetch('/api/recipe/get_all')).json());
    expect((library as { id: number }[]).map((r) => r.id).sort()).toEqual([...ids].sort());

    // A reload after the access token is gone keeps the session (one refresh); still the first session.
    await page.context().clearCookies({ name: 'access_token' });
    await page.goto('/app');
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${COOK.username}!` }),
    ).toBeVisible();

    await page.getByRole('button', { name: new RegExp(`^User menu for ${COOK.username}`) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, false);
    await expect(page).toHaveURL(/\/app$/);
  });

  test('a photo of a shopping list adds what the server reads in it', async ({ page }) => {
    await signIn(page);
    await page.goto('/app/generate');
    await page.getByRole('textbox', { name: 'Your cooking idea' }).fill('A quick soup');
    await page.getByRole('button', { name: 'Next' }).click();
    const field = page.getByRole('textbox', { name: 'Your ingredients' });
    await field.fill('butter');
    // A photo made here: the list written large on white, as a phone would see a note.
    const photo = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 500;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = '#111';
      ctx.font = '64px sans-serif';
      ['carrots', 'potatoes', 'onions'].forEach((word, i) => ctx.fillText(word, 60, 120 + i * 120));
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    // The built-in engine reads text only: the wizard asks for a list, not a photo of ingredients.
    await expect(
      page.getByText('Type what is in your kitchen, or add a photo of a shopping list or recipe.'),
    ).toBeVisible();
    await page.getByLabel('Photo of a shopping list or recipe').setInputFiles({
      name: 'list.png',
      mimeType: 'image/png',
      buffer: Buffer.from(photo, 'base64'),
    });
    await expect(field).toHaveValue(/^butter, .*carrot/i, { timeout: 30_000 });
    await expect(field).toHaveValue(/potato/i);
    await expect(field).toHaveValue(/onion/i);
  });

  test('Generate New Recipes offers titles not shown before, round after round', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/app/generate');
    await page.getByRole('textbox', { name: 'Your cooking idea' }).fill('Dinner tonight');
    await page.getByRole('textbox', { name: 'Your cooking idea' }).press('Enter');
    await page.getByRole('textbox', { name: 'Your ingredients' }).fill('chicken, broccoli, rice');
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
    const titles = page.getByRole('list', { name: 'Recipe options' }).getByTestId('option-title');
    // Every card says what it contains, with the check-labels note.
    await expect(page.getByTestId('allergens').first()).toHaveText(/· check labels$/);
    const seen = await titles.allTextContents();
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (let round = 0; round < 2; round++) {
      const before = await titles.allTextContents();
      await page.getByRole('button', { name: 'Generate New Recipes' }).click();
      await expect(titles).not.toHaveText(before, { timeout: 15_000 });
      const next = await titles.allTextContents();
      expect(next.length).toBeGreaterThanOrEqual(3);
      expect(next.filter((title) => seen.includes(title))).toEqual([]);
      seen.push(...next);
    }
  });

  test('the recipe view scales servings, runs a step timer and deletes the recipe', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/app/library');
    const recent = page.getByRole('region', { name: 'Letzte Rezepte' });
    await recent.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/recipe\/\d+$/);
    // The URL changes before the recipe route's chunk has rendered: read the title from the recipe
    // itself, not from whichever page's heading is still showing.
    const heading = page.getByRole('region', { name: 'Recipe' }).getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const title = (await heading.textContent()) ?? '';

    const first = page
      .getByRole('region', { name: 'Recipe' })
      .getByTestId('ingredient-amount')
      .first();
    const base = Number(await first.textContent());
    expect(base).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++)
      await page.getByRole('button', { name: 'Increase servings' }).click();
    await expect.poll(async () => Number(await first.textContent())).toBeCloseTo(base * 2, 1);

    const steps = page.getByRole('region', { name: 'Cooking instructions' });
    const start = steps.getByRole('button', { name: /^Start timer: / }).first();
    await expect(start).toBeVisible({ timeout: 30_000 });
    const stepName = ((await start.getAttribute('aria-label')) ?? '').replace('Start timer: ', '');
    const step = steps.getByRole('listitem').filter({ hasText: stepName }).first();
    const full = await step.getByRole('timer').textContent();
    await start.click();
    await expect(step.getByRole('timer')).not.toHaveText(full ?? '');
    await step.getByRole('button', { name: `Pause timer: ${stepName}` }).click();
    await step.getByRole('button', { name: `Reset timer: ${stepName}` }).click();
    await expect(step.getByRole('timer')).toHaveText(full ?? '');

    await page.getByRole('button', { name: `Weitere Aktionen für ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Rezept löschen' }).click();
    await page
      .getByRole('alertdialog', { name: 'Möchtest du dieses Rezept wirklich löschen?' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await expect(page).toHaveURL(/\/app\/recipes$/);
    const left = await page.evaluate(async () => (await fetch('/api/recipe/get_all')).json());
    expect((left as { title: string }[]).map((r) => r.title)).not.toContain(title);
  });

  test('renaming the profile is kept by the server', async ({ page }) => {
    await signIn(page);
    await page.goto('/app/settings');
    const username = page.getByLabel('Username');
    await expect(username).toHaveValue(COOK.username);
    COOK.username = `${COOK.username}_x`;
    await username.fill(COOK.username);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status')).toHaveText('Profile updated successfully!');
    await page.reload();
    await expect(page.getByLabel('Username')).toHaveValue(COOK.username);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email or Username').fill(COOK.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
  });

  test('Google sign-in says it is not configured', async ({ page }) => {
    // The sign-in page offers no Google button here (see above); an old link still lands on the reason.
    await page.goto('/api/auth/login/google');
    await expect(page).toHaveURL(/\/oauth\/callback\/login-failed\?reason=/);
    await expect(page.getByText('Google sign-in is not configured on this server')).toBeVisible();
  });
});
