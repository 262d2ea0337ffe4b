import { execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgres, orphanPostmaster } from './embedded-postgres';
import { isRunning } from './is-running';

const run = promisify(execFile);
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsm-embedded-'));
// As root the server runs as the user postgres, which must be able to enter the folder.
chmodSync(tmp, 0o755);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let template = '';
let counter = 0;

/** A data folder holding a copy of one cluster made once for the file (initdb takes seconds). */
async function freshDataDir(): Promise<string> {
  counter += 1;
  const dataDir = path.join(tmp, `data-${counter}`);
  await run('cp', ['-a', template, dataDir]);
  return dataDir;
}

function options(dataDir: string) {
  return {
    dir: path.join(dataDir, 'pg'),
    passwordFile: path.join(dataDir, 'postgres-password'),
    log: quiet,
  };
}

async function query<T extends pg.QueryResultRow>(server: EmbeddedPostgres, text: string) {
  const client = new pg.Client(server.connectionOptions());
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function waitFor(condition: () => boolean, ms = 30_000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  template = path.join(tmp, 'template');
  const server = await EmbeddedPostgres.start(options(template));
  await query(server, 'create table marks (n int primary key)');
  await server.stop();
}, 120_000);

describe('EmbeddedPostgres', () => {
  it('creates its cluster on an empty folder, with a generated password and fsync on', async () => {
    const dataDir = path.join(tmp, 'empty');
    const server = await EmbeddedPostgres.start(options(dataDir));
    try {
      expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      expect(server.password).toMatch(/^[\w-]{32}$/);
      const rows = await query<{ name: string; setting: string }>(
        server,
        `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes', 'listen_addresses') order by name`,
      );
      expect(rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'full_page_writes', setting: 'on' },
        { name: 'listen_addresses', setting: '127.0.0.1' },
        { name: 'synchronous_commit', setting: 'on' },
      ]);
      // The password is required: a wrong one is refused.
      const intruder = new pg.Client({ ...server.connectionOptions(), password: 'password' });
      await expect(intruder.connect()).rejects.toThrow(/password authentication failed/);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('stops PostgreSQL on stop, and starts again on the existing data', async () => {
    const dataDir = await freshDataDir();
    const first = await EmbeddedPostgres.start(options(dataDir));
    const pid = first.pid!;
    await query(first, 'insert into marks values (1), (2)');
    await first.stop();
    expect(isRunning(pid)).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await EmbeddedPostgres.start(options(dataDir));
    try {
      expect(await query(second, 'select n from marks order by n')).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('stops a postmaster left running by a killed owner process, then opens the data', async () => {
    const dataDir = await freshDataDir();
    // The owner: a separate Node process that starts the postmaster the way the server does (its
    // own process group) and is then killed with SIGKILL, leaving the postmaster orphaned.
    const { postgres } = (await import(
      `@embedded-postgres/${process.platform}-${process.arch}`
    )) as { postgres: string };
    const runAs =
      process.getuid?.() === 0
        ? {
            uid: Number((await run('id', ['-u', 'postgres'])).stdout),
            gid: Number((await run('id', ['-g', 'postgres'])).stdout),
          }
        : {};
    const args = [
      '-D',
      path.join(dataDir, 'pg'),
      '-p',
      '54329',
      '-c',
      'listen_addresses=',
      '-c',
      // In its own data folder: as root the postmaster runs as postgres, which cannot write to tmp.
      `unix_socket_directories=${path.join(dataDir, 'pg')}`,
    ];
    const owner = spawn(
      process.execPath,
      [
        '-e',
        `const c = require('node:child_process').spawn(${JSON.stringify(postgres)}, ${JSON.stringify(args)},
           { detached: true, stdio: 'ignore', ...${JSON.stringify(runAs)} });
         console.log(c.pid); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const orphan = Number(
      await new Promise<string>((resolve) => owner.stdout.once('data', (d) => resolve(String(d)))),
    );
    try {
      // The postmaster creates its pid file, then writes it: wait for the line naming it (reading
      // between the two found an empty file, and no orphan, under load).
      const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
      await waitFor(
        () => existsSync(pidFile) && readFileSync(pidFile, 'utf8').startsWith(`${orphan}\n`),
      );
    } finally {
      owner.kill('SIGKILL');
    }
    await new Promise((resolve) => owner.once('exit', resolve));
    expect(isRunning(orphan)).toBe(true);
    expect(await orphanPostmaster(path.join(dataDir, 'pg'))).toBe(orphan);

    const server = await EmbeddedPostgres.start(options(dataDir));
    try {
      expect(isRunning(orphan)).toBe(false);
      expect(await query(server, 'select count(*)::int as n from marks')).toEqual([{ n: 0 }]);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('starts despite a stale postmaster.pid naming a process that is not PostgreSQL', async () => {
    const dataDir = await freshDataDir();
    // After a power cut the old PID may belong to anything; here, to this very test process.
    writeFileSync(
      path.join(dataDir, 'pg', 'postmaster.pid'),
      `${process.pid}\n${path.join(dataDir, 'pg')}\n1700000000\n5432\n\n127.0.0.1\n  1234   5678\nready\n`,
    );
    const server = await EmbeddedPostgres.start(options(dataDir));
    try {
      expect(await query(server, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('restarts a postmaster killed with SIGKILL, keeping every committed row, and is unavailable meanwhile', async () => {
    const dataDir = await freshDataDir();
    const server = await EmbeddedPostgres.start(options(dataDir));
    try {
      await query(server, 'insert into marks select generate_series(1, 500)');
      const before = server.pid!;
      process.kill(before, 'SIGKILL');
      await waitFor(() => !server.available);
      await waitFor(() => server.available && server.pid !== before);
      expect(await query(server, 'select count(*)::int as n from marks')).toEqual([{ n: 500 }]);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
