// `npm run bench -- lighthouse`: Lighthouse (mobile preset: a mid-range phone, simulated slow 4G,
// 4x CPU slowdown) on the built product, driving Debian Chromium headless, on a fresh DATA_DIR: the
// login `/`, a customer's tracking page `/shared_order/{token}` (an order made through the API),
// and signed in (the session the web app keeps in localStorage, put there before the run) the
// order list, the new order, an order's page and the dashboard. Each page runs `--runs=N` times
// (default 3) and reports its median run.
// Results: printed beside the budgets and saved to bench/results/lighthouse-latest.json.
// Alone: `node bench/lighthouse.mjs [--server=path/to/server.js] [--web-dist=dir] [--out=file]
// [--pages=orderList,newOrder,…] [--reports=dir]` (a build of another commit; `npm run build`
// first otherwise); `--reports` keeps each run's whole report.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import prettier from 'prettier';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = 3295;

/** Issue 14: minimum Lighthouse performance score per page. */
export const LIGHTHOUSE_BUDGETS = {
  login: 95,
  tracking: 95,
  orderList: 90,
  newOrder: 90,
  orderDetails: 90,
  dashboard: 90,
};

const json = { 'content-type': 'application/json' };

async function post(url, pathName, body, token) {
  const res = await fetch(`${url}/api${pathName}`, {
    method: 'POST',
    headers: token ? { ...json, authorization: `Bearer ${token}` } : json,
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${pathName} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A shop with a few orders, made through the API as the app would; answers the owner's session. */
export async function seedShop(url, outbox) {
  const phone = '7000000001';
  await post(url, '/auth/otp/request', { phone });
  const lines = readFileSync(outbox, 'utf8').trim().split('\n');
  const otp = JSON.parse(lines.at(-1)).meta.otp;
  const first = await post(url, '/auth/otp/verify', { phone, otp });
  const owner = await post(
    url,
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
  const uploadImage = async () => {
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'garment.png');
    const res = await fetch(`${url}/api/upload_image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`POST /upload_image answered ${res.status}`);
    return (await res.json())._id;
  };
  const today = new Date().toISOString().slice(0, 10);
  const due = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  let shareToken;
  let orderId;
  for (let i = 0; i < 12; i++) {
    const order = await post(
      url,
      '/create_order',
      {
        customer: {
          name: `Customer ${i + 1}`,
          mobile_no: `98250${String(10000 + i).slice(-5)}`,
          address: '22 Ashram Road, Navrangpura',
          gender: i % 2 ? 'female' : 'male',
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
              price: 700,
              measurements: { Chest: '38' },
              uploadedImages: [await uploadImage()],
            },
            {
              product: { name: 'Trouser' },
              price: 800,
              measurements: { Waist: '32' },
              uploadedImages: [await uploadImage()],
            },
          ],
        },
      },
      owner.token,
    );
    shareToken ??= order.share_token;
    orderId ??= order._id;
  }
  return { owner, shareToken, orderId };
}

export function startServer(serverJs, env) {
  const child = spawn('node', [serverJs], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  return (async () => {
    for (;;) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) return { child, url };
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error('server exited during start-up');
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const kind = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).length;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    speedIndexMs: Math.round(audit('speed-index')),
    cls: +(audit('cumulative-layout-shift') ?? Number.NaN).toFixed(3),
    transferKB: +(audit('total-byte-weight') / 1024).toFixed(1),
    scriptKB: +(kind('script') / 1024).toFixed(1),
    requests,
    finalUrl: lhr.finalDisplayedUrl,
    ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
    warnings: lhr.runWarnings,
  };
}

/** The median run by score; a run Lighthouse could not finish (its error in `warnings`) is left out. */
function median(runs) {
  const finished = runs.filter((run) => !run.error);
  const sorted = [...(finished.length ? finished : runs)].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Runs Lighthouse on the three pages. `session` (the owner's sign-in result) is written into
 * localStorage for the signed-in page; the browser cache is emptied before every run, so each is a
 * first visit.
 */
async function audit({ url, shareToken, orderId, owner, runs, only, reports }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    const pages = [
      { key: 'login', path: '/', budget: LIGHTHOUSE_BUDGETS.login },
      { key: 'tracking', path: `/shared_order/${shareToken}`, budget: LIGHTHOUSE_BUDGETS.tracking },
      { key: 'orderList', path: '/app/order_list', budget: LIGHTHOUSE_BUDGETS.orderList },
      { key: 'newOrder', path: '/app/new-order', budget: LIGHTHOUSE_BUDGETS.newOrder },
      {
        key: 'orderDetails',
        path: `/app/order-details/${orderId}`,
        budget: LIGHTHOUSE_BUDGETS.orderDetails,
      },
      { key: 'dashboard', path: '/app/dashboard', budget: LIGHTHOUSE_BUDGETS.dashboard },
    ].filter((p) => !only || only.includes(p.key));
    const out = {};
    for (const target of pages) {
      const signedIn = target.path.startsWith('/app/');
      const results = [];
      for (let i = 0; i < runs; i++) {
        // A same-origin page that loads none of the app, to set or clear the stored session. The
        // service worker and its caches go too: every run is a first visit.
        await page.goto(`${url}/healthz`);
        await cdp.send('Storage.clearDataForOrigin', {
          origin: url,
          storageTypes: 'service_workers,cache_storage,indexeddb',
        });
        await page.evaluate(
          (s) => {
            localStorage.clear();
            if (!s) return;
            localStorage.setItem('authToken', s.token);
            localStorage.setItem('userId', s.user_id);
            localStorage.setItem('role', s.role);
            localStorage.setItem('signup', 'false');
            localStorage.setItem('selectedStoreId', s.store_id);
            localStorage.setItem('selectedStoreName', s.store_name);
          },
          signedIn ? owner : null,
        );
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(
          `${url}${target.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            // Keeps the session set above; the cache was emptied by hand instead.
            disableStorageReset: true,
          },
          undefined,
          page,
        );
        results.push(figures(result.lhr));
        if (reports) {
          mkdirSync(reports, { recursive: true });
          writeFileSync(path.join(reports, `${target.key}-${i + 1}.json`), result.report);
        }
      }
      const med = median(results);
      out[target.key] = {
        path: target.path.replace(shareToken, '{token}').replace(`/${orderId}`, '/{id}'),
        budget: target.budget,
        meetsBudget: med.score >= target.budget,
        median: med,
        runs: results,
      };
    }
    return out;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

export function lighthouseTable(pages) {
  const rows = Object.values(pages).map((p) => {
    const m = p.median;
    return `${p.path.padEnd(24)} ${String(m.score).padStart(5)} >= ${p.budget} ${
      p.meetsBudget ? 'ok  ' : 'MISS'
    } ${String(m.fcpMs).padStart(7)} ${String(m.lcpMs).padStart(7)} ${String(m.tbtMs).padStart(6)} ${String(m.transferKB).padStart(9)} ${String(m.scriptKB).padStart(8)}`;
  });
  return [
    `${'page'.padEnd(24)} score budget      FCP ms  LCP ms TBT ms  bytes KB   JS KB`,
    ...rows,
  ].join('\n');
}

/** Starts the built server on a fresh DATA_DIR, seeds it, runs Lighthouse; answers the results. */
export async function lighthouseScenario({
  serverJs = path.join(root, 'apps/server/dist/server.js'),
  webDist,
  runs = 3,
  only,
  reports,
} = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsm-lighthouse-'));
  // Run as root, the embedded PostgreSQL server runs as the user postgres, who must reach DATA_DIR.
  chmodSync(tmp, 0o755);
  const outbox = path.join(tmp, 'outbox.jsonl');
  const env = {
    DATA_DIR: path.join(tmp, 'data'),
    LOG_LEVEL: 'warn',
    SMS_TRANSPORT: 'outbox',
    SMS_OUTBOX: outbox,
    ...(webDist ? { WEB_DIST: path.resolve(webDist) } : {}),
  };
  const server = await startServer(serverJs, env);
  try {
    const { owner, shareToken, orderId } = await seedShop(server.url, outbox);
    const loadAverageAtStart = os.loadavg().map((v) => +v.toFixed(2));
    const pages = await audit({ url: server.url, shareToken, orderId, owner, runs, only, reports });
    return {
      date: new Date().toISOString(),
      lighthouse: JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json')))
        .version,
      chromium: CHROMIUM,
      preset: 'mobile (simulated slow 4G, 4x CPU slowdown)',
      runsPerPage: runs,
      cpus: os.cpus().length,
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg().map((v) => +v.toFixed(2)),
      pages,
    };
  } finally {
    await stop(server.child);
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Saves the results (formatted as the repository's format check wants) to `file`. */
export async function saveLighthouse(results, file) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await prettier.format(JSON.stringify(results, null, 2), { parser: 'json' }));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const results = await lighthouseScenario({
    serverJs: arg('server') ? path.resolve(arg('server')) : undefined,
    webDist: arg('web-dist'),
    runs: Number(arg('runs') ?? 3),
    only: arg('pages')?.split(','),
    reports: arg('reports') && path.resolve(arg('reports')),
  });
  await saveLighthouse(
    results,
    path.resolve(arg('out') ?? path.join(root, 'bench/results/lighthouse-latest.json')),
  );
  console.log(lighthouseTable(results.pages));
  console.log(`load average at start ${results.loadAverageAtStart.join(' ')}`);
}
