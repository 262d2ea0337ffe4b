// The "citus" scenario (issue 29): the scale bench (bench/scale.mjs) on a 3-node Citus cluster beside
// a single PostgreSQL 15, and a worker added under a light write load (bench/citus-rebalance.mjs).
// Builds Citus if needed (../shared/citus/build.sh), starts the cluster (bench/citus.mjs), seeds the
// same shops into the coordinator as into the single server, measures the same calls, then with the
// server still on the coordinator adds a fourth node and rebalances; stops the cluster, then runs
// the single PostgreSQL's side. The figures side by side: `citusTable`.
import pg from 'pg';
import { rebalanceUnderLoad } from './citus-rebalance.mjs';
import { coordinatorUrl, startCitus, startFourthNode, stopCitus } from './citus.mjs';
import { CONNECTIONS, SIZES, scaleScenario } from './scale.mjs';
import { seedCitusInBatches } from './seed-shop.mjs';
import { onInterrupt } from './servers.mjs';

/** The store ids of the seeded shops whose owners have these phones (on the coordinator). */
async function storesOf(phones) {
  const client = new pg.Client({ connectionString: coordinatorUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select id, phone from stores where phone = any($1::text[]) order by phone',
      [phones],
    );
    return rows.map((r) => ({ storeId: r.id, ownerPhone: r.phone }));
  } finally {
    await client.end();
  }
}

/** The rebalance under load on a server started on the coordinator, its shops already seeded. */
async function rebalanceStep({ serverJs, startServer, stop, signIn, tmp, env }) {
  // Eight shops of the thousand (not the 32 the creation across shops wrote to), their owners'
  // phones as the scale bench seeds them.
  const phones = Array.from({ length: 8 }, (_, k) => String(7_100_000_000 + 40 + k));
  const shops = await storesOf(phones);
  const server = await startServer(serverJs, `${tmp}/citus-rebalance`, 3399, {
    ...env,
    SERVE_WEB: 'false',
    DATABASE_URL: coordinatorUrl,
  });
  try {
    console.log('citus: adding a fourth node and rebalancing under a light write load');
    return await rebalanceUnderLoad({
      url: server.url,
      outbox: env.SMS_OUTBOX,
      signIn,
      coordinatorUrl,
      shops,
      addNode: startFourthNode,
      // Citus's default, `auto` (logical replication; writes go on while a shard is copied), since
      // row security is not forced on Citus (migration 0026); `block_writes` to compare.
      transferMode: process.env.CITUS_TRANSFER_MODE ?? 'auto',
      timeoutSeconds: Number(process.env.CITUS_REBALANCE_TIMEOUT ?? 900),
    });
  } catch (error) {
    console.error(`citus: rebalance: ${error.stack ?? error.message}`);
    return { error: error.stack ?? error.message };
  } finally {
    await stop(server.child);
  }
}

/**
 * The rebalance alone (`npm run bench -- citus-rebalance`, a few minutes): the cluster started, the
 * schema migrated by a server on the coordinator, the `size`'s thousand-shop part seeded (without
 * its big shop), a worker added under the write load, the cluster stopped.
 */
export async function citusRebalanceScenario({
  serverJs,
  startServer,
  stop,
  signIn,
  tmp,
  env,
  size,
}) {
  startCitus();
  const release = onInterrupt(() => stopCitus());
  try {
    const migrating = await startServer(serverJs, `${tmp}/citus-migrate`, 3398, {
      ...env,
      SERVE_WEB: 'false',
      DATABASE_URL: coordinatorUrl,
    });
    await stop(migrating.child);
    const { others } = SIZES[size];
    const shops = Array.from({ length: Math.max(others.count, 48) }, (_, i) => ({
      ownerPhone: String(7_100_000_000 + i),
      orders: others.orders,
      customers: others.customers,
    }));
    console.log(`citus: seeding ${shops.length} shops of ${others.orders} orders`);
    const seed = await seedCitusInBatches(coordinatorUrl, shops);
    const rebalance = await rebalanceStep({ serverJs, startServer, stop, signIn, tmp, env });
    return {
      size,
      seed: { shops: shops.length, orders: shops.length * others.orders, seedMs: seed.seedMs },
      rebalance,
    };
  } finally {
    stopCitus();
    release();
  }
}

/**
 * `engines`: both by default; `['citus']` or `['external']` measures one side again without the
 * other.
 */
export async function citusScenario({
  serverJs,
  startServer,
  stop,
  signIn,
  tmp,
  env,
  size,
  engines = ['citus', 'external'],
}) {
  const result = { size, engines: {}, targets: [] };
  if (engines.includes('citus'))
    await citusSide({ serverJs, startServer, stop, signIn, tmp, env, size, result });
  if (!engines.includes('external')) return result;
  const single = await scaleScenario({
    serverJs,
    startServer,
    stop,
    signIn,
    tmp,
    env,
    engines: ['external'],
    size,
  });
  Object.assign(result.engines, single.engines);
  result.targets.push(...single.targets);
  return result;
}

