// npm run bench:smoke — every `bench:*` script of package.json once in smoke mode (BENCH_SMOKE=1:
// tiny sizes, a few seconds each, figures printed but not judged), one after another, so a broken
// benchmark fails the build (`npm test` runs this last). Exit 1 when one fails or takes longer than
// BENCH_SMOKE_TIMEOUT seconds (default 240). Builds the app first when dist/ has no build (the
// browser benches measure it; in `npm test` the e2e step has just built it).
// `npm run bench:smoke -- api load` runs only those.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TIMEOUT_S = Number(process.env.BENCH_SMOKE_TIMEOUT ?? 240);
/** The npm that runs this script (Node's own npm otherwise). */
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const chosen = process.argv.slice(2);
const benches = Object.keys(scripts)
  .filter((name) => name.startsWith('bench:') && name !== 'bench:smoke')
  .filter((name) => chosen.length === 0 || chosen.includes(name.slice('bench:'.length)));
if (chosen.length > benches.length) {
  console.error(`No such bench among: ${chosen.join(', ')}`);
  process.exit(1);
}

if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
  console.log('No build in dist/: npm run build first (the browser benches measure it).');
  const build = spawnSync(npm[0]!, [...npm.slice(1), 'run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

/** The process group of the bench that runs (ended with this script when it is interrupted). */
let group: number | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (group) process.kill(-group, 'SIGKILL');
    process.exit(1);
  });

/** Runs `npm run <script>` in a process group of its own (so a timeout ends all of it); resolves with its exit code. */
function runScript(script: string): Promise<number | string> {
  return new Promise((resolve) => {
    const child = spawn(npm[0]!, [...npm.slice(1), 'run', '--silent', script], {
      cwd: ROOT,
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: 'inherit',
      detached: true,
    });
    group = child.pid;
    const timer = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      resolve(`timed out after ${TIMEOUT_S} s`);
    }, TIMEOUT_S * 1000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      group = undefined;
      resolve(code ?? `killed by ${signal}`);
    });
  });
}

const results: { script: string; seconds: number; outcome: number | string }[] = [];
for (const script of benches) {
  console.log(`\n===== ${script} (smoke) =====`);
  const started = performance.now();
  const outcome = await runScript(script);
  results.push({ script, seconds: (performance.now() - started) / 1000, outcome });
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log('\nBench smoke run:');
for (const { script, seconds, outcome } of results)
  console.log(
    `  ${script.padEnd(22)} ${seconds.toFixed(1).padStart(6)} s  ${outcome === 0 ? 'ok' : `FAILED (${typeof outcome === 'number' ? `exit ${outcome}` : outcome})`}`,
  );
console.log(`  ${'total'.padEnd(22)} ${total.toFixed(1).padStart(6)} s`);
process.exit(results.every((r) => r.outcome === 0) ? 0 : 1);
