// Adding a worker under a light write load (issue 29): while orders are created through the API at a
// few a second (each a photo uploaded, then the order with it and an Idempotency-Key), in several
// shops, a fourth node joins the cluster
// (`citus_add_node`) and Citus moves shards to it (`citus_rebalance_start`, then
// waiting for the job). Shards move as Citus does by default for tables with primary keys, by
// logical replication (`auto`): writes to a shard being copied go on and are replayed on the new
// node. Until migration 0026 stopped forcing row security on Citus, the apply worker (a role of
// Citus's that is a member of the tables' owner) was refused such rows and the move retried for
// ever (docs/scaling.md); `block_writes` (writes to the shards being copied wait) is the other mode.
// Afterwards it checks what a shop would see:
// - every answer was a success or a 503 with Retry-After (the client retries it with the same key,
//   as the web app does); any other failure is counted and listed;
// - every order the server acknowledged (201) is in the database, once: the acknowledged ids are
//   counted on the coordinator, and the shops' new orders are as many as the acknowledged ones.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PHOTO } from './scale.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (v) => Math.round(v * 10) / 10;

function todayInIndia(days = 0) {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A small order (one garment and its photo) for a new customer. */
function orderBody(i, photo) {
  return {
    customer: {
      name: `Rebalance ${i}`,
      mobile_no: `4${String(i + 1).padStart(9, '0')}`,
      address: '5 Station Road, Ahmedabad',
      gender: 'female',
    },
    order: {
      orderType: 'new',
      totalAmount: 800,
      advancePayment: 200,
      paymentType: 'cash',
      dueDate: todayInIndia(10),
      products: [
        {
          product: { name: 'Blouse' },
          price: 800,
          measurements: { Bust: '34' },
          uploadedImages: [photo],
        },
      ],
    },
  };
}

/** Shard placements per node port, as the coordinator's metadata has them. */
async function placements(client) {
  const { rows } = await client.query(`
    select n.nodeport as port, count(*)::int as shards
    from pg_dist_placement p join pg_dist_node n using (groupid)
    group by n.nodeport order by n.nodeport`);
  return Object.fromEntries(rows.map((r) => [r.port, r.shards]));
}

/**
 * Runs the scenario against a server on a Citus coordinator. `shops`: seeded shops (owner phones
 * and store ids) to write into; `addNode()` starts the fourth node and answers its port.
 */
export async function rebalanceUnderLoad({
  url,
  outbox,
  signIn,
  coordinatorUrl,
  shops,
  addNode,
  perSecond = 2,
  settleSeconds = 20,
  transferMode = 'auto',
  timeoutSeconds = 900,
}) {
  const owners = [];
  for (const shop of shops) {
    owners.push({ storeId: shop.storeId, token: await signIn(url, outbox, shop.ownerPhone) });
  }
  const admin = new pg.Client({ connectionString: coordinatorUrl });
  await admin.connect();
  const result = { perSecond, shops: shops.length, transferMode };
  const acknowledged = [];
  const statuses = {};
  const failures = [];
  let retried503 = 0;
  let without503RetryAfter = 0;
  let sent = 0;
  let networkErrors = 0;
  const latencies = [];
  const start = new Date();
  // When the node was added and when the rebalance ended: each order is counted in the phase it
  // was sent in (before, during, after).
  let addedAt = Infinity;
  let rebalancedAt = Infinity;
  const phaseAt = (t) => (t < addedAt ? 'before' : t < rebalancedAt ? 'during' : 'after');

  /**
   * One request, retried after each 503 (at most 20 times, after its Retry-After), as a client
   * would; `request()` makes a fresh request each time (the same key). Answers the 2xx body, or null
   * (the failure counted).
   */
  const withRetries = async (i, what, request) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      let res;
      try {
        res = await request();
      } catch (error) {
        networkErrors += 1;
        failures.push({ i, what, status: 'network', error: error.message });
        return null;
      }
      const tally = (statuses[what] ??= {});
      tally[res.status] = (tally[res.status] ?? 0) + 1;
      const text = await res.text();
      if (res.ok) return JSON.parse(text);
      if (res.status === 503) {
        const retryAfter = Number(res.headers.get('retry-after'));
        if (!retryAfter) without503RetryAfter += 1;
        retried503 += 1;
        await sleep((retryAfter || 1) * 1000);
        continue;
      }
      failures.push({ i, what, status: res.status, body: text.slice(0, 300) });
      return null;
    }
    failures.push({ i, what, status: 503, body: 'still 503 after 20 attempts' });
    return null;
  };

  /** A photo uploaded, then the order that shows it, under one Idempotency-Key. */
  const createOne = async (i) => {
    const owner = owners[i % owners.length];
    const authorization = `Bearer ${owner.token}`;
    const began = performance.now();
    const photo = await withRetries(i, 'upload', () => {
      const form = new FormData();
      form.append('file', new Blob([PHOTO], { type: 'image/png' }), 'garment.png');
      return fetch(`${url}/api/upload_image`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
    });
    if (!photo) return;
    const key = `rebalance-${randomUUID()}`;
    const body = JSON.stringify(orderBody(i, photo._id));
    const order = await withRetries(i, 'create', () =>
      fetch(`${url}/api/create_order`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'idempotency-key': key },
        body,
      }),
    );
    if (!order) return;
    acknowledged.push({ id: order._id, storeId: owner.storeId });
    latencies.push({ phase: phaseAt(began), ms: performance.now() - began });
  };

  // The load: one new request every 1/perSecond s, whatever the earlier ones are doing.
  const inFlight = new Set();
  let loading = true;
  const loader = (async () => {
    const next = performance.now();
    for (let i = 0; loading; i++) {
      const p = createOne(i).finally(() => inFlight.delete(p));
      inFlight.add(p);
      sent += 1;
      const wait = next + ((i + 1) * 1000) / perSecond - performance.now();
      if (wait > 0) await sleep(wait);
    }
  })();

  try {
    await sleep(settleSeconds * 1000);
    result.placementsBefore = await placements(admin);
    addedAt = performance.now();
    const port = addNode();
    let t = performance.now();
    await admin.query(`select citus_add_node('127.0.0.1', $1)`, [port]);
    result.addNodeMs = Math.round(performance.now() - t);
    t = performance.now();
    const { rows } = await admin.query(
      'select citus_rebalance_start(shard_transfer_mode => $1::citus.shard_transfer_mode) as job',
      [transferMode],
    );
    result.rebalanceJob = rows[0].job;
    // As citus_rebalance_wait(), but given up after timeoutSeconds (a move that cannot finish
    // retries for ever): the job is then cancelled and its tasks' last messages kept.
    for (;;) {
      const { rows: job } = await admin.query(
        'select state::text from pg_dist_background_job where job_id = $1',
        [result.rebalanceJob],
      );
      result.rebalanceState = job[0]?.state;
      if (['finished', 'failed', 'cancelled'].includes(result.rebalanceState)) break;
      if (performance.now() - t > timeoutSeconds * 1000) {
        result.rebalanceTimedOut = true;
        await admin.query('select citus_rebalance_stop()');
        break;
      }
      await sleep(1000);
    }
    result.rebalanceMs = Math.round(performance.now() - t);
    rebalancedAt = performance.now();
    const { rows: tasks } = await admin.query(
      `select status::text, count(*)::int as n from pg_dist_background_task where job_id = $1 group by 1`,
      [result.rebalanceJob],
    );
    result.rebalanceTasks = Object.fromEntries(tasks.map((r) => [r.status, r.n]));
    const { rows: messages } = await admin.query(
      `select distinct left(message, 300) as message from pg_dist_background_task
       where job_id = $1 and trim(message) not in ('', 'SELECT 1')`,
      [result.rebalanceJob],
    );
    result.rebalanceMessages = messages.map((r) => r.message);
    result.placementsAfter = await placements(admin);
    await sleep(settleSeconds * 1000);
  } finally {
    loading = false;
    await loader;
    await Promise.all(inFlight);
  }

  const ids = acknowledged.map((a) => a.id);
  const { rows: found } = await admin.query(
    'select count(*)::int as n from orders where id = any($1::uuid[])',
    [ids],
  );
  const { rows: created } = await admin.query(
    `select count(*)::int as n from orders
     where store_id = any($1::uuid[]) and created_at >= $2`,
    [owners.map((o) => o.storeId), start],
  );
  await admin.end();
  // Each phase's time from the photo's upload to the order's answer (its retries included).
  const phases = {};
  for (const phase of ['before', 'during', 'after']) {
    const sorted = latencies
      .filter((l) => l.phase === phase)
      .map((l) => l.ms)
      .sort((a, b) => a - b);
    const pct = (p) =>
      sorted.length
        ? round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)])
        : null;
    phases[phase] = {
      orders: sorted.length,
      p50ms: pct(0.5),
      p95ms: pct(0.95),
      maxMs: sorted.length ? round(sorted.at(-1)) : null,
    };
  }
  Object.assign(result, {
    seconds: round((Date.now() - start.getTime()) / 1000),
    requested: sent,
    acknowledged: acknowledged.length,
    acknowledgedFound: found[0].n,
    ordersCreatedInTheShops: created[0].n,
    answers: statuses,
    retriesAfter503: retried503,
    answers503WithoutRetryAfter: without503RetryAfter,
    networkErrors,
    failures: failures.slice(0, 20),
    failed: failures.length,
    phases,
  });
  result.holds =
    result.rebalanceState === 'finished' &&
    acknowledged.length > 0 &&
    failures.length === 0 &&
    without503RetryAfter === 0 &&
    result.acknowledgedFound === result.acknowledged &&
    result.ordersCreatedInTheShops === result.acknowledged;
  return result;
}
