import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { migrationsFolder } from './db/migrations-folder';
import { loadPincodeDirectory } from './features/pincodes/pincode-directory';
import { createJobDeps, createScheduler } from './jobs/scheduler';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();

  let releaseLock: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    releaseLock = await lockDataDir(config.dataDir);
    database = await openPglite({ dataDir: `${config.dataDir}/db` });
  }
  await database.migrate(migrationsFolder());

  const app = await buildApp({
    config,
    db: database.db,
    logger: { level: config.logLevel },
  });

  // Reminders and the daily cleanup, on every server; the database decides who does what.
  const scheduler = createScheduler(await createJobDeps({ db: database.db, config, log: app.log }));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await scheduler.stop();
      await app.close();
      await database.close();
    } finally {
      await releaseLock?.();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.driver,
      dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Tailor Shop Manager is ready at ${config.publicUrl}`,
  );
  scheduler.start();
  // Built off the start-up path so the first signup's pincode lookup is instant.
  setImmediate(() => loadPincodeDirectory());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Tailor Shop Manager could not start:', error);
  }
  process.exit(1);
});
