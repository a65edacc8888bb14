import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '#server/src/platform/db/database.ts';
import { listMigrations, migrate } from '#server/src/platform/db/migrate.ts';
import { repoRoot } from '#server/src/platform/config.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI starts one). */
export function testBackends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database for one test file, and how to dispose of it. */
export interface TestDatabase {
  db: Database;
  /** Empties every table (between tests). */
  truncate(): Promise<void>;
  close(): Promise<void>;
}

async function truncateAll(db: Database): Promise<void> {
  await db.exec('TRUNCATE users, rate_limits RESTART IDENTITY CASCADE');
}

/** A key of the migrations' content, for templates cached in the temp dir. */
function migrationsHash(): string {
  return createHash('sha256')
    .update(
      listMigrations()
        .map((m) => m.version + m.sql)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
}

/**
 * Creating a PGlite cluster takes seconds; loading a migrated one from a tarball takes a fraction.
 * The tarball is cached in the temp dir, keyed by the migrations' content.
 */
async function pgliteFromTemplate(): Promise<Database> {
  const file = path.join(tmpdir(), `sous-pglite-template-${migrationsHash()}.tar`);
  if (existsSync(file)) {
    const db = await openPglite(undefined, new Blob([readFileSync(file)]));
    await migrate(db);
    return db;
  }
  const db = await openPglite();
  await migrate(db);
  const dump = await db.dump!();
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  renameSync(temp, file);
  return db;
}

/**
 * Copies a migrated PGlite cluster to `dir` (a server's DATA_DIR/db), so a server process on a fresh
 * DATA_DIR skips the seconds of creating one. The cluster is made once per set of migrations (and
 * PGlite version) and cached in the temp dir.
 */
export async function copyMigratedPglite(dir: string): Promise<void> {
  const { version } = JSON.parse(
    readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  const template = path.join(tmpdir(), `sous-pglite-cluster-${migrationsHash()}-${version}`);
  if (!existsSync(template)) {
    const temp = `${template}.${process.pid}.tmp`;
    const db = await openPglite(temp);
    await migrate(db);
    await db.close();
    try {
      renameSync(temp, template);
    } catch (error) {
      // Another process cached it at the same moment: theirs is as good.
      rmSync(temp, { recursive: true, force: true });
      if (!existsSync(template)) throw error;
    }
  }
  cpSync(template, dir, { recursive: true });
}

/**
 * Extensions are per database, not per schema: created once in `public` before the per-file schemas
 * migrate, so parallel test files do not race on CREATE EXTENSION (migration 0007 then finds it).
 */
export async function ensureDatabaseExtensions(admin: pg.Client): Promise<void> {
  try {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  } catch (error) {
    // Another file created it at the same moment (unique violation / duplicate object): it exists.
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42710') throw error;
  }
}

export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const db = await pgliteFromTemplate();
    return { db, truncate: () => truncateAll(db), close: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  // One schema per test file, dropped at the end, so files never see each other's rows.
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await ensureDatabaseExtensions(admin);
  await admin.end();
  const db = await openPostgres(url, { searchPath: schema, max: 5 });
  await migrate(db);
  return {
    db,
    truncate: () => truncateAll(db),
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
