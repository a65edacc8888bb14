// Accept or reject the pictures the last visual run found changed, one story at a time
// (npm run test:visual:review). Reads tests/visual/report/results; accepting copies the run's picture
// over the baseline, rejecting keeps the baseline. Without a terminal, or for scripts:
//   --list                   the changed stories and their files
//   --accept <id> [<id> …]   accept these stories' pictures
// The report (tests/visual/report/index.html) shows each as baseline (before the run), actual and diff.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline/promises';

const root = process.cwd();
const report = join(root, 'tests', 'visual', 'report');
const results = join(report, 'results');
const baselines = join(root, 'tests', 'visual', 'baselines');
const fileSafe = (id) => id.replace(/[^a-z0-9._-]/gi, '_');
const CHANGED = new Set(['different', 'size', 'missing']);

if (!existsSync(results)) {
  console.error('No visual run on record: run npm run test:visual (or one story file) first.');
  process.exit(1);
}

const entries = readdirSync(results)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    path: join(results, file),
    ...JSON.parse(readFileSync(join(results, file), 'utf8')),
  }))
  .filter((entry) => CHANGED.has(entry.status) && !entry.reviewed)
  .sort((a, b) => `${a.title}/${a.name}`.localeCompare(`${b.title}/${b.name}`));

const files = (entry) => {
  const name = `${fileSafe(entry.id)}.png`;
  return {
    baseline: join(report, 'baseline', name),
    actual: join(report, 'actual', name),
    diff: join(report, 'diff', name),
    live: join(baselines, name),
  };
};

const describe = (entry) => {
  const what =
    entry.status === 'missing'
      ? 'no baseline yet'
      : entry.status === 'size'
        ? `size ${entry.baselineSize.join('x')} -> ${entry.actualSize.join('x')}`
        : `${entry.diffPixels} pixels differ, largest cluster ${entry.cluster ?? 0}`;
  const paths = Object.entries(files(entry))
    .filter(([kind, path]) => kind !== 'live' && existsSync(path))
    .map(([kind, path]) => `    ${kind.padEnd(8)} ${relative(root, path)}`);
  return [`${entry.title} / ${entry.name}  (${entry.id})`, `    ${what}`, ...paths].join('\n');
};

function decide(entry, verdict) {
  if (verdict === 'accepted') copyFileSync(files(entry).actual, files(entry).live);
  const { path, ...result } = entry;
  writeFileSync(path, JSON.stringify({ ...result, reviewed: verdict }, null, 2));
}

const args = process.argv.slice(2);
if (args.includes('--list') || entries.length === 0) {
  console.log(
    entries.length
      ? entries.map(describe).join('\n\n')
      : 'Nothing to review: the last visual run found no changed picture (or all were reviewed).',
  );
  process.exit(0);
}

const acceptIndex = args.indexOf('--accept');
if (acceptIndex !== -1) {
  const ids = args.slice(acceptIndex + 1);
  const unknown = ids.filter((id) => !entries.some((entry) => entry.id === id));
  if (unknown.length) {
    console.error(`Not among the changed stories: ${unknown.join(', ')} (see --list).`);
    process.exit(1);
  }
  for (const entry of entries.filter((e) => ids.includes(e.id))) {
    decide(entry, 'accepted');
    console.log(`accepted ${entry.id}`);
  }
  process.exit(0);
}

if (!process.stdin.isTTY) {
  console.error('Review needs a terminal; use --list and --accept <id> in scripts.');
  process.exit(1);
}

console.log(
  `${entries.length} changed pictures. Report: ${relative(root, join(report, 'index.html'))}\n`,
);
const prompt = createInterface({ input: process.stdin, output: process.stdout });
const tally = { accepted: 0, rejected: 0, skipped: 0 };
for (const [index, entry] of entries.entries()) {
  console.log(`[${index + 1}/${entries.length}] ${describe(entry)}`);
  let answer = '';
  while (!['a', 'r', 's', 'q'].includes(answer))
    answer =
      (await prompt.question('  (a)ccept, (r)eject, (s)kip, (q)uit? ')).trim().toLowerCase()[0] ??
      '';
  if (answer === 'q') break;
  if (answer === 's') tally.skipped++;
  else {
    const verdict = answer === 'a' ? 'accepted' : 'rejected';
    decide(entry, verdict);
    tally[verdict]++;
  }
  console.log('');
}
prompt.close();
console.log(
  `${tally.accepted} accepted (baselines replaced: commit them), ${tally.rejected} rejected (baselines kept: fix the code), ${tally.skipped} skipped.`,
);
