import { expect, test } from '@playwright/test';
import { signUpAndSave } from './cook';

/**
 * Issue 32 (Lighthouse on the signed-in pages): a signed-in page's shell paints the session check's
 * spinner before any script has run, instead of a blank page, and fetches the session probe and the
 * page's first API answers (the user, the recipe) with the document; the app takes those answers
 * over instead of asking again. Only the real build writes route shells (scripts/prerender.mjs),
 * so they are tried here, as a cook gets them: with the service worker (it registers after the load).
 */
test.use({ serviceWorkers: 'allow' });

test('a signed-in page shows the spinner before its scripts and gets its first API answers with its shell', async ({
  page,
  browser,
}) => {
  const [recipe] = await signUpAndSave(page, 'shell', [{ prompt: 'Lentil soup' }]);
  const path = `/app/recipe/${recipe!.id}`;

  // The shell as the server sends it: the spinner in #root, the probe preloaded with credentials.
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('<div id="root"><div class="flex min-h-dvh');
  expect(html).toContain('<span class="text-sm text-muted">Loading</span>');
  expect(html).toContain(
    '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/session">',
  );

  // Without scripts the page shows just that: what a slow phone paints while they load.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await noScript.newPage();
  await still.goto(path);
  await expect(still.getByRole('status')).toHaveText('Loading');
  await noScript.close();

  // The page's first API answers come as preload links with the shell of a signed-in visit.
  const preloads = (await page.request.get(path)).headers().link;
  expect(preloads).toBe(
    [`/api/users/me`, `/api/recipe/${recipe!.id}/get`, `/api/instruction/${recipe!.id}`]
      .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
      .join(', '),
  );

  // With scripts: each of those and the probe asked once (the preloaded answer is taken over), no
  // warning about an unused preload, and the recipe replaces the spinner. Counted by the page's own
  // resource timing, up to the moment the service worker first takes control: then the page reads
  // its answers again through it on purpose (offline-support.tsx), which a fast page reaches within
  // the wait below.
  await page.addInitScript(() => {
    navigator.serviceWorker?.addEventListener(
      'controllerchange',
      () => Object.assign(window, { swInControlAt: performance.now() }),
      { once: true },
    );
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: recipe!.title })).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
  // Chrome reports a preload nobody used a few seconds after the load event.
  await page.waitForTimeout(3500);
  const asked = new Map<string, number>();
  const fetched = await page.evaluate(() => {
    const until = (window as { swInControlAt?: number }).swInControlAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < until)
      .map((entry) => new URL(entry.name).pathname);
  });
  for (const pathname of fetched)
    if (pathname.startsWith('/api/')) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  for (const url of [
    '/api/auth/session',
    '/api/users/me',
    `/api/recipe/${recipe!.id}/get`,
    `/api/instruction/${recipe!.id}`,
  ])
    expect(asked.get(url), url).toBe(1);
  expect(warnings).toEqual([]);
});

test('the sign-in page is prerendered with the probe preloaded and no spinner; a guest on /app lands there', async ({
  page,
}) => {
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('<div id="root" data-prerendered="/login">');
  expect(html).toContain('Welcome back');
  expect(html).not.toContain('role="status"');
  expect(html).toContain('href="/api/auth/session"');
  await page.goto('/app/library');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
