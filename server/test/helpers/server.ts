import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import { buildApp } from '#server/src/app.ts';
import { loadConfig, type Config } from '#server/src/platform/config.ts';
import type { Mailer } from '#server/src/platform/mailer.ts';
import type { SafeFetchOptions } from '#server/src/platform/safe-fetch.ts';
import { createFileStorage } from '#server/src/platform/storage/create-storage.ts';
import type { FileStorage } from '#server/src/platform/storage/file-storage.ts';
import { ContractChecker } from './contract.ts';
import { createTestDatabase, type Backend, type TestDatabase } from './database.ts';
import { FakeAi } from './fake-ai.ts';

/** A logger that drops everything (for services and workers built by hand in tests). */
export const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child() {
    return silentLog;
  },
} as never;

/** A clock tests can set and move. */
export class TestClock {
  private current: Date | undefined;
  now = (): Date => (this.current ? new Date(this.current) : new Date());
  set(iso: string | Date): void {
    this.current = new Date(iso);
  }
  advance(ms: number): void {
    this.current = new Date(this.now().getTime() + ms);
  }
  reset(): void {
    this.current = undefined;
  }
}

/** Captures the mail the app would send: reset links, email-change links and notices. */
export class CapturingMailer implements Mailer {
  readonly sent: {
    to: string;
    link: string;
    kind?: 'reset' | 'emailChange' | 'emailChanged';
  }[] = [];
  async sendPasswordReset(to: string, link: string): Promise<void> {
    this.sent.push({ to, link });
  }
  async sendEmailChange(to: string, link: string): Promise<void> {
    this.sent.push({ to, link, kind: 'emailChange' });
  }
  async sendEmailChanged(to: string, newEmail: string): Promise<void> {
    this.sent.push({ to, link: newEmail, kind: 'emailChanged' });
  }
}

export interface Cookie {
  value: string;
  path: string;
  /** Date.now() from which it is no longer sent (a Max-Age or Expires). */
  expiresAt?: number;
}

export interface RequestOptions {
  json?: unknown;
  form?: Record<string, string>;
  multipart?: {
    fields?: Record<string, string>;
    file?: { data: Buffer; filename?: string; contentType?: string; field?: string };
  };
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** false: leave out the X-XSRF-TOKEN header (default: send it on unsafe methods). */
  xsrf?: boolean;
  /** false: do not check this response against the contract (only for deliberately off-contract probes). */
  contract?: boolean;
}

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  raw: Buffer;
  // Tests read fields freely; the contract checker has already validated the shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  setCookies: string[];
}

