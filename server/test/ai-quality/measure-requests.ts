/**
 * Measures an engine on the cook request table, end to end over the API: the real app (PGlite in a
 * temporary DATA_DIR) with a signed-in cook, every row sent as the SPA sends it (POST
 * /api/preparing/generate, GET get_options, GET each option's recipe), the answer judged by
 * `judge.ts`. Prints the pass rate overall and per category, the failure kinds, and every failing
 * row with its first failure.
 *
 *   node_modules/.bin/tsx server/test/ai-quality/measure-requests.ts            # today's built-in provider
 *   MEASURE_JSON=/tmp/answers.json node_modules/.bin/tsx ...      # also writes every answer and verdict
 *
 * `measureRequests(provider)` is the same without printing, for a bench to call.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { BuiltinProvider } from '#server/src/ai/builtin-provider.ts';
import type { AiProvider } from '#server/src/ai/provider.ts';
import { buildApp } from '#server/src/app.ts';
import { loadConfig } from '#server/src/platform/config.ts';
import { openPglite } from '#server/src/platform/db/database.ts';
import { migrate } from '#server/src/platform/db/migrate.ts';
import { createFileStorage } from '#server/src/platform/storage/create-storage.ts';
import { judge, type Answer, type AnswerOption, type Verdict } from '#kitchen/requests/judge.ts';
import { readTable, type TableRow } from '#kitchen/requests/table.ts';

export interface RowResult {
  readonly row: TableRow;
  readonly answer: Answer;
  readonly verdict: Verdict;
  readonly ms: number;
}

export interface Measurement {
  readonly engine: string;
  readonly results: RowResult[];
}

type Call = (
  method: InjectOptions['method'],
  url: string,
  json?: unknown,
) => Promise<{ status: number; body: unknown; text: string }>;

/** A signed-in browser over inject: keeps cookies, echoes the XSRF cookie on unsafe methods. */
function browser(app: FastifyInstance): Call {
  const cookies = new Map<string, string>();
  return async (method, url, json) => {
    const headers: Record<string, string> = {};
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && cookies.has('XSRF-TOKEN'))
      headers['x-xsrf-token'] = cookies.get('XSRF-TOKEN')!;
    const res = await app.inject({
      method,
      url,
      headers,
      ...(json !== undefined ? { payload: json as object } : {}),
    });
    for (const c of res.cookies as { name: string; value: string }[]) cookies.set(c.name, c.value);
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    return { status: res.statusCode, body, text: res.body };
  };
}

function detailOf(body: unknown, text: string): string {
  const detail = (body as { detail?: unknown } | undefined)?.detail;
  if (typeof detail === 'string') return detail;
  if (detail !== undefined) return JSON.stringify(detail);
  return text.slice(0, 200);
}

/** A field an engine may add to the API later (dish id, spice, course), read when present. */
function optional<T>(record: Record<string, unknown>, ...keys: string[]): T | undefined {
  for (const key of keys)
    if (record[key] !== undefined && record[key] !== null) return record[key] as T;
  return undefined;
}

/** One row through the API, as the cook's answer. */
async function ask(call: Call, row: TableRow): Promise<Answer> {
  const generated = await call('POST', '/api/preparing/generate', {
    prompt: row.prompt,
    written_ingredients: row.ingredients,
  });
  if (generated.status !== 200) {
    return {
      options: [],
      error: { status: generated.status, detail: detailOf(generated.body, generated.text) },
    };
  }
  const session = generated.body as Record<string, unknown> & {
    preparing_session_id: number;
    language?: 'en' | 'de';
  };
  const notice = optional<string>(session, 'notice');
  const listed = await call('GET', `/api/preparing/${session.preparing_session_id}/get_options`);
  if (listed.status !== 200) {
    return {
      options: [],
      error: { status: listed.status, detail: detailOf(listed.body, listed.text) },
      ...(notice ? { notice } : {}),
    };
  }
  const options: AnswerOption[] = [];
  for (const listedOption of listed.body as Record<string, unknown>[]) {
    const got = await call('GET', `/api/recipe/${listedOption.id as number}/get`);
    if (got.status !== 200) {
      return {
        options,
        error: { status: got.status, detail: detailOf(got.body, got.text) },
        ...(notice ? { notice } : {}),
      };
    }
    const recipe = got.body as Record<string, unknown>;
    const dishId =
      optional<string>(recipe, 'dish_id', 'dishId') ??
      optional<string>(listedOption, 'dish_id', 'dishId');
    const spice = optional<number>(recipe, 'spice') ?? optional<number>(listedOption, 'spice');
    const course = optional<string>(recipe, 'course') ?? optional<string>(listedOption, 'course');
    const itemIds = optional<string[]>(recipe, 'item_ids', 'itemIds');
    options.push({
      title: recipe.title as string,
      description: recipe.description as string,
      ...(session.language ? { language: session.language } : {}),
      servings: recipe.baseServings as number,
      total_time_minutes: recipe.total_time_minutes as number | null,
      ingredients: recipe.ingredients as AnswerOption['ingredients'],
      allergens: recipe.allergens as string[],
      food_category: recipe.food_category as string,
      ...(dishId !== undefined ? { dishId } : {}),
      ...(spice !== undefined ? { spice } : {}),
      ...(course !== undefined ? { course } : {}),
      ...(itemIds !== undefined ? { itemIds } : {}),
    });
  }
  return { options, ...(notice ? { notice } : {}) };
}

