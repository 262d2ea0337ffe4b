import path from 'node:path';
import type { Config } from '../config/env';
import { getPool, openPglite, openPostgres, type DatabaseHandle } from './client';
import { lockDataDir } from './data-dir-lock';
import { durabilityProblems, readDurabilitySettings, UnsafeDatabaseError } from './durability';
import { EmbeddedPostgres, type EmbeddedPostgresLog } from './embedded-postgres';
import { upgradeFromPglite } from './pglite-upgrade';

export interface OpenedDatabase {
  database: DatabaseHandle;
  kind: Config['database'];
  /** The supervised server, when the database is the embedded one. */
  embedded: EmbeddedPostgres | undefined;
  /** Closes the database, stops the embedded server and frees DATA_DIR. */
  close(): Promise<void>;
}

/**
 * Opens the database the configuration names, migrated and checked: an external server
 * (DATABASE_URL), the embedded PostgreSQL server in DATA_DIR/pg (the default), or PGlite in
 * DATA_DIR/db (DATABASE=pglite). DATA_DIR is locked for the life of the process in the last two.
 */
export async function openDatabase(options: {
  config: Config;
  log: EmbeddedPostgresLog;
  migrationsFolder: string;
}): Promise<OpenedDatabase> {
  const { config, log, migrationsFolder } = options;
  if (config.database === 'external') {
    const database = await openPostgres(config.databaseUrl!, {
      prepare: config.preparedStatements,
    });
    await database.migrate(migrationsFolder);
    const problems = durabilityProblems(await readDurabilitySettings(database.db));
    if (problems.length > 0) {
      log.warn(
        `The PostgreSQL server at DATABASE_URL is not crash-safe: ${problems.join('; ')}. Fix its configuration before trusting it with the shop's books.`,
      );
    }
    return { database, kind: 'external', embedded: undefined, close: () => database.close() };
  }

  const releaseLock = await lockDataDir(config.dataDir);
  try {
    if (config.database === 'pglite') {
      const database = await openPglite({ dataDir: path.join(config.dataDir, 'db') });
      await database.migrate(migrationsFolder);
      log.warn(
        'DATABASE=pglite: the data is in PGlite, which does not flush its writes to disk (no fsync). ' +
          'It survives a crash of this program but not a power cut or an OS crash, which can lose or corrupt the books. ' +
          'Use it only where the embedded PostgreSQL server cannot run.',
      );
      return {
        database,
        kind: 'pglite',
        embedded: undefined,
        async close() {
          await database.close();
          await releaseLock();
        },
      };
    }

    let pool: ReturnType<typeof getPool>;
    const embedded = await EmbeddedPostgres.start({
      dir: path.join(config.dataDir, 'pg'),
      passwordFile: path.join(config.dataDir, 'postgres-password'),
      log,
      onPortChange: (port) => {
        if (pool) pool.options.port = port;
      },
    });
    let database: DatabaseHandle | undefined;
    try {
      database = await openPostgres(embedded.connectionOptions(), {
        max: 20,
        prepare: config.preparedStatements,
      });
      pool = getPool(database);
      await database.migrate(migrationsFolder);
      const problems = durabilityProblems(await readDurabilitySettings(database.db));
      if (problems.length > 0) {
        throw new UnsafeDatabaseError(
          `Refusing to start: the embedded PostgreSQL server is not crash-safe (${problems.join('; ')}). ` +
            `Something changed its settings (ALTER SYSTEM, ALTER DATABASE or ALTER ROLE in ${path.join(config.dataDir, 'pg')}); undo it.`,
        );
      }
      await upgradeFromPglite({
        dataDir: config.dataDir,
        pool: pool!,
        migrationsFolder,
        log,
      });
    } catch (error) {
      await database?.close().catch(() => undefined);
      await embedded.stop();
      throw error;
    }
    const opened = database;
    return {
      database: opened,
      kind: 'embedded',
      embedded,
      async close() {
        await opened.close();
        await embedded.stop();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}
