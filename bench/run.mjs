// `npm run bench`: start-up time, API throughput and latency, and web bundle size, measured on the
// built product (run `npm run build` first; `npm run bench` does). Results are printed and saved
// to bench/results/latest.json so that a change can show its before and after.
// Scenarios by name: `npm run bench -- [--no-build] [basic] [stall] [--engines=pglite,embedded]`;
// none named runs them all but `scale`. `stall` (bench/stall.mjs) saves to
// bench/results/stall-latest.json; `scale` (bench/scale.mjs, `--size=small` to try it quickly)
// to bench/results/scale-latest.json. `--product=DIR` measures another built copy of the product.
// `lighthouse` (bench/lighthouse.mjs) scores six pages with Lighthouse and saves to
// bench/results/lighthouse-latest.json; `basic` prints the JavaScript budgets (bench/budgets.mjs);
// `typing` (bench/typing.mjs) times every input event of the new-order flow on a 4× slower CPU and
// the order list's repeat visit from the service worker, saved to bench/results/typing-latest.json.
// `citus` (bench/citus-scenario.mjs, run only when named) builds and starts a 3-node Citus cluster,
// runs the scale bench on it and on a single PostgreSQL, adds a worker under a light write load,
// stops the cluster, and saves to bench/results/citus-latest.json (`--size=medium`: 100,000 orders);
// `citus-rebalance` the worker added under load alone (bench/results/citus-rebalance-latest.json).
// `fuzz` runs the OpenAPI fuzz at its full size (FUZZ_RUNS, 500 unless set; `npm test` runs 100).
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import prettier from 'prettier';
import { budgetTable, measureBudgets } from './budgets.mjs';
import {
  citusRebalanceScenario,
  citusScenario,
  citusTable,
  rebalanceLines,
} from './citus-scenario.mjs';
import { crashScenario, databaseScenario } from './database.mjs';
import { lighthouseScenario, lighthouseTable, saveLighthouse } from './lighthouse.mjs';
import { typingScenario, typingTable } from './typing.mjs';
import { scaleScenario, scaleTable } from './scale.mjs';
import { onInterrupt, signedInToken, startServer as startBuiltServer, stop } from './servers.mjs';
import { stallScenario, stallTable } from './stall.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length };

/** The commit the measured product was built from: its git HEAD, or a COMMIT file beside it. */
function productCommit() {
  const r = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: product, encoding: 'utf8' });
  if (r.status === 0 && product === root) return r.stdout.trim();
  try {
    return readFileSync(path.join(product, 'COMMIT'), 'utf8').trim();
  } catch {
    return r.status === 0 ? r.stdout.trim() : null;
  }
}

function build() {
  const r = spawnSync('npm', ['run', 'build'], { cwd: product, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The server this run measures: this checkout's, or another built copy's (`--product=DIR`).
const productArg = process.argv.find((arg) => arg.startsWith('--product='));
const product = productArg ? path.resolve(productArg.slice('--product='.length)) : root;
const server = path.join(product, 'apps/server/dist/server.js');
const startServer = (dataDir, port, extraEnv) => startBuiltServer(server, dataDir, port, extraEnv);

function load(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: 5, ...options }, (err, r) => {
      if (err) reject(err);
      else
        resolve({
          requestsPerSecond: Math.round(r.requests.average),
          latencyP50ms: r.latency.p50,
          latencyP99ms: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors,
        });
    });
  });
}

/** Bytes on the wire for one GET with this Accept-Encoding (the body as sent, not decoded). */
function wireBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { accept: 'text/html,*/*', 'accept-encoding': encoding } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/**
 * What a first visit to `/` downloads before the sign-in screen can render: the page and the
 * scripts and styles it names (entry and modulepreloads), as a browser taking brotli receives
 * them and as a client taking no compression does.
 */
async function firstVisit(baseUrl) {
  const html = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const files = [
    '/',
    ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
  ];
  const sum = async (encoding) => {
    let total = 0;
    for (const file of files) total += await wireBytes(`${baseUrl}${file}`, encoding);
    return +(total / 1024).toFixed(1);
  };
  return {
    files: files.length,
    brotliKB: await sum('br, gzip'),
    gzipKB: await sum('gzip'),
    identityKB: await sum('identity'),
  };
}

