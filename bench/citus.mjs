// A Citus cluster for the server's tests and benches on this machine: a coordinator and two workers
// (../shared/citus: build.sh installs the extension, cluster.sh starts the nodes), with room for
// what the test suite opens. Each test file has a database of its own on every node, with a Citus
// maintenance daemon (a background worker) per database and node, and every coordinator connection
// in a distributed transaction opens one on each worker it touches: PostgreSQL's 100 connections
// and 8 background workers are too few for two test files at once, so each node gets more and is
// restarted (a test cluster's setting, not the product's).
//   node bench/citus.mjs start          builds Citus if needed, starts the cluster, raises the limits
//   node bench/citus.mjs test [files]   the server's API tests against the running cluster
//   node bench/citus.mjs stop
// BASE (the nodes' folder, /tmp/citus-cluster) and PORT (the coordinator's, 9700; workers PORT+1 and
// PORT+2) as for cluster.sh.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const citusTools = path.resolve(root, '../shared/citus');
const base = process.env.BASE ?? '/tmp/citus-cluster';
const port = Number(process.env.PORT ?? 9700);
const ports = [port, port + 1, port + 2];
const pgBin = '/usr/lib/postgresql/15/bin';
const limits = { max_connections: 300, max_worker_processes: 64 };

function run(command, args, options = {}) {
  const r = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, BASE: base, PORT: String(port), ...options.env },
  });
  if (r.status !== 0) {
    console.error(`citus: ${command} ${args.join(' ')} failed`);
    process.exit(r.status ?? 1);
  }
}

const asPostgres = (command) => run('su', ['postgres', '-c', command]);
const sql = (nodePort, statement) =>
  run('psql', ['-h', '127.0.0.1', '-p', String(nodePort), '-U', 'postgres', '-qAtc', statement]);

function start() {
  run('bash', [path.join(citusTools, 'build.sh')]);
  run('bash', [path.join(citusTools, 'cluster.sh'), 'start']);
  for (const [i, nodePort] of ports.entries()) {
    for (const [name, value] of Object.entries(limits))
      sql(nodePort, `alter system set ${name} = ${value}`);
    const dir = path.join(base, `node${i}`);
    asPostgres(`${pgBin}/pg_ctl -D ${dir} -l ${dir}.log -w restart >/dev/null`);
  }
  const settings = Object.keys(limits)
    .map((name) => `current_setting('${name}')`)
    .join(" || ' ' || ");
  for (const nodePort of ports) sql(nodePort, `select ${settings}`);
}

const [command = 'start', ...files] = process.argv.slice(2);
if (command === 'start') start();
else if (command === 'stop') run('bash', [path.join(citusTools, 'cluster.sh'), 'stop']);
else if (command === 'test')
  run('npx', ['vitest', 'run', '--project', 'server', ...files], {
    cwd: root,
    env: { TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
  });
else {
  console.error('usage: node bench/citus.mjs start|test [files]|stop');
  process.exit(2);
}