/** Every row of the table through a provider over the real app's API, judged. */
export async function measureRequests(
  ai: AiProvider,
  rows: readonly TableRow[] = readTable(),
  progress: (done: number, total: number) => void = () => {},
): Promise<Measurement> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sous-measure-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AI: '0',
    WORKER: 'off',
  });
  const db = await openPglite(path.join(dataDir, 'db'));
  let app: FastifyInstance | undefined;
  try {
    await migrate(db);
    app = await buildApp({ config, db, storage: await createFileStorage(config), ai });
    await app.ready();
    const call = browser(app);
    await call('GET', '/api/health');
    const signup = await call('POST', '/api/auth/signup', {
      username: 'table_cook',
      email: 'table-cook@example.org',
      password: 'secret-pass',
    });
    if (signup.status !== 200) throw new Error(`signup: ${signup.status} ${signup.text}`);
    const results: RowResult[] = [];
    for (const row of rows) {
      const start = performance.now();
      const answer = await ask(call, row);
      results.push({ row, answer, verdict: judge(row, answer), ms: performance.now() - start });
      progress(results.length, rows.length);
    }
    return { engine: ai.name, results };
  } finally {
    await app?.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const percent = (part: number, whole: number) =>
  whole ? `${((part / whole) * 100).toFixed(1)}%` : '-';

/** The failure kind: the text before the first colon ("diet vegan", "servings"...). */
export const kindOf = (failure: string) => failure.slice(0, failure.indexOf(':'));

/** The printed report of a measurement. */
export function report(measurement: Measurement): string {
  const { results } = measurement;
  const lines: string[] = [];
  const passed = results.filter((r) => r.verdict.pass).length;
  lines.push(
    `Cook request table: ${results.length} rows, engine "${measurement.engine}", ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`,
    '',
    `${'category'.padEnd(28)} ${'rows'.padStart(5)} ${'pass'.padStart(5)} ${'rate'.padStart(7)}`,
  );
  const categories = [...new Set(results.map((r) => r.row.category))];
  for (const category of categories) {
    const inCategory = results.filter((r) => r.row.category === category);
    const ok = inCategory.filter((r) => r.verdict.pass).length;
    lines.push(
      `${category.padEnd(28)} ${String(inCategory.length).padStart(5)} ${String(ok).padStart(5)} ${percent(ok, inCategory.length).padStart(7)}`,
    );
  }
  lines.push(
    `${'overall'.padEnd(28)} ${String(results.length).padStart(5)} ${String(passed).padStart(5)} ${percent(passed, results.length).padStart(7)}`,
    '',
  );

  const byKind = new Map<string, number>();
  for (const r of results)
    for (const kind of new Set(r.verdict.failures.map(kindOf)))
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  lines.push('Failure kinds (how many rows fail each):');
  for (const [kind, count] of [...byKind].sort((a, b) => b[1] - a[1]))
    lines.push(`  ${String(count).padStart(4)}  ${kind}`);
  lines.push('');

  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  lines.push(
    `Time per row over the API: p50 ${ms[Math.floor(ms.length / 2)]?.toFixed(0)} ms, max ${ms.at(-1)?.toFixed(0)} ms`,
    '',
    'Failing rows (first failure):',
  );
  for (const r of results.filter((x) => !x.verdict.pass)) {
    const prompt = r.row.prompt.length > 50 ? `${r.row.prompt.slice(0, 47)}...` : r.row.prompt;
    lines.push(
      `  ${r.row.id} [${r.row.category}] "${prompt}" (${r.verdict.failures.length}) ${r.verdict.failures[0]}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const ai = new BuiltinProvider();
  try {
    const measurement = await measureRequests(ai, readTable(), (done, total) => {
      if (done % 25 === 0 || done === total) process.stderr.write(`  ${done}/${total}\n`);
    });
    console.log(report(measurement));
    const out = process.env.MEASURE_JSON;
    if (out) {
      writeFileSync(
        out,
        JSON.stringify(
          measurement.results.map((r) => ({
            id: r.row.id,
            category: r.row.category,
            prompt: r.row.prompt,
            ingredients: r.row.ingredients,
            expect: r.row.expect,
            answer: r.answer,
            failures: r.verdict.failures,
          })),
          null,
          2,
        ),
      );
    }
  } finally {
    await ai.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
