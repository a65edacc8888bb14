import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIBRARY_MAX_RECIPES } from '#contract/limits.ts';

/** The repository root (server/src/platform/../../..): openapi.yaml and the built SPA live there. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** S3-compatible object storage for uploaded and generated files (S3_*). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Custom endpoint (MinIO, R2, ...); AWS S3 when unset. */
  endpoint: string | undefined;
  /** Static credentials; when unset the AWS SDK's default chain (AWS_* variables, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (http://host/bucket/key) instead of the host name; most S3-compatible stores need it. */
  forcePathStyle: boolean;
}

/** Everything the server reads from the environment, parsed once. */
export interface Config {
  host: string;
  port: number;
  /** Embedded data (PGlite database, local files); unused for the database when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** The public origin used in emailed links and the Google redirect URI; derived from the request when unset. */
  publicUrl: string | undefined;
  /** HMAC key for access tokens; when unset one is generated and kept in the database (shared by all instances). */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  passwordResetTtlSeconds: number;
  rateLimits: { login: number; signup: number; ai: number; import: number };
  /** Saved recipes one user may keep (save, create, import and saving a draft by editing it). */
  libraryMaxRecipes: number;
  /**
   * What a photo is read for: `ingredients` when an OpenAI-compatible vision model reads photos,
   * `text` when only OCR reads them (built-in engine, or AI_VISION_MODEL=ocr).
   */
  photoReading: 'ingredients' | 'text';
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** Trust X-Forwarded-* from a proxy (protocol for Secure cookies, client IP for rate limits). */
  /**
   * How many proxy hops in front of the server are trusted for X-Forwarded-* (0: none), or which
   * proxy addresses (a comma-separated list of IPs/CIDRs). The client address is the right-most
   * untrusted one, so a client cannot choose its own by sending X-Forwarded-For.
   */
  trustProxy: number | string;
  /** A request (headers and body) must have arrived within this time, or it is answered 408 and closed. */
  requestTimeoutMs: number;
  /** The built SPA (vite build output); not served when it has no index.html. */
  staticDir: string;
  openapiPath: string;
  uploadMaxBytes: number;
  /** Password-reset mail: by SMTP when smtpUrl is set, else the link is written to the log. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Files in S3-compatible storage when set, else on local disk under DATA_DIR/files. */
  s3: S3Settings | undefined;
  worker: {
    enabled: boolean;
    pollMs: number;
    concurrency: number;
    maxAttempts: number;
    /** How long a claimed job is leased; a worker that dies leaves it to be claimed again after this. */
    leaseMs: number;
    /** Upper bound for one AI call. */
    timeoutMs: number;
    /** First retry delay; doubles with each attempt. */
    backoffMs: number;
  };
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

function positive(value: number, name: string): number {
  if (value < 1) throw new Error(`${name} must be at least 1, got ${value}`);
  return value;
}

/** TRUST_PROXY: true or 1 is the one proxy in front (the usual reverse proxy), N hops, or proxy addresses. */
function trustProxy(value: string | undefined): number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return 0;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

function smtpUrl(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    // The value is not echoed: it may carry a password.
    throw new Error(
      'SMTP_URL must be a URL like smtp://user:pass@host:587 (it could not be parsed)',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  return url.href;
}

/** The sender of account mail: MAIL_FROM, else no-reply at PUBLIC_URL's host. */
function mailFrom(env: NodeJS.ProcessEnv): string {
  if (env.MAIL_FROM?.trim()) return env.MAIL_FROM.trim();
  let host = 'localhost';
  try {
    if (env.PUBLIC_URL) host = new URL(env.PUBLIC_URL).hostname || host;
  } catch {
    // An unparsable PUBLIC_URL keeps the fallback; PUBLIC_URL itself is used as given.
  }
  return `Sous <no-reply@${host}>`;
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:$/.test(URL.parse(endpoint)?.protocol ?? ''))
    throw new Error(
      `S3_ENDPOINT must be an http(s) URL like http://127.0.0.1:9000, got "${endpoint}"`,
    );
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && !['true', 'false', '1', '0'].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : endpoint !== undefined,
  };
}

/** Reads the configuration from env (process.env by default); throws with the variable's name on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const googleId = env.GOOGLE_CLIENT_ID?.trim();
  const googleSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env.PORT, 3000, 'PORT'),
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/(?<!\/)\/+$/, '') : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL'),
    passwordResetTtlSeconds: int(env.PASSWORD_RESET_TTL, 3600, 'PASSWORD_RESET_TTL'),
    rateLimits: {
      login: int(env.RATE_LIMIT_LOGIN, 10, 'RATE_LIMIT_LOGIN'),
      signup: int(env.RATE_LIMIT_SIGNUP, 20, 'RATE_LIMIT_SIGNUP'),
      ai: int(env.RATE_LIMIT_AI, 20, 'RATE_LIMIT_AI'),
      import: int(env.RATE_LIMIT_IMPORT, 20, 'RATE_LIMIT_IMPORT'),
    },
    libraryMaxRecipes: positive(
      int(env.LIBRARY_MAX_RECIPES, LIBRARY_MAX_RECIPES, 'LIBRARY_MAX_RECIPES'),
      'LIBRARY_MAX_RECIPES',
    ),
    photoReading:
      (env.AI_BASE_URL?.trim() || env.AI_API_KEY?.trim()) && env.AI_VISION_MODEL?.trim() !== 'ocr'
        ? 'ingredients'
        : 'text',
    google:
      googleId && googleSecret
        ? {
            clientId: googleId,
            clientSecret: googleSecret,
            issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
          }
        : undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_SECONDS, 60, 'REQUEST_TIMEOUT_SECONDS') * 1000,
    staticDir: path.resolve(env.STATIC_DIR || path.join(repoRoot, 'dist')),
    openapiPath: path.join(repoRoot, 'openapi.yaml'),
    uploadMaxBytes: 10 * 1024 * 1024,
    mail: { smtpUrl: smtpUrl(env.SMTP_URL), from: mailFrom(env) },
    s3: s3Settings(env),
    worker: {
      enabled: env.WORKER !== 'off',
      pollMs: int(env.WORKER_POLL_MS, 1000, 'WORKER_POLL_MS'),
      concurrency: Math.max(1, int(env.WORKER_CONCURRENCY, 2, 'WORKER_CONCURRENCY')),
      maxAttempts: Math.max(1, int(env.JOB_MAX_ATTEMPTS, 3, 'JOB_MAX_ATTEMPTS')),
      leaseMs: int(env.JOB_LEASE_MS, 120_000, 'JOB_LEASE_MS'),
      timeoutMs: int(env.AI_TIMEOUT_MS, 60_000, 'AI_TIMEOUT_MS'),
      backoffMs: int(env.JOB_BACKOFF_MS, 2000, 'JOB_BACKOFF_MS'),
    },
  };
}

/**
 * The origin links and redirect URIs use: PUBLIC_URL, else the listen address (a wildcard host as
 * localhost). Never the request's Host or X-Forwarded-Host: a reset link built from those mails the
 * token to whoever sent the header.
 */
export function publicOrigin(config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
