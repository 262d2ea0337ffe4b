// The server's CPU per order created (issue 30, goal 3): POST /api/create_order with 3 garments and
// a photo each (uploaded first, as the app does; the first garment given to a tailor; half the
// orders for a returning customer), a new Idempotency-Key each, at 8 and 32 connections, against
// the built server on a fresh DATA_DIR (embedded PostgreSQL, a seeded shop of 5,000 orders,
// LOG_LEVEL=info as a shop runs it). For each concurrency: orders per second and latency, and
// what the CPU spent per order, read from /proc over the window: the server's Node process (all
// its threads), the embedded PostgreSQL (the postmaster, its live children, and its waited-for
// children's time) and this load generator. CPU per order barely moves with the machine's other
// load; orders per second does.
//
// `node bench/order-cpu.mjs [--server=a.js[,b.js]] [--label=before[,after]] [--rounds=1]
//   [--orders=400] [--connections=8,32] [--warmup=60] [--cpu-prof[=file]] [--log-level=info]
//   [--statements] [--out=bench/results/order-cpu-latest.json]`
// With two servers, each round runs every server once, alternating, so a busy machine weighs on
// both alike; medians per server are printed. With --cpu-prof the server runs under
// `node --cpu-prof` (profiled runs are slower: use them for where the time goes, the plain runs
// for the figures), and each window's busiest functions are listed by self time, with the
// inclusive time of the server's own functions (mapped to apps/server/src and packages/shared by
// the build's source map). With --statements the embedded PostgreSQL is restarted with
// pg_stat_statements (planning tracked too; not with --cpu-prof), and each window lists the statements by the
// PostgreSQL time they took per order, planning and execution apart: what is left of the
// backends' CPU per order is parsing, the protocol, the commit and the statistics' own cost.
// Build the server first (`npm run build -w @tailor/server`, or OUT_DIR=
// for a private copy beside a node_modules that resolves its packages).
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { seedPostgres } from './seed-shop.mjs';
import { embeddedConnection, signedInToken, startServer, stop } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Not strict: `--cpu-prof` alone is a flag, `--cpu-prof=file` also keeps the profile.
const { values: args } = parseArgs({ strict: false });
const servers = String(args.server ?? path.join(root, 'apps/server/dist/server.js'))
  .split(',')
  .map((file) => path.resolve(file));
const labels = args.label
  ? String(args.label).split(',')
  : servers.map((_, i) => `server ${i + 1}`);
const rounds = Number(args.rounds ?? 1);
const ordersPerWindow = Number(args.orders ?? 400);
const levels = String(args.connections ?? '8,32')
  .split(',')
  .map(Number);
const warmup = Number(args.warmup ?? 60);
const port = Number(args.port ?? 3511);
const logLevel = args['log-level'] ?? 'info';
const out = path.resolve(args.out ?? path.join(root, 'bench/results/order-cpu-latest.json'));
const SHOP = { ownerPhone: '7000000001', orders: 5_000, customers: 500 };
const TAILOR_PHONE = '8000000001';
// A small plain photo: the server turns each into WebP and a thumbnail.
const PHOTO = { width: 48, height: 48, channels: 3, background: '#4db6ac' };

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const round1 = (v) => Math.round(v * 10) / 10;
const round2 = (v) => Math.round(v * 100) / 100;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const loadAverage = () => os.loadavg().map((v) => +v.toFixed(2));

/** utime, stime, cutime, cstime and the parent of a process, in ms; null once it is gone. */
function procTimes(pid) {
  let stat;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name is in parentheses and may hold spaces: the fields follow the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (i) => (Number(fields[i]) * 1000) / clockTicks;
  return { ppid: Number(fields[1]), user: ms(11), system: ms(12), children: ms(13) + ms(14) };
}

/** What a PostgreSQL process is, by the title it shows (`postgres: checkpointer`, a backend's user). */
function postgresRole(pid) {
  let title = '';
  try {
    title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return 'gone';
  }
  if (/autovacuum/.test(title)) return 'autovacuum';
  if (/postgres: \S+ \S+ \S+\(\d+\)|postgres: \S+ \S+ \[local\]/.test(title)) return 'backends';
  return 'background';
}

/**
 * The embedded PostgreSQL's CPU so far, in ms: its client backends (live), autovacuum, the other
 * background processes (checkpointer, writers, I/O workers, the postmaster itself) and the children
 * that have exited (counted in the postmaster once waited for).
 */