function multipartBody(options: NonNullable<RequestOptions['multipart']>): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----sous${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(options.fields ?? {})) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (options.file) {
    const f = options.file;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename ?? 'photo.png'}"\r\n` +
          `Content-Type: ${f.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A browser-like client over inject: keeps cookies (honouring their paths and lifetimes), echoes the XSRF cookie, checks every response against the contract. */
export class TestClient {
  constructor(
    private readonly app: FastifyInstance,
    private readonly checker: ContractChecker,
    readonly cookies = new Map<string, Cookie>(),
  ) {}

  /** The same browser (its cookies) reaching another instance, as behind a load balancer. */
  through(app: FastifyInstance): TestClient {
    return new TestClient(app, this.checker, this.cookies);
  }

  private cookieHeader(url: string): string {
    const pathname = url.split('?')[0]!;
    const now = Date.now();
    return [...this.cookies.entries()]
      .filter(
        ([, c]) =>
          (c.expiresAt === undefined || now < c.expiresAt) &&
          (pathname === c.path ||
            pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    options: RequestOptions = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    let payload: string | Buffer | undefined = options.payload;
    if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    } else if (options.form) {
      payload = new URLSearchParams(options.form).toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    } else if (options.multipart) {
      const body = multipartBody(options.multipart);
      payload = body.payload;
      headers['content-type'] ??= body.contentType;
    }
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(String(method));
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (unsafe && options.xsrf !== false && xsrf && !('x-xsrf-token' in headers))
      headers['x-xsrf-token'] = xsrf.value;
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;

    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    for (const c of res.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        c.maxAge === 0 ||
        (c.expires !== undefined && c.expires.getTime() <= Date.now()) ||
        c.value === '';
      if (expired) this.cookies.delete(c.name);
      else
        this.cookies.set(c.name, {
          value: c.value,
          path: c.path ?? '/',
          expiresAt: c.maxAge !== undefined ? Date.now() + c.maxAge * 1000 : c.expires?.getTime(),
        });
    }
    const response: TestResponse = {
      status: res.statusCode,
      headers: res.headers,
      body: res.body,
      raw: res.rawPayload,
      json: /^application\/(ld\+)?json/.test(String(res.headers['content-type'] ?? ''))
        ? res.json()
        : undefined,
      setCookies: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
    };
    if (options.contract !== false)
      this.checker.check({
        method: String(method),
        url,
        status: res.statusCode,
        headers: res.headers,
        body: res.body,
      });
    return response;
  }

  get = (url: string, options?: RequestOptions) => this.request('GET', url, options);
  post = (url: string, options?: RequestOptions) => this.request('POST', url, options);
  put = (url: string, options?: RequestOptions) => this.request('PUT', url, options);
  patch = (url: string, options?: RequestOptions) => this.request('PATCH', url, options);
  delete = (url: string, options?: RequestOptions) => this.request('DELETE', url, options);

  /** Gets the XSRF cookie the way a fresh browser does: with any GET. */
  async prime(): Promise<void> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/health');
  }

  /** Registers (and so signs in) a user; returns their profile. */
  async signup(
    username: string,
    password = 'secret-pass',
  ): Promise<{ id: number; username: string; email: string }> {
    await this.prime();
    const res = await this.post('/api/auth/signup', {
      json: { username, email: `${username}@example.org`, password },
    });
    if (res.status !== 200) throw new Error(`signup ${username}: ${res.status} ${res.body}`);
    const me = await this.get('/api/users/me');
    return me.json;
  }

  async login(username: string, password = 'secret-pass'): Promise<TestResponse> {
    await this.prime();
    return this.post('/api/auth/login', { form: { username, password } });
  }
}

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  ai: FakeAi;
  clock: TestClock;
  /** Captures reset links unless SMTP_URL is set (then the app mails them). */
  mailer: CapturingMailer;
  /** Local disk under dataDir/files, or S3 when the env sets S3_BUCKET. */
  storage: FileStorage;
  dataDir: string;
  checker: ContractChecker;
  client(): TestClient;
  /** Clears all rows, the fake AI's script and the clock (call in beforeEach). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Test-friendly configuration: silent logs, no worker loop unless asked, a fake SPA build, generous limits. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WORKER: 'off',
    STATIC_DIR: path.join(dataDir, 'dist'),
    ...env,
  });
}

/** Writes a stand-in build like `npm run build` makes (prerendered pages, SPA shell, hashed and precompressed assets). */
function writeFakeBuild(dir: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'about'), { recursive: true });
  mkdirSync(path.join(dir, 'lottie-animations'), { recursive: true });
  const page = (body: string) =>
    `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root">${body}</div></body></html>`;
  writeFileSync(path.join(dir, 'index.html'), page('landing'));
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(page('landing')));
  writeFileSync(path.join(dir, 'about', 'index.html'), page('about'));
  writeFileSync(path.join(dir, 'spa.html'), page(''));
  writeFileSync(path.join(dir, '404.html'), page('not-found'));
  // The per-route shells of scripts/prerender.mjs, told apart here by their body.
  mkdirSync(path.join(dir, 'shells'), { recursive: true });
  writeFileSync(path.join(dir, 'shells', 'app-recipe-recipeId.html'), page('recipe-shell'));
  writeFileSync(path.join(dir, 'shells', 'login.html'), page('login-shell'));
  writeFileSync(
    path.join(dir, 'shells', 'routes.json'),
    JSON.stringify([
      { path: '/about', pattern: '^/about$', file: 'about/index.html' },
      { path: '/login', pattern: '^/login$', file: 'shells/login.html' },
      { path: '/app/library', pattern: '^/app/library$', file: 'spa.html' },
      {
        path: '/app/recipe/:recipeId',
        pattern: '^/app/recipe/[^/]+$',
        file: 'shells/app-recipe-recipeId.html',
        data: ['/api/users/me', '/api/recipe/:recipeId/get', '/api/instruction/:recipeId'],
      },
    ]),
  );
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Sous' }));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("sous")');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("sous")'));
  writeFileSync(
    path.join(dir, 'lottie-animations', 'chopping.json'),
    JSON.stringify({ v: '5.7.4', fr: 30, ip: 0, op: 60, w: 100, h: 100, layers: [] }),
  );
}

/** Starts the app on a fresh database (one per test file) with the fake AI. */
export async function startTestServer(
  backend: Backend,
  env: Record<string, string> = {},
  options: {
    allowInsecureOidc?: boolean;
    logger?: FastifyServerOptions['logger'];
    importFetchForTests?: SafeFetchOptions;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sous-test-'));
  writeFakeBuild(path.join(dataDir, 'dist'));
  const database = await createTestDatabase(backend);
  const config = testConfig(dataDir, env);
  const ai = new FakeAi();
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  // The same choice main.ts makes: S3 when S3_BUCKET is set, else DATA_DIR/files.
  const storage = await createFileStorage(config);
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    ai,
    clock: clock.now,
    logger: options.logger ?? false,
    // With SMTP_URL the app builds its own SMTP mailer, as in production.
    ...(config.mail.smtpUrl ? {} : { mailer }),
    allowInsecureOidc: options.allowInsecureOidc ?? false,
    ...(options.importFetchForTests ? { importFetchForTests: options.importFetchForTests } : {}),
  });
  await app.ready();
  const checker = new ContractChecker();
  return {
    app,
    database,
    config,
    ai,
    clock,
    mailer,
    storage,
    dataDir,
    checker,
    client: () => new TestClient(app, checker),
    async reset() {
      await database.truncate();
      // Truncating is a write the app did not make: its in-memory caches must forget.
      app.sous.recipeCache.clear();
      ai.reset();
      clock.reset();
      mailer.sent.length = 0;
    },
    async close() {
      await app.close();
      (storage as { close?: () => void }).close?.();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
