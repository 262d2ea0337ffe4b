// `npm test`: every test. Unit and API tests on PGlite; the API tests once more on PostgreSQL when
// TEST_DATABASE_URL names a server; then, on the built product with its embedded PostgreSQL, the
// crash suite, the multi-server suite and the browser tests.
// Ends with one summary line, 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const postgresUrl = process.env.TEST_DATABASE_URL;
const { TEST_DATABASE_URL: _omit, ...embeddedEnv } = process.env;
const reports = mkdtempSync(path.join(os.tmpdir(), 'tsm-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
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

function vitest(title, args, env, name) {
  const out = path.join(reports, `${name}.json`);
  const ok = run(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  try {
    countVitest(out);
  } catch {
    totals.failed += ok ? 0 : 1;
  }
  return ok;
}

function finish(ok) {
  rmSync(reports, { recursive: true, force: true });
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  // Browser tests that passed only on their retry: counted as passed, and named in the list above.
  const flaky = totals.flaky ? ` (${totals.flaky} browser test(s) passed on a retry)` : '';
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}${flaky}`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

if (!run('Type-check', 'npm', ['run', '--silent', 'typecheck'])) finish(false);
if (!run('Lint', 'npx', ['eslint', '.'])) finish(false);
if (!run('Format check', 'npx', ['prettier', '--check', '.'])) finish(false);

let ok = vitest('Unit, component and API tests (PGlite)', [], embeddedEnv, 'embedded');
if (postgresUrl) {
  ok =
    vitest(
      'API tests on PostgreSQL',
      ['--project', 'server'],
      { ...process.env, TEST_DATABASE_URL: postgresUrl },
      'postgres',
    ) && ok;
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}
if (!ok) finish(false);
if (!run('Build', 'npm', ['run', 'build'])) finish(false);
/**
 * A script (crash/, bench/budgets.mjs) that writes {passed, failed} to its --report file; each
 * check counts as a test.
 */
function checkSuite(title, script, name) {
  const out = path.join(reports, `${name}.json`);
  const ok = run(title, 'node', [script, '--report', out]);
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
const budgetsOk = checkSuite(
  'JavaScript budgets (bench/budgets.mjs)',
  'bench/budgets.mjs',
  'budgets',
);
// kill -9 of the built server and of its PostgreSQL under write load.
const crashOk = checkSuite(
  'Crash suite (kill -9 under write load, embedded PostgreSQL)',
  'crash/crash-suite.mjs',
  'crash',
);
// Two built servers on one PostgreSQL and one S3 bucket, requests alternating between them.
const multiOk = checkSuite(
  'Multi-server suite (two servers, one database, one S3 bucket)',
  'crash/multi-server.mjs',
  'multi-server',
);
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
