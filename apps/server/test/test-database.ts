import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client';
import { openCitusDatabase } from './citus-database';
import { checksStoreIds, recordShopStatements } from './store-id-check';
/** A fresh, migrated database of its own for one test file: a copy of the run's template. */
export async function openTestDatabase(
  options: { storeIdCheck?: boolean } = {},
): Promise<DatabaseHandle> {
  const database = await openDatabase();
  // The check's own test makes statements without their shop on purpose.
  if (!checksStoreIds() || options.storeIdCheck === false) return database;
  const check = recordShopStatements(database);
  return {
    ...database,
    async close() {
      try {
        await check();
      } finally {
        await database.close();
      }
    },
  };
}

async function openDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) {
    const template = readFileSync(inject('pgliteTemplate'));
    return openPglite({ loadDataDir: new Blob([template]) });
  }
  const runId = inject('runId');
  const name = `tsm_test_${runId}_${randomBytes(6).toString('hex')}`;
  if (inject('citus')) return openCitusDatabase(postgresUrl, name, `tsm_template_${runId}`);
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template tsm_template_${runId}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await dropper.end();
    },
  };
}

export function databaseKind(): 'pglite' | 'postgres' {
  return inject('postgresUrl') ? 'postgres' : 'pglite';
}

/**
 * Whether the test databases are on a Citus cluster. Tests of PostgreSQL's own plans (index names,
 * scans) and of a migration's replay on today's tables say so and do not run there: a distributed
 * plan is another thing, and migrations before 0024 run before any table is distributed.
 */
export function onCitus(): boolean {
  return Boolean(inject('citus'));
}
