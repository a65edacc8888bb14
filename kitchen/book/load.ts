/**
 * Reads the recipe book from `dishes/`: every file parsed, checked against `dish.schema.json` and
 * linted. The server loads it once at start-up and refuses to start on a broken dish; CI runs the
 * same checks (book.test.ts), and `npm run check:book` prints them for a recipe writer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import type { Dish } from './dish.ts';
import { lintDish, type CatalogueView } from './lint.ts';

const SCHEMA = JSON.parse(readFileSync(new URL('./dish.schema.json', import.meta.url), 'utf8'));
const DISHES = new URL('./dishes/', import.meta.url);

const validate = new Ajv2020({
  allErrors: true,
  strict: true,
  strictRequired: false,
}).compile<Dish>(SCHEMA);

export interface BookProblems {
  readonly file: string;
  readonly problems: readonly string[];
}

/** Every dish file of a folder, with the problems of each (none for a sound dish). */
export function readBook(
  catalogue: CatalogueView,
  folder: URL = DISHES,
): { dishes: Dish[]; problems: BookProblems[] } {
  const dishes: Dish[] = [];
  const problems: BookProblems[] = [];
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  for (const file of files) {
    const found: string[] = [];
    let data: unknown;
    try {
      data = parse(readFileSync(new URL(file, folder), 'utf8'));
    } catch (error) {
      problems.push({ file, problems: [`not readable YAML: ${(error as Error).message}`] });
      continue;
    }
    if (!validate(data)) {
      found.push(
        ...(validate.errors ?? []).map(
          (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
        ),
      );
    } else {
      if (data.id !== file.replace(/\.yaml$/, '')) found.push(`id ${data.id} is not the file name`);
      found.push(...lintDish(data, catalogue));
      if (found.length === 0) dishes.push(data);
    }
    if (found.length > 0) problems.push({ file, problems: found });
  }
  return { dishes, problems };
}

/** The whole book, or an error naming every broken dish. */
export function loadBook(catalogue: CatalogueView, folder: URL = DISHES): Dish[] {
  const { dishes, problems } = readBook(catalogue, folder);
  if (problems.length > 0) {
    const lines = problems.flatMap(({ file, problems: each }) => [
      file,
      ...each.map((p) => `  - ${p}`),
    ]);
    throw new Error(`The recipe book has ${problems.length} broken dish(es):\n${lines.join('\n')}`);
  }
  return dishes;
}
