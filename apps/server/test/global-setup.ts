import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { getPglite, openPglite, openPostgres } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrations-folder';
import { randomBytes } from 'node:crypto';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
    /** Names this run's databases, so concurrent runs on one server never touch each other's. */
    runId: string;
  }
}

/**
 * Builds one migrated database once per run; each test file then copies it (initdb and migrations
 * take seconds, a copy takes milliseconds). On PostgreSQL the copy is CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
  const runId = randomBytes(4).toString('hex');
  const templateDatabase = `tsm_template_${runId}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsm-template-'));
  let templateFile = '';

  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDatabase} with (force)`);
    await admin.query(`create database ${templateDatabase}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${templateDatabase}`;
    const handle = await openPostgres(url.toString());
    await handle.migrate(migrationsFolder());
    await handle.close();
  } else {
    const handle = await openPglite({});
    await handle.migrate(migrationsFolder());
    const dump = await getPglite(handle)!.dumpDataDir('none');
    templateFile = path.join(tmp, 'template.tar');
    writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }

  project.provide('pgliteTemplate', templateFile);
  project.provide('postgresUrl', postgresUrl);
  project.provide('runId', runId);

  return async () => {
    rmSync(tmp, { recursive: true, force: true });
    if (postgresUrl) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`tsm_test_${runId}_%`],
      );
      for (const row of rows)
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${templateDatabase} with (force)`);
      await admin.end();
    }
  };
}
