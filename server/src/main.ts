import path from 'node:path';
import { createAiProvider } from '#server/src/ai/index.ts';
import { buildApp } from './app.ts';
import { loadConfig } from '#server/src/platform/config.ts';
import { openPglite, openPostgres, type Database } from '#server/src/platform/db/database.ts';
import { DataDirLockedError, lockDataDir } from '#server/src/platform/db/lock.ts';
import { migrate } from '#server/src/platform/db/migrate.ts';
import { createFileStorage } from '#server/src/platform/storage/create-storage.ts';

// Listen and shut down gracefully; everything else lives in buildApp.
const started = performance.now();
const config = loadConfig();

let releaseLock = (): void => {};
let db: Database;
try {
  if (config.databaseUrl) {
    db = await openPostgres(config.databaseUrl);
  } else {
    releaseLock = await lockDataDir(config.dataDir);
    db = await openPglite(path.join(config.dataDir, 'db'));
  }
} catch (error) {
  releaseLock();
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}

const applied = await migrate(db);
const ai = createAiProvider(process.env);
const app = await buildApp({
  config,
  db,
  storage: await createFileStorage(config),
  ai,
});
if (applied.length > 0) app.log.info({ migrations: applied }, 'Database migrated');

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    app.log.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal} received: finishing open requests and stopping`);
  const timeout = setTimeout(() => {
    app.log.error('Shutdown took longer than 10 s: exiting');
    process.exit(1);
  }, 10_000);
  timeout.unref();
  try {
    await app.close();
    await ai.close?.();
    await db.close();
  } finally {
    releaseLock();
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: db.kind,
      dataDir: config.dataDir,
      ai: ai.name,
      files: config.s3 ? `s3://${config.s3.bucket}` : 'local disk',
      mail: config.mail.smtpUrl ? 'smtp' : 'log',
      startupMs: Math.round(performance.now() - started),
    },
    `Sous is ready at http://${config.host}:${config.port}`,
  );
} catch (error) {
  app.log.error({ err: error }, 'Could not start listening');
  await app.close().catch(() => {});
  await db.close().catch(() => {});
  releaseLock();
  process.exit(1);
}
