import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { getPglite, openPglite, openPostgres } from '../src/db/client';
import { EmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrationsFolder } from '../src/db/migrations-folder';
import { createCitusTemplate, dropCitusRun } from './citus-database';
import { randomBytes } from 'node:crypto';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
    /** The server is a Citus coordinator: each test file builds its own database on the cluster. */
    citus: boolean;
    /** Names this run's databases, so concurrent runs on one server never touch each other's. */
    runId: string;
  }
}

/** Only what goes wrong: the embedded server's start-up notes are not the tests' business. */
const quiet = {
  debug: () => undefined,
  info: () => undefined,
  warn: (message: string) => console.warn(message),
  error: (message: string) => console.error(message),
};

/**
 * The product's own embedded PostgreSQL server (the native server it runs in DATA_DIR by default),
 * in a folder of this run's: `TEST_DATABASE=embedded`. Answers its URL.
 */
async function startEmbedded(tmp: string): Promise<{ url: string; server: EmbeddedPostgres }> {
  // Run as root, the server runs as the user postgres, which must enter the folder.
  chmodSync(tmp, 0o755);
  const server = await EmbeddedPostgres.start({
    dir: path.join(tmp, 'pg'),
    passwordFile: path.join(tmp, 'postgres-password'),
    log: quiet,
  });
  const { user, password, port, database } = server.connectionOptions();
  const url = `postgres://${user}:${encodeURIComponent(String(password))}@127.0.0.1:${port}/${database}`;
  return { url, server };
}

/**
 * Builds one migrated database once per run; each test file then copies it (initdb and migrations
 * take seconds, a copy takes milliseconds). On PostgreSQL the copy is CREATE DATABASE … TEMPLATE.
 * The database: the server TEST_DATABASE_URL names; else with TEST_DATABASE=embedded the product's
 * embedded PostgreSQL, started for the run; else PGlite.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  const templateDatabase = `tsm_template_${runId}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsm-template-'));
  const embedded =
    !process.env.TEST_DATABASE_URL && process.env.TEST_DATABASE === 'embedded'
      ? await startEmbedded(tmp)
      : undefined;
  const postgresUrl = process.env.TEST_DATABASE_URL ?? embedded?.url ?? '';
  let templateFile = '';
  let citus = false;

  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const { rows } = await admin.query<{ citus: boolean }>(
      `select exists (select from pg_extension where extname = 'citus') as citus`,
    );
    citus = rows[0]!.citus;
    await admin.end();
  }
  if (citus) {
    // Each test file's database is a copy of it on every node of the cluster.
    await createCitusTemplate(postgresUrl, templateDatabase);
  } else if (postgresUrl) {
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
  project.provide('citus', citus);
  project.provide('runId', runId);

  return async () => {
    if (embedded) {
      await embedded.server.stop();
      rmSync(tmp, { recursive: true, force: true });
      return;
    }
    rmSync(tmp, { recursive: true, force: true });
    if (citus) await dropCitusRun(postgresUrl, `tsm_test_${runId}_`, templateDatabase);
    else if (postgresUrl) {
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
