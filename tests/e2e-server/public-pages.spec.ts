import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { recordLayoutShifts } from '#tests/e2e/layout-shifts';
import { signUpAndSave } from './cook';

/**
 * Issue 32: the prerendered public pages run their own light entry (public.html,
 * src/public-main.tsx): no router, no query client, no app code. Only the real build has them (the
 * mock build renders these pages inside the app), so they are tried here.
 */

const HERO = 'Cook something great with what you already have';

/** The scripts a page loaded (file names under /assets/). */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  );

/** Console errors (a hydration mismatch is one) and uncaught errors of a page. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('each public page hydrates its prerendered markup without the app, and without an error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const [path, heading] of [
    ['/', HERO],
    ['/about', 'About Sous'],
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy Policy'],
    ['/login', 'Welcome back'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    // Without a token: an unknown one would be checked, and its 400 logged by the browser.
    ['/reset-password', 'Reset your password'],
    [
      '/confirm-email?token=NoSuchEmailTokenOnThisServer00000000000001',
      'Confirm your new email address',
    ],
    ['/login-failed?reason=Too%20many%20attempts', 'Login Failed'],
    ['/register-failed', 'Registration Failed'],
    ['/oauth/callback/login-failed?reason=access_denied', 'Google Sign-In Failed'],
  ] as const) {
    const response = await page.goto(path);
    // The markup is there before any script runs.
    expect(await response!.text()).toContain(`data-prerendered="${path.split('?')[0]}"`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Hydrated: the session check has answered and the guest header is interactive.
    await page.waitForLoadState('networkidle');
    const loaded = await scripts(page);
    expect(loaded.some((file) => /\/public-[\w-]+\.js$/.test(file))).toBe(true);
    // The app's entry (the router, the query client) is not loaded.
    expect(loaded.filter((file) => /\/index-[\w-]+\.js$/.test(file))).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('the auth pages a mail or a redirect opens read their address once hydrated', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The reason in the address replaces the prerendered page's placeholder, not a default text.
  await page.goto('/login-failed?reason=Too%20many%20attempts');
  await expect(page.getByRole('alert')).toHaveText('Too many attempts');
  await page.goto('/register-failed');
  await expect(page.getByRole('alert')).toHaveText('An unknown error occurred during registration');
  // A reset link is checked when the page opens; an unknown one says so and offers a new one.
  await page.goto('/reset-password?token=NoSuchResetTokenOnThisServer0000000000003');
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // A confirmation link is used only by its button.
  await page.goto('/confirm-email?token=NoSuchEmailTokenOnThisServer00000000000002');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This confirmation link is invalid or has expired.',
  );
  await expect(page.getByText('Request a new link in Settings')).toBeVisible();
  // Google's return without a session: the check fails, then (2 s) the failed page with the reason.
  await page.goto('/oauth/callback');
  await expect(page).toHaveURL(/\/oauth\/callback\/login-failed\?reason=/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Google Sign-In Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('session_verification_failed');
  await page.goto('/oauth/callback?error=access_denied&error_description=The%20cook%20said%20no');
  await expect(page.getByRole('alert')).toHaveText('The cook said no');
  await expect(page).toHaveURL(/\/oauth\/callback\/login-failed\?reason=The\+cook\+said\+no$/, {
    timeout: 10_000,
  });
  expect((await scripts(page)).filter((file) => /\/index-[\w-]+\.js$/.test(file))).toEqual([]);
  // The unknown links' two answers (400) are the only errors: one check, one confirmation, no hydration error.
  expect(errors).toEqual(
    Array(2).fill(
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ),
  );
});

test('a reset link is asked for on the light entry: an address typed before the script came is kept', async ({
  page,
}) => {
  await page.route('**/assets/forgot-password-screen-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/forgot-password');
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('Email').fill('someone@example.org');
  await page.waitForLoadState('networkidle');
  await expect(form.getByLabel('Email')).toHaveValue('someone@example.org');
  await form.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('Check your inbox');
  await expect(page.getByRole('status')).toContainText(
    'If an account exists for this email, we have sent a link to reset the password.',
  );
  expect((await scripts(page)).filter((file) => /\/index-[\w-]+\.js$/.test(file))).toEqual([]);
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-up and sign-in run on the light entry: what a cook typed before the script came is kept, then the app loads', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const cook = { username: `early_${stamp}`, email: `early_${stamp}@example.org` };
  // A slow connection: the form is on screen (prerendered) well before its script hydrates it.
  await page.route('**/assets/register-screen-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Username', { exact: true }).fill(cook.username);
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.waitForLoadState('networkidle');
  await form.getByLabel('Email', { exact: true }).fill(cook.email);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel('Confirm Password').fill('secret123');
  await expect(form.getByLabel('Username', { exact: true })).toHaveValue(cook.username);
  await expect(form.getByRole('checkbox', { name: /Privacy Policy/ })).toBeChecked();
  expect((await scripts(page)).filter((file) => /\/index-[\w-]+\.js$/.test(file))).toEqual([]);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${cook.username}!` }),
  ).toBeVisible();

  // Signed out, a wrong password keeps the cook on the page with the spec's message; the right one signs in.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email or Username').fill(cook.username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${cook.username}!` }),
  ).toBeVisible();
});

