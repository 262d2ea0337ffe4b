// The crash suite: proves that the built server on its embedded PostgreSQL keeps every write it
// acknowledged through `kill -9` of the server and of the PostgreSQL postmaster, never keeps half a
// write, and never writes twice when a client re-sends with the same Idempotency-Key.
//
//   node crash/crash-suite.mjs [--report file.json]     (after `npm run build`)
//   CRASH_CYCLES=100 node crash/crash-suite.mjs          (server kills; postmaster kills are half as many, at least 4)
//
// A few clients send every keyed write route (crash/keyed-writes.mjs: orders, payments and
// refunds, status changes and order edits, trial answers, karigar work, payouts and their
// reversals, rates, settings, invites), each request with its own key, while the server is killed
// at random moments and started again, then PostgreSQL's postmaster. A write is acknowledged when
// its 2xx answer arrived. After every restart each acknowledged write must be there. At the end
// every unacknowledged request is sent again with its key, twice, and each route must hold exactly
// one write per acknowledged key. A retry whose first attempt was written must be answered that first answer (replayed), never
// 409 "answer lost"; a request in flight while PostgreSQL dies is answered 503 with Retry-After,
// never 500. The figures per route are printed and written into the --report file.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  ROUTES,
  WORK_STEP_RATE,
  WORK_STEPS,
  answerFigures,
  clientState,
  orderRequest,
  routeFigures,
} from './keyed-writes.mjs';
import { check, checks, freePort, sleep } from './support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverScript = path.join(root, 'apps/server/dist/server.js');
const serverKills = Number(process.env.CRASH_CYCLES ?? 20);
const postmasterKills = Math.max(4, Math.round(serverKills / 2));
const CLIENTS = 4;
// The idempotency plugin lets a retry run again once a first attempt has not answered in 60 s.
// Acknowledged requests per route sent once more at the end, whose answer must be the first one.
const REPLAY_SAMPLE = 10;
const reportArg = process.argv.indexOf('--report');
const reportFile = reportArg > 0 ? process.argv[reportArg + 1] : undefined;
// What the built server was measured on: its commit, and whether its sources had changes beyond it.
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim();
const commit = git('rev-parse', '--short', 'HEAD') || null;
const uncommitted = Boolean(
  git('status', '--porcelain', '--', 'apps/server/src', 'packages/shared/src'),
);

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
      // The trial answers come from one address, as fast as the clients can send them.
      RATE_LIMIT_PUBLIC: '1000000000',
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

// Every write sent: its route, key, request and each attempt's answer. `acked` once a 2xx answer
// arrived, `ackedInLoad` if that was before the final re-sending; `confirmed` also when a 409 said
// the write was done but its answer lost (the write is there to find, though the answer is wrong).
const ledger = [];
let token;
const ctx = { storeId: undefined, karigarId: undefined };
let stopLoad = false;
const ROUTE_NAMES = Object.keys(ROUTES);
const LOAD_ROUTES = ROUTE_NAMES.filter((name) => name !== 'order');

/** The karigar whose work and payouts the clients record, and the rates their steps earn. */
async function setUpKarigar() {
  const auth = { authorization: `Bearer ${token}` };
  const added = await call(
    'POST',
    '/api/add_employee',
    {
      name: 'Suresh Karigar',
      phone: '9812345678',
      experience: 5,
      specialization: "women's wear",
      position: 'tailor',
    },
    auth,
  );
  if (added.status !== 201) throw new Error(`adding the karigar failed: ${JSON.stringify(added)}`);
  ctx.karigarId = added.body._id;
  for (const stage of WORK_STEPS) {
    const rate = await call(
      'PUT',
      '/api/karigar-rates',
      { garment: 'Blouse', employee_id: null, stage, rate: WORK_STEP_RATE },
      auth,
    );
    if (rate.status !== 200) throw new Error(`setting a rate failed: ${JSON.stringify(rate)}`);
  }
}

async function send(entry, phase) {
  const attempt = { phase };
  try {
    const response = await fetch(`${base}${entry.url}`, {
      method: entry.method,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': entry.key,
        ...(entry.anonymous ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(entry.body),
      signal: AbortSignal.timeout(20_000),
    });
    attempt.status = response.status;
    attempt.replayed = response.headers.get('idempotent-replayed') === 'true';
    attempt.retryAfter = response.headers.get('retry-after');
    attempt.text = await response.text();
    try {
      entry.answer = JSON.parse(attempt.text);
    } catch {
      entry.answer = null;
    }
    attempt.code = entry.answer?.code;
  } catch (error) {
    attempt.status = `no answer (${error.cause?.code ?? error.name})`;
  }
  entry.attempts.push(attempt);
  entry.status = attempt.status;
  const ok = attempt.status >= 200 && attempt.status < 300;
  if (ok) {
    entry.firstAnswer ??= attempt;
    entry.acked = true;
    if (phase === 'load') entry.ackedInLoad = true;
  }
  entry.confirmed ||= ok || attempt.code === 'IDEMPOTENCY_ANSWER_LOST';
  return attempt;
}

/** Sends these again with their keys, a few at a time; answers each entry's attempt. */
async function resend(entries, phase) {
  const queue = [...entries];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) await send(entry, phase);
    }),
  );
}

