// The "stall" scenario: does one heavy request hold up everybody else? On a shop of 50,000 orders,
// 32 connections load the dashboard (the heaviest screen) and then the order list's first page,
// while a light, unrelated call (one order's details, as a staff phone would open it) is sent at
// a steady 10 per second. Its latency is measured open-loop (each request leaves on schedule,
// whether or not the earlier ones have answered), so a stalled server shows as long waits and
// timeouts rather than as fewer samples. Run per database engine, side by side.
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedPgliteFolder, seedPostgres } from './seed-shop.mjs';
import { embeddedConnection, startExternalCluster } from './servers.mjs';

const HEAVY_CONNECTIONS = 32;
const DASHBOARD_SECONDS = 15;
const ORDER_LIST_SECONDS = 15;
const IDLE_SECONDS = 3;
const PROBE_PER_SECOND = 10;
const PROBE_TIMEOUT_MS = 10_000;
const HEAVY_TIMEOUT_S = 30;
const SETTLED_MS = 500;
const SETTLE_LIMIT_MS = 90_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sends GET `url` PROBE_PER_SECOND times a second until `stop()`; answers its latency figures. */
function startProbe(url, headers) {
  const latencies = [];
  let sent = 0;
  let timeouts = 0;
  let failures = 0;
  const pending = new Set();
  const fire = () => {
    sent += 1;
    const started = performance.now();
    const request = fetch(url, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - started);
        else failures += 1;
      })
      .catch((error) => {
        if (error.name === 'TimeoutError') timeouts += 1;
        else failures += 1;
      })
      .finally(() => pending.delete(request));
    pending.add(request);
  };
  const timer = setInterval(fire, 1000 / PROBE_PER_SECOND);
  return async function stop() {
    clearInterval(timer);
    await Promise.all(pending);
    // Percentiles over every request that got an answer or timed out: a timeout counts as the
    // slowest possible answer, so a stall cannot hide behind the few requests that got through.
    const sorted = [...latencies, ...Array(timeouts).fill(Infinity)].sort((a, b) => a - b);
    const ms = (v) =>
      v === null ? null : v === Infinity ? `>${PROBE_TIMEOUT_MS}` : Math.round(v * 10) / 10;
    return {
      sent,
      answered: latencies.length,
      timeouts,
      failures,
      p50ms: ms(percentile(sorted, 50)),
      p99ms: ms(percentile(sorted, 99)),
      maxMs: ms(sorted.at(-1) ?? null),
      over1s: sorted.filter((v) => v > 1000).length,
    };
  };
}

function heavyLoad(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        headers,
        connections: HEAVY_CONNECTIONS,
        duration: seconds,
        timeout: HEAVY_TIMEOUT_S,
      },
      (err, r) => {
        if (err) reject(err);
        else
          resolve({
            requests: r.requests.total,
            requestsPerSecond: Math.round(r.requests.average * 10) / 10,
            p50ms: r.latency.p50,
            p97_5ms: r.latency.p97_5,
            p99ms: r.latency.p99,
            maxMs: r.latency.max,
            non2xx: r.non2xx,
            errors: r.errors,
            timeouts: r.timeouts,
          });
      },
    );
  });
}

/**
 * Waits until the server answers the light call promptly again (3 answers in a row under
 * SETTLED_MS): after start-up (the first scheduled jobs run then) and after a heavy load, whose
 * requests still in flight when the load generator stops keep the database busy. Answers the wait.
 */
async function settle(url, headers) {
  const started = performance.now();
  let prompt = 0;
  while (prompt < 3 && performance.now() - started < SETTLE_LIMIT_MS) {
    const sent = performance.now();
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(SETTLE_LIMIT_MS) });
      await res.arrayBuffer();
      prompt = res.ok && performance.now() - sent < SETTLED_MS ? prompt + 1 : 0;
    } catch {
      prompt = 0;
    }
  }
  return Math.round(performance.now() - started);
}

