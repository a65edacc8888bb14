// Shared by the bench and fault scripts (bench-load, fault, bench-web): start the real server on
// 127.0.0.1 with its own data directory, read its memory, and talk to /api as a signed-in user
// (cookies + the XSRF double-submit header), exactly as the browser does.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
export const SERVER_ENTRY = join(ROOT, 'server', 'src', 'main.ts');

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB (Linux /proc), or undefined once it is gone. */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts `server/src/main.ts` directly under this Node (tsx as an import hook, so the pid is the server
 * itself and SIGKILL really kills it) and waits until /api/health answers.
 * Returns { url, pid, child, logs(), exited, stop() }.
 */
export async function startServer({
  dataDir,
  port,
  env = {},
  staticDir,
  timeoutMs = 180_000,
} = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone)
      throw new Error(
        `The server exited during start-up:\n${output.trim().split('\n').slice(-30).join('\n')}`,
      );
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `The server did not answer /api/health within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`,
      );
    }
    await sleep(250);
  }

  return {
    url,
    pid: child.pid,
    child,
    exited,
    logs: () => output,
    /** Graceful stop (SIGTERM), then SIGKILL after 15 s. */
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    /** The crash under test: no shutdown hooks, no flush. */
    async kill() {
      if (gone) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A browser-like /api client: a cookie jar, X-XSRF-TOKEN on unsafe methods, JSON in and out. */
export class ApiClient {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.cookies = new Map();
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Headers a load generator must send to act as this user. */
  authHeaders() {
    return {
      cookie: this.cookieHeader,
      'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
    };
  }

  remember(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Sends one request; returns { status, body }. Throws only on network errors (or with `expect` on another status). */
  async request(method, path, { json, form, expect, timeoutMs = 30_000 } = {}) {
    if (UNSAFE.has(method) && !this.cookies.has('XSRF-TOKEN'))
      await this.request('GET', '/api/health');
    const headers = {};
    let body;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    if (UNSAFE.has(method))
      headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    this.remember(response);
    const text = await response.text();
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    const expected = expect === undefined ? undefined : [expect].flat();
    if (expected && !expected.includes(response.status)) {
      throw new Error(
        `${method} ${path} answered ${response.status}, expected ${expected.join(' or ')}: ${text.slice(0, 300)}`,
      );
    }
    return { status: response.status, body: parsed };
  }
}

/** Signs up (which signs in) a new user; returns their client. */
export async function signUp(baseUrl, username, password = 'bench-secret-123') {
  const client = new ApiClient(baseUrl);
  await client.request('POST', '/api/auth/signup', {
    json: { username, email: `${username}@example.com`, password },
    expect: [200, 201],
  });
  const me = await client.request('GET', '/api/users/me', { expect: 200 });
  client.user = me.body;
  client.password = password;
  return client;
}

/** Signs an existing user in again (after a restart: cookies must still work, but this proves the account survived). */
export async function signIn(baseUrl, username, password) {
  const client = new ApiClient(baseUrl);
  await client.request('POST', '/api/auth/login', { form: { username, password }, expect: 200 });
  return client;
}

/** Generates options for the user and saves `count` of them; returns the saved recipe ids. */
export async function saveGeneratedRecipes(client, count, prompt = 'A quick weeknight dinner') {
  const generated = await client.request('POST', '/api/preparing/generate', {
    json: {
      prompt,
      written_ingredients: 'chicken, rice, broccoli, garlic, onion, tomatoes, eggs, pasta',
    },
    expect: [200, 201],
    timeoutMs: 120_000,
  });
  const sessionId = generated.body.preparing_session_id;
  const options = await client.request('GET', `/api/preparing/${sessionId}/get_options`, {
    expect: 200,
  });
  const ids = options.body.slice(0, count).map((option) => option.id);
  for (const id of ids)
    await client.request('POST', `/api/recipe/${id}/save`, { expect: [200, 201] });
  return { sessionId, ids };
}
