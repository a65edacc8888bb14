import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Raised when another live process already holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number | string) {
    super(
      `Another Sous server (pid ${pid}) is using the data directory ${dir}. ` +
        'PGlite allows one process per directory: stop that server, or set DATA_DIR to another directory ' +
        '(or DATABASE_URL to a PostgreSQL server to run several processes).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Listens on a unix socket; resolves null when the address is taken (EADDRINUSE). */
function listen(address: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.end(String(process.pid)));
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(null);
      else reject(error);
    });
    server.listen(address, () => {
      server.unref();
      resolve(server);
    });
  });
}

/** Asks the holder of a socket for its PID; null when nobody listens (the holder is gone). */
function askHolder(address: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = '';
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer.trim() || '?'));
    socket.on('close', () => resolve(answer.trim() || '?'));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(['ECONNREFUSED', 'ENOENT', 'ENOTSOCK'].includes(error.code ?? '') ? null : '?'),
    );
  });
}

function close(server: net.Server | null): void {
  server?.close();
}

/** A unix socket path may be ~107 bytes long: fall back to the path relative to the working directory. */
function socketPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return Buffer.byteLength(file) > 100 && Buffer.byteLength(relative) < Buffer.byteLength(file)
    ? relative
    : file;
}

/**
 * Locks dir for this process (two processes on one PGlite directory silently lose writes) and
 * returns the release function. The lock is a listening unix socket, so the kernel releases it when
 * the process ends, however it ends; no PID is ever interpreted (decision record 0014):
 * - on Linux first a socket in the abstract namespace named after the directory: binding it is
 *   atomic and it vanishes with the process, so two starts racing for one directory cannot both win;
 * - then the socket file DATA_DIR/sous.lock, which processes in other network namespaces
 *   (containers sharing the volume) see too. A file nobody listens on is a dead holder's (or an old
 *   PID file) and is replaced; a live holder answers with its PID and the start is refused.
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'sous.lock');
  const address = socketPath(file);
  let guard: net.Server | null = null;
  if (process.platform === 'linux') {
    const key = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 32);
    guard = await listen(`\0sous-data-dir-${key}`);
    if (!guard)
      throw new DataDirLockedError(dir, (await askHolder(`\0sous-data-dir-${key}`)) ?? '?');
  }
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const server = await listen(address);
      if (server) {
        return () => {
          close(server);
          rmSync(file, { force: true });
          close(guard);
        };
      }
      const holder = await askHolder(address);
      if (holder !== null) throw new DataDirLockedError(dir, holder);
      rmSync(file, { force: true });
    }
    throw new Error(`Could not lock the data directory ${dir}`);
  } catch (error) {
    close(guard);
    throw error;
  }
}
