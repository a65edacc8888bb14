/**
 * Reads the recipe book from `dishes/`: every file parsed, checked against `dish.schema.json` and
 * linted. The server loads it once at start-up and refuses to start on a broken dish; CI runs the
 * same checks (book.test.ts), and `npm run check:book` prints them for a recipe writer.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  const texts = files.map((file) => readFileSync(new URL(file, folder), 'utf8'));
  const parsed = parsedYaml(files, texts);
  for (const [index, file] of files.entries()) {
    const found: string[] = [];
    let data: unknown;
    try {
      data = parsed?.[index] ?? parse(texts[index]!);
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

/**
 * The files' YAML parsed, from a cache in the temp folder keyed by a hash of every file's name and
 * text (parsing 300 YAML files takes most of the book's start-up; JSON reads in a fraction). Only
 * the parse is cached: the schema and the lints run on every load. A file that does not parse leaves
 * the cache alone (null: parse each file, so its error is reported). Writing the cache may fail
 * (read-only disk): then the next start parses again.
 */
function parsedYaml(files: readonly string[], texts: readonly string[]): unknown[] | null {
  const hash = createHash('sha256');
  files.forEach((file, i) => hash.update(`${file}\0${texts[i]}\0`));
  const cache = path.join(tmpdir(), `sous-book-${hash.digest('hex').slice(0, 32)}.json`);
  try {
    const cached: unknown = JSON.parse(readFileSync(cache, 'utf8'));
    if (Array.isArray(cached) && cached.length === files.length) return cached;
  } catch {
    // No cache yet (or an unreadable one): parse below.
  }
  let parsed: unknown[];
  try {
    parsed = texts.map((text) => parse(text) as unknown);
  } catch {
    return null;
  }
  try {
    const temporary = `${cache}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(parsed));
    renameSync(temporary, cache);
  } catch {
    // A cache that cannot be written only costs the next start its parse.
  }
  return parsed;
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
