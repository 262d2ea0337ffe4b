import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrations-folder';

async function run(url: URL, statements: string[]): Promise<string[][]> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const answers: string[][] = [];
    for (const statement of statements) {
      const { rows } = await client.query<Record<string, string>>(statement);
      answers.push(rows.map((row) => Object.values(row).join('\t')));
    }
    return answers;
  } finally {
    await client.end();
  }
}

/** The cluster's nodes: the coordinator `postgresUrl` names, then its workers, each as a URL. */
async function clusterNodes(postgresUrl: string): Promise<URL[]> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const { rows: workers } = await admin
    .query<{ nodename: string; nodeport: number }>(
      `select nodename, nodeport from pg_dist_node where groupid <> 0 and noderole = 'primary'`,
    )
    .finally(() => admin.end());
  return [
    new URL(postgresUrl),
    ...workers.map((worker) =>
      Object.assign(new URL(postgresUrl), {
        hostname: worker.nodename,
        port: String(worker.nodeport),
      }),
    ),
  ];
}

const inDatabase = (url: URL, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` });

/**
 * The migrated database the run's test files copy, made on the coordinator `postgresUrl` leads
 * and on each worker with the extension, its nodes registered, as a new database of a cluster is
 * set up, then migrated. Each node's copy of it is then a template no one connects to (its Citus
 * maintenance daemon stopped), so a test file's database is a copy of it on every node: the
 * coordinator's metadata and the workers' shards copied together, in a second instead of the
 * migration's quarter of a minute. Four shards a table keep the migration quick; the keys and
 * routing do not depend on it. A session opens one connection a worker at most (Citus's
 * adaptive executor opens up to 16 for a statement over several shards): two test files at once,
 * each with its pool and a concurrency test's requests, stay within a node's connections.
 */
export async function createCitusTemplate(postgresUrl: string, name: string): Promise<void> {
  const [coordinator, ...workers] = await clusterNodes(postgresUrl);
  for (const url of [coordinator!, ...workers]) {
    await run(url, [`create database ${name}`]);
    await run(inDatabase(url, name), ['create extension citus']);
  }
  await run(inDatabase(coordinator!, name), [
    // Citus sets these on the workers' databases too.
    `alter database ${name} set citus.shard_count = 4`,
    `alter database ${name} set citus.max_adaptive_executor_pool_size = 1`,
    // As migration 0024 sets it, for the connections the migration opens too.
    `alter database ${name} set citus.multi_shard_modify_mode = sequential`,
    `alter database ${name} set citus.propagate_set_commands = local`,
    `select citus_set_coordinator_host('${coordinator!.hostname}', ${coordinator!.port || 5432})`,
    ...workers.map((w) => `select citus_add_node('${w.hostname}', ${w.port})`),
  ]);
  const handle = await openPostgres(inDatabase(coordinator!, name).toString());
  try {
    await handle.migrate(migrationsFolder());
  } finally {
    await handle.close();
  }
  for (const url of [coordinator!, ...workers]) {
    await run(url, [
      `alter database ${name} with is_template true allow_connections false`,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
    ]);
  }
}

/**
 * A database of its own on the Citus cluster, a copy of the run's template on every node, with the
 * template's settings (a copy does not take them).
 */
export async function openCitusDatabase(
  postgresUrl: string,
  name: string,
  template: string,
): Promise<DatabaseHandle> {
  const nodes = await clusterNodes(postgresUrl);
  const close = () => dropCitusDatabases(nodes, [name]);
  try {
    for (const url of nodes) {
      const [settings] = await run(url, [
        `select unnest(setconfig) from pg_db_role_setting
         where setrole = 0 and setdatabase = (select oid from pg_database where datname = '${template}')`,
        `create database ${name} template ${template}`,
      ]);
      // Each node's own: Citus would otherwise carry the coordinator's to workers that have them.
      await run(url, [
        'set citus.enable_ddl_propagation = off',
        ...settings!.map((setting) => {
          const [key, value] = setting.split(/=(.*)/s) as [string, string];
          return `alter database ${name} set ${key} = '${value.replaceAll("'", "''")}'`;
        }),
      ]);
    }
    const handle = await openPostgres(inDatabase(nodes[0]!, name).toString());
    return {
      ...handle,
      async close() {
        try {
          await handle.close();
        } finally {
          await close();
        }
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Drops databases on every node, the sessions still in them ended (their worker connections too).
 * A Citus maintenance daemon starting in a database as it is dropped can still refuse the drop for
 * a moment ("being accessed by other users"): the drop is tried again.
 */
async function dropCitusDatabases(nodes: URL[], names: string[]): Promise<void> {
  for (const url of nodes)
    for (const name of names)
      for (let attempt = 1; ; attempt += 1) {
        try {
          await run(url, [`drop database if exists ${name} with (force)`]);
          break;
        } catch (error) {
          if (attempt < 5 && /being accessed by other users/.test((error as Error).message)) {
            await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
            continue;
          }
          console.error(`citus: drop database ${name} on ${url.host}: ${(error as Error).message}`);
          break;
        }
      }
}

/** At the end of a run: its databases and its template, on every node, whatever a file left. */
export async function dropCitusRun(postgresUrl: string, prefix: string, template: string) {
  const nodes = await clusterNodes(postgresUrl);
  const names = new Set([template]);
  for (const url of nodes) {
    const [rows] = await run(url, [
      `select datname from pg_database where datname like '${prefix}%'`,
    ]);
    for (const row of rows!) names.add(row);
    await run(url, [`alter database ${template} is_template false`]).catch(() => undefined);
  }
  await dropCitusDatabases(nodes, [...names]);
}
