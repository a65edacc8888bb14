// Serves the static Storybook build on 127.0.0.1 and runs every story's play function plus axe
// in Debian's Chromium (@storybook/test-runner). Options of its own:
//   --build         build Storybook first (its output goes to a log, printed only if the build fails)
//   --story <id>    run one story by its id (repeatable), e.g. --story screens-login--default
// Without --build it runs against the existing build (storybook-static) and warns when the sources
// are newer. Every other argument goes to the runner, e.g. a story file or `--includeTags dialog-picture`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join, resolve } from 'node:path';

const dir = process.env.STORYBOOK_DIR ?? 'storybook-static';
const bin = (name) => join('node_modules', '.bin', name);

const args = process.argv.slice(2);
/** Removes a flag (and its value, unless it is --build) from the runner's arguments. */
const take = (flag) => {
  const values = [];
  for (let i = args.indexOf(flag); i !== -1; i = args.indexOf(flag)) {
    const [, value = true] = args.splice(i, flag === '--build' ? 1 : 2);
    values.push(value);
  }
  return values;
};
const build = take('--build').length > 0;
const storyIds = take('--story');

function run(command, commandArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, options);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

if (build) {
  const started = Date.now();
  const { code, output } = await run(bin('storybook'), ['build', '-o', dir, '--quiet'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  mkdirSync('node_modules/.cache', { recursive: true });
  writeFileSync('node_modules/.cache/storybook-build.log', output);
  if (code !== 0) {
    process.stdout.write(output);
    console.error(`Storybook build failed (exit ${code}).`);
    process.exit(code);
  }
  console.log(
    `Storybook built in ${Math.round((Date.now() - started) / 1000)} s (log: node_modules/.cache/storybook-build.log).`,
  );
} else if (!existsSync(join(dir, 'index.json'))) {
  console.error(`No Storybook build in ${dir}: run npm run build-storybook, or pass --build.`);
  process.exit(1);
} else {
  const newest = (path) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
  };
  const built = statSync(join(dir, 'index.json')).mtimeMs;
  const changed = ['src', 'stories', 'mocks', '.storybook', 'public'].filter(
    (path) => existsSync(path) && newest(path) > built,
  );
  if (changed.length)
    console.warn(
      `Note: ${changed.join(', ')} changed after the Storybook build in ${dir}; run with --build (or npm run build-storybook) to test the current code.`,
    );
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = process.env.STORYBOOK_PORT ? Number(process.env.STORYBOOK_PORT) : await freePort();
const server = spawn(
  bin('http-server'),
  [dir, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'],
  { stdio: 'inherit', env: { ...process.env, NODE_NO_WARNINGS: '1' } },
);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${url}/index.json`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 100));
}

if (storyIds.length) {
  // The runner names each story's test "<title> <export name> play-test" (or smoke-test) inside its file.
  const { entries } = await (await fetch(`${url}/index.json`)).json();
  const files = new Set();
  const patterns = [];
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const id of storyIds) {
    const entry = entries[id];
    if (!entry || entry.type !== 'story') {
      const near = Object.keys(entries)
        .filter((key) => entries[key].type === 'story' && key.includes(id.split('--')[0]))
        .slice(0, 10);
      console.error(
        `No story with id "${id}".${near.length ? ` Stories nearby: ${near.join(', ')}` : ''}`,
      );
      stop();
      process.exit(1);
    }
    files.add(entry.importPath);
    patterns.push(
      `^${escape(entry.title)} ${escape(entry.exportName ?? entry.name)} (play|smoke)-test$`,
    );
  }
  // The runner accepts no Jest name filter: .storybook/test-runner-jest.config.js reads this one.
  args.push(...files);
  process.env.STORIES_NAME_PATTERN = patterns.join('|');
}

const runner = spawn(
  bin('test-storybook'),
  ['--url', url, '--config-dir', '.storybook', '--maxWorkers=2', '--disable-telemetry', ...args],
  {
    stdio: ['inherit', 'inherit', 'pipe'],
    env: {
      ...process.env,
      // The runner's shebang asks for `node`: the project's Node 24 (as under npm run), whose
      // worker threads load the visual check's TypeScript, never the system's older one.
      PATH: `${resolve('node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      NODE_NO_WARNINGS: '1',
    },
  },
);
// The runner's advice to move to the Vitest addon and Node's deprecation notes are not results.
runner.stderr.on('data', (chunk) => {
  const text = chunk
    .toString()
    .split('\n')
    .filter(
      (line) =>
        !/Vitest addon|vitest-addon\/migration-guide|DeprecationWarning|--trace-deprecation|ExperimentalWarning/.test(
          line,
        ),
    )
    .join('\n');
  if (text.trim()) process.stderr.write(`${text}\n`);
});
runner.on('exit', (code) => {
  stop();
  process.exit(code ?? 1);
});
