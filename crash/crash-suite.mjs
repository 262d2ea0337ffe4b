// The crash suite: proves that the built server on its embedded PostgreSQL keeps every write it
// acknowledged through `kill -9` of the server and of the PostgreSQL postmaster, never keeps half a
// write, and never writes twice when a client re-sends with the same Idempotency-Key.
//
//   node crash/crash-suite.mjs [--report file.json]     (after `npm run build`)
//   CRASH_CYCLES=100 node crash/crash-suite.mjs          (server kills; postmaster kills are half as many, at least 10)
//
// A few clients write orders (with an advance) and part payments, each with its own key, while the
// server is killed at random moments and started again. A write is acknowledged when its 2xx
// answer arrived. After every restart each acknowledged write must be there. At the end every
// unacknowledged request is sent again with its key, once at once and once after the server's
// window for abandoned keys, and the books must hold exactly one write per key that ended in 2xx.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { check, checks, freePort, sleep } from './support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverScript = path.join(root, 'apps/server/dist/server.js');
const serverKills = Number(process.env.CRASH_CYCLES ?? 20);
const postmasterKills = Math.max(10, Math.round(serverKills / 2));
const CLIENTS = 4;
// The idempotency plugin lets a retry run again once a first attempt has not answered in 60 s.
const ABANDONED_AFTER_MS = 61_000;
// ANSWER_LOST_MESSAGE of apps/server/src/plugins/idempotency.ts.
const ANSWER_LOST =
  'This request was already carried out, but its answer was lost. Reload to see the result.';
const reportArg = process.argv.indexOf('--report');
const reportFile = reportArg > 0 ? process.argv[reportArg + 1] : undefined;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsm-crash-'));
// As root the embedded PostgreSQL runs as the user postgres, which must be able to enter it.
chmodSync(tmp, 0o755);
const dataDir = path.join(tmp, 'data');
const outbox = path.join(tmp, 'sms-outbox.jsonl');
const serverLog = path.join(tmp, 'server.log');
const random = (min, max) => min + Math.random() * (max - min);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server;
let serverUp = false;

async function startServer() {
  const started = Date.now();
  const log = openSync(serverLog, 'a');
  server = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMS_TRANSPORT: 'outbox',
      SMS_OUTBOX: outbox,
      OTP_LIMIT_PER_ADDRESS: '100000',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });
  const child = server;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited during start-up; see ${serverLog}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('the server did not start in 2 minutes');
    await sleep(25);
  }
  serverUp = true;
  return Date.now() - started;
}

function killServer() {
  serverUp = false;
  const child = server;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  return exited;
}

function postmasterPid() {
  return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function database() {
  const lines = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(lines[3]),
    user: 'postgres',
    database: 'postgres',
    password: readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim(),
  });
  await client.connect();
  return client;
}

