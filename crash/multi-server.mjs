// The multi-server suite: two copies of the built server share one PostgreSQL and one S3 bucket, as
// a shop with two machines or a hosted installation runs them, and requests alternate between them.
//
//   node crash/multi-server.mjs [--report file.json]     (after `npm run build`)
//
// Server A runs the embedded PostgreSQL in its DATA_DIR; server B reaches the same database over
// DATABASE_URL (a second machine on the shop's network). Photos go to a real S3-protocol server
// (s3rver) on 127.0.0.1. Checked: signing in on one and working on the other, a photo uploaded
// through one and read through the other, one Idempotency-Key sent to both at once making one
// order, the scheduled reminders made once however many servers run them, and a server killed in
// the middle of a request leaving the other serving and nothing half-written.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { check, checks, freePort, sleep } from './support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverScript = path.join(root, 'apps/server/dist/server.js');
const reportArg = process.argv.indexOf('--report');
const reportFile = reportArg > 0 ? process.argv[reportArg + 1] : undefined;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsm-multi-'));
// As root the embedded PostgreSQL runs as the user postgres, which must be able to enter it.
chmodSync(tmp, 0o755);

const bucket = 'tailor-photos';
const s3Dir = path.join(tmp, 's3');
mkdirSync(s3Dir);
const s3 = new S3rver({
  address: '127.0.0.1',
  port: await freePort(),
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: bucket }],
});
const s3Port = (await s3.run()).port;

const shared = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  SMS_TRANSPORT: 'outbox',
  OTP_LIMIT_PER_ADDRESS: '100000',
  SERVE_WEB: 'false',
  LOG_LEVEL: 'warn',
  IMAGE_STORAGE: 's3',
  S3_BUCKET: bucket,
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};

/** One server process: its port, folder, outbox and log; `env` adds to the shared settings. */
function defineServer(name, env = {}) {
  const dataDir = path.join(tmp, name);
  return {
    name,
    dataDir,
    outbox: path.join(tmp, `${name}-outbox.jsonl`),
    log: path.join(tmp, `${name}.log`),
    env,
    port: 0,
    child: null,
    get base() {
      return `http://127.0.0.1:${this.port}`;
    },
  };
}

async function start(server) {
  server.port ||= await freePort();
  const log = openSync(server.log, 'a');
  server.child = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      ...shared,
      PORT: String(server.port),
      DATA_DIR: server.dataDir,
      SMS_OUTBOX: server.outbox,
      ...server.env,
    },
    stdio: ['ignore', log, log],
  });
  const child = server.child;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${server.name} exited on start; see ${server.log}`);
    try {
      if ((await fetch(`${server.base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000)
      throw new Error(`${server.name} did not start in 2 minutes`);
    await sleep(50);
  }
}

function stop(server, signal = 'SIGTERM') {
  const child = server.child;
  if (!child || child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  return exited;
}

async function call(server, method, url, body, headers = {}) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: isForm ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json = null;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    // not JSON (an image)
  }
  return { status: response.status, body: json, bytes };
}

const a = defineServer('a');
let b;
let db;

