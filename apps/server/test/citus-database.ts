import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrations-folder';

async function run(url: URL, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the Citus cluster the coordinator `postgresUrl` leads, migrated: made on
 * the coordinator and each worker with the extension, its nodes registered, as a new database of a
 * cluster is set up (a copy of a template would copy the coordinator's metadata, not the workers'
 * shards). Four shards a table keep the migration quick; the keys and routing do not depend on it.
 */
export async function openCitusDatabase(
  postgresUrl: string,
  name: string,
): Promise<DatabaseHandle> {
  const coordinator = new URL(postgresUrl);
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const { rows: workers } = await admin
    .query<{ nodename: string; nodeport: number }>(
      `select nodename, nodeport from pg_dist_node where groupid <> 0 and noderole = 'primary'`,
    )
    .finally(() => admin.end());
  const nodes = workers.map((worker) => {
    const url = new URL(postgresUrl);
    url.hostname = worker.nodename;
    url.port = String(worker.nodeport);
    return url;
  });
  const inDatabase = (url: URL) => Object.assign(new URL(url), { pathname: `/${name}` });
  for (const url of [coordinator, ...nodes]) {
    await run(url, [`create database ${name}`]);
    await run(inDatabase(url), ['create extension citus']);
  }
  await run(inDatabase(coordinator), [
    `alter database ${name} set citus.shard_count = 4`,
    // As migration 0024 sets it, for the connections the migration opens too.
    `alter database ${name} set citus.multi_shard_modify_mode = sequential`,
    `alter database ${name} set citus.propagate_set_commands = local`,
    `select citus_set_coordinator_host('${coordinator.hostname}', ${coordinator.port || 5432})`,
    ...workers.map((w) => `select citus_add_node('${w.nodename}', ${w.nodeport})`),
  ]);
  const handle = await openPostgres(inDatabase(coordinator).toString());
  await handle.migrate(migrationsFolder());
  return {
    ...handle,
    async close() {
      await handle.close();
      for (const url of [coordinator, ...nodes])
        await run(url, [`drop database if exists ${name} with (force)`]).catch(() => undefined);
    },
  };
}
