// npm run bench:smoke — every `bench:*` script of package.json once in smoke mode (BENCH_SMOKE=1:
// tiny sizes, a few seconds each, figures printed but not judged), two at a time, so a broken
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

/**
 * Two benches at a time (BENCH_SMOKE_JOBS): most of them wait on a server, a browser or a child
 * process and use one core, so two cores finish the round in about half the time. Each bench's
 * output is kept and printed as one block when it ends, so two never interleave.
 */
const JOBS = Math.max(1, Number(process.env.BENCH_SMOKE_JOBS ?? 2));

/** The process groups of the benches that run (ended with this script when it is interrupted). */
const groups = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const group of groups) process.kill(-group, 'SIGKILL');
    process.exit(1);
  });

interface Outcome {
  /** The exit code, or why it has none. */
  outcome: number | string;
  output: string;
}

/** Runs `npm run <script>` in a process group of its own (so a timeout ends all of it). */
function runScript(script: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(npm[0]!, [...npm.slice(1), 'run', '--silent', script], {
      cwd: ROOT,
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const group = child.pid!;
    groups.add(group);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-group, 'SIGKILL');
    }, TIMEOUT_S * 1000);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      groups.delete(group);
      const outcome = timedOut
        ? `timed out after ${TIMEOUT_S} s`
        : (code ?? `killed by ${signal ?? 'a signal'}`);
      resolve({ outcome, output });
    });
  });
}

const results: { script: string; seconds: number; outcome: number | string }[] = [];
const queue = [...benches];
async function worker() {
  for (let script = queue.shift(); script; script = queue.shift()) {
    const started = performance.now();
    const { outcome, output } = await runScript(script);
    const seconds = (performance.now() - started) / 1000;
    results.push({ script, seconds, outcome });
    process.stdout.write(
      `\n===== ${script} (smoke, ${seconds.toFixed(1)} s) =====\n${output}${output.endsWith('\n') || !output ? '' : '\n'}`,
    );
  }
}
const roundStarted = performance.now();
await Promise.all(Array.from({ length: Math.min(JOBS, benches.length) }, worker));
const wall = (performance.now() - roundStarted) / 1000;
results.sort((a, b) => benches.indexOf(a.script) - benches.indexOf(b.script));

const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log('\nBench smoke run:');
for (const { script, seconds, outcome } of results)
  console.log(
    `  ${script.padEnd(22)} ${seconds.toFixed(1).padStart(6)} s  ${outcome === 0 ? 'ok' : `FAILED (${typeof outcome === 'number' ? `exit ${outcome}` : outcome})`}`,
  );
console.log(
  `  ${'total'.padEnd(22)} ${total.toFixed(1).padStart(6)} s (${wall.toFixed(1)} s on the clock, ${JOBS} at a time)`,
);
process.exit(results.every((r) => r.outcome === 0) ? 0 : 1);