function bundleSizes() {
  const dist = path.join(root, 'apps/web/dist');
  const assets = path.join(dist, 'assets');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  let totalJs = 0;
  let totalJsGzip = 0;
  let initialGzip = 0;
  let largest = { file: '', gzip: 0 };
  for (const file of readdirSync(assets)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const bytes = readFileSync(path.join(assets, file));
    const gz = gzipSync(bytes).length;
    if (file.endsWith('.js')) {
      totalJs += statSync(path.join(assets, file)).size;
      totalJsGzip += gz;
      if (gz > largest.gzip) largest = { file, gzip: gz };
    }
    if (initial.includes(file)) initialGzip += gz;
  }
  return {
    initialGzipKB: +(initialGzip / 1024).toFixed(1),
    totalJsKB: +(totalJs / 1024).toFixed(1),
    totalJsGzipKB: +(totalJsGzip / 1024).toFixed(1),
    largestChunk: `${largest.file} (${(largest.gzip / 1024).toFixed(1)} KB gz)`,
  };
}

const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
// `scale` (about 15 minutes) and `citus` (longer) run only when named.
const wanted = (scenario) =>
  named.length === 0
    ? !['scale', 'citus', 'citus-rebalance'].includes(scenario)
    : named.includes(scenario);
const enginesArg = process.argv.find((arg) => arg.startsWith('--engines='));
const engines = enginesArg && enginesArg.slice('--engines='.length).split(',');
const stallEngines = engines ?? ['pglite', 'embedded'];
const sizeArg = process.argv.find((arg) => arg.startsWith('--size='));
const scaleSize = sizeArg ? sizeArg.slice('--size='.length) : 'full';

if (!['full', 'medium', 'small'].includes(scaleSize))
  throw new Error('--size is full, medium or small');
