// `npm test`: every test. Type-check, lint and format check side by side; unit and component
// tests, with the API tests on the product's own embedded PostgreSQL (the native server it runs by
// default, started for the run); the API tests once more on the PostgreSQL server TEST_DATABASE_URL
// names, with every statement of a shop's request checked for its store_id (test/store-id-check.ts); the
// fallback engine's (PGlite) database layer and core writes; then, on the built product
// with its embedded PostgreSQL, the crash suite (a fast size: `npm run bench` runs the full one), the
// multi-server suite and the browser tests.
// Ends with each stage's time and one summary line, 'N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const postgresUrl = process.env.TEST_DATABASE_URL;
const { TEST_DATABASE_URL: _omit, ...localEnv } = process.env;
const reports = mkdtempSync(path.join(os.tmpdir(), 'tsm-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };

const started = Date.now();
const stageTimes = [];

function timed(title, work) {
  const start = Date.now();
  const result = work();
  const record = () => stageTimes.push([title, (Date.now() - start) / 1000]);
  if (result instanceof Promise) return result.finally(record);
  record();
  return result;
}

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title}\n`);
  return timed(title, () => spawnSync(command, args, { stdio: 'inherit', env }).status === 0);
}

/**
 * Runs a command with its output held back, then prints it whole under its title: for commands
 * that run side by side.
 */
function runQuietly(title, command, args, env = process.env) {
  return timed(
    title,
    () =>
      new Promise((resolve) => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (status) => {
          console.log(`\n=== ${title}${status === 0 ? '' : ' (FAILED)'}\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(status === 0);
        });
      }),
  );
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.flaky += stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function vitestArgs(args, out) {
  return [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
}

function countVitestRun(out, ok) {
  try {
    countVitest(out);
  } catch {
    totals.failed += ok ? 0 : 1;
  }
  return ok;
}

function vitest(title, args, env, name) {
  const out = path.join(reports, `${name}.json`);
  return countVitestRun(out, run(title, 'npx', vitestArgs(args, out), env));
}

/** As vitest(), with its output held back until it ends: for a run beside another command. */
async function vitestQuietly(title, args, env, name) {
  const out = path.join(reports, `${name}.json`);
  return countVitestRun(out, await runQuietly(title, 'npx', vitestArgs(args, out), env));
}

function finish(ok) {
  rmSync(reports, { recursive: true, force: true });
  console.log('\n=== Time per stage\n');
  for (const [title, seconds] of stageTimes)
    console.log(`${seconds.toFixed(0).padStart(6)} s  ${title}`);
  console.log(`${((Date.now() - started) / 1000).toFixed(0).padStart(6)} s  in all`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  // Browser tests that passed only on their retry: counted as passed, and named in the list above.
  const flaky = totals.flaky ? ` (${totals.flaky} browser test(s) passed on a retry)` : '';
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}${flaky}`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

// Each of the three is mostly one core's work: side by side they take about the longest one's time.
const staticChecks = await Promise.all([
  runQuietly('Type-check', 'npm', ['run', '--silent', 'typecheck']),
  runQuietly('Lint', 'npx', ['eslint', '.']),
  runQuietly('Format check', 'npx', ['prettier', '--check', '.']),
]);
if (staticChecks.includes(false)) finish(false);

/**
 * The server's test files that open a database: through the test database or app helpers, their
 * fixtures, or the database client itself. The rest (pure functions, lint probes, the embedded
 * server's own start-up) would only run again unchanged on PostgreSQL.
 */
function databaseTestFiles() {
  const root = 'apps/server/src';
  const opensDatabase =
    /test\/(test-app|test-database|shop-fixtures|team-fixtures|order-fixtures|query-plans)\b|openPglite|openPostgres|TEST_DATABASE_URL/;
  return readdirSync(root, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(root, file))
    .filter((file) => opensDatabase.test(readFileSync(file, 'utf8')));
}

/**
 * What runs on PGlite, the fallback engine (DATABASE=pglite), besides the tests that open it
 * themselves: the database layer (transactions, row-level security, migrations), the request's
 * transaction and idempotency, the jobs, and the writes money and people rest on.
 */
const PGLITE_FALLBACK = [
  'apps/server/src/db/',
  'apps/server/src/plugins/idempotency.test.ts',
  'apps/server/src/plugins/request-transaction.test.ts',
  'apps/server/src/jobs/',
  'apps/server/src/features/orders/orders.routes.test.ts',
  'apps/server/src/features/payments/payments.routes.test.ts',
  'apps/server/src/features/karigars/karigars.routes.test.ts',
  'apps/server/src/features/auth/auth.routes.test.ts',
  'apps/server/src/features/data-export/data-export.routes.test.ts',
];

// The OpenAPI fuzz's fast size: 100 bad requests per operation and kind of caller, on each engine.
// `npm run bench -- fuzz` runs the full size (500).
localEnv.FUZZ_RUNS ??= '100';
process.env.FUZZ_RUNS ??= '100';
const serverProjects = ['--project', 'server', '--project', 'server-isolated'];
let ok = vitest(
  'Unit, component and API tests (embedded PostgreSQL)',
  [],
  { ...localEnv, TEST_DATABASE: 'embedded' },
  'embedded',
);
if (postgresUrl) {
  ok =
    vitest(
      'API tests on PostgreSQL (TEST_DATABASE_URL), each shop statement checked for its store_id',
      [...serverProjects, ...databaseTestFiles()],
      { ...process.env, TEST_DATABASE_URL: postgresUrl, TEST_STORE_ID_CHECK: '1' },
      'postgres',
    ) && ok;
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on the embedded PostgreSQL only.');
}
// Roles belong to a PostgreSQL server; PGlite has one superuser, so the owner-role test has
// nothing to run on it.
const fallbackFiles = databaseTestFiles().filter(
  (file) =>
    PGLITE_FALLBACK.some((prefix) => file.startsWith(prefix)) &&
    !file.endsWith('owner-role.test.ts'),
);
// The build (mostly one core's work) beside the PGlite run, which leaves the other core idle at
// times: together they take about the PGlite run's time.
const [pgliteOk, buildOk] = await Promise.all([
  vitestQuietly(
    'Database layer and core writes on PGlite (the fallback engine)',
    [...serverProjects, ...fallbackFiles],
    { ...localEnv, TEST_DATABASE: 'pglite' },
    'pglite',
  ),
  runQuietly('Build', 'npm', ['run', 'build']),
]);
if (!(ok && pgliteOk && buildOk)) finish(false);
/**
 * A script (crash/, bench/budgets.mjs) that writes {passed, failed} to its --report file; each
 * check counts as a test.
 */
async function checkSuite(title, script, name) {
  const out = path.join(reports, `${name}.json`);
  const ok = await runQuietly(title, 'node', [script, '--report', out]);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.passed;
    totals.failed += report.failed;
  } catch {
    if (!ok) totals.failed += 1;
  }
  return ok;
}

// The JavaScript each route loads on a first visit, from the build output, against its budget.
const budgetsOk = await checkSuite(
  'JavaScript budgets (bench/budgets.mjs)',
  'bench/budgets.mjs',
  'budgets',
);
// kill -9 of the built server and of its PostgreSQL under write load.
// The fast size: 8 kills of the server and 4 of the postmaster (`npm run bench` runs 100 and 50).
process.env.CRASH_CYCLES ??= '8';
// Side by side: each keeps about one core busy (it waits on servers and PostgreSQL stopping and
// starting), and each takes its own ports and folders.
const [crashOk, multiOk] = await Promise.all([
  checkSuite(
    'Crash suite (kill -9 under write load, embedded PostgreSQL)',
    'crash/crash-suite.mjs',
    'crash',
  ),
  // Two built servers on one PostgreSQL and one S3 bucket, requests alternating between them.
  checkSuite(
    'Multi-server suite (two servers, one database, one S3 bucket)',
    'crash/multi-server.mjs',
    'multi-server',
  ),
]);
const playwrightReport = path.join(reports, 'playwright.json');
const e2eOk = run(
  'Browser tests (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', '--reporter=list,json'],
  {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  },
);
try {
  countPlaywright(playwrightReport);
} catch {
  if (!e2eOk) totals.failed += 1;
}
finish(e2eOk && budgetsOk && crashOk && multiOk);