async function client(id) {
  const me = clientState(id);
  while (!stopLoad) {
    if (!serverUp) {
      await sleep(20);
      continue;
    }
    const key = randomUUID();
    const name = LOAD_ROUTES[Math.floor(Math.random() * LOAD_ROUTES.length)];
    const route = ROUTES[name];
    let request = route.next(me, key, ctx);
    if (request) request.route = name;
    else if (route.order) request = orderRequest(me, route.order, ctx.karigarId);
    else continue;
    const entry = { ...request, key, attempts: [] };
    ledger.push(entry);
    await send(entry, 'load');
    if (entry.ackedInLoad) ROUTES[entry.route].acked?.(me, entry);
    // A client that got a 503 waits as long as its Retry-After says (at most 2 s), as the web client
    // does, rather than sending a new request every moment of PostgreSQL's restart; one that got no
    // answer waits a moment.
    if (!entry.acked) {
      const retryAfter = Number(entry.attempts.at(-1).retryAfter);
      await sleep(retryAfter > 0 ? Math.min(retryAfter, 2) * 1000 : random(100, 300));
    }
  }
}

/** Every acknowledged write so far is in the database, route by route. */
async function ackedWritesPresent(db) {
  const lost = [];
  for (const name of ROUTE_NAMES) {
    const figures = await routeFigures(db, ctx, name, ledger);
    if (figures.losses > 0) lost.push(`${name}: ${figures.losses} of ${figures.acknowledged}`);
  }
  return { ok: lost.length === 0, detail: `lost ${lost.join(', ')}` };
}

function figuresTable(figures) {
  const columns = [
    ['sent', 'sent'],
    ['ackedInLoad', 'acked'],
    ['acknowledged', 'acked end'],
    ['rows', 'rows'],
    ['doubles', 'doubles'],
    ['losses', 'losses'],
    ['answerLost', '409 lost'],
    ['serverErrors', '500s'],
    ['unavailableWithoutRetryAfter', '503 no RA'],
    ['unsettled', 'unsettled'],
    ['replayMismatches', 'bad replay'],
  ];
  const width = Math.max(...Object.values(figures).map((f) => f.label.length));
  const lines = [
    `  ${'route'.padEnd(width)} ${columns.map(([, title]) => title.padStart(11)).join('')}`,
  ];
  for (const f of Object.values(figures))
    lines.push(
      `  ${f.label.padEnd(width)} ${columns.map(([k]) => String(f[k] ?? '').padStart(11)).join('')}`,
    );
  return lines.join('\n');
}

let routeReport;