function postgresCpuMs(postmaster) {
  const main = procTimes(postmaster);
  if (!main) throw new Error('the embedded PostgreSQL is not running');
  const ms = {
    backends: 0,
    autovacuum: 0,
    background: main.user + main.system,
    exited: main.children,
  };
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = procTimes(entry);
    if (child?.ppid !== postmaster) continue;
    const role = postgresRole(entry);
    if (role !== 'gone') ms[role] += child.user + child.system;
  }
  return ms;
}

/** The CPU ms of each kind of thread of a process (main thread, V8's workers, libuv's pool). */
function threadCpuMs(pid) {
  const byName = {};
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const name =
      tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
    byName[name] = (byName[name] ?? 0) + ms;
  }
  return byName;
}

function cpuSnapshot(serverPid, postmaster) {
  const node = procTimes(serverPid);
  if (!node) throw new Error('the server is not running');
  return {
    at: performance.now(),
    node: { user: node.user, system: node.system },
    threads: threadCpuMs(serverPid),
    postgres: postgresCpuMs(postmaster),
    loadGenerator: process.cpuUsage(),
  };
}

function cpuPerOrder(before, after, orders) {
  const per = (ms) => round2(ms / orders);
  const nodeUser = after.node.user - before.node.user;
  const nodeSystem = after.node.system - before.node.system;
  const generator = process.cpuUsage(before.loadGenerator);
  return {
    nodeMsPerOrder: per(nodeUser + nodeSystem),
    nodeUserMsPerOrder: per(nodeUser),
    nodeSystemMsPerOrder: per(nodeSystem),
    postgresMsPerOrder: per(
      Object.keys(after.postgres).reduce(
        (sum, k) => sum + after.postgres[k] - before.postgres[k],
        0,
      ),
    ),
    nodeThreadsMsPerOrder: Object.fromEntries(
      Object.entries(after.threads).map(([k, v]) => [k, per(v - (before.threads[k] ?? 0))]),
    ),
    postgresBackendsMsPerOrder: per(after.postgres.backends - before.postgres.backends),
    postgresByRoleMsPerOrder: Object.fromEntries(
      Object.keys(after.postgres).map((k) => [k, per(after.postgres[k] - before.postgres[k])]),
    ),
    loadGeneratorMsPerOrder: per((generator.user + generator.system) / 1000),
  };
}