test('a guest goes from the landing page to sign-in and registration, the app loading there', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('form', { name: 'Create account' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await header.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('on a phone the folded menu jumps to a section and closes; About opens its page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await page.waitForLoadState('networkidle');
  await header.getByRole('button', { name: 'Open menu' }).click();
  await header.getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.locator('#how-it-works')).toBeInViewport();
  await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await header.getByRole('button', { name: 'Open menu' }).click();
  await header.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Sous' })).toBeVisible();
});

test('a signed-in cook sees Dashboard on the public pages, which opens the app', async ({
  page,
}) => {
  await signUpAndSave(page, 'visitor', []);
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await header.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: /^Welcome back, visitor_/ })).toBeVisible();
});

test('the language offer on the landing page switches it to German, and the choice stays', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Auf Deutsch umstellen' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Koch etwas Großartiges aus dem, was du schon hast',
    }),
  ).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sprachvorschlag' })).toHaveCount(0);
  await context.close();
});

test('the contact form sends from its own page without the app', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Name', { exact: true }).fill('Sam Cook');
  await page.getByLabel('Email', { exact: true }).fill('sam@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('Hello');
  await page.getByLabel('Message', { exact: true }).fill('Could Sous suggest desserts too?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText("Message Sent! We'll get back to you as soon as possible."),
  ).toBeVisible();
});

test('the sign-in and sign-up cards are drawn once: no Google button appears and leaves on a server without Google', async ({
  page,
}) => {
  const layoutShift = await recordLayoutShifts(page);
  for (const [path, button] of [
    ['/login', 'Sign In'],
    ['/register', 'Create Account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: /Google/ })).toHaveCount(0);
    // Drawn with the button first, the centred card moved 54 px when it left (0.05 on a phone).
    expect(await layoutShift(), path).toBeLessThan(0.01);
  }
});

/**
 * Serves the real server's pages through a connection that sends each page in two parts, a second
 * apart, cut inside its prerendered markup (after `cutAfter`); everything else passes through.
 */
async function slowPages(target: string, cutAfter: string) {
  const server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url!, target), {
      headers: { cookie: request.headers.cookie ?? '', accept: request.headers.accept ?? '*/*' },
    });
    const type = answer.headers.get('content-type') ?? '';
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, { 'content-type': type });
    const cut = type.startsWith('text/html') ? body.indexOf(cutAfter) : -1;
    if (cut < 0) return response.end(body);
    response.write(body.subarray(0, cut + cutAfter.length));
    setTimeout(() => response.end(body.subarray(cut + cutAfter.length)), 1000);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test('a page that arrives in parts is painted once, whole: its first frame has the whole card and nothing moves', async ({
  page,
  baseURL,
}) => {
  // Centred, a card painted from half the document (its heading) jumped up when the form came:
  // 0.02-0.05 of layout shift whenever the parser yielded in between (a busy machine, a slow line).
  const slow = await slowPages(baseURL!, '<div class="mt-6">');
  const layoutShift = await recordLayoutShifts(page);
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameHad: boolean }).firstFrameHad =
        document.querySelector('#root form') !== null;
    });
  });
  try {
    for (const [path, button] of [
      ['/login', 'Sign In'],
      ['/register', 'Create Account'],
    ] as const) {
      await page.goto(slow.origin + path);
      await expect(page.getByRole('button', { name: button })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { firstFrameHad: boolean }).firstFrameHad),
        path,
      ).toBe(true);
      expect(await layoutShift(), path).toBe(0);
    }
  } finally {
    slow.close();
  }
});

test('an address no page has answers 404 with the prerendered not-found page, whose links work', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const path of ['/no/such/page', '/app/recipe/12/more']) {
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    expect(await response!.text()).toContain('data-prerendered="/*"');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Recipe Not Found · Sous');
  }
  await page.waitForLoadState('networkidle');
  expect((await scripts(page)).filter((file) => /\/index-[\w-]+\.js$/.test(file))).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Helpful links' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Sous' })).toBeVisible();
  // A known page answers however it is spelt, as the app's router matched it.
  const about = await page.goto('/About/');
  expect(about!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'About Sous' })).toBeVisible();
  // The browser logs the two 404 answers; nothing else.
  expect(errors).toEqual(
    Array(2).fill('Failed to load resource: the server responded with a status of 404 (Not Found)'),
  );
});
