import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from '#server/src/platform/config.ts';

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A real `tsx server/src/main.ts` process, as `npm start` runs it. */
export class ServerProcess {
  readonly child: ChildProcess;
  output = '';
  readonly exited: Promise<number | null>;

  constructor(env: Record<string, string>) {
    // Node itself with the tsx loader (what `tsx server/src/main.ts` runs), not the tsx wrapper process:
    // a signal must reach the server, and SIGKILL cannot be forwarded by a wrapper.
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  /** Resolves when the server logs that it is ready; rejects when it exits first or takes too long. */
  async ready(timeoutMs = 60_000): Promise<void> {
    const started = Date.now();
    while (!this.output.includes('Sous is ready')) {
      if (this.child.exitCode !== null)
        throw new Error(`server exited with ${this.child.exitCode}:\n${this.output}`);
      if (Date.now() - started > timeoutMs)
        throw new Error(`server not ready after ${timeoutMs} ms:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops the process if it still runs (SIGKILL: tests that care about graceful stops send SIGTERM themselves). */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}

/** fetch with a cookie jar and the XSRF echo, like the browser client. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async request(
    method: string,
    url: string,
    json?: unknown,
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.cookies.has('XSRF-TOKEN'))
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.base + url, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
    const text = await res.text();
    return {
      status: res.status,
      body:
        text && res.headers.get('content-type')?.startsWith('application/json')
          ? JSON.parse(text)
          : text,
    };
  }
}