async function api(url, method, pathName, token, body) {
  const res = await fetch(`${url}/api${pathName}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body instanceof FormData || body === undefined
        ? {}
        : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathName} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** `count` garment photos uploaded through the API, 8 at a time: their ids. */
async function uploadPhotos(url, token, count) {
  const png = await sharp({ create: PHOTO }).png().toBuffer();
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'garment.png');
    return (await api(url, 'POST', '/upload_image', token, form))._id;
  };
  // Eight at a time.
  const ids = [];
  for (let done = 0; done < count; done += 8) {
    const batch = Math.min(8, count - done);
    ids.push(...(await Promise.all(Array.from({ length: batch }, upload))));
  }
  return ids;
}

/** Order i of a run, as bench/scale.mjs creates it: 3 garments, a photo each, the first assigned. */
function orderOf(i, photos, staffId) {
  const due = new Date(Date.now() + (5.5 * 60 + 10 * 24 * 60) * 60_000).toISOString().slice(0, 10);
  const returning = i % 2 === 0;
  const mobile = returning
    ? `9${String(1 + (i % SHOP.customers)).padStart(9, '0')}`
    : `6${String(i).padStart(9, '0')}`;
  const line = (name, price, photo, extra = {}) => ({
    product: { name },
    price,
    uploadedImages: [photo],
    ...extra,
  });
  const products = [
    line('Blouse', 800, photos[0], {
      measurements: { Bust: '34', Length: '15' },
      assigned_to: staffId,
    }),
    line('Kurta', 1200, photos[1]),
    line('Fall', 150, photos[2]),
  ];
  const address = '5 Station Road, Ahmedabad';
  const customer = { name: `Walk-in ${i}`, mobile_no: mobile, address, gender: 'female' };
  const money = { totalAmount: 2150, advancePayment: 500, paymentType: 'cash' };
  return { customer, order: { orderType: 'new', ...money, dueDate: due, products } };
}

/** Orders `from`..`from + count - 1` at `connections` keep-alive connections, closed loop. */
async function createOrders({ url, token, staffId, photos, from, count, connections }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const failures = {};
  let next = from;
  const one = (i) =>
    new Promise((resolve) => {
      const body = JSON.stringify(orderOf(i, photos.slice(i * 3, i * 3 + 3), staffId));
      const sent = performance.now();
      const req = http.request(
        `${url}/api/create_order`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'idempotency-key': `order-cpu-${randomUUID()}`,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            if (res.statusCode === 201) latencies.push(performance.now() - sent);
            else failures[res.statusCode] = Buffer.concat(chunks).toString().slice(0, 300);
            resolve();
          });
        },
      );
      req.on('error', (error) => {
        failures.error = error.message;
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < from + count) await one(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  if (Object.keys(failures).length > 0) {
    throw new Error(`orders refused: ${JSON.stringify(failures)}`);
  }
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) => round1(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]);
  return {
    orders: count,
    ordersPerSecond: round1(count / seconds),
    p50ms: at(0.5),
    p95ms: at(0.95),
  };
}

/** Microseconds on the monotonic clock that V8's profiler stamps its samples with. */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Maps a frame of the bundle to its source file and line (the build's source map). */
function sourceMapperOf(serverJs) {
  const mapFile = `${serverJs}.map`;
  if (!fs.existsSync(mapFile)) return () => null;
  const map = new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  return (line, column) => {
    const entry = map.findEntry(line, column);
    if (!entry?.originalSource) return null;
    const source = path.resolve(
      path.dirname(mapFile),
      entry.originalSource.replace(/^file:\/\//, ''),
    );
    const file = source.replace(/^.*?\/((?:apps|packages)\/)/, '$1');
    return `${file}:${entry.originalLine + 1}`;
  };
}

/**
 * Where the samples between `from` and `to` went, per order: self time per function and per
 * package (node_modules package, node's own, the server's bundle, V8's GC and program), and the
 * inclusive time of the server's own functions (each counted once per sample however deep).
 */
function profileWindow(profile, { from, to, orders, serverJs, top = 30 }) {
  const mapped = sourceMapperOf(serverJs);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const bundle = path.basename(serverJs);
  const nameOf = new Map();
  const frameName = (node) => {
    if (nameOf.has(node.id)) return nameOf.get(node.id);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const fn = functionName || '(anonymous)';
    let where = '';
    let ours = false;
    if (url.endsWith(`/${bundle}`)) {
      ours = true;
      where = mapped(lineNumber, columnNumber) ?? `${bundle}:${lineNumber + 1}`;
    } else if (url) {
      where = `${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
    }
    const name = { key: `${fn} ${where}`.trim(), ours, pkg: packageOf(url, fn) };
    nameOf.set(node.id, name);
    return name;
  };
  const self = new Map();
  const packages = new Map();
  const inclusive = new Map();
  let busy = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    if (time < from || time > to) return;
    const micros = profile.timeDeltas[i + 1] ?? 0;
    const leaf = frameName(byId.get(id));
    if (leaf.key === '(idle)') return;
    busy += micros;
    self.set(leaf.key, (self.get(leaf.key) ?? 0) + micros);
    packages.set(leaf.pkg, (packages.get(leaf.pkg) ?? 0) + micros);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const frame = frameName(byId.get(node));
      if (frame.ours && !seen.has(frame.key)) {
        seen.add(frame.key);
        inclusive.set(frame.key, (inclusive.get(frame.key) ?? 0) + micros);
      }
    }
  });
  const list = (totals, n) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([fn, micros]) => ({
        fn,
        msPerOrder: round2(micros / 1000 / orders),
        percent: round1((100 * micros) / busy),
      }));
  return {
    busyMsPerOrder: round2(busy / 1000 / orders),
    selfTime: list(self, top),
    byPackage: list(packages, 15),
    ourInclusive: list(inclusive, top),
  };
}

function packageOf(url, functionName) {
  if (!url) return functionName || '(native)';
  if (url.startsWith('node:')) return 'node';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  return 'server bundle (apps/server, packages/shared)';
}