/** The cluster started, the scale bench on it, the rebalance, the cluster stopped. */
async function citusSide({ serverJs, startServer, stop, signIn, tmp, env, size, result }) {
  const started = performance.now();
  startCitus();
  const release = onInterrupt(() => stopCitus());
  try {
    result.clusterStartMs = Math.round(performance.now() - started);
    const citus = await scaleScenario({
      serverJs,
      startServer,
      stop,
      signIn,
      tmp,
      env,
      engines: ['citus'],
      size,
      citusUrl: coordinatorUrl,
    });
    Object.assign(result.engines, citus.engines);
    result.targets.push(...citus.targets);
    if (!citus.engines.citus.error)
      result.rebalance = await rebalanceStep({ serverJs, startServer, stop, signIn, tmp, env });
  } finally {
    stopCitus();
    release();
  }
}

const cell = (v) => (v === null || v === undefined ? '-' : String(v));
const ratio = (a, b) => (a && b ? Math.round((a / b) * 100) / 100 : null);

/** The rebalance's figures as lines of text. */
export function rebalanceLines(r) {
  if (!r) return [];
  if (r.error) return [`rebalance: ${r.error.split('\n')[0]}`];
  return [
    `rebalance under load: ${r.requested} orders (a photo, then the order) sent at ${r.perSecond}/s over ${r.seconds} s; add node ${r.addNodeMs} ms, rebalance (${r.transferMode}) ${r.rebalanceState}${r.rebalanceTimedOut ? ' (timed out, stopped)' : ''} in ${r.rebalanceMs} ms (${JSON.stringify(r.rebalanceTasks)})`,
    ...r.rebalanceMessages
      .filter((m) => !['', 'SELECT 1'].includes(m.trim()))
      .map((m) => `  a move said: ${m}`),
    `  placements before ${JSON.stringify(r.placementsBefore)}, after ${JSON.stringify(r.placementsAfter)}`,
    `  answers ${JSON.stringify(r.answers)}; other failures ${r.failed}; 503 without Retry-After ${r.answers503WithoutRetryAfter}; retries after a 503 ${r.retriesAfter503}`,
    `  acknowledged ${r.acknowledged}, found ${r.acknowledgedFound}, new orders in the shops ${r.ordersCreatedInTheShops}: ${r.holds ? 'holds' : 'DOES NOT HOLD'}`,
    ...Object.entries(r.phases).map(
      ([phase, p]) =>
        `  photo and order sent ${phase} the rebalance: ${p.orders}, p50 ${p.p50ms} ms, p95 ${p.p95ms} ms, max ${p.maxMs} ms`,
    ),
  ];
}

/** Citus beside single PostgreSQL, per shop and call; then the seeding and the rebalance. */
export function citusTable(result) {
  const citus = result.engines.citus;
  const single = result.engines.external;
  const lines = [];
  for (const [engine, r] of Object.entries(result.engines)) {
    if (r.error) lines.push(`${engine}: ${r.error.split('\n')[0]}`);
  }
  if (citus?.shops && single?.shops) {
    for (const key of Object.keys(citus.shops)) {
      const c = citus.shops[key];
      const s = single.shops[key];
      if (!s) continue;
      lines.push(
        '',
        `${c.orders}-order shop (database: ${citus.seed.totalOrders} orders in ${citus.seed.shopCount} shops); single PostgreSQL | Citus`,
      );
      const head = [
        'call',
        'p50@1 PG',
        'p50@1 Citus',
        '×',
        'p95@32 PG',
        'p95@32 Citus',
        'req/s@32 PG',
        'req/s@32 Citus',
      ];
      const rows = c.reads.map((read) => {
        const other = s.reads.find(
          (x) => x.name.replace(/ ".*"$/, '') === read.name.replace(/ ".*"$/, ''),
        );
        return [
          read.name.replace(/ ".*"$/, ''),
          other?.http[1].p50ms,
          read.http[1].p50ms,
          ratio(read.http[1].p50ms, other?.http[1].p50ms),
          other?.http[32].p95ms,
          read.http[32].p95ms,
          other?.http[32].perSecond,
          read.http[32].perSecond,
        ].map(cell);
      });
      for (const n of CONNECTIONS) {
        rows.push(
          [
            `create order @${n} (orders/s)`,
            s.create?.[n]?.p50ms,
            c.create?.[n]?.p50ms,
            ratio(c.create?.[n]?.p50ms, s.create?.[n]?.p50ms),
            s.create?.[n]?.p95ms,
            c.create?.[n]?.p95ms,
            s.create?.[n]?.perSecond,
            c.create?.[n]?.perSecond,
          ].map(cell),
        );
      }
      const table = [head, ...rows];
      const widths = head.map((_, i) => Math.max(...table.map((row) => row[i].length)));
      lines.push(...table.map((row) => row.map((v, i) => v.padEnd(widths[i])).join('  ')));
    }
    const across = (r) => r.createAcrossShops?.[32];
    lines.push(
      '',
      `create order across 32 shops @32: PG ${across(single)?.perSecond}/s (p95 ${across(single)?.p95ms} ms), Citus ${across(citus)?.perSecond}/s (p95 ${across(citus)?.p95ms} ms)`,
      `seeding: PG ${single.seed.seedMs} ms (bulk load), Citus ${citus.seed.seedMs} ms (${citus.seed.batches} batches, the figures' triggers off, rebuilt in ${citus.seed.recomputeMs} ms)`,
    );
  }
  if (result.rebalance) lines.push('', ...rebalanceLines(result.rebalance));
  return lines.join('\n');
}
