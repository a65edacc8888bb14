import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '#server/src/platform/db/lock.ts';

// Issue #19 finding 6: the lock must be one the OS releases with the process, never a PID to trust.
const dirs: string[] = [];
const releases: Array<() => void> = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sous-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function take(dir: string): Promise<() => void> {
  const release = await lockDataDir(dir);
  releases.push(release);
  return release;
}

describe('the PGlite data-directory lock', () => {
  it('starts over a stale lock file naming PID 1 (a container restarted after kill -9)', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'sous.lock'), '1');
    await expect(take(dir)).resolves.toBeTypeOf('function');
  });

  it("starts over a stale lock file naming the server's own PID", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'sous.lock'), String(process.pid));
    await expect(take(dir)).resolves.toBeTypeOf('function');
  });

  it('refuses a second holder while the first is alive, and lets it in after the release', async () => {
    const dir = tempDir();
    const release = await take(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `Another Sous server (pid ${process.pid}) is using the data directory ${dir}.`,
    );
    release();
    expect(existsSync(path.join(dir, 'sous.lock'))).toBe(false);
    await expect(take(dir)).resolves.toBeTypeOf('function');
  });

  it('refuses while another live process holds it and takes over once that process is SIGKILLed', async () => {
    const dir = tempDir();
    const lockModule = path.resolve(import.meta.dirname, '../src/platform/db/lock.ts');
    const child = spawn(
      process.execPath,
      [
        '--experimental-strip-types',
        '--no-warnings',
        '--input-type=module',
        '-e',
        `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
         await lockDataDir(${JSON.stringify(dir)});
         console.log('locked');
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('locked')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
    });
    await expect(lockDataDir(dir)).rejects.toThrow(
      `Another Sous server (pid ${child.pid}) is using the data directory ${dir}.`,
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // The socket file is still there, but nobody listens on it any more.
    expect(existsSync(path.join(dir, 'sous.lock'))).toBe(true);
    await expect(take(dir)).resolves.toBeTypeOf('function');
  });
});
