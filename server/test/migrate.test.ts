import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '#server/src/platform/db/database.ts';
import { listMigrations, migrate } from '#server/src/platform/db/migrate.ts';
import { ensureDatabaseExtensions } from './helpers/database.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schemas: string[] = [];
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('apply each migration exactly once when several processes migrate a fresh database at once', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await ensureDatabaseExtensions(admin);
    const versions = listMigrations().map((m) => m.version);
    for (let round = 0; round < 5; round++) {
      const schema = `mig_${randomBytes(4).toString('hex')}`;
      schemas.push(schema);
      await admin.query(`CREATE SCHEMA ${schema}`);
      const dbs = await Promise.all(
        [0, 1, 2].map(() => openPostgres(url, { searchPath: schema, max: 2 })),
      );
      try {
        const applied = await Promise.all(dbs.map((db) => migrate(db)));
        expect(applied.flat().sort()).toEqual(versions);
        const rows = await dbs[0]!.query<{ version: string }>(
          'SELECT version FROM schema_migrations ORDER BY version',
        );
        expect(rows.map((r) => r.version)).toEqual(versions);
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
      }
    }
    await admin.end();
  }, 60_000);
});