/** Runs a statement on the embedded PostgreSQL of `dataDir`, answering its rows. */
async function embeddedQuery(dataDir, sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client(embeddedConnection(dataDir));
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Restarts the server with pg_stat_statements loaded by its embedded PostgreSQL. */
async function withStatementStatistics(server, serverJs, dataDir, env) {
  await embeddedQuery(dataDir, `alter system set shared_preload_libraries = 'pg_stat_statements'`);
  await embeddedQuery(dataDir, `alter system set pg_stat_statements.track_planning = on`);
  await embeddedQuery(dataDir, `alter system set pg_stat_statements.track = 'all'`);
  await stop(server.child);
  const restarted = await startServer(serverJs, dataDir, port, env);
  await embeddedQuery(dataDir, 'create extension if not exists pg_stat_statements');
  return restarted;
}

async function resetStatementStatistics(dataDir) {
  await embeddedQuery(dataDir, 'select pg_stat_statements_reset()');
}

/** The statements of a window, by PostgreSQL time per order (ms), planning and execution apart. */
async function statementStatistics(dataDir, orders) {
  const rows = await embeddedQuery(
    dataDir,
    `select query, calls, total_plan_time, total_exec_time from pg_stat_statements
      where query not like '%pg_stat_statements%'
      order by total_plan_time + total_exec_time desc`,
  );
  const perOrder = (ms) => round2(ms / orders);
  const statements = rows.map((row) => ({
    callsPerOrder: round2(Number(row.calls) / orders),
    planMsPerOrder: perOrder(row.total_plan_time),
    execMsPerOrder: perOrder(row.total_exec_time),
    query: row.query.replace(/\s+/g, ' ').slice(0, 160),
  }));
  const sum = (key) => round2(statements.reduce((total, row) => total + row[key], 0));
  return {
    callsPerOrder: sum('callsPerOrder'),
    planMsPerOrder: sum('planMsPerOrder'),
    execMsPerOrder: sum('execMsPerOrder'),
    top: statements.slice(0, 25),
  };
}

function printStatements(connections, statements, cpu) {
  console.log(
    `  statements at ${connections} connections, per order: ${statements.callsPerOrder} calls, planning ${statements.planMsPerOrder} ms, execution ${statements.execMsPerOrder} ms (backends' CPU ${cpu.postgresBackendsMsPerOrder} ms)`,
  );
  for (const row of statements.top) {
    console.log(
      `  ${row.callsPerOrder.toFixed(2).padStart(6)} × plan ${row.planMsPerOrder.toFixed(2).padStart(5)} exec ${row.execMsPerOrder.toFixed(2).padStart(5)} ms  ${row.query}`,
    );
  }
}

/** One run: a fresh DATA_DIR and shop, photos, a warm-up, then each concurrency's window. */
async function run(serverJs, label, roundNo) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'order-cpu-'));
  // The embedded PostgreSQL runs as the user postgres when this runs as root: it must enter it.
  fs.chmodSync(dataDir, 0o711);
  const profileDir = path.join(dataDir, 'profile');
  fs.mkdirSync(profileDir);
  const outbox = path.join(dataDir, 'sms-outbox.jsonl');
  const env = {
    SMS_TRANSPORT: 'outbox',
    SMS_OUTBOX: outbox,
    LOG_LEVEL: logLevel,
    // The photos of hundreds of orders are uploaded up front, by one user.
    RATE_LIMIT_UPLOAD: '1000000000',
  };
  const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const result = { label, round: roundNo, server: serverJs, loadAverageAtStart: loadAverage() };
  const windows = [];
  let server = await startServer(serverJs, dataDir, port, env, nodeArgs);
  try {
    await seedPostgres(embeddedConnection(dataDir), { ...SHOP, fresh: true });
    if (args.statements) server = await withStatementStatistics(server, serverJs, dataDir, env);
    const postmaster = Number(
      fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const { url, child } = server;
    const token = await signedInToken(url, outbox, SHOP.ownerPhone);
    const team = await api(url, 'GET', '/get_employees', token);
    const staffId = team.employees.find((e) => e.phone?.endsWith(TAILOR_PHONE.slice(-9)))?._id;
    if (!staffId) throw new Error('the seeded tailor is not in the team');
    const total = warmup + ordersPerWindow * levels.length;
    const photos = await uploadPhotos(url, token, total * 3);
    const common = { url, token, staffId, photos };
    await createOrders({ ...common, from: 0, count: warmup, connections: 8 });
    let from = warmup;
    for (const connections of levels) {
      const loadAverageAtStart = loadAverage();
      if (args.statements) await resetStatementStatistics(dataDir);
      const before = cpuSnapshot(child.pid, postmaster);
      const profiledFrom = nowMicros();
      const figures = await createOrders({ ...common, from, count: ordersPerWindow, connections });
      const profiledTo = nowMicros();
      const cpu = cpuPerOrder(before, cpuSnapshot(child.pid, postmaster), ordersPerWindow);
      from += ordersPerWindow;
      result[connections] = { loadAverageAtStart, ...figures, ...cpu };
      if (args.statements) {
        result[connections].statements = await statementStatistics(dataDir, ordersPerWindow);
        printStatements(connections, result[connections].statements, cpu);
      }
      windows.push({ connections, from: profiledFrom, to: profiledTo });
      console.log(
        `${label} (round ${roundNo}), ${connections} connections: ${figures.ordersPerSecond} orders/s, p50 ${figures.p50ms} ms, p95 ${figures.p95ms} ms; CPU per order: Node ${cpu.nodeMsPerOrder} ms (user ${cpu.nodeUserMsPerOrder}, system ${cpu.nodeSystemMsPerOrder}; by thread ${Object.entries(
          cpu.nodeThreadsMsPerOrder,
        )
          .filter(([, v]) => v > 0)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}), PostgreSQL ${cpu.postgresMsPerOrder} ms (${Object.entries(
          cpu.postgresByRoleMsPerOrder,
        )
          .map(([k, v]) => `${k} ${v}`)
          .join(
            ', ',
          )}), load generator ${cpu.loadGeneratorMsPerOrder} ms (load average ${loadAverageAtStart[0]})`,
      );
    }
  } finally {
    await stop(server.child);
  }
  if (args['cpu-prof']) {
    const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no CPU profile');
    const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'));
    if (typeof args['cpu-prof'] === 'string') {
      fs.writeFileSync(args['cpu-prof'], JSON.stringify({ ...profile, benchWindows: windows }));
    }
    result.profile = {};
    for (const window of windows) {
      const where = profileWindow(profile, { ...window, orders: ordersPerWindow, serverJs });
      result.profile[window.connections] = where;
      console.log(
        `\n${label}, ${window.connections} connections: ${where.busyMsPerOrder} ms of main-thread samples per order (profiler on)`,
      );
      for (const [title, rows] of [
        ['self time by package', where.byPackage],
        ['self time', where.selfTime],
        ['inclusive, the server own functions', where.ourInclusive],
      ]) {
        console.log(`  ${title}:`);
        for (const row of rows)
          console.log(
            `  ${row.msPerOrder.toFixed(2).padStart(7)} ms ${String(row.percent).padStart(5)} %  ${row.fn}`,
          );
      }
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  logLevel,
  shop: SHOP,
  ordersPerWindow,
  warmup,
  cpuProfiled: Boolean(args['cpu-prof']),
  runs: [],
};
for (let r = 1; r <= rounds; r++) {
  for (const [i, serverJs] of servers.entries()) {
    results.runs.push(await run(serverJs, labels[i] ?? serverJs, r));
  }
}
const metrics = [
  'ordersPerSecond',
  'p50ms',
  'nodeMsPerOrder',
  'postgresMsPerOrder',
  'postgresBackendsMsPerOrder',
];
results.medians = {};
for (const label of new Set(results.runs.map((run) => run.label))) {
  const runs = results.runs.filter((run) => run.label === label);
  results.medians[label] = Object.fromEntries(
    levels.map((c) => [
      c,
      Object.fromEntries(metrics.map((m) => [m, round2(median(runs.map((run) => run[c][m])))])),
    ]),
  );
}
console.log(`\nmedians of ${rounds} round(s):`);
for (const [label, byLevel] of Object.entries(results.medians)) {
  for (const [c, m] of Object.entries(byLevel)) {
    console.log(
      `  ${label}, ${c} connections: ${m.ordersPerSecond} orders/s, p50 ${m.p50ms} ms, Node ${m.nodeMsPerOrder} ms/order, PostgreSQL ${m.postgresMsPerOrder} ms/order (backends ${m.postgresBackendsMsPerOrder})`,
    );
  }
}
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${path.relative(root, out)}`);
