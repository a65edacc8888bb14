/**
 * Reads the cook request table (`cook-requests.yaml`): its rows, each with the category of the
 * `# ---- category (N rows) ----` comment above it. Read only: the rows are never edited to match an
 * engine's output.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { CookRow } from './judge.ts';

export const TABLE = new URL('./cook-requests.yaml', import.meta.url);

export interface TableRow extends CookRow {
  readonly category: string;
}

/** The rows of the table, in order, with their categories. */
export function readTable(file: URL = TABLE): TableRow[] {
  const text = readFileSync(file, 'utf8');
  const categoryOf = new Map<string, string>();
  let category = '(none)';
  for (const line of text.split('\n')) {
    const heading = /^# ---- (.+?) \(\d+ rows\) ----/.exec(line);
    if (heading) category = heading[1]!;
    const id = /^- id: (\S+)/.exec(line);
    if (id) categoryOf.set(id[1]!, category);
  }
  const rows = parse(text) as CookRow[];
  return rows.map((row) => ({
    ...row,
    prompt: row.prompt ?? '',
    ingredients: row.ingredients ?? '',
    category: categoryOf.get(row.id) ?? '(none)',
  }));
}
