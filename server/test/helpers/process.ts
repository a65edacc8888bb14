import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The output a process keeps (its last characters): enough for every test's and bench's checks. */
const OUTPUT_KEPT = 1_000_000;

/**
 * A real `tsx server/src/main.ts` process, as `npm start` runs it (used by the process tests and,
 * through bench/kit, by the benchmarks and fault scripts).
 */
export class ServerProcess {
  readonly child: ChildProcess;
  output = '';
  readonly exited: Promise<number | null>;
  private readonly port: string;

  constructor(env: Record<string, string>, options: { execArgv?: string[] } = {}) {
    // Node itself with the tsx loader (what `tsx server/src/main.ts` runs), not the tsx wrapper process:
    // a signal must reach the server, and SIGKILL cannot be forwarded by a wrapper.
    this.child = spawn(
      process.execPath,
      [...(options.execArgv ?? []), '--import', 'tsx', 'server/src/main.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, LOG_LEVEL: 'info', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.port = env.PORT ?? process.env.PORT ?? '3000';
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString();
      if (this.output.length > OUTPUT_KEPT) this.output = this.output.slice(-OUTPUT_KEPT);
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Whether the process has exited (by itself or by a signal). */
  get gone(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  /**
   * Resolves when the server is ready: it logged so (LOG_LEVEL info) or /api/health answers on its
   * PORT (quieter log levels); rejects when it exits first or takes too long.
   */
  async ready(timeoutMs = 60_000): Promise<void> {
    const started = Date.now();
    for (;;) {
      if (this.gone) throw new Error(`server exited with ${this.child.exitCode}:\n${this.tail()}`);
      if (this.output.includes('Sous is ready')) return;
      try {
        const res = await fetch(`http://127.0.0.1:${this.port}/api/health`, {
          signal: AbortSignal.timeout(2000),
        });
        if (res.ok && !this.gone) return;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > timeoutMs)
        throw new Error(`server not ready after ${timeoutMs} ms:\n${this.tail()}`);
      await sleep(100);
    }
  }

  /** The last lines of the output (for error messages). */
  tail(lines = 30): string {
    return this.output.trim().split('\n').slice(-lines).join('\n');
  }

  /** Stops the process if it still runs (SIGKILL: tests that care about graceful stops send SIGTERM themselves). */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
    if (!this.gone) this.child.kill(signal);
    return this.exited;
  }

  /** A graceful stop: SIGTERM, then SIGKILL when the process has not exited after graceMs. */
  async stop(graceMs = 15_000): Promise<number | null> {
    if (this.gone) return this.exited;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    const code = await this.exited;
    clearTimeout(timer);
    return code;
  }

  /** Resident memory in MB (Linux /proc), or undefined once the process is gone. */
  rssMb(): number | undefined {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
      return match ? Number(match[1]) / 1024 : undefined;
    } catch {
      return undefined;
    }
  }

  /** CPU time (user + system) the process has used so far, in microseconds (Linux /proc; clock-tick resolution). */
  cpuMicros(): number | undefined {
    try {
      const stat = readFileSync(`/proc/${this.pid}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) start after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
      return (ticks / 100) * 1e6; // USER_HZ is 100 on Linux
    } catch {
      return undefined;
    }
  }
}

export interface HttpRequestOptions {
  json?: unknown;
  form?: Record<string, string>;
  /** Throw unless the status is (one of) these. */
  expect?: number | number[];
  timeoutMs?: number;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * fetch with a cookie jar and the XSRF double-submit header, like the browser client: JSON or form
 * bodies in, JSON (or text) out. Fetches the XSRF cookie with a GET before the first unsafe request.
 */
export class HttpClient {
  cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Headers another HTTP client (a load generator) sends to act as this one's user. */
  authHeaders(): Record<string, string> {
    return {
      cookie: this.cookieHeader,
      'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
    };
  }

  /** Sends one request; returns { status, body }. Throws on network errors and, with `expect`, on another status. */
  async request(
    method: string,
    url: string,
    { json, form, expect, timeoutMs = 30_000 }: HttpRequestOptions = {},
  ): Promise<{ status: number; body: unknown }> {
    if (UNSAFE.has(method) && !this.cookies.has('XSRF-TOKEN'))
      await this.request('GET', '/api/health');
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (UNSAFE.has(method))
      headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
    const res = await fetch(this.base + url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired =
        value === '' ||
        attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /Thu, 01 Jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if (text && res.headers.get('content-type')?.startsWith('application/json'))
      parsed = JSON.parse(text);
    const expected = expect === undefined ? undefined : [expect].flat();
    if (expected && !expected.includes(res.status))
      throw new Error(
        `${method} ${url} answered ${res.status}, expected ${expected.join(' or ')}: ${text.slice(0, 300)}`,
      );
    return { status: res.status, body: parsed };
  }
}