if (!process.argv.includes('--no-build')) build();

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsm-bench-'));
// Run as root, the embedded PostgreSQL server runs as the user postgres, who must reach DATA_DIR.
chmodSync(tmp, 0o755);
onInterrupt(() => rmSync(tmp, { recursive: true, force: true }));
const dataDir = path.join(tmp, 'data');
const outbox = path.join(tmp, 'outbox.jsonl');
// The load comes from one address: lift the per-address limits, or the figures would measure 429s.
const env = {
  SMS_TRANSPORT: 'outbox',
  SMS_OUTBOX: outbox,
  OTP_LIMIT_PER_ADDRESS: '100000',
  RATE_LIMIT_SIGN_IN: '1000000000',
  RATE_LIMIT_PUBLIC: '1000000000',
  RATE_LIMIT_UPLOAD: '1000000000',
};
try {
  if (wanted('stall')) {
    const stall = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverageAtStart: os.loadavg().map((v) => +v.toFixed(2)),
      engines: await stallScenario({
        startServer,
        stop,
        signedInToken,
        tmp,
        env,
        engines: stallEngines,
      }),
      loadAverageAtEnd: os.loadavg().map((v) => +v.toFixed(2)),
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    // Formatted as the repository's format check wants it (short arrays on one line).
    writeFileSync(
      path.join(root, 'bench/results/stall-latest.json'),
      await prettier.format(JSON.stringify(stall, null, 2), { parser: 'json' }),
    );
    console.log(stallTable(stall.engines));
  }
  if (wanted('scale')) {
    const scale = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      size: scaleSize,
      product: product === root ? 'this checkout' : product,
      commit: productCommit(),
      loadAverageAtStart: os.loadavg().map((v) => +v.toFixed(2)),
      ...(await scaleScenario({
        serverJs: server,
        startServer: startBuiltServer,
        stop,
        signIn: signedInToken,
        tmp,
        env,
        engines: engines ?? ['external', 'embedded'],
        size: scaleSize,
      })),
      loadAverageAtEnd: os.loadavg().map((v) => +v.toFixed(2)),
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/scale-latest.json'),
      await prettier.format(JSON.stringify(scale, null, 2), { parser: 'json' }),
    );
    console.log(scaleTable(scale));
  }
  if (wanted('citus')) {
    const citus = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      product: product === root ? 'this checkout' : product,
      commit: productCommit(),
      loadAverageAtStart: os.loadavg().map((v) => +v.toFixed(2)),
      ...(await citusScenario({
        serverJs: server,
        startServer: startBuiltServer,
        stop,
        signIn: signedInToken,
        tmp,
        env,
        size: scaleSize,
        ...(engines ? { engines } : {}),
      })),
      loadAverageAtEnd: os.loadavg().map((v) => +v.toFixed(2)),
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/citus-latest.json'),
      await prettier.format(JSON.stringify(citus, null, 2), { parser: 'json' }),
    );
    console.log(citusTable(citus));
  }
  if (wanted('citus-rebalance')) {
    const rebalance = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      commit: productCommit(),
      loadAverageAtStart: os.loadavg().map((v) => +v.toFixed(2)),
      ...(await citusRebalanceScenario({
        serverJs: server,
        startServer: startBuiltServer,
        stop,
        signIn: signedInToken,
        tmp,
        env,
        size: sizeArg ? scaleSize : 'small',
      })),
      loadAverageAtEnd: os.loadavg().map((v) => +v.toFixed(2)),
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/citus-rebalance-latest.json'),
      await prettier.format(JSON.stringify(rebalance, null, 2), { parser: 'json' }),
    );
    console.log(rebalanceLines(rebalance.rebalance).join('\n'));
  }
  if (wanted('database') || wanted('crash')) {
    const database = { date: new Date().toISOString(), cpus: os.cpus().length };
    if (wanted('database'))
      database.engines = await databaseScenario({ startServer, stop, tmp, env });
    if (wanted('crash')) database.crash = crashScenario(root);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/database-latest.json'),
      `${JSON.stringify(database, null, 2)}\n`,
    );
    console.log(JSON.stringify(database, null, 2));
  }
  if (wanted('basic')) {
    const first = await startServer(dataDir, 3290, env);
    results.startup = { firstStartEmptyDataDirMs: first.ms };
    await stop(first.child);
    const again = await startServer(dataDir, 3290, env);
    results.startup.restartExistingDataDirMs = again.ms;

    const token = await signedInToken(again.url, outbox);
    results.api = {
      healthz: await load(`${again.url}/healthz`),
      pincodeLookup: await load(`${again.url}/api/pincode/380001`),
      userDetails: await load(`${again.url}/api/get_user_details`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    };
    results.firstVisitLogin = await firstVisit(again.url);
    await stop(again.child);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
if (wanted('fuzz')) {
  // The OpenAPI fuzz at its full size (`npm test` runs a fast size): every operation fed
  // FUZZ_RUNS bad requests per kind of caller, on PGlite, and on PostgreSQL when
  // TEST_DATABASE_URL names a server.
  const fuzzRuns = process.env.FUZZ_RUNS ?? '500';
  const fuzzFile = 'apps/server/src/openapi-fuzz.test.ts';
  const { TEST_DATABASE_URL: postgresUrl, ...embeddedEnv } = process.env;
  const passes = [['PGlite', embeddedEnv]];
  if (postgresUrl) passes.push(['PostgreSQL', { ...process.env }]);
  results.fuzz = { runsPerOperationAndCaller: Number(fuzzRuns), passes: [] };
  for (const [engine, passEnv] of passes) {
    const started = Date.now();
    const status = spawnSync('npx', ['vitest', 'run', '--project', 'server', fuzzFile], {
      cwd: root,
      stdio: 'inherit',
      env: { ...passEnv, FUZZ_RUNS: fuzzRuns },
    }).status;
    results.fuzz.passes.push({
      engine,
      passed: status === 0,
      seconds: (Date.now() - started) / 1000,
    });
    if (status !== 0) process.exitCode = 1;
  }
  console.log(JSON.stringify(results.fuzz, null, 2));
}
if (wanted('lighthouse')) {
  const lighthouse = await lighthouseScenario({
    serverJs: path.join(product, 'apps/server/dist/server.js'),
  });
  await saveLighthouse(lighthouse, path.join(root, 'bench/results/lighthouse-latest.json'));
  console.log(lighthouseTable(lighthouse.pages));
}
if (wanted('typing')) {
  const typing = await typingScenario({
    serverJs: path.join(product, 'apps/server/dist/server.js'),
  });
  await saveLighthouse(typing, path.join(root, 'bench/results/typing-latest.json'));
  console.log(typingTable(typing));
}
if (wanted('basic')) {
  results.bundle = bundleSizes();
  results.budgets = measureBudgets(path.join(product, 'apps/web/dist'));
  console.log(budgetTable(results.budgets));

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/latest.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(JSON.stringify(results, null, 2));
}
