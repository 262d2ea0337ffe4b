// What the bench scenarios share: starting and stopping the built server, signing in, a throw-away
// PostgreSQL cluster, the embedded server's connection, and a clean-up that also runs on Ctrl-C
// (SIGINT) or SIGTERM, so that no server, database or temporary folder outlives a run.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const cleanups = new Set();
let signalled = false;

/** Runs `fn` on Ctrl-C or SIGTERM (newest first) unless `release()` was called before. */
export function onInterrupt(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

async function interrupted(signal) {
  if (signalled) return;
  signalled = true;
  console.error(`\nbench: ${signal}: stopping what it started`);
  for (const fn of [...cleanups].reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error(`bench: clean-up: ${error.message}`);
    }
  }
  process.exit(130);
}
process.once('SIGINT', () => interrupted('SIGINT'));
process.once('SIGTERM', () => interrupted('SIGTERM'));

/** The embedded PostgreSQL server of a DATA_DIR, if it runs: stops it (after a server was killed). */
function stopOrphanPostgres(dataDir) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    // gone already
  }
}

/** Stops a server started by startServer: SIGTERM, and after 20 s SIGKILL (and its PostgreSQL). */
export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      if (child.dataDir) stopOrphanPostgres(child.dataDir);
    }, 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      child.release?.();
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the built server `serverJs` on 127.0.0.1:`port` and waits for a healthy /healthz;
 * `nodeArgs` go to node before the script (`--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startServer(serverJs, dataDir, port, extraEnv = {}, nodeArgs = []) {
  const started = performance.now();
  const child = spawn('node', [...nodeArgs, serverJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...extraEnv,
    },
    stdio: ['ignore', process.env.BENCH_SERVER_LOGS ? 'inherit' : 'ignore', 'inherit'],
  });
  child.dataDir = dataDir;
  child.release = onInterrupt(() => stop(child));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    if (performance.now() - started > 300_000) {
      await stop(child);
      throw new Error('server not healthy after 5 minutes');
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, url, ms: Math.round(performance.now() - started) };
}

/** Signs in by OTP (SMS_TRANSPORT=outbox) and answers the token. */
export async function signedInToken(url, outbox, phone = '7000000001') {
  const requested = await fetch(`${url}/api/auth/otp/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  });
  if (!requested.ok) throw new Error(`OTP request for ${phone} answered ${requested.status}`);
  const lines = readFileSync(outbox, 'utf8').trim().split('\n');
  const mine = lines.map((line) => JSON.parse(line)).filter((m) => m.to?.endsWith?.(phone));
  const otp = (mine.at(-1) ?? JSON.parse(lines[lines.length - 1])).meta.otp;
  const res = await fetch(`${url}/api/auth/otp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, otp }),
  });
  if (!res.ok) throw new Error(`OTP verify for ${phone} answered ${res.status}`);
  return (await res.json()).token;
}

/** Runs a PostgreSQL program of `bin` (as the user postgres when run as root). */
function pgRun(bin, cmd, args) {
  const r =
    process.getuid?.() === 0
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args])
      : spawnSync(path.join(bin, cmd), args);
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
}

/**
 * Starts PostgreSQL (the programs in `bin`) on an existing data folder, its socket and start-up
 * log in `dir`; `settings` are passed as `-c name=value`. Stopped by `stop()`, or on Ctrl-C.
 */
export function startCluster({ bin, data, dir, port, settings = {} }) {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const options = [
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=100`,
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  pgRun(bin, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']);
  let stopped = false;
  const stopCluster = () => {
    if (stopped) return;
    stopped = true;
    release();
    pgRun(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  const release = onInterrupt(stopCluster);
  return { data, port, stop: stopCluster };
}

/**
 * A throw-away PostgreSQL cluster of the machine's own server (the newest in /usr/lib/postgresql,
 * or `version`), fsync on, as .ci/run starts one; `settings` are passed as `-c name=value`.
 */
export function startExternalCluster(dir, port, { version, settings = {} } = {}) {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  const chosen = version && versions.includes(String(version)) ? String(version) : versions.at(-1);
  const bin = path.join(root, chosen, 'bin');
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'cluster');
  pgRun(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const cluster = startCluster({ bin, data, dir, port, settings });
  return { ...cluster, url: `postgres://postgres@127.0.0.1:${port}/postgres`, version: chosen };
}

/** The embedded server's port (postmaster.pid, line 4) and password, while the product runs it. */
export function embeddedConnection(dataDir) {
  const pid = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return {
    host: '127.0.0.1',
    port: Number(pid[3]),
    user: 'postgres',
    database: 'postgres',
    password: readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim(),
  };
}