/** The light call alone, then under each heavy load. */
async function measure(url, token) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await fetch(`${url}/api/get_orders?page=1&limit=10`, { headers });
  if (!list.ok) throw new Error(`GET /api/get_orders answered ${list.status}`);
  const { orders, total } = await list.json();
  const probeUrl = `${url}/api/orders/${orders[0]._id}`;
  const dashboard = await fetch(`${url}/api/get_dashboard_data`, { headers });
  if (!dashboard.ok) throw new Error(`GET /api/get_dashboard_data answered ${dashboard.status}`);
  const dueListed = (await dashboard.json()).orders_due_this_week.length;

  const settleAfterStartMs = await settle(probeUrl, headers);
  const dashboardAlone = [];
  for (let i = 0; i < 5; i++) {
    const sent = performance.now();
    await (await fetch(`${url}/api/get_dashboard_data`, { headers })).arrayBuffer();
    dashboardAlone.push(Math.round(performance.now() - sent));
  }
  const idleProbe = startProbe(probeUrl, headers);
  await sleep(IDLE_SECONDS * 1000);
  const idle = await idleProbe();

  let probe = startProbe(probeUrl, headers);
  const dashboardLoad = await heavyLoad(
    `${url}/api/get_dashboard_data`,
    headers,
    DASHBOARD_SECONDS,
  );
  const lightUnderDashboard = await probe();
  const drainAfterDashboardMs = await settle(probeUrl, headers);

  probe = startProbe(probeUrl, headers);
  const orderListLoad = await heavyLoad(
    `${url}/api/get_orders?page=1&limit=10`,
    headers,
    ORDER_LIST_SECONDS,
  );
  const lightUnderOrderList = await probe();
  const drainAfterOrderListMs = await settle(probeUrl, headers);

  return {
    ordersInList: total,
    dashboardDueOrdersListed: dueListed,
    lightCall: 'GET /api/orders/{id}',
    settleAfterStartMs,
    dashboardAloneMs: dashboardAlone,
    lightIdle: idle,
    dashboard: dashboardLoad,
    lightUnderDashboard,
    drainAfterDashboardMs,
    orderList: orderListLoad,
    lightUnderOrderList,
    drainAfterOrderListMs,
  };
}

/** Starts the server on a seeded shop for one engine; answers the server and what it took. */
async function prepare({ engine, startServer, stop, dataDir, port, env, tmp }) {
  const result = { engine };
  const serverEnv = { ...env };
  if (engine === 'pglite') serverEnv.DATABASE = 'pglite';
  let cluster;
  if (engine === 'external') {
    cluster = startExternalCluster(path.join(tmp, 'external-pg'), 55_000 + (process.pid % 5000));
    serverEnv.DATABASE_URL = cluster.url;
    result.externalServer = `Debian PostgreSQL ${cluster.version}, fsync on`;
  }
  let server;
  try {
    server = await startServer(dataDir, port, serverEnv);
    if (engine === 'pglite') {
      // PGlite has one connection, held by the server: seed the folder while it is stopped.
      await stop(server.child);
      server = undefined;
      result.seed = await seedPgliteFolder(path.join(dataDir, 'db'), { fresh: true });
      server = await startServer(dataDir, port, serverEnv);
    } else if (engine === 'embedded') {
      if (!readdirSync(dataDir).includes('pg')) {
        throw new Error('this build has no embedded PostgreSQL server (no DATA_DIR/pg)');
      }
      result.seed = await seedPostgres(embeddedConnection(dataDir), { fresh: true });
    } else {
      result.seed = await seedPostgres(cluster.url, { fresh: true });
    }
    console.log(`stall: ${engine}: seeded in ${result.seed.seedMs} ms`);
  } catch (error) {
    if (server) await stop(server.child);
    cluster?.stop();
    throw error;
  }
  return { result, server, cluster };
}

/**
 * Runs the scenario on each engine in turn: `pglite` (DATABASE=pglite), `embedded` (the product's
 * own PostgreSQL server, its default) and `external` (DATABASE_URL to a throw-away cluster).
 * `tmp` must be reachable by the user postgres (the embedded server runs as it under root).
 */
