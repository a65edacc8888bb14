import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// Issue 31 [library-io] on the real server: a Paprika archive uploaded with the page's request
// context starts a job (202 + Location); polling it ends `done` with every recipe imported, its
// picture and its categories as collections; the same archive again skips all three as duplicates.

const paprika = readFileSync(
  new URL('../fixtures/archives/paprika.paprikarecipes', import.meta.url),
);

test('an archive import runs as a job to done, and a second upload skips the duplicates', async ({
  page,
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
    { username: `archive_${stamp}`, email: `archive_${stamp}@example.org`, password: 'secret123' },
  );
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);

  const importOnce = async () => {
    const started = await page.request.post('/api/recipe/import-archive', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      multipart: {
        file: {
          name: 'export.paprikarecipes',
          mimeType: 'application/octet-stream',
          buffer: paprika,
        },
      },
    });
    expect(started.status()).toBe(202);
    const queued = await started.json();
    expect(started.headers()['location']).toBe(`/api/import-jobs/${queued.id}`);
    expect(queued).toMatchObject({ status: 'queued', format: 'paprika', total: 3, done: 0 });
    let job = queued;
    await expect
      .poll(
        async () => {
          job = await (await page.request.get(`/api/import-jobs/${queued.id}`)).json();
          return job.status;
        },
        { timeout: 20_000 },
      )
      .toBe('done');
    return job;
  };

  const first = await importOnce();
  expect(first.counts).toEqual({ imported: 3, skipped: 0, failed: 0, not_imported: 0 });
  expect(first.report.map((item: { title: string }) => item.title)).toEqual([
    'Tomato soup',
    'Pancakes',
    'Garlic bread',
  ]);
  const soup = await (
    await page.request.get(`/api/recipe/${first.report[0].recipe_id}/get`)
  ).json();
  expect(soup.image_url).toMatch(/^recipe\/\d+\/[0-9a-f]{32}\.jpg$/);
  const collections = await (await page.request.get('/api/collection/all')).json();
  expect(collections.map((c: { name: string }) => c.name).sort()).toEqual([
    'Baking',
    'Breakfast',
    'Sides',
    'Soups',
  ]);

  const second = await importOnce();
  expect(second.counts).toEqual({ imported: 0, skipped: 3, failed: 0, not_imported: 0 });
  expect(second.report.map((item: { duplicate_of: number }) => item.duplicate_of)).toEqual(
    first.report.map((item: { recipe_id: number }) => item.recipe_id),
  );

  // The library holds the three recipes once.
  const library = await (await page.request.get('/api/recipe/list?limit=50')).json();
  expect(library.items.map((r: { title: string }) => r.title).sort()).toEqual([
    'Garlic bread',
    'Pancakes',
    'Tomato soup',
  ]);
});