/** A's embedded PostgreSQL, as a second machine on the shop's network reaches it. */
function databaseUrlOfA() {
  const lines = readFileSync(path.join(a.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(a.dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(lines[3])}/postgres`;
}

/** A (and with it the database), then B on A's database; the suite's own connection to it. */
async function startBoth() {
  await db?.end().catch(() => {});
  await start(a);
  const databaseUrl = databaseUrlOfA();
  b.env = { DATABASE_URL: databaseUrl };
  await start(b);
  db = new pg.Client({ connectionString: databaseUrl });
  // The database stops with A; the suite reconnects after starting A again.
  db.on('error', () => {});
  await db.connect();
}
const outcome = { ok: false };

try {
  b = defineServer('b');
  await startBoth();

  // 1. A code asked for on A is checked on B; the session B gives works on A.
  const phone = '9876505678';
  await call(a, 'POST', '/api/auth/otp/request', { phone });
  const texts = readFileSync(a.outbox, 'utf8').trim().split('\n');
  const otp = JSON.parse(texts[texts.length - 1]).meta.otp;
  const verified = await call(b, 'POST', '/api/auth/otp/verify', { phone, otp });
  const account = await call(
    a,
    'POST',
    '/api/create_account',
    {
      owners_name: 'Meena Shah',
      shop_name: 'Two Counter Tailors',
      email: 'meena@example.com',
      phone,
      address: '7 Relief Road, Ahmedabad',
      pincode: '380001',
      state: 'Gujarat',
      district: 'Ahmedabad',
    },
    { authorization: `Bearer ${verified.body?.token}` },
  );
  // The shop's session, with the shop chosen, as the sign-up answers it.
  const auth = { authorization: `Bearer ${account.body?.token}` };
  const onB = await call(b, 'GET', '/api/get_user_details', undefined, auth);
  check(
    'signing in on one server and working on the other',
    verified.status === 200 && account.status === 200 && onB.status === 200,
    `verify on B ${verified.status}, sign-up on A ${account.status}, details on B ${onB.status}`,
  );

  // 2. A photo uploaded through A is read through B, from the bucket.
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/png' }), 'kurta.png');
  const uploaded = await call(a, 'POST', '/api/upload_image', form, auth);
  const readBack = uploaded.body?.url ? await call(b, 'GET', uploaded.body.url) : { status: 0 };
  check(
    'a photo uploaded through one server is shown by the other',
    uploaded.status === 201 &&
      readBack.status === 200 &&
      readBack.bytes.length > 0 &&
      (await sharp(readBack.bytes).metadata()).width === 64 &&
      !existsSync(path.join(a.dataDir, 'uploads')),
    `upload on A ${uploaded.status}, read on B ${readBack.status}`,
  );

  // 3. One Idempotency-Key sent to both servers at the same moment makes one order.
  // A date `offset` days from today in the shop's time zone (a new shop's, Asia/Kolkata), as the
  // server reckons due dates: from 18:30 UTC, India is already on the next day.
  const inShopZone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
  const day = (offset) => inShopZone.format(new Date(Date.now() + offset * 86_400_000));
  const orderBody = (mobile, dueDate) => ({
    customer: { name: 'Asha Rao', mobile_no: mobile, address: '4 Station Road', gender: 'female' },
    order: {
      orderType: 'alteration',
      totalAmount: 800,
      advancePayment: 200,
      paymentType: 'cash',
      orderDate: day(0),
      dueDate,
      products: [
        {
          product: { name: 'Blouse' },
          price: 800,
          measurements: { Bust: '34' },
          note: null,
          assigned_to: null,
          uploadedImages: [],
        },
      ],
    },
  });
  const key = randomUUID();
  const both = await Promise.all(
    [a, b].map((server) =>
      call(server, 'POST', '/api/create_order', orderBody('9811122233', day(7)), {
        ...auth,
        'idempotency-key': key,
      }),
    ),
  );
  const { rows: sameKey } = await db.query(
    `select count(*)::int as n from orders o join customers c on c.id = o.customer_id where c.mobile_no = '9811122233'`,
  );
  const statuses = both.map((r) => r.status);
  check(
    'one Idempotency-Key sent to both servers at once makes one order',
    sameKey[0].n === 1 &&
      statuses.some((s) => s === 201 || s === 200) &&
      statuses.every((s) => s < 500),
    `answers ${statuses.join(' and ')}, orders ${sameKey[0].n}`,
  );

  // 4. Reminders: an order due tomorrow, then both servers start together and each runs the jobs.
  const due = await call(a, 'POST', '/api/create_order', orderBody('9811122244', day(1)), {
    ...auth,
    'idempotency-key': randomUUID(),
  });
  await stop(b);
  await stop(a);
  await startBoth();
  await sleep(2_000);
  const { rows: reminders } = await db.query(
    `select count(*)::int as n from notifications where type = 'order_due_tomorrow' and order_id = $1`,
    [due.body?._id],
  );
  check(
    'the due-tomorrow reminder is made once though both servers ran the jobs',
    due.status === 201 && reminders[0].n === 1,
    `order ${due.status}, reminders ${reminders[0].n}`,
  );

  // 5. B killed while orders stream in: A keeps serving, every answered order is kept, none is
  // half-written.
  const before = await db.query('select count(*)::int as n from orders');
  const sent = [];
  let killing = false;
  const answered = () => sent.filter((r) => r.status === 201).length;
  const streams = Array.from({ length: 4 }, async (_, client) => {
    for (let n = 0; !killing; n += 1) {
      const entry = { status: 'no answer' };
      sent.push(entry);
      const mobile = `98${String(client)}${String(n).padStart(7, '0')}`;
      try {
        const r = await call(b, 'POST', '/api/create_order', orderBody(mobile, day(5)), {
          ...auth,
          'idempotency-key': randomUUID(),
        });
        entry.status = r.status;
        entry.id = r.body?._id;
      } catch {
        return;
      }
    }
  });
  while (answered() < 6) await sleep(5);
  killing = true;
  await stop(b, 'SIGKILL');
  await Promise.all(streams);
  const aStill = await call(a, 'GET', '/api/get_user_details', undefined, auth);
  const acked = sent.filter((r) => r.status === 201);
  const { rows: kept } = await db.query(
    'select count(*)::int as n from orders where id = any($1)',
    [acked.map((r) => r.id)],
  );
  const after = await db.query('select count(*)::int as n from orders');
  const written = after.rows[0].n - before.rows[0].n;
  const { rows: broken } = await db.query(
    `select count(*)::int as n from orders o where not exists (select 1 from order_products p where p.order_id = o.id)
       or not exists (select 1 from payments p where p.order_id = o.id)`,
  );
  check(
    'a server killed mid-request leaves the other serving, every answered order kept, none half-written',
    aStill.status === 200 &&
      kept[0].n === acked.length &&
      written >= acked.length &&
      written <= sent.length &&
      broken[0].n === 0,
    `A answered ${aStill.status}; ${acked.length} of ${sent.length} answered before the kill, ${written} written, ${broken[0].n} without lines or advance`,
  );
  await start(b);
  const bBack = await call(b, 'GET', '/api/get_user_details', undefined, auth);
  check('the killed server serves again once restarted', bBack.status === 200, `B ${bBack.status}`);
  outcome.ok = true;
} catch (error) {
  check('the suite ran to its end', false, error.message);
} finally {
  await db?.end().catch(() => {});
  if (b) await stop(b);
  await stop(a);
  await s3.close();
  const failed = checks.filter((c) => !c.ok).length;
  if (reportFile) {
    writeFileSync(
      reportFile,
      JSON.stringify({ passed: checks.length - failed, failed, checks }, null, 2),
    );
  }
  console.log(`\nMulti-server suite: ${checks.length - failed} passed, ${failed} failed`);
  if (failed === 0) rmSync(tmp, { recursive: true, force: true });
  else console.log(`Server logs kept in ${tmp}`);
  process.exitCode = failed === 0 && outcome.ok ? 0 : 1;
}
