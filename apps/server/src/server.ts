import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { ERROR_CODES } from '@tailor/shared/error-codes';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { UnsafeDatabaseError } from './db/durability';
import { EmbeddedPostgresError } from './db/embedded-postgres';
import { migrationsFolder } from './db/migrations-folder';
import { openDatabase } from './db/open-database';
import { loadPincodeDirectory } from './adapters/india-post-pincodes';
import { createJobDeps, createScheduler } from './jobs/scheduler';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();

  // Fastify makes its own logger; this one speaks for the database until the app exists, and
  // afterwards for the embedded server's supervisor.
  const log = pino({ level: config.logLevel });
  const opened = await openDatabase({ config, log, migrationsFolder: migrationsFolder() });
  const { database, embedded } = opened;

  const app = await buildApp({
    config,
    db: database.db,
    logger: { level: config.logLevel },
  });

  if (embedded) {
    // While the supervisor restarts a PostgreSQL server that died, answer 503 at once.
    app.addHook('onRequest', async (request, reply) => {
      if (embedded.available) return;
      const body =
        request.url === '/healthz'
          ? { status: 'unavailable' }
          : {
              error: ERROR_CODES.DATABASE_RESTARTING.message,
              code: 'DATABASE_RESTARTING',
            };
      // Sent as text: a route's response schemas have no say over this answer.
      return reply
        .code(503)
        .header('retry-after', '2')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(body));
    });
  }

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
    } finally {
      await opened.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: opened.kind,
      dataDir: opened.kind === 'external' ? undefined : config.dataDir,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Tailor Shop Manager is ready at ${config.publicUrl}`,
  );
  scheduler.start();
  // Built off the start-up path so the first signup's pincode lookup is instant.
  setImmediate(() => loadPincodeDirectory());
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof EmbeddedPostgresError ||
    error instanceof UnsafeDatabaseError
  ) {
    console.error(error.message);
  } else {
    console.error('Tailor Shop Manager could not start:', error);
  }
  process.exit(1);
});
