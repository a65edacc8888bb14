/**
 * Archive import jobs for stories and tests, in the states the dialog shows: one mid-way, one
 * that ended with every outcome, a long report. Each is stored in the mock db for the 'cook'
 * (user 1) and frozen (polling answers it as it is), so a picture of it is stable; the recipes a
 * report links to are real rows of the library.
 */
import { now } from '#src/lib/clock';
import { ARCHIVE_IMAGE_NOT_IMAGE, ARCHIVE_LIBRARY_FULL } from '#contract/archive-import';
import { LIBRARY_MAX_RECIPES } from '#contract/limits';
import type { JsonLdRecipeDraft } from '#contract/recipe-jsonld';
import { db, type ImportJobRow } from '#mocks/db';
import { rowFromDraft } from '#mocks/import-jobs';
import { isoAt } from './time';

type Item = ImportJobRow['report'][number];

const draft = (title: string, ingredients: string[] = []): JsonLdRecipeDraft => ({
  title,
  description: '',
  imageUrl: null,
  totalMinutes: 30,
  servings: 4,
  ingredients,
  steps: ['Cook everything together.'],
});

/** Titles of a long Paprika archive: a few dishes, numbered past the first round. */
const DISHES = [
  'Lentil soup',
  'Tomato soup',
  'Garlic bread',
  'Banana bread',
  'Potato salad',
  'Apple crumble',
  'Mushroom risotto',
  'Chicken curry',
  'Carrot cake',
  'Ratatouille',
  'Flatbread',
  'Spinach pie',
  'Pea and mint soup',
];
export const archiveTitle = (index: number) =>
  index < DISHES.length
    ? DISHES[index]!
    : `${DISHES[index % DISHES.length]} ${Math.floor(index / DISHES.length) + 1}`;

function storeJob(userId: number, job: Partial<ImportJobRow> & Pick<ImportJobRow, 'total'>) {
  const row: ImportJobRow = {
    id: crypto.randomUUID(),
    status: 'running',
    format: 'paprika',
    duplicates: 'skip',
    done: 0,
    current_title: null,
    counts: { imported: 0, skipped: 0, failed: 0, not_imported: 0 },
    report: [],
    error: null,
    created_at: isoAt(now() - 60_000),
    finished_at: null,
    user_id: userId,
    drafts: Array.from({ length: job.total }, (_, i) => draft(archiveTitle(i))),
    frozen: true,
    ...job,
  };
  db.importJobs.set(row.id, row);
  return row;
}

function imported(userId: number, index: number, title: string, detail: string | null = null) {
  const recipe = rowFromDraft(userId, draft(title, ['200 g lentils', '1 onion']));
  db.recipes.set(recipe.id, recipe);
  return {
    index,
    title,
    outcome: 'imported',
    recipe_id: recipe.id,
    duplicate_of: null,
    detail,
  } satisfies Item;
}

/** A 240-recipe Paprika import at 12 of 240, storing "Pea and mint soup". */
export function importJobMidway(userId = 1): ImportJobRow {
  const report = Array.from({ length: 12 }, (_, i) =>
    i === 4
      ? ({
          index: i,
          title: archiveTitle(i),
          outcome: 'skipped_duplicate',
          recipe_id: null,
          duplicate_of: 13,
          detail: null,
        } satisfies Item)
      : imported(userId, i, archiveTitle(i)),
  );
  return storeJob(userId, {
    total: 240,
    done: 12,
    current_title: archiveTitle(12),
    counts: { imported: 11, skipped: 1, failed: 0, not_imported: 0 },
    report,
  });
}

/** A queued job (just started: nothing stored yet). */
export function importJobQueued(userId = 1): ImportJobRow {
  return storeJob(userId, { status: 'queued', total: 240 });
}

/**
 * A cancelled import of 7 recipes with every outcome: 3 imported (one without its picture, one
 * kept although the library had it), 1 skipped as a duplicate, 1 failed, 2 not imported.
 */
export function importJobWithEveryOutcome(userId = 1): ImportJobRow {
  const kept = imported(userId, 2, 'Pancakes');
  const report: Item[] = [
    imported(userId, 0, 'Tomato soup'),
    imported(userId, 1, 'Garlic bread', ARCHIVE_IMAGE_NOT_IMAGE),
    { ...kept, duplicate_of: 13 },
    {
      index: 3,
      title: 'Chickpea and Spinach Curry',
      outcome: 'skipped_duplicate',
      recipe_id: null,
      duplicate_of: 1,
      detail: null,
    },
    {
      index: 4,
      title: 'Untitled recipe 5',
      outcome: 'failed',
      recipe_id: null,
      duplicate_of: null,
      detail: ARCHIVE_LIBRARY_FULL(LIBRARY_MAX_RECIPES),
    },
    ...[5, 6].map((index): Item => ({
      index,
      title: archiveTitle(index),
      outcome: 'not_imported',
      recipe_id: null,
      duplicate_of: null,
      detail: null,
    })),
  ];
  return storeJob(userId, {
    status: 'cancelled',
    duplicates: 'keep',
    total: 7,
    done: 5,
    counts: { imported: 3, skipped: 1, failed: 1, not_imported: 2 },
    report,
    finished_at: isoAt(now()),
  });
}

/** A finished 240-recipe import, every one imported: the report scrolls inside the dialog. */
export function importJobLongReport(userId = 1): ImportJobRow {
  const report = Array.from({ length: 240 }, (_, i) => imported(userId, i, archiveTitle(i)));
  return storeJob(userId, {
    status: 'done',
    total: 240,
    done: 240,
    counts: { imported: 240, skipped: 0, failed: 0, not_imported: 0 },
    report,
    finished_at: isoAt(now()),
  });
}
