// A request's fixed cost (issue 30): requests per second and p50/p99 latency of the built server at
// 8 connections for 10 s each on three routes of one fresh shop: GET /healthz (the trivial route),
// a signed-in cheap GET (GET /api/notifications/unread_count: token check, the shop's transaction,
// one count) and the shop's bill PDF of one order (GET /api/generate_billing_pdf/:orderId).
// With --cpu-prof the server runs under `node --cpu-prof`, and the self time of its busiest
// functions is summed per route, from the samples taken while that route was under load
// (--cpu-prof=file also keeps the profile, with each route's window as benchWindows).
//
// `node bench/fixed-cost.mjs [--server=apps/server/dist/server.js] [--label=after]
//   [--out=bench/results/fixed-cost-latest.json] [--cpu-prof] [--duration=10] [--connections=8]
//   [--log-level=info]`
// Build the server first (`npm run build -w @tailor/server`, or OUT_DIR= for a private copy).
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startServer, stop } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, '').split('=');
    return [name, value ?? true];
  }),
);
const serverJs = path.resolve(args.server ?? path.join(root, 'apps/server/dist/server.js'));
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 8);
const port = Number(args.port ?? 3501);
const out = path.resolve(args.out ?? path.join(root, 'bench/results/fixed-cost-latest.json'));

const json = { 'content-type': 'application/json' };

async function call(url, method, pathName, body, token) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const res = await fetch(`${url}/api${pathName}`, {
    method,
    headers: body instanceof FormData ? headers : { ...json, ...headers },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathName} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A shopkeeper with a shop and one order, made through the API as the app would. */
async function seedShop(url, outbox) {
  const phone = '7000000001';
  await call(url, 'POST', '/auth/otp/request', { phone });
  const otp = JSON.parse(readFileSync(outbox, 'utf8').trim().split('\n').at(-1)).meta.otp;
  const first = await call(url, 'POST', '/auth/otp/verify', { phone, otp });
  const owner = await call(
    url,
    'POST',
    '/create_account',
    {
      owners_name: 'Meena Patel',
      shop_name: 'Patel Stitching Centre',
      email: 'meena@example.com',
      address: '14 Relief Road, Lal Darwaja',
      pincode: '380001',
      state: 'Gujarat',
      district: 'Ahmedabad',
    },
    first.token,
  );
  const png = await sharp({
    create: { width: 400, height: 500, channels: 3, background: '#4db6ac' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'garment.png');
  const image = await call(url, 'POST', '/upload_image', form, owner.token);
  const today = new Date().toISOString().slice(0, 10);
  const due = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const order = await call(
    url,
    'POST',
    '/create_order',
    {
      customer: {
        name: 'रमेश Patel',
        mobile_no: '9825010000',
        address: '22 Ashram Road, Navrangpura',
        gender: 'male',
      },
      order: {
        orderType: 'new',
        totalAmount: 1500,
        advancePayment: 500,
        paymentType: 'upi',
        orderDate: today,
        dueDate: due,
        products: [
          {
            product: { name: 'Shirt' },
            price: 1500,
            measurements: { Chest: '38', Length: '29' },
            uploadedImages: [image._id],
          },
        ],
      },
    },
    owner.token,
  );
  return { token: owner.token, orderId: order._id };
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, r) => {
      if (err) reject(err);
      else
        resolve({
          requestsPerSecond: Math.round(r.requests.average),
          latencyP50ms: r.latency.p50,
          latencyP99ms: r.latency.p99,
          requests: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors,
        });
    });
  });
}

/** Microseconds on the monotonic clock that V8's profiler stamps its samples with. */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Self time per function (name and place) over the samples between `from` and `to`, busiest first. */
function selfTimes(profile, from, to, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  let time = profile.startTime;
  let sampled = 0;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    if (time < from || time > to) return;
    const next = profile.timeDeltas[i + 1] ?? 0;
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const where = url ? `${path.basename(url)}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    totals.set(key, (totals.get(key) ?? 0) + next);
    sampled += next;
  });
  return {
    sampledMs: Math.round(sampled / 1000),
    top: [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([fn, micros]) => ({
        fn,
        ms: Math.round(micros / 1000),
        percent: +((100 * micros) / sampled).toFixed(1),
      })),
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixed-cost-'));
// The embedded PostgreSQL runs as the user postgres when this runs as root: it must enter the folder.
chmodSync(dataDir, 0o711);
const profileDir = path.join(dataDir, 'profile');
mkdirSync(profileDir);
const outbox = path.join(dataDir, 'sms-outbox.jsonl');
// The log level a shop runs with (every request logged), unlike the other benches' 'warn'.
const logLevel = args['log-level'] ?? 'info';
const env = { SMS_TRANSPORT: 'outbox', SMS_OUTBOX: outbox, LOG_LEVEL: logLevel };
const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

const { child, url } = await startServer(serverJs, dataDir, port, env, nodeArgs);
const results = {
  date: new Date().toISOString(),
  label: args.label ?? null,
  server: serverJs,
  node: process.version,
  cpus: os.cpus().length,
  connections,
  durationSeconds: duration,
  logLevel,
  cpuProfiled: Boolean(args['cpu-prof']),
  routes: {},
};
const windows = {};
try {
  const shop = await seedShop(url, outbox);
  const auth = { authorization: `Bearer ${shop.token}` };
  const routes = {
    healthz: { url: `${url}/healthz` },
    unreadCount: { url: `${url}/api/notifications/unread_count`, headers: auth },
    billPdf: { url: `${url}/api/generate_billing_pdf/${shop.orderId}`, headers: auth },
  };
  for (const [name, route] of Object.entries(routes)) {
    // A few calls first, so one-time work (a route's first PDF reads its fonts) is not measured.
    for (let i = 0; i < 5; i++) {
      const res = await fetch(route.url, { headers: route.headers });
      if (!res.ok) throw new Error(`${name} answered ${res.status}`);
      await res.arrayBuffer();
    }
    const loadAverage = +os.loadavg()[0].toFixed(2);
    const from = nowMicros();
    const figures = await load(route.url, route.headers);
    windows[name] = { from, to: nowMicros() };
    results.routes[name] = { loadAverageAtStart: loadAverage, ...figures };
    console.log(
      `${name}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50ms} ms, p99 ${figures.latencyP99ms} ms (load average ${loadAverage}${figures.non2xx ? `, ${figures.non2xx} not 2xx` : ''})`,
    );
  }
} finally {
  await stop(child);
}
if (args['cpu-prof']) {
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no CPU profile');
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'));
  if (typeof args['cpu-prof'] === 'string') {
    writeFileSync(args['cpu-prof'], JSON.stringify({ ...profile, benchWindows: windows }));
  }
  for (const [name, { from, to }] of Object.entries(windows)) {
    results.routes[name].profile = selfTimes(profile, from, to);
    console.log(`\n${name}: self time, ${results.routes[name].profile.sampledMs} ms sampled`);
    for (const row of results.routes[name].profile.top)
      console.log(
        `${String(row.ms).padStart(7)} ms ${String(row.percent).padStart(5)} %  ${row.fn}`,
      );
  }
}
rmSync(dataDir, { recursive: true, force: true });
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${path.relative(root, out)}`);
