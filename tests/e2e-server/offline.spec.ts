import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signUpAndSave } from './cook';

/**
 * Issue 30 item 4 on the real build and server, in Chromium with the network emulated off: the
 * service worker keeps the app, an opened recipe (its steps and timers) and the shopping list; ticks
 * and typed lines made offline wait across a reload and reach the server when the connection is
 * back; the same line ticked on two phones offline ends as one ticked line.
 */
test.use({ serviceWorkers: 'allow' });

/** The signed-in page's API, as the app calls it (cookies and XSRF token). */
function listApi(page: Page) {
  return {
    call: (method: string, path: string, body?: unknown) =>
      page.evaluate(
        async ({ method, path, body }) => {
          const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
          const response = await fetch(`/api${path}`, {
            method,
            // Past the service worker's kept answers: what the server has now.
            cache: 'no-store',
            headers: {
              'X-XSRF-TOKEN': xsrf,
              ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
          return response.json() as Promise<unknown>;
        },
        { method, path, body },
      ),
  };
}

interface Line {
  id: number;
  name: string;
  checked: boolean;
}

const serverLines = async (page: Page) =>
  ((await listApi(page).call('GET', '/shopping-list')) as { items: Line[] }).items;

/** Waits until the service worker controls the page (it claims its clients once active). */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(
    page.getByRole('status').filter({ hasText: /^You are offline\. The shopping list/ }),
  ).toBeVisible();
}

test('offline: the list and an opened recipe keep working; edits wait and sync when back online', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const [recipe] = await signUpAndSave(
    page,
    'offline',
    [{ prompt: 'a chicken curry for dinner', ingredients: 'chicken, onion, coconut milk, rice' }],
    { instructions: true },
  );
  const api = listApi(page);
  await api.call('POST', '/shopping-list/items', { name: 'lemons', quantity: 2 });
  await api.call('POST', '/shopping-list/items', { name: 'kitchen roll' });

  // Online: the cook opens the app (the worker installs), then the recipe (its steps) and the list.
  await page.goto('/app');
  await workerInControl(page);
  await page.goto(`/app/recipe/${recipe!.id}`);
  const steps = page.getByRole('region', { name: 'Cooking instructions' });
  await expect(steps.getByRole('button', { name: /^Start timer: / }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/app/shopping');
  await expect(page.getByRole('checkbox', { name: '2 lemons' })).toBeVisible();

  // In the shop, no signal: a reload still shows the list, with the banner.
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^You are offline\./ })).toBeVisible();
  await page.getByRole('checkbox', { name: '2 lemons' }).check();
  await page.getByLabel('Add an item').fill('3 onions');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const onions = page.getByRole('listitem').filter({ hasText: 'onions' });
  await expect(onions).toContainText('Not saved yet');
  await expect(page.getByText('2 changes will be saved when you are back online.')).toBeVisible();

  // The phone closes the tab; reopened, still offline, nothing is lost.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '2 lemons' })).toBeChecked();
  await expect(onions).toContainText('Not saved yet');
  await expect(page.getByText('2 changes will be saved when you are back online.')).toBeVisible();
  expect((await page.evaluate(() => localStorage.getItem('sous.offline-writes'))) ?? '').toContain(
    'onions',
  );

  // Cook mode offline: the opened recipe, its steps and a timer.
  await page.goto(`/app/recipe/${recipe!.id}`);
  await expect(
    page.getByRole('region', { name: 'Recipe' }).getByRole('heading', { level: 1 }),
  ).toHaveText(recipe!.title);
  const start = steps.getByRole('button', { name: /^Start timer: / }).first();
  const stepName = ((await start.getAttribute('aria-label')) ?? '').replace('Start timer: ', '');
  await start.click();
  await expect(steps.getByRole('button', { name: `Pause timer: ${stepName}` })).toBeVisible();

  // Back online: the banner goes, the waiting edits reach the server once, in order.
  await page.goto('/app/shopping');
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /^You are offline\./ })).toHaveCount(0);
  await expect(page.getByText(/will be saved when you are back online/)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: '3 onions' })).toBeEnabled();
  const lines = await serverLines(page);
  expect(lines.map((line) => [line.name, line.checked]).sort()).toEqual([
    ['kitchen roll', false],
    ['lemons', true],
    ['onions', false],
  ]);
  expect(await page.evaluate(() => localStorage.getItem('sous.offline-writes'))).toBeNull();
});

test('offline on two phones: the same line ticked on both is one ticked line; a line removed on one stays removed', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpAndSave(page, 'twophones', []);
  const api = listApi(page);
  await api.call('POST', '/shopping-list/items', { name: 'milk', quantity: 1, unit: 'l' });
  await api.call('POST', '/shopping-list/items', { name: 'bread' });
  await page.goto('/app/shopping');
  await expect(page.getByRole('checkbox', { name: '1 l milk' })).toBeVisible();
  await workerInControl(page);

  // The second phone: the same cook, signed in with the same session.
  const second = await browser.newContext({
    storageState: await context.storageState(),
    serviceWorkers: 'allow',
  });
  const other = await second.newPage();
  await other.goto('/app/shopping');
  await expect(other.getByRole('checkbox', { name: '1 l milk' })).toBeVisible();
  await workerInControl(other);

  await goOffline(context, page);
  await goOffline(second, other);
  await page.getByRole('checkbox', { name: '1 l milk' }).check();
  await other.getByRole('checkbox', { name: '1 l milk' }).check();
  // Meanwhile the first phone also ticks the bread, which the second phone removes.
  await page.getByRole('checkbox', { name: 'bread' }).check();
  await other.getByRole('button', { name: 'Remove bread' }).click();
  await expect(other.getByRole('checkbox', { name: 'bread' })).toHaveCount(0);

  await second.setOffline(false);
  await expect(other.getByText(/will be saved when you are back online/)).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText(/will be saved when you are back online/)).toHaveCount(0);
  // No error for the tick of a line that is gone: the removal stands.
  await expect(page.getByRole('checkbox', { name: 'bread' })).toHaveCount(0);
  await expect(page.getByText('That did not work. Please try again.')).toHaveCount(0);
  const lines = await serverLines(page);
  expect(lines.map((line) => [line.name, line.checked])).toEqual([['milk', true]]);
  await second.close();
});
