// `npm test`: every test. Unit and API tests on the embedded database; the API tests once more on
// PostgreSQL when TEST_DATABASE_URL names a server; then the browser tests on the built product.
import { spawnSync } from 'node:child_process';

const postgresUrl = process.env.TEST_DATABASE_URL;
const { TEST_DATABASE_URL: _omit, ...embeddedEnv } = process.env;

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${title}: failed`);
    process.exit(result.status ?? 1);
  }
}

run('Unit, component and API tests (PGlite)', 'npx', ['vitest', 'run'], embeddedEnv);
if (postgresUrl) {
  run('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { ...process.env, TEST_DATABASE_URL: postgresUrl });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}
run('Build', 'npm', ['run', 'build']);
run('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);
