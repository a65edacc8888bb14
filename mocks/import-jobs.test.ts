/** The mock's archive import jobs (server: server/test, importjob's tests). */
import { beforeEach, describe, expect, it } from 'vitest';
import { recipeToJsonLd } from '#contract/recipe-to-jsonld';
import { IMPORT_JOB_RUNNING } from '#contract/archive-import';
import { db, type ImportJobRow } from '#mocks/db';
import { toRecipeDetail } from '#mocks/factories';
import { advanceImportJob, cancelImportJob, readArchive, startImportJob } from '#mocks/import-jobs';
import { applyScenario, COOK, RECIPE_IDS } from '#mocks/scenarios';

const saved = () =>
  [...db.recipes.values()]
    .filter((r) => r.owner_id === COOK.id && r.is_saved)
    .sort((a, b) => a.id - b.id);

/** The library as GET /recipe/export writes it. */
const exportedLibrary = () =>
  new TextEncoder().encode(
    JSON.stringify(saved().map((r) => recipeToJsonLd(toRecipeDetail(r), r.instructions ?? []))),
  );

function runToEnd(job: ImportJobRow) {
  for (let polls = 0; polls < 20 && job.status !== 'done'; polls++) advanceImportJob(job);
  return job;
}

const recipe = (name: string, ingredients: string[]) => ({
  '@type': 'Recipe',
  name,
  recipeIngredient: ingredients,
});

describe('archive import jobs (mock)', () => {
  beforeEach(() => applyScenario('cook'));

  it('importing the exported library again with "skip" adds nothing: each is its own duplicate', async () => {
    const before = saved();
    const { format, drafts } = await readArchive(exportedLibrary());
    expect(format).toBe('schema.org');
    expect(drafts).toHaveLength(before.length);
    const job = runToEnd(startImportJob(COOK.id, format, drafts, 'skip'));
    expect(job.counts).toEqual({ imported: 0, skipped: before.length, failed: 0, not_imported: 0 });
    expect(job.report.map((item) => item.duplicate_of)).toEqual(before.map((r) => r.id));
    expect(saved()).toHaveLength(before.length);
  });

  it('"keep" stores both; a recipe the archive repeats is a duplicate of the first copy', async () => {
    const pancakes = db.recipes.get(RECIPE_IDS.pancakes)!;
    const { drafts } = await readArchive(
      new TextEncoder().encode(
        JSON.stringify([
          recipeToJsonLd(toRecipeDetail(pancakes), []),
          recipe('Plum crumble', ['500 g plums', '100 g butter']),
          recipe('  PLUM Crumble! ', ['500g plums', '100 g  butter']),
        ]),
      ),
    );
    const kept = runToEnd(startImportJob(COOK.id, 'schema.org', drafts, 'keep'));
    const [first, second, third] = kept.report;
    expect(kept.counts).toEqual({ imported: 3, skipped: 0, failed: 0, not_imported: 0 });
    expect(first).toMatchObject({ outcome: 'imported', duplicate_of: RECIPE_IDS.pancakes });
    expect(second).toMatchObject({ outcome: 'imported', duplicate_of: null });
    expect(third).toMatchObject({ outcome: 'imported', duplicate_of: second!.recipe_id });

    const skipped = runToEnd(startImportJob(COOK.id, 'schema.org', drafts, 'skip'));
    expect(skipped.report.map((item) => item.outcome)).toEqual([
      'skipped_duplicate',
      'skipped_duplicate',
      'skipped_duplicate',
    ]);
  });

  it('advances as it is polled, one job at a time, and cancelling reports the rest', async () => {
    const { drafts } = await readArchive(
      new TextEncoder().encode(
        JSON.stringify([recipe('A soup', ['1 onion']), recipe('B stew', ['2 carrots'])]),
      ),
    );
    const job = startImportJob(COOK.id, 'schema.org', drafts, 'skip');
    expect(job).toMatchObject({ status: 'queued', done: 0, total: 2, current_title: null });
    expect(() => startImportJob(COOK.id, 'schema.org', drafts, 'skip')).toThrow();
    try {
      startImportJob(COOK.id, 'schema.org', drafts, 'skip');
    } catch (error) {
      const response = error as Response;
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ detail: IMPORT_JOB_RUNNING });
    }
    advanceImportJob(job);
    expect(job).toMatchObject({ status: 'running', done: 0, current_title: 'A soup' });
    advanceImportJob(job);
    expect(job).toMatchObject({ status: 'running', done: 1, current_title: 'B stew' });
    expect(db.recipes.get(job.report[0]!.recipe_id!)?.title).toBe('A soup');
    cancelImportJob(job);
    expect(job).toMatchObject({
      status: 'cancelled',
      done: 1,
      current_title: null,
      counts: { imported: 1, skipped: 0, failed: 0, not_imported: 1 },
    });
    expect(job.report[1]).toEqual({
      index: 1,
      title: 'B stew',
      outcome: 'not_imported',
      recipe_id: null,
      duplicate_of: null,
      detail: null,
    });
    advanceImportJob(job);
    expect(job.status).toBe('cancelled');
  });

  it('reads a Paprika archive fully (gzipped JSON in a zip) and refuses what it cannot read', async () => {
    const { readFileSync } = await import('node:fs');
    const { format, drafts } = await readArchive(
      new Uint8Array(readFileSync('tests/fixtures/archives/paprika.paprikarecipes')),
    );
    expect(format).toBe('paprika');
    expect(drafts[1]).toEqual({
      title: 'Pancakes',
      description: '',
      imageUrl: null,
      totalMinutes: null,
      servings: 2,
      ingredients: ['2 cups flour', '2 eggs', '1 1/2 cups milk', '1 tbsp butter'],
      steps: ['Whisk everything into a batter.', 'Fry in butter, 2 minutes a side.'],
    });
    await expect(readArchive(new TextEncoder().encode('%PDF-1.7'))).rejects.toMatchObject({
      status: 422,
    });
  });
});
