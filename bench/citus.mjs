// A Citus cluster for the server's tests and benches on this machine: a coordinator and two workers
// (../shared/citus: build.sh installs the extension, cluster.sh starts the nodes), with room for
// what the test suite opens. Each test file has a database of its own on every node, with a Citus
// maintenance daemon (a background worker) per database and node, and every coordinator connection
// in a distributed transaction opens one on each worker it touches: PostgreSQL's 100 connections
// and 8 background workers are too few for two test files at once, so each node gets more and is
// restarted (a test cluster's setting, not the product's). wal_level is logical, as on a managed
// Citus service: a shard moves between nodes by logical replication, writes going on meanwhile.
//   node bench/citus.mjs start          builds Citus if needed, starts the cluster, raises the limits
//   node bench/citus.mjs test [files]   the server's API tests against the running cluster
//   node bench/citus.mjs stop           stops every node, a fourth one (`addNode`) included
// BASE (the nodes' folder, /tmp/citus-cluster) and PORT (the coordinator's, 9700; workers PORT+1 and
// PORT+2) as for cluster.sh.
import { spawnSync } from 'node:child_process';
import { existsSync, appendFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const citusTools = path.resolve(root, '../shared/citus');
export const base = process.env.BASE ?? '/tmp/citus-cluster';
export const port = Number(process.env.PORT ?? 9700);
const ports = [port, port + 1, port + 2];
const pgBin = '/usr/lib/postgresql/15/bin';
const limits = { max_connections: 300, max_worker_processes: 64, wal_level: 'logical' };
/** The coordinator's `postgres` database, where cluster.sh created the extension. */
export const coordinatorUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;

function run(command, args, options = {}) {
  const r = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, BASE: base, PORT: String(port), ...options.env },
  });
  if (r.status !== 0) throw new Error(`citus: ${command} ${args.join(' ')} failed`);
}

const asPostgres = (command) => run('su', ['postgres', '-c', command]);
const sql = (nodePort, statement) =>
  run('psql', ['-h', '127.0.0.1', '-p', String(nodePort), '-U', 'postgres', '-qAtc', statement]);

/** Builds Citus if it is not installed, starts the coordinator and two workers, raises the limits. */
export function startCitus() {
  run('bash', [path.join(citusTools, 'build.sh')]);
  run('bash', [path.join(citusTools, 'cluster.sh'), 'start']);
  for (const [i, nodePort] of ports.entries()) {
    for (const [name, value] of Object.entries(limits))
      sql(nodePort, `alter system set ${name} = '${value}'`);
    const dir = path.join(base, `node${i}`);
    asPostgres(`${pgBin}/pg_ctl -D ${dir} -l ${dir}.log -w restart >/dev/null`);
  }
  const settings = Object.keys(limits)
    .map((name) => `current_setting('${name}')`)
    .join(" || ' ' || ");
  for (const nodePort of ports) sql(nodePort, `select ${settings}`);
}

/**
 * A fourth node (node3, on PORT+3) set up as cluster.sh sets up the others, with the same limits,
 * the extension created, not yet in the cluster: `citus_add_node` on the coordinator adds it.
 * Answers its port.
 */
export function startFourthNode() {
  const nodePort = port + 3;
  const dir = path.join(base, 'node3');
  asPostgres(`${pgBin}/initdb -D ${dir} -A trust -U postgres >/dev/null`);
  const conf = [
    "shared_preload_libraries = 'citus'",
    `port = ${nodePort}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${base}'`,
    'fsync = on',
    ...Object.entries(limits).map(([name, value]) => `${name} = '${value}'`),
  ];
  appendFileSync(path.join(dir, 'postgresql.conf'), `${conf.join('\n')}\n`);
  asPostgres(`${pgBin}/pg_ctl -D ${dir} -l ${dir}.log -w start >/dev/null`);
  sql(nodePort, 'create extension citus');
  return nodePort;
}

/** Stops the cluster's nodes, and the fourth if it was started. */
export function stopCitus() {
  run('bash', [path.join(citusTools, 'cluster.sh'), 'stop']);
  const fourth = path.join(base, 'node3');
  if (existsSync(path.join(fourth, 'postmaster.pid')))
    asPostgres(`${pgBin}/pg_ctl -D ${fourth} -m fast -w stop >/dev/null`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [command = 'start', ...files] = process.argv.slice(2);
  try {
    if (command === 'start') startCitus();
    else if (command === 'stop') stopCitus();
    else if (command === 'test')
      run('npx', ['vitest', 'run', '--project', 'server', ...files], {
        cwd: root,
        env: { TEST_DATABASE_URL: coordinatorUrl },
      });
    else {
      console.error('usage: node bench/citus.mjs start|test [files]|stop');
      process.exitCode = 2;
    }
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