async function call(method, url, body, headers = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function signUp() {
  const phone = '9876501234';
  await call('POST', '/api/auth/otp/request', { phone });
  const lines = readFileSync(outbox, 'utf8').trim().split('\n');
  const otp = JSON.parse(lines[lines.length - 1]).meta.otp;
  const signedIn = await call('POST', '/api/auth/otp/verify', { phone, otp });
  const account = await call(
    'POST',
    '/api/create_account',
    {
      owners_name: 'Ramesh Kumar',
      shop_name: 'Crash Test Tailors',
      email: 'ramesh@example.com',
      phone,
      address: '12 Chandni Chowk, Old Delhi',
      pincode: '110001',
      state: 'Delhi',
      district: 'New Delhi',
    },
    { authorization: `Bearer ${signedIn.body.token}` },
  );
  if (account.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(account)}`);
  return account.body;
}

// Every write sent: its key, request and what came back. `acked` once a 2xx answer arrived.
const ledger = [];
let token;
let storeId;
let stopLoad = false;

const isoDay = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function orderRequest(client, n) {
  return {
    kind: 'order',
    method: 'POST',
    url: '/api/create_order',
    body: {
      customer: {
        name: `Customer ${client}-${n}`,
        mobile_no: `9${String(100_000_000 + client * 10_000_000 + n).slice(-9)}`,
        address: '4 Station Road, Jaipur',
        gender: 'female',
      },
      order: {
        orderType: 'alteration',
        totalAmount: 1000,
        advancePayment: 300,
        paymentType: 'cash',
        orderDate: isoDay(0),
        dueDate: isoDay(7),
        products: [
          {
            product: { name: 'Blouse' },
            price: 1000,
            measurements: { Bust: '34' },
            note: null,
            assigned_to: null,
            uploadedImages: [],
          },
        ],
      },
    },
  };
}

async function send(entry) {
  entry.firstAt ??= Date.now();
  try {
    const answer = await call(entry.method, entry.url, entry.body, {
      authorization: `Bearer ${token}`,
      'idempotency-key': entry.key,
    });
    entry.status = answer.status;
    entry.answer = answer.body;
    // A 409 saying the write was done but its answer lost (a kill between commit and the saved
    // answer) confirms the write as much as a 2xx does.
    entry.acked ||=
      (answer.status >= 200 && answer.status < 300) ||
      (answer.status === 409 && answer.body?.error === ANSWER_LOST);
  } catch (error) {
    entry.status = `no answer (${error.cause?.code ?? error.name})`;
  }
  entry.at = Date.now();
}

/** Sends these again with their keys, a few at a time. */
async function resend(entries) {
  const queue = [...entries];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) await send(entry);
    }),
  );
}

async function client(id) {
  // Payments go only to this client's own orders, at most 7 of 100 against a balance of 700, so
  // that even if every unacknowledged one was written, none may be refused as an overpayment.
  const mine = [];
  let n = 0;
  while (!stopLoad) {
    if (!serverUp) {
      await sleep(20);
      continue;
    }
    const payable = mine.filter((o) => o.paymentsSent < 7);
    let entry;
    if (payable.length > 0 && Math.random() < 0.6) {
      const order = payable[Math.floor(Math.random() * payable.length)];
      order.paymentsSent += 1;
      entry = {
        kind: 'payment',
        orderId: order.id,
        method: 'PUT',
        url: `/api/update_remaining_payment/${order.id}`,
        body: { remainingAmount: 100, paymentType: 'upi' },
      };
    } else {
      n += 1;
      entry = orderRequest(id, n);
    }
    entry.key = randomUUID();
    ledger.push(entry);
    await send(entry);
    if (entry.kind === 'order' && entry.acked) mine.push({ id: entry.answer._id, paymentsSent: 0 });
    // A client that got no answer or a 503 waits a moment, as the web client does (Retry-After).
    if (!entry.acked) await sleep(random(100, 300));
  }
}

/** Every acknowledged write so far is in the database. */
async function ackedWritesPresent(db) {
  // By the customer's number (one order each): an order whose answer was lost has no id to look for.
  const mobiles = ledger
    .filter((e) => e.kind === 'order' && e.acked)
    .map((e) => e.body.customer.mobile_no);
  const { rows } = await db.query(
    `select distinct c.mobile_no from orders o join customers c on c.id = o.customer_id
      where c.mobile_no = any($1::text[])`,
    [mobiles],
  );
  const missingOrders = mobiles.length - rows.length;
  const ackedPayments = new Map();
  for (const e of ledger.filter((e) => e.kind === 'payment' && e.acked)) {
    ackedPayments.set(e.orderId, (ackedPayments.get(e.orderId) ?? 0) + 1);
  }
  const { rows: paid } = await db.query(
    `select order_id, count(*)::int as n from payments where kind <> 'advance' group by order_id`,
  );
  const stored = new Map(paid.map((r) => [r.order_id, r.n]));
  let missingPayments = 0;
  for (const [orderId, n] of ackedPayments)
    missingPayments += Math.max(0, n - (stored.get(orderId) ?? 0));
  return {
    ok: missingOrders === 0 && missingPayments === 0,
    detail: `${mobiles.length} orders, ${[...ackedPayments.values()].reduce((a, b) => a + b, 0)} payments acknowledged; missing ${missingOrders} orders, ${missingPayments} payments`,
  };
}

async function main() {
  console.log(
    `Crash suite: ${serverKills} kills of the server, ${postmasterKills} of the PostgreSQL postmaster, ${CLIENTS} clients (data in ${dataDir})`,
  );
  const firstStart = await startServer();
  console.log(`  first start on an empty DATA_DIR: ${firstStart} ms`);
  const shop = await signUp();
  token = shop.token;
  storeId = shop.store_id;
  const clients = Array.from({ length: CLIENTS }, (_, i) => client(i + 1));

  for (let cycle = 1; cycle <= serverKills; cycle++) {
    await sleep(random(150, 1200));
    await killServer();
    const restart = await startServer();
    const db = await database();
    try {
      const result = await ackedWritesPresent(db);
      check(
        `server kill ${cycle}: acknowledged writes survive (restart ${restart} ms)`,
        result.ok,
        result.ok ? '' : result.detail,
      );
    } finally {
      await db.end();
    }
  }

  for (let cycle = 1; cycle <= postmasterKills; cycle++) {
    await sleep(random(150, 1200));
    const pid = postmasterPid();
    process.kill(pid, 'SIGKILL');
    // The supervisor restarts it; wait until the server is healthy on a new postmaster.
    const killedAt = Date.now();
    for (;;) {
      await sleep(25);
      try {
        if (postmasterPid() !== pid && (await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // restarting
      }
      if (Date.now() - killedAt > 60_000)
        throw new Error('PostgreSQL was not restarted within a minute');
    }
    const db = await database();
    try {
      const result = await ackedWritesPresent(db);
      check(
        `postmaster kill ${cycle}: acknowledged writes survive (back in ${Date.now() - killedAt} ms)`,
        result.ok,
        result.ok ? '' : result.detail,
      );
    } finally {
      await db.end();
    }
  }

  stopLoad = true;
  await Promise.all(clients);
  // Let the last cycle's orders and payments settle, then kill once more for good measure.
  await killServer();
  await startServer();

  const unacked = ledger.filter((e) => !e.acked);
  const answers = {};
  for (const e of unacked) answers[e.status] = (answers[e.status] ?? 0) + 1;
  console.log(`  unacknowledged answers: ${JSON.stringify(answers)}`);
  console.log(
    `  ${ledger.length} writes sent, ${ledger.length - unacked.length} acknowledged; re-sending ${unacked.length} with their keys`,
  );
  await resend(unacked);
  // Once more after the window in which a key whose first attempt never answered counts as abandoned.
  const youngest = Math.max(0, ...unacked.map((e) => e.firstAt ?? 0));
  const wait = ABANDONED_AFTER_MS - (Date.now() - youngest);
  if (wait > 0) {
    console.log(
      `  waiting ${Math.round(wait / 1000)} s for the abandoned-key window, then re-sending again`,
    );
    await sleep(wait);
  }
  await resend(unacked);

  const db = await database();
  try {
    const unresolved = ledger.filter(
      (e) =>
        !e.acked && !(e.status >= 400 && e.status < 500 && e.status !== 409 && e.status !== 429),
    );
    check(
      'every re-sent request ended in an answer that settles it',
      unresolved.length === 0,
      unresolved
        .slice(0, 5)
        .map((e) => `${e.method} ${e.url}: ${e.status}`)
        .join('; '),
    );
    const present = await ackedWritesPresent(db);
    check('every acknowledged write is there', present.ok, present.detail);

    const expectedOrders = ledger.filter((e) => e.kind === 'order' && e.acked).length;
    const {
      rows: [orders],
    } = await db.query('select count(*)::int as n from orders where store_id = $1', [storeId]);
    check(
      'one order per key that was answered 2xx, none for the others',
      orders.n === expectedOrders,
      `${orders.n} stored, ${expectedOrders} keys answered 2xx`,
    );

    const expected = new Map();
    for (const e of ledger.filter((e) => e.kind === 'payment' && e.acked))
      expected.set(e.orderId, (expected.get(e.orderId) ?? 0) + 1);
    const { rows: paid } = await db.query(
      `select order_id, count(*)::int as n from payments where kind <> 'advance' group by order_id`,
    );
    const doubled = paid.filter((r) => r.n !== (expected.get(r.order_id) ?? 0));
    const missing = [...expected].filter(([id]) => !paid.some((r) => r.order_id === id));
    check(
      'one payment per key that was answered 2xx, none twice',
      doubled.length === 0 && missing.length === 0,
      doubled
        .slice(0, 3)
        .map(
          (r) =>
            `order ${r.order_id}: ${r.n} stored, ${expected.get(r.order_id) ?? 0} answered 2xx`,
        )
        .join('; '),
    );

    const half = await db.query(`
      select
        (select count(*)::int from orders o where not exists (select 1 from order_products p where p.order_id = o.id)) as orders_without_products,
        (select count(*)::int from payments p where not exists (select 1 from orders o where o.id = p.order_id)) as payments_without_order,
        (select count(*)::int from orders o where (select coalesce(sum(amount_paise), 0) from payments p where p.order_id = o.id) > o.total_paise) as overpaid_orders,
        (select count(*)::int from orders o where (select count(*) from payments p where p.order_id = o.id and p.kind = 'advance') <> 1) as orders_without_one_advance`);
    const h = half.rows[0];
    check(
      'nothing half-written (orders without products, payments without order, payments above the total, advances missing or doubled)',
      Object.values(h).every((n) => n === 0),
      JSON.stringify(h),
    );
  } finally {
    await db.end();
  }
}

let crashed;
try {
  await main();
} catch (error) {
  crashed = error;
  check('the crash suite ran to the end', false, error.message);
} finally {
  stopLoad = true;
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(30_000)]);
  }
  const failed = checks.filter((c) => !c.ok).length;
  if (failed > 0 || crashed) {
    console.log(`\nLast lines of the server log (${serverLog}):`);
    try {
      console.log(readFileSync(serverLog, 'utf8').split('\n').slice(-40).join('\n'));
    } catch {
      // no log
    }
  } else {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (reportFile) {
    writeFileSync(
      reportFile,
      JSON.stringify({ passed: checks.length - failed, failed, checks }, null, 2),
    );
  }
  console.log(`\nCrash suite: ${checks.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
