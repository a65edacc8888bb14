import { expect, test, type Page } from '@playwright/test';

const COOK = { username: 'chef_anna', email: 'anna@example.com', password: 'secret123' };
const USERNAME_WORDS =
  'Username may only contain letters (of any alphabet), digits and _ . - (no spaces or other characters).';

/** Resets the mock world and waits until the app has started on it (the mock boots asynchronously). */
async function startIn(page: Page, scenario: 'cook' | 'anonymous') {
  await page.goto(`/?scenario=${scenario}`);
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('link', { name: scenario === 'cook' ? 'Dashboard' : 'Sign In' }),
  ).toBeVisible();
}

async function fillRegister(
  page: Page,
  values: { username: string; email: string; password: string; confirm: string; accept: boolean },
) {
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Username', { exact: true }).fill(values.username);
  await form.getByLabel('Email', { exact: true }).fill(values.email);
  await form.getByLabel('Password', { exact: true }).fill(values.password);
  await form.getByLabel('Confirm Password').fill(values.confirm);
  const consent = form.getByRole('checkbox', { name: /Privacy Policy/ });
  if ((await consent.isChecked()) !== values.accept) await consent.click();
  await form.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('Email or Username').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign-up and sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await startIn(page, 'anonymous');
  });

  test('registering lands on the dashboard greeting the new user', async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await fillRegister(page, {
      username: 'fresh_cook',
      email: 'fresh@example.com',
      password: 'secret123',
      confirm: 'secret123',
      accept: true,
    });
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, fresh_cook!' })).toBeVisible();
    await expect(
      page.getByText(
        'New to Sous? Say what you want to cook and what you have: Sous writes recipes for you.',
      ),
    ).toBeVisible();
  });

  test('the empty sign-in page logs no console errors (the session probe answers 200)', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a username with a space is explained in words before anything is sent', async ({
    page,
  }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create account' });
    const username = form.getByLabel('Username', { exact: true });
    await username.fill('fresh cook');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(USERNAME_WORDS)).toBeVisible();
    await username.fill('fresh_cook');
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(USERNAME_WORDS)).toHaveCount(0);
  });

  test('register shows each validation message in the spec order', async ({ page }) => {
    await page.goto('/register');
    const alert = page.getByRole('form', { name: 'Create account' }).getByRole('alert');
    const base = {
      username: 'fresh_cook',
      email: 'fresh@example.com',
      password: 'secret123',
      confirm: 'secret123',
      accept: true,
    };
    const cases = [
      [{ ...base, email: '' }, 'Please fill in all fields'],
      [
        { ...base, username: 'ab', password: '1', confirm: '2', accept: false },
        'Username must be at least 3 characters long.',
      ],
      [
        { ...base, password: '12345', confirm: '2', accept: false },
        'Password must be at least 6 characters long.',
      ],
      [{ ...base, confirm: 'secret124', accept: false }, 'Passwords do not match'],
      [{ ...base, accept: false }, 'Please accept the Privacy Policy to continue.'],
    ] as const;
    for (const [values, message] of cases) {
      await fillRegister(page, values);
      await expect(alert).toHaveText(message);
    }
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a taken email shows the server message', async ({ page }) => {
    await page.goto('/register');
    await fillRegister(page, {
      username: 'anna_two',
      email: COOK.email,
      password: 'secret123',
      confirm: 'secret123',
      accept: true,
    });
    await expect(page.getByRole('alert')).toHaveText('Email already registered');
  });

  test('login by email returns to the page that was asked for', async ({ page }) => {
    await page.goto('/app/settings');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, COOK.email, COOK.password);
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    // The login page was replaced in history: Back does not return to it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('login by username returns to the page that was asked for, query included', async ({
    page,
  }) => {
    await page.goto('/app/library?last_recipe=1');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, COOK.username, COOK.password);
    await expect(page).toHaveURL(/\/app\/library\?last_recipe=1$/);
  });

  test('login with a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, COOK.email, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout goes to / and signs the user out', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, COOK.email, COOK.password);
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${COOK.username}!` }),
    ).toBeVisible();
    await page.getByRole('button', { name: /^User menu for chef_anna/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('Google sign-in callback', () => {
  test('a verified session shows Success and goes to /app', async ({ page }) => {
    await startIn(page, 'cook');
    await page.goto('/oauth/callback');
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${COOK.username}!` }),
    ).toBeVisible();
  });

  test('a provider error goes to the failed page with its description', async ({ page }) => {
    await startIn(page, 'anonymous');
    await page.goto(
      '/oauth/callback?error=access_denied&error_description=The%20user%20denied%20access',
    );
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(page).toHaveURL(
      /\/oauth\/callback\/login-failed\?reason=The(\+|%20)user(\+|%20)denied(\+|%20)access$/,
    );
    await expect(page.getByRole('alert')).toHaveText('The user denied access');
    await expect(page.getByRole('link', { name: 'Retry with Google' })).toHaveAttribute(
      'href',
      '/api/auth/login/google',
    );
  });

  test('no session after the callback fails with session_verification_failed', async ({ page }) => {
    await startIn(page, 'anonymous');
    await page.goto('/oauth/callback');
    await expect(page).toHaveURL(
      /\/oauth\/callback\/login-failed\?reason=session_verification_failed$/,
    );
    await expect(page.getByRole('alert')).toHaveText('session_verification_failed');
  });
});