async function main() {
  console.log(
    `Crash suite on ${commit}${uncommitted ? ' with uncommitted server changes' : ''}: ${serverKills} kills of the server, ${postmasterKills} of the PostgreSQL postmaster, ${CLIENTS} clients, ${ROUTE_NAMES.length} keyed write routes (data in ${dataDir})`,
  );
  const firstStart = await startServer();
  console.log(`  first start on an empty DATA_DIR: ${firstStart} ms`);
  const shop = await signUp();
  token = shop.token;
  ctx.storeId = shop.store_id;
  await setUpKarigar();
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
  // Let the last cycle's writes settle, then kill once more for good measure.
  await killServer();
  await startServer();

  const unacked = ledger.filter((e) => !e.acked);
  const answers = {};
  for (const e of unacked) answers[e.status] = (answers[e.status] ?? 0) + 1;
  console.log(`  unacknowledged answers: ${JSON.stringify(answers)}`);
  console.log(
    `  ${ledger.length} writes sent, ${ledger.length - unacked.length} acknowledged; re-sending ${unacked.length} with their keys`,
  );
  await resend(unacked, 'retry');
  // Once more: those answered 2xx just now must be answered the same again. (A key's claim
  // commits with its write and its answer, so there is no window after which a claim counts as
  // abandoned, and nothing to wait for.)
  await resend(unacked, 'retry again');
  // A few requests per route acknowledged during the load: a retry gets their first answer.
  await resend(
    ROUTE_NAMES.flatMap((name) =>
      ledger.filter((e) => e.route === name && e.ackedInLoad).slice(-REPLAY_SAMPLE),
    ),
    'replay',
  );

  const db = await database();
  try {
    const figures = {};
    for (const name of ROUTE_NAMES) {
      const entries = ledger.filter((e) => e.route === name);
      figures[name] = {
        label: ROUTES[name].label,
        ...(await routeFigures(db, ctx, name, ledger)),
        ackedInLoad: entries.filter((e) => e.ackedInLoad).length,
        ...answerFigures(entries),
      };
    }
    routeReport = figures;
    const perRoute = (field) =>
      Object.entries(figures)
        .filter(([, f]) => f[field] > 0)
        .map(([name, f]) => `${name} ${f[field]}`)
        .join(', ');
    for (const [name, f] of Object.entries(figures)) {
      check(
        `${f.label}: one write per acknowledged key, none lost, none doubled`,
        f.doubles === 0 && f.losses === 0,
        `${f.sent} keys, ${f.acknowledged} acknowledged, ${f.rows} rows, ${f.doubles} doubled, ${f.losses} lost${f.stateWrong === undefined ? '' : `; final state of ${f.stateTargets} ${name === 'settings' ? 'shop' : name === 'rate' ? 'rates' : 'orders'}: ${f.stateWrong} not the last acknowledged`}`,
      );
    }
    const total = (field) => Object.values(figures).reduce((sum, f) => sum + f[field], 0);
    check(
      "no retry answered 409 IDEMPOTENCY_ANSWER_LOST instead of its write's first answer",
      total('answerLost') === 0,
      perRoute('answerLost'),
    );
    check(
      'no request answered 500 while the server or PostgreSQL was killed (503 with Retry-After instead)',
      total('serverErrors') === 0 && total('unavailableWithoutRetryAfter') === 0,
      [
        total('serverErrors') && `500s: ${perRoute('serverErrors')}`,
        total('unavailableWithoutRetryAfter') &&
          `503 without Retry-After: ${perRoute('unavailableWithoutRetryAfter')}`,
      ]
        .filter(Boolean)
        .join('; '),
    );
    check(
      'every re-sent request ended in a 2xx answer',
      total('unsettled') === 0,
      ledger
        .filter((e) => !e.acked && !e.attempts.some((a) => a.code === 'IDEMPOTENCY_ANSWER_LOST'))
        .slice(0, 5)
        .map((e) => `${e.method} ${e.url}: ${e.status} ${e.answer?.code ?? ''}`)
        .join('; '),
    );
    check(
      'a request sent again after a 2xx is answered that 2xx again, replayed',
      total('replayMismatches') === 0,
      perRoute('replayMismatches'),
    );

    const half = await db.query(`
      select
        (select count(*)::int from orders o where not exists (select 1 from order_products p where p.order_id = o.id)) as orders_without_products,
        (select count(*)::int from payments p where not exists (select 1 from orders o where o.id = p.order_id)) as payments_without_order,
        (select count(*)::int from orders o where (select coalesce(sum(amount_paise), 0) from payments p where p.order_id = o.id) > o.total_paise) as overpaid_orders,
        (select count(*)::int from orders o where (select count(*) from payments p where p.order_id = o.id and p.kind = 'advance') <> 1) as orders_without_one_advance,
        (select count(*)::int from orders o where o.paid_paise <> (select coalesce(sum(amount_paise), 0) from payments p where p.order_id = o.id)) as orders_paid_not_their_payments,
        (select count(*)::int from payments p join orders o on o.id = p.order_id where p.kind = 'refund' and o.status <> 'Cancelled') as refunds_of_open_orders,
        (select count(*)::int from karigar_ledger r where r.kind = 'payout_reversal' and not exists (select 1 from karigar_ledger p where p.id = r.reverses_id and p.kind = 'payout' and p.amount_paise = -r.amount_paise)) as reversals_without_their_payout`);
    const h = half.rows[0];
    check(
      'nothing half-written (orders without products, payments without order or above the total, advances missing or doubled, paid sums off, refunds of open orders, reversals without their payout)',
      Object.values(h).every((n) => n === 0),
      JSON.stringify(h),
    );
    console.log(`\nPer route:\n${figuresTable(figures)}`);
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
      JSON.stringify(
        {
          passed: checks.length - failed,
          failed,
          commit,
          uncommitted,
          checks,
          routes: routeReport,
        },
        null,
        2,
      ),
    );
  }
  console.log(`\nCrash suite: ${checks.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