export async function stallScenario({ startServer, stop, signedInToken, tmp, env, engines }) {
  const results = {};
  for (const [index, engine] of engines.entries()) {
    const dataDir = path.join(tmp, `stall-${engine}`);
    mkdirSync(dataDir, { recursive: true });
    console.log(`stall: ${engine}: seeding a 50,000-order shop`);
    let prepared;
    try {
      prepared = await prepare({
        engine,
        startServer,
        stop,
        dataDir,
        port: 3292 + index,
        env,
        tmp,
      });
    } catch (error) {
      results[engine] = { engine, error: error.message };
      console.error(`stall: ${engine}: ${error.message}`);
      continue;
    }
    const { result, server, cluster } = prepared;
    try {
      console.log(`stall: ${engine}: measuring`);
      const token = await signedInToken(server.url, env.SMS_OUTBOX);
      Object.assign(result, await measure(server.url, token));
    } catch (error) {
      result.error = error.message;
      console.error(`stall: ${engine}: ${error.message}`);
    } finally {
      await stop(server.child);
      cluster?.stop();
    }
    results[engine] = result;
  }
  return results;
}

/** The engines side by side, one row per figure. */
export function stallTable(results) {
  const engines = Object.keys(results);
  const rows = [
    ['seed 50,000 orders (s)', (r) => r.seed && r.seed.seedMs / 1000],
    [
      'light call alone p50 / p99 (ms)',
      (r) => r.lightIdle && `${r.lightIdle.p50ms} / ${r.lightIdle.p99ms}`,
    ],
    [
      'light call under dashboard load p50 / p99 / max (ms)',
      (r) =>
        r.lightUnderDashboard &&
        `${r.lightUnderDashboard.p50ms} / ${r.lightUnderDashboard.p99ms} / ${r.lightUnderDashboard.maxMs}`,
    ],
    [
      'light call under dashboard load: sent / timed out (10 s) / slower than 1 s',
      (r) =>
        r.lightUnderDashboard &&
        `${r.lightUnderDashboard.sent} / ${r.lightUnderDashboard.timeouts} / ${r.lightUnderDashboard.over1s}`,
    ],
    ['dashboard alone, 5 calls one after another (ms)', (r) => r.dashboardAloneMs?.join(' ')],
    [
      `dashboard, 32 conns: req/s (answers in ${DASHBOARD_SECONDS} s)`,
      (r) => r.dashboard && `${r.dashboard.requestsPerSecond} (${r.dashboard.requests})`,
    ],
    [
      'backlog after the dashboard load cleared in (s)',
      (r) => r.drainAfterDashboardMs && r.drainAfterDashboardMs / 1000,
    ],
    [
      'dashboard, 32 conns: p50 / p99 (ms)',
      (r) => r.dashboard && `${r.dashboard.p50ms} / ${r.dashboard.p99ms}`,
    ],
    [
      `order list page 1, 32 conns: req/s (answers in ${ORDER_LIST_SECONDS} s)`,
      (r) => r.orderList && `${r.orderList.requestsPerSecond} (${r.orderList.requests})`,
    ],
    [
      'order list page 1, 32 conns: p50 / p97.5 / p99 (ms)',
      (r) => r.orderList && `${r.orderList.p50ms} / ${r.orderList.p97_5ms} / ${r.orderList.p99ms}`,
    ],
    [
      'light call under order list load p50 / p99 / max (ms)',
      (r) =>
        r.lightUnderOrderList &&
        `${r.lightUnderOrderList.p50ms} / ${r.lightUnderOrderList.p99ms} / ${r.lightUnderOrderList.maxMs}`,
    ],
    [
      'errors',
      (r) => r.error ?? (r.dashboard?.non2xx || r.orderList?.non2xx ? 'non-2xx answers' : '-'),
    ],
  ];
  const table = [
    ['', ...engines],
    ...rows.map(([label, get]) => [label, ...engines.map((e) => String(get(results[e]) ?? '-'))]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  return table.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
}
