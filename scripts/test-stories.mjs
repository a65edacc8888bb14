// Serves the static Storybook build on 127.0.0.1 and runs every story's play function plus axe
// in Debian's Chromium (@storybook/test-runner). Extra arguments go to the runner, e.g. a story file.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const dir = process.env.STORYBOOK_DIR ?? 'storybook-static';
const bin = (name) => join('node_modules', '.bin', name);

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
  {
    stdio: 'inherit',
  },
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

const runner = spawn(
  bin('test-storybook'),
  ['--url', url, '--config-dir', '.storybook', '--maxWorkers=2', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
);
runner.on('exit', (code) => {
  stop();
  process.exit(code ?? 1);
});
