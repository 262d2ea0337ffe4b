var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/restore.ts
import { existsSync as existsSync4, readFileSync as readFileSync3 } from "node:fs";
import path10 from "node:path";
import { parseArgs } from "node:util";

// src/config/env.ts
import path from "node:path";
import { z } from "zod";
var booleanish = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");
var envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL").optional(),
  // The embedded PostgreSQL server is the default; `pglite` is the fallback for machines where its
  // native binaries cannot run (PGlite does not survive power cuts: no fsync).
  DATABASE: z.enum(["embedded", "pglite"]).default("embedded"),
  PUBLIC_URL: z.url().optional(),
  SMS_TRANSPORT: z.enum(["console", "outbox", "http"]).default("console"),
  SMS_OUTBOX: z.string().optional(),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_AUTHORIZATION: z.string().optional(),
  // Messages to customers: none (the staff send them from WhatsApp by hand), the SMS transport
  // above, or the WhatsApp Business Cloud API.
  MESSAGE_TRANSPORT: z.enum(["none", "sms", "whatsapp"]).default("none"),
  WHATSAPP_API_URL: z.url().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  OTP_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_PUBLIC: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_UPLOAD: z.coerce.number().int().positive().default(200),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(24 * 30),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:support@tailorshopmanager.in"),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  SERVE_WEB: booleanish.default(true),
  // Garment photos: DATA_DIR/uploads by default; an S3-compatible bucket when several servers share.
  IMAGE_STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  S3_PREFIX: z.string().regex(/^[A-Za-z0-9_./-]*$/, "letters, digits and _ . / - only").default("")
});
var ConfigError = class extends Error {
};
function parseTrustProxy(value) {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  const parts = value.split(",").map((s) => s.trim()).filter(Boolean);
  return parts.length === 1 ? parts[0] : parts;
}
function loadConfig(source = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:
${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.SMS_TRANSPORT === "http" && !e.SMS_HTTP_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  SMS_HTTP_URL: required when SMS_TRANSPORT=http"
    );
  }
  if (e.MESSAGE_TRANSPORT === "whatsapp" && !(e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_ACCESS_TOKEN)) {
    throw new ConfigError(
      "Invalid configuration:\n  WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN: required when MESSAGE_TRANSPORT=whatsapp"
    );
  }
  if (e.DATABASE_URL && source.DATABASE) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE and DATABASE_URL: set one (DATABASE_URL names an external server)"
    );
  }
  if (e.IMAGE_STORAGE === "s3" && !e.S3_BUCKET) {
    throw new ConfigError("Invalid configuration:\n  S3_BUCKET: required when IMAGE_STORAGE=s3");
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"
    );
  }
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  OIDC_ISSUER and OIDC_CLIENT_ID must be set together"
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    database: e.DATABASE_URL ? "external" : e.DATABASE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    sms: e.SMS_TRANSPORT === "outbox" ? {
      transport: "outbox",
      outboxPath: path.resolve(e.SMS_OUTBOX ?? path.join(dataDir, "sms-outbox.jsonl"))
    } : e.SMS_TRANSPORT === "http" ? { transport: "http", url: e.SMS_HTTP_URL, authorization: e.SMS_HTTP_AUTHORIZATION } : { transport: "console" },
    messages: e.MESSAGE_TRANSPORT === "whatsapp" ? {
      transport: "whatsapp",
      apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ""),
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: e.WHATSAPP_ACCESS_TOKEN
    } : { transport: e.MESSAGE_TRANSPORT },
    otpLimitPerAddress: e.OTP_LIMIT_PER_ADDRESS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: {
      signInPer10Minutes: e.RATE_LIMIT_SIGN_IN,
      publicPerMinute: e.RATE_LIMIT_PUBLIC,
      uploadsPer10Minutes: e.RATE_LIMIT_UPLOAD
    },
    jwtSecret: e.JWT_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT
    },
    oidc: e.OIDC_ISSUER && e.OIDC_CLIENT_ID ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET } : void 0,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    serveWeb: e.SERVE_WEB,
    imageStorage: e.IMAGE_STORAGE === "s3" ? {
      kind: "s3",
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      prefix: e.S3_PREFIX
    } : { kind: "local" }
  };
}

// src/restore.ts
import pino from "pino";

// src/db/data-dir-lock.ts
import { mkdirSync, readFileSync as readFileSync2, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path2 from "node:path";
import lockfile from "proper-lockfile";

// src/db/is-running.ts
import { readFileSync } from "node:fs";
function isRunning(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== "EPERM") return false;
  }
  try {
    const stat2 = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat2.slice(stat2.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return process.platform !== "linux";
  }
}

// src/db/data-dir-lock.ts
var DataDirLockedError = class extends Error {
  constructor(dataDir) {
    super(
      `Another Tailor Shop Manager server is already using the data folder ${dataDir}. Stop it first, or start this one with a different DATA_DIR (two servers on one embedded database would corrupt it). If it has only just stopped, wait ten seconds and try again.`
    );
  }
};
function holderIsGone(ownerFile) {
  try {
    const [pid, host] = readFileSync2(ownerFile, "utf8").split("\n");
    return host === os.hostname() && Number(pid) > 0 && !isRunning(Number(pid));
  } catch {
    return false;
  }
}
async function lockDataDir(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path2.join(dataDir, "server.lock");
  const ownerFile = path2.join(dataDir, "server.lock.owner");
  let release;
  try {
    release = await acquire(dataDir, lockPath);
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || !holderIsGone(ownerFile)) throw error;
    rmSync(lockPath, { recursive: true, force: true });
    release = await acquire(dataDir, lockPath);
  }
  writeFileSync(ownerFile, `${process.pid}
${os.hostname()}
`);
  return async () => {
    rmSync(ownerFile, { force: true });
    await release();
  };
}
async function acquire(dataDir, lockPath) {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: 1e4,
      update: 3e3,
      realpath: false,
      onCompromised: (error) => {
        console.error(
          `The lock on the data folder ${dataDir} was lost (${error.message}); stopping to protect the data.`
        );
        process.exit(1);
      }
    });
  } catch (error) {
    if (error.code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}

// src/db/durability.ts
import { sql } from "drizzle-orm";
var RISKS = {
  fsync: {
    safe: (value) => value === "on",
    risk: "fsync=off: a power cut or OS crash can corrupt the whole database, not only lose the last writes"
  },
  synchronous_commit: {
    // on, local, remote_write and remote_apply all wait for the local WAL flush.
    safe: (value) => value !== "off",
    risk: "synchronous_commit=off: a payment the shop saw saved can vanish after a power cut"
  },
  full_page_writes: {
    safe: (value) => value === "on",
    risk: "full_page_writes=off: a power cut during a write can leave torn pages that recovery cannot repair"
  }
};
function durabilityProblems(settings) {
  return Object.keys(RISKS).filter((name) => !RISKS[name].safe(settings[name].trim().toLowerCase())).map((name) => RISKS[name].risk);
}
async function readDurabilitySettings(db) {
  const result = await db.execute(
    sql`select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes')`
  );
  const rows = Array.isArray(result) ? result : result.rows;
  const settings = Object.fromEntries(
    rows.map((row) => [row.name, row.setting])
  );
  return {
    fsync: settings.fsync ?? "unknown",
    synchronous_commit: settings.synchronous_commit ?? "unknown",
    full_page_writes: settings.full_page_writes ?? "unknown"
  };
}
var UnsafeDatabaseError = class extends Error {
};

// src/db/embedded-postgres.ts
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os2 from "node:os";
import path3 from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
var EmbeddedPostgresError = class extends Error {
};
async function findBinaries() {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let binaries;
  try {
    binaries = await import(name);
  } catch {
    throw new EmbeddedPostgresError(
      `The PostgreSQL server for this machine (${name}) is not installed. Run \`npm ci\` again, or start with DATABASE=pglite (no power-cut safety) or DATABASE_URL=postgres://\u2026 (your own server).`
    );
  }
  if (!existsSync(binaries.postgres)) {
    throw new EmbeddedPostgresError(`The PostgreSQL binary ${binaries.postgres} is missing.`);
  }
  return binaries;
}
async function postgresUser() {
  if (process.getuid?.() !== 0) return void 0;
  const lookup = async () => ({
    uid: Number((await run("id", ["-u", "postgres"])).stdout.trim()),
    gid: Number((await run("id", ["-g", "postgres"])).stdout.trim())
  });
  try {
    return await lookup();
  } catch {
    await run("useradd", [
      "--system",
      "--user-group",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      "postgres"
    ]).catch((error) => {
      throw new EmbeddedPostgresError(
        `Running as root, PostgreSQL needs a system user "postgres" and creating it failed: ${error.message}`
      );
    });
    return lookup();
  }
}
async function assertReachable(paths, user) {
  for (const target of paths) {
    let dir = path3.dirname(path3.resolve(target));
    for (; ; ) {
      const stat2 = await fs.stat(dir);
      const mode = stat2.mode;
      const allowed = stat2.uid === user.uid ? mode & 64 : stat2.gid === user.gid ? mode & 8 : mode & 1;
      if (!allowed) {
        throw new EmbeddedPostgresError(
          `PostgreSQL runs as the system user "postgres" (it refuses to run as root), and that user cannot enter ${dir} (needed for ${target}). Let it pass through (\`chmod o+x ${dir}\`: entering, not listing), put DATA_DIR and the product elsewhere (for example /srv or /opt), run the server as a normal user, or start with DATABASE=pglite.`
        );
      }
      const parent = path3.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
}
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
async function commandLineOf(pid) {
  try {
    return (await fs.readFile(`/proc/${pid}/cmdline`, "utf8")).replaceAll("\0", " ");
  } catch {
    try {
      return (await run("ps", ["-p", String(pid), "-o", "args="])).stdout;
    } catch {
      return void 0;
    }
  }
}
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitForExit(pid, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isRunning(pid)) return true;
    await sleep(50);
  }
  return !isRunning(pid);
}
async function orphanPostmaster(dir) {
  let text22;
  try {
    text22 = await fs.readFile(path3.join(dir, "postmaster.pid"), "utf8");
  } catch {
    return void 0;
  }
  const pid = Number(text22.split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return void 0;
  const commandLine = await commandLineOf(pid);
  if (commandLine?.includes("postgres") && commandLine.includes(path3.resolve(dir))) return pid;
  await fs.rm(path3.join(dir, "postmaster.pid"), { force: true });
  return void 0;
}
var EmbeddedPostgres = class _EmbeddedPostgres {
  constructor(options, password) {
    this.options = options;
    this.password = password;
  }
  options;
  user = "postgres";
  database = "postgres";
  password;
  port = 0;
  child;
  stopping = false;
  up = false;
  restarting;
  binaries;
  runAs;
  recent = [];
  onProcessExit = () => this.child?.kill("SIGINT");
  /** Creates the cluster when missing, stops a server an earlier crash left running, and starts it. */
  static async start(options) {
    const binaries = await findBinaries();
    const runAs = await postgresUser();
    await fs.mkdir(path3.dirname(options.dir), { recursive: true });
    if (runAs) await assertReachable([options.dir, binaries.postgres], runAs);
    const password = await readOrCreatePassword(options.passwordFile, existsSync(options.dir));
    const server = new _EmbeddedPostgres(options, password);
    server.binaries = binaries;
    server.runAs = runAs;
    if (!existsSync(path3.join(options.dir, "PG_VERSION"))) await server.initialise();
    await server.stopOrphan();
    server.port = await freePort();
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
    process.on("exit", server.onProcessExit);
    return server;
  }
  /** False while the server is down and being restarted. */
  get available() {
    return this.up;
  }
  /** The postmaster's process id (the crash suite kills it). */
  get pid() {
    return this.child?.pid;
  }
  connectionOptions() {
    return {
      host: "127.0.0.1",
      port: this.port,
      user: this.user,
      password: this.password,
      database: this.database
    };
  }
  /** A fast shutdown: open sessions end, the last checkpoint is written, the files are consistent. */
  async stop() {
    this.stopping = true;
    process.off("exit", this.onProcessExit);
    await this.restarting?.catch(() => void 0);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGINT");
    let timer;
    const timeout = new Promise((resolve) => timer = setTimeout(resolve, 6e4, "timeout"));
    const outcome = await Promise.race([exited, timeout]);
    clearTimeout(timer);
    if (outcome === "timeout") {
      this.options.log.warn("PostgreSQL did not stop within a minute; stopping it immediately.");
      child.kill("SIGQUIT");
      await exited;
    }
    this.up = false;
  }
  async initialise() {
    const { dir, log } = this.options;
    const building = `${dir}.initdb`;
    await fs.rm(building, { recursive: true, force: true });
    await fs.mkdir(building, { recursive: true, mode: 448 });
    const pwfile = path3.join(os2.tmpdir(), `tsm-pg-${randomBytes(8).toString("hex")}`);
    await fs.writeFile(pwfile, `${this.password}
`, { mode: 384 });
    if (this.runAs) {
      await fs.chown(building, this.runAs.uid, this.runAs.gid);
      await fs.chown(pwfile, this.runAs.uid, this.runAs.gid);
    }
    log.info(`Creating the PostgreSQL database in ${dir}`);
    try {
      await this.runToEnd(this.binaries.initdb, [
        "-D",
        building,
        "-U",
        this.user,
        "--auth=scram-sha-256",
        `--pwfile=${pwfile}`,
        "-E",
        "UTF8",
        "--no-locale"
      ]);
    } finally {
      await fs.rm(pwfile, { force: true });
    }
    await fs.rename(building, dir);
  }
  runToEnd(command, args) {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { ...this.runAs, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk) => output += chunk.toString());
      child.stderr.on("data", (chunk) => output += chunk.toString());
      child.on("error", reject);
      child.on(
        "exit",
        (code) => code === 0 ? resolve() : reject(
          new EmbeddedPostgresError(
            `${path3.basename(command)} failed (exit ${code}): ${output.trim()}`
          )
        )
      );
    });
  }
  async stopOrphan() {
    const pid = await orphanPostmaster(this.options.dir);
    if (pid === void 0) return;
    const { log } = this.options;
    log.warn(
      `A PostgreSQL server (pid ${pid}) left running by a server that stopped without shutting it down is using ${this.options.dir}; stopping it first.`
    );
    for (const [signal, ms] of [
      ["SIGINT", 3e4],
      ["SIGQUIT", 1e4],
      ["SIGKILL", 1e4]
    ]) {
      try {
        process.kill(pid, signal);
      } catch {
        return;
      }
      if (await waitForExit(pid, ms)) return;
    }
    throw new EmbeddedPostgresError(`Could not stop the PostgreSQL server with pid ${pid}.`);
  }
  spawnServer() {
    const { dir, log } = this.options;
    const settings = {
      listen_addresses: "127.0.0.1",
      unix_socket_directories: "",
      // Durability is not negotiable here; the start-up check reads them back.
      fsync: "on",
      synchronous_commit: "on",
      full_page_writes: "on",
      // Server events (start, recovery, shutdown, FATAL) reach the log; client errors do not, as
      // their DETAIL lines may carry a customer's data and the API reports them already.
      log_min_messages: "log",
      log_min_error_statement: "panic",
      log_checkpoints: "off",
      timezone: "UTC",
      log_timezone: "UTC",
      max_connections: "50"
    };
    const args = ["-D", dir, "-p", String(this.port)];
    for (const [name, value] of Object.entries(settings)) args.push("-c", `${name}=${value}`);
    return new Promise((resolve, reject) => {
      const child = spawn(this.binaries.postgres, args, {
        ...this.runAs,
        detached: true,
        stdio: ["ignore", "ignore", "pipe"],
        env: { ...process.env, LC_MESSAGES: "C" }
      });
      this.child = child;
      let ready = false;
      let pending = "";
      child.stderr.on("data", (chunk) => {
        pending += chunk.toString();
        const lines = pending.split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) {
          this.remember(line);
          if (/\b(PANIC):/.test(line)) log.error(`PostgreSQL: ${line}`);
          else if (ready && /\bFATAL:/.test(line)) log.warn(`PostgreSQL: ${line}`);
          else log.debug(`PostgreSQL: ${line}`);
          if (!ready && line.includes("database system is ready to accept connections")) {
            ready = true;
            this.up = true;
            resolve();
          }
        }
      });
      child.on("error", (error) => {
        if (!ready) reject(error);
      });
      child.on("exit", (code, signal) => {
        this.up = false;
        if (!ready) {
          reject(
            new EmbeddedPostgresError(
              `PostgreSQL did not start (exit ${code ?? signal}):
${this.recent.slice(-15).join("\n")}`
            )
          );
          return;
        }
        if (this.stopping) return;
        log.error(
          `PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); restarting it. Requests are answered 503 meanwhile.`
        );
        this.restarting = this.restart();
      });
    });
  }
  async restart() {
    const { log } = this.options;
    for (let attempt = 1; !this.stopping; attempt++) {
      await sleep(Math.min(100 * 2 ** (attempt - 1), 5e3));
      if (this.stopping) return;
      try {
        await this.spawnServer();
        log.warn(`PostgreSQL is running again (attempt ${attempt}).`);
        return;
      } catch (error) {
        log.error(`PostgreSQL restart attempt ${attempt} failed: ${error.message}`);
        if (this.recent.some((line) => /could not bind|Address already in use/.test(line))) {
          this.port = await freePort();
          this.options.onPortChange?.(this.port);
        }
      }
    }
  }
  remember(line) {
    this.recent.push(line);
    if (this.recent.length > 50) this.recent.shift();
  }
};
async function readOrCreatePassword(file, clusterExists) {
  try {
    return (await fs.readFile(file, "utf8")).trim();
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  if (clusterExists) {
    throw new EmbeddedPostgresError(
      `The database password file ${file} is missing, so the database in ${path3.dirname(file)}/pg cannot be opened. Restore it from the backup of DATA_DIR.`
    );
  }
  const password = randomBytes(24).toString("base64url");
  const handle = await fs.open(file, "w", 384);
  try {
    await handle.writeFile(`${password}
`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return password;
}

// src/db/migrations-folder.ts
import { existsSync as existsSync2 } from "node:fs";
import path4 from "node:path";
import { fileURLToPath } from "node:url";
function migrationsFolder() {
  const here = path4.dirname(fileURLToPath(import.meta.url));
  const candidates = [path4.join(here, "migrations"), path4.join(here, "db", "migrations")];
  const found = candidates.find((dir) => existsSync2(path4.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

// src/db/open-database.ts
import path7 from "node:path";

// src/db/client.ts
import { mkdirSync as mkdirSync2 } from "node:fs";
import path5 from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import {
  drizzle as drizzlePostgres,
  NodePgSession,
  NodePgTransaction
} from "drizzle-orm/node-postgres";
import pg from "pg";

// src/db/prepared-statements.ts
import { createHash } from "node:crypto";
var PREPARED_PER_CONNECTION = 400;
function configOf(first) {
  if (typeof first === "string") return { text: first };
  if (first && typeof first === "object" && typeof first.text === "string") {
    return first;
  }
  return null;
}
function statementName(text22) {
  return `tsm_${createHash("sha1").update(text22).digest("base64url").slice(0, 22)}`;
}
function prepareStatementsOf(client, limit = PREPARED_PER_CONNECTION) {
  const query = client.query.bind(client);
  const prepared = /* @__PURE__ */ new Set();
  client.query = (...args) => {
    const [first, second] = args;
    const config = configOf(first);
    const values = Array.isArray(second) ? second : config?.values;
    if (!config || config.name || !values || values.length === 0) return query(...args);
    const name = statementName(config.text);
    if (!prepared.has(name)) {
      if (prepared.size >= limit) return query(...args);
      prepared.add(name);
    }
    return query({ ...config, name }, ...args.slice(1));
  };
}

// src/db/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  cashCounts: () => cashCounts,
  customerMessages: () => customerMessages,
  customers: () => customers,
  employeeWorkCounts: () => employeeWorkCounts,
  employees: () => employees,
  garmentSteps: () => garmentSteps,
  gstInvoiceSeries: () => gstInvoiceSeries,
  gstInvoices: () => gstInvoices,
  gstNoteSeries: () => gstNoteSeries,
  gstNotes: () => gstNotes,
  idempotencyKeys: () => idempotencyKeys,
  invites: () => invites,
  jobClaims: () => jobClaims,
  karigarLedger: () => karigarLedger,
  karigarRates: () => karigarRates,
  notifications: () => notifications,
  orderApprovals: () => orderApprovals,
  orderFitAnswers: () => orderFitAnswers,
  orderProducts: () => orderProducts,
  orderStatusEvents: () => orderStatusEvents,
  orders: () => orders,
  otpAttempts: () => otpAttempts,
  otpChallenges: () => otpChallenges,
  payments: () => payments,
  productImages: () => productImages,
  pushSubscriptions: () => pushSubscriptions,
  serverSecrets: () => serverSecrets,
  storeMoneyMonths: () => storeMoneyMonths,
  storeOrderCounts: () => storeOrderCounts,
  storeRevenueDays: () => storeRevenueDays,
  stores: () => stores,
  users: () => users
});

// src/db/schema/users.ts
import { integer, pgTable, text, varchar } from "drizzle-orm/pg-core";

// src/db/schema/columns.ts
import { bigint, timestamp, uuid } from "drizzle-orm/pg-core";
var id = () => uuid("id").primaryKey().defaultRandom();
var rowId = () => uuid("id").notNull().defaultRandom();
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
var paise = (name) => bigint(name, { mode: "number" });

// src/db/schema/users.ts
var users = pgTable("users", {
  id: id(),
  phone: varchar("phone", { length: 10 }).unique(),
  name: text("name"),
  email: text("email"),
  googleSub: text("google_sub").unique(),
  /** Bumped on logout: every token carrying an older version is refused. */
  tokenVersion: integer("token_version").notNull().default(0),
  preferredLanguage: varchar("preferred_language", { length: 5 }),
  createdAt: createdAt(),
  updatedAt: updatedAt()
});

// src/db/schema/stores.ts
import { sql as sql2 } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer as integer2,
  jsonb,
  pgTable as pgTable2,
  smallint,
  text as text2,
  uuid as uuid2,
  varchar as varchar2
} from "drizzle-orm/pg-core";
var stores = pgTable2(
  "stores",
  {
    id: id(),
    /**
     * One shop per owner, kept by the shop's creation (it locks the owner's users row first): a
     * distributed database keeps no unique key of stores but its id (migration 0024).
     */
    ownerUserId: uuid2("owner_user_id").notNull().references(() => users.id),
    shopName: text2("shop_name").notNull(),
    ownersName: text2("owners_name").notNull(),
    email: text2("email"),
    phone: varchar2("phone", { length: 10 }),
    address: text2("address").notNull(),
    pincode: varchar2("pincode", { length: 6 }).notNull(),
    district: text2("district").notNull(),
    state: text2("state").notNull(),
    /** Next per-store order number; incremented inside the order-creating transaction. */
    nextOrderNumber: integer2("next_order_number").notNull().default(1),
    orderNumberPrefix: varchar2("order_number_prefix", { length: 10 }).notNull().default(""),
    customerMessageLanguage: varchar2("customer_message_language", { length: 5 }).notNull().default("en"),
    measurementTemplates: jsonb("measurement_templates").$type(),
    /** The unit new measurements are taken in (migration 0018); each order line keeps its own. */
    measurementUnit: varchar2("measurement_unit", { length: 2 }).$type().notNull().default("in"),
    /** Per position, whether staff may collect payments; null: the defaults. */
    positionPermissions: jsonb("position_permissions").$type(),
    /** The shop's UPI address (a VPA such as 'shopname@okaxis'); null: no UPI payments offered. */
    upiId: text2("upi_id"),
    /** The payee name UPI apps show; null: the shop's name. */
    upiPayeeName: text2("upi_payee_name"),
    /** The shop's GSTIN; null: plain bills. Set, the bills and receipt are GST tax invoices. */
    gstin: varchar2("gstin", { length: 15 }),
    /** The GST rate in per cent its prices include (gst.ts: 5, tailoring's rate, by default). */
    gstRate: smallint("gst_rate").notNull().default(5),
    /** Which bills the shop issues: plain, bills of supply or tax invoices (gst.ts, 0026). */
    gstScheme: varchar2("gst_scheme", { length: 12 }).$type().notNull().default("unregistered"),
    /** The composition rate in per cent of turnover (CMP-08); 6 for services. */
    compositionRate: smallint("composition_rate").notNull().default(6),
    /** The SAC/HSN code of the shop's supplies, as the shop or its accountant decides. */
    sacCode: varchar2("sac_code", { length: 8 }).notNull().default("998821"),
    /** Annual turnover above ₹5 crore: the code prints with 6 digits instead of 4. */
    turnoverAbove5Crore: boolean("turnover_above_5_crore").notNull().default(false),
    /** The day book's opening cash and the day it applies from; null: not entered (0 from the start). */
    openingCashPaise: paise("opening_cash_paise"),
    openingCashDate: date("opening_cash_date", { mode: "string" }),
    /** The Tally ledger names the export uses; null or absent: the defaults (tally.ts). */
    tallyLedgers: jsonb("tally_ledgers").$type(),
    /** Which customer messages are sent, and 'not collected' after how many days; null: all, 7. */
    customerMessages: jsonb("customer_messages").$type(),
    /** Garments the shop can finish a day; null: no capacity planning (shared capacity.ts). */
    dailyCapacity: smallint("daily_capacity"),
    /** Per employee id, the garments they can finish a day; null or absent: none set. */
    employeeCapacity: jsonb("employee_capacity").$type(),
    /** Days before the work day staff aim to finish by (their internal target date). */
    bufferDays: smallint("buffer_days").notNull().default(0),
    timeZone: text2("time_zone").notNull().default("Asia/Kolkata"),
    /** The garment tags' paper: an A4 sheet of 24 labels, or a 58 mm thermal roll (0025). */
    tagSheet: varchar2("tag_sheet", { length: 10 }).$type().notNull().default("a4"),
    /** Whether an order becomes Completed once every garment is scanned ready. */
    completeWhenReady: boolean("complete_when_ready").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index("stores_owner_user_idx").on(t.ownerUserId),
    check("stores_measurement_unit_check", sql2`${t.measurementUnit} in ('in', 'cm')`),
    check(
      "stores_gst_scheme_check",
      sql2`${t.gstScheme} in ('unregistered', 'composition', 'regular')`
    ),
    check("stores_tag_sheet_check", sql2`${t.tagSheet} in ('a4', 'thermal58')`)
  ]
);

// src/db/schema/employees.ts
import { sql as sql3 } from "drizzle-orm";
import {
  boolean as boolean2,
  check as check2,
  foreignKey,
  index as index2,
  integer as integer3,
  pgTable as pgTable3,
  primaryKey,
  text as text3,
  unique,
  uniqueIndex,
  uuid as uuid3,
  varchar as varchar3
} from "drizzle-orm/pg-core";
var employees = pgTable3(
  "employees",
  {
    id: rowId(),
    storeId: uuid3("store_id").notNull().references(() => stores.id),
    /** Null until the person accepts an invite or signs in with this phone. */
    userId: uuid3("user_id").references(() => users.id),
    name: text3("name").notNull(),
    /** Null only for the owner's row. */
    phone: varchar3("phone", { length: 10 }),
    email: text3("email"),
    position: varchar3("position", { length: 20 }).notNull().default("tailor"),
    experience: integer3("experience"),
    specialization: varchar3("specialization", { length: 30 }),
    active: boolean2("active").notNull().default(true),
    /**
     * The shop owner's own row, so garments can be assigned to them ('Me'). Never a login (the
     * owner signs in as shopkeeper), never in the team list; one per store.
     */
    isOwner: boolean2("is_owner").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey({ name: "employees_pkey", columns: [t.id, t.storeId] }),
    unique("employees_store_phone_unique").on(t.storeId, t.phone),
    index2("employees_user_idx").on(t.userId),
    uniqueIndex("employees_one_owner_per_store").on(t.storeId).where(sql3`${t.isOwner}`),
    check2("employees_phone_unless_owner", sql3`${t.isOwner} OR ${t.phone} IS NOT NULL`)
  ]
);
var jobColumns = () => ({
  storeId: uuid3("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
  employeeId: uuid3("employee_id").notNull()
});
function jobKey(table, t) {
  return foreignKey({
    name: `${table}_employee_fk`,
    columns: [t.employeeId, t.storeId],
    foreignColumns: [employees.id, employees.storeId]
  }).onDelete("cascade");
}

// src/db/schema/invites.ts
import {
  foreignKey as foreignKey2,
  index as index3,
  pgTable as pgTable4,
  primaryKey as primaryKey2,
  text as text4,
  timestamp as timestamp2,
  unique as unique2,
  uuid as uuid4,
  varchar as varchar4
} from "drizzle-orm/pg-core";
var invites = pgTable4(
  "invites",
  {
    id: rowId(),
    storeId: uuid4("store_id").notNull().references(() => stores.id),
    name: text4("name").notNull(),
    phone: varchar4("phone", { length: 10 }).notNull(),
    email: text4("email"),
    token: text4("token").notNull(),
    status: varchar4("status", { length: 12 }).notNull().default("pending"),
    invitedBy: uuid4("invited_by").references(() => users.id),
    employeeId: uuid4("employee_id"),
    createdAt: createdAt(),
    expiresAt: timestamp2("expires_at", { withTimezone: true }).notNull(),
    respondedAt: timestamp2("responded_at", { withTimezone: true })
  },
  (t) => [
    primaryKey2({ name: "invites_pkey", columns: [t.id, t.storeId] }),
    foreignKey2({
      name: "invites_employee_fk",
      columns: [t.employeeId, t.storeId],
      foreignColumns: [employees.id, employees.storeId]
    }),
    // Unique per shop (a distributed table keeps no other); led by the token for its link.
    unique2("invites_token_unique").on(t.token, t.storeId),
    index3("invites_store_idx").on(t.storeId, t.createdAt),
    index3("invites_phone_idx").on(t.phone)
  ]
);

// src/db/schema/customers.ts
import { sql as sql4 } from "drizzle-orm";
import {
  date as date2,
  index as index4,
  pgTable as pgTable5,
  primaryKey as primaryKey3,
  text as text5,
  unique as unique3,
  uniqueIndex as uniqueIndex2,
  uuid as uuid5,
  varchar as varchar5
} from "drizzle-orm/pg-core";
var customers = pgTable5(
  "customers",
  {
    id: rowId(),
    storeId: uuid5("store_id").notNull().references(() => stores.id),
    name: text5("name").notNull(),
    gender: varchar5("gender", { length: 6 }),
    mobileNo: varchar5("mobile_no", { length: 10 }).notNull(),
    address: text5("address"),
    /** How the person is related to the number's owner; the number's first person is 'self'. */
    relation: varchar5("relation", { length: 10 }).$type().notNull().default("self"),
    dateOfBirth: date2("date_of_birth", { mode: "string" }),
    /** A business customer's GSTIN (0026): printed on its invoices, which count as B2B. */
    gstin: varchar5("gstin", { length: 15 }),
    shareToken: text5("share_token").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey3({ name: "customers_pkey", columns: [t.id, t.storeId] }),
    // Unique per shop (a distributed table keeps no other); led by the token for the public pages.
    unique3("customers_share_token_unique").on(t.shareToken, t.storeId),
    // One phone often holds a whole family: people share a number, each unique by name on it.
    uniqueIndex2("customers_store_mobile_name_unique").on(
      t.storeId,
      t.mobileNo,
      sql4`lower(${t.name})`
    ),
    index4("customers_store_name_idx").on(t.storeId, t.name),
    index4("customers_store_created_idx").on(t.storeId, t.createdAt, t.id)
  ]
);
var customerCardColumns = {
  id: customers.id,
  name: customers.name,
  gender: customers.gender,
  mobileNo: customers.mobileNo,
  address: customers.address,
  relation: customers.relation
};

// src/db/schema/orders.ts
import { sql as sql6 } from "drizzle-orm";
import {
  date as date3,
  foreignKey as foreignKey3,
  index as index5,
  integer as integer4,
  pgTable as pgTable6,
  primaryKey as primaryKey4,
  text as text6,
  time,
  timestamp as timestamp3,
  unique as unique4,
  uuid as uuid6,
  varchar as varchar6
} from "drizzle-orm/pg-core";

// src/db/order-balance.ts
import { sql as sql5 } from "drizzle-orm";
function orderOwedSql(order) {
  return sql5`(${order.totalPaise} - ${order.paidPaise})`;
}

// src/db/schema/orders.ts
var orders = pgTable6(
  "orders",
  {
    id: rowId(),
    storeId: uuid6("store_id").notNull().references(() => stores.id),
    orderNumber: integer4("order_number").notNull(),
    customerId: uuid6("customer_id").notNull(),
    orderType: varchar6("order_type", { length: 12 }).notNull().default("new"),
    status: varchar6("status", { length: 12 }).notNull().default("Pending"),
    delayNote: text6("delay_note"),
    /** The new date promised to the customer while the order is Delayed; null otherwise. */
    expectedDate: date3("expected_date", { mode: "string" }),
    totalPaise: paise("total_paise").notNull(),
    /** What the payments ledger holds for the order, net of refunds; kept by triggers on payments (migration 0008). */
    paidPaise: paise("paid_paise").notNull().default(0),
    /** The advance payments of the ledger; kept likewise. */
    advancePaise: paise("advance_paise").notNull().default(0),
    paymentType: varchar6("payment_type", { length: 8 }).notNull(),
    orderDate: date3("order_date", { mode: "string" }).notNull(),
    dueDate: date3("due_date", { mode: "string" }).notNull(),
    /** The trial (fitting) day, and its time of day if fixed, shop time; null: no trial. */
    trialDate: date3("trial_date", { mode: "string" }),
    trialTime: time("trial_time"),
    /** The customer's answer to this trial from the tracking page: 'confirmed' or 'another_day'. */
    trialResponse: varchar6("trial_response", { length: 12 }),
    trialNote: text6("trial_note"),
    trialRespondedAt: timestamp3("trial_responded_at", { withTimezone: true }),
    shareToken: text6("share_token").notNull(),
    /** The order whose fit this alteration fixes (the customer said it needs a change). */
    fixesOrderId: uuid6("fixes_order_id"),
    createdBy: uuid6("created_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey4({ name: "orders_pkey", columns: [t.id, t.storeId] }),
    foreignKey3({
      name: "orders_customer_fk",
      columns: [t.customerId, t.storeId],
      foreignColumns: [customers.id, customers.storeId]
    }),
    // Unique per shop (a distributed table keeps no other); led by the token for the public pages.
    unique4("orders_share_token_unique").on(t.shareToken, t.storeId),
    unique4("orders_store_number_unique").on(t.storeId, t.orderNumber),
    // The order list's sort, whole (newest first, then the higher number), and per status chip.
    index5("orders_store_created_idx").on(t.storeId, t.createdAt, t.orderNumber),
    index5("orders_store_status_created_idx").on(t.storeId, t.status, t.createdAt, t.orderNumber),
    // A date range counted from the index alone.
    index5("orders_store_order_date_idx").on(t.storeId, t.orderDate, t.status, t.orderType),
    index5("orders_store_status_due_idx").on(t.storeId, t.status, t.dueDate),
    index5("orders_customer_idx").on(t.customerId),
    index5("orders_created_by_idx").on(t.createdBy),
    index5("orders_store_created_by_idx").on(t.storeId, t.createdBy),
    // The shop's trials day by day.
    index5("orders_store_trial_idx").on(t.storeId, t.trialDate, t.trialTime).where(sql6`${t.trialDate} is not null`),
    // The orders waiting to be collected ('not collected' messages, customer-messages/scheduled-messages.ts).
    index5("orders_completed_idx").on(t.storeId).where(sql6`${t.status} = 'Completed'`),
    // One shop's open orders by due date, in the due lists' order; the reminder job reads it shop by shop.
    index5("orders_open_due_idx").on(t.storeId, t.dueDate, t.orderNumber).where(sql6`${t.status} not in ('Delivered', 'Cancelled')`),
    // The capacity calendar: a shop's garments still to be made by work day (0017).
    index5("orders_store_work_day_idx").on(t.storeId, sql6`coalesce(${t.expectedDate}, ${t.dueDate})`).where(sql6`${t.status} not in ('Completed', 'Delivered', 'Cancelled')`),
    // The money-still-out report: a shop's orders of a status by what they owe (0015).
    index5("orders_store_owing_idx").on(t.storeId, t.status, orderOwedSql(t))
  ]
);
var orderPartColumns = () => ({
  id: rowId(),
  storeId: uuid6("store_id").notNull().references(() => stores.id),
  orderId: uuid6("order_id").notNull()
});
function orderPartKeys(table, t) {
  return [
    primaryKey4({ name: `${table}_pkey`, columns: [t.id, t.storeId] }),
    foreignKey3({
      name: `${table}_order_fk`,
      columns: [t.orderId, t.storeId],
      foreignColumns: [orders.id, orders.storeId]
    }).onDelete("cascade")
  ];
}

// src/db/schema/order-products.ts
import { sql as sql7 } from "drizzle-orm";
import {
  check as check3,
  foreignKey as foreignKey4,
  index as index6,
  integer as integer5,
  unique as unique5,
  json,
  pgTable as pgTable7,
  text as text7,
  uuid as uuid7,
  varchar as varchar7
} from "drizzle-orm/pg-core";
var orderProducts = pgTable7(
  "order_products",
  {
    ...orderPartColumns(),
    // The order's number and status, carried for the employee area's indexes (migration 0011):
    // the number is written with the line, the status kept by a trigger on orders.
    orderNumber: integer5("order_number").notNull(),
    orderStatus: varchar7("order_status", { length: 12 }).notNull(),
    position: integer5("position").notNull(),
    name: text7("name").notNull(),
    pricePaise: paise("price_paise").notNull(),
    // json, not jsonb: jsonb reorders keys, and a tailor reads measurements in the order taken.
    measurements: json("measurements").$type().notNull().default({}),
    /** The unit the measurements were taken in, kept with them (migration 0018). */
    measurementUnit: varchar7("measurement_unit", { length: 2 }).$type().notNull().default("in"),
    note: text7("note"),
    assignedEmployeeId: uuid7("assigned_employee_id"),
    /**
     * The garment's tag: 6 characters without look-alikes, unique in the shop, printed as a QR of
     * PUBLIC_URL/g/{tag_code} (migration 0025). The database's default draws it, so every way a
     * line is written (an order, an edit, an import) gets one, and a trigger draws again while the
     * line's shop has it (lines written earlier in the same statement included).
     */
    tagCode: varchar7("tag_code", { length: 6 }).notNull().default(sql7`new_tag_code()`),
    /** The last step of work scanned or marked for the garment; null: none yet (garment_steps). */
    stage: varchar7("stage", { length: 12 }).$type(),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("order_products", t),
    foreignKey4({
      name: "order_products_assigned_employee_fk",
      columns: [t.assignedEmployeeId, t.storeId],
      foreignColumns: [employees.id, employees.storeId]
    }),
    index6("order_products_order_idx").on(t.orderId),
    check3("order_products_measurement_unit_check", sql7`${t.measurementUnit} in ('in', 'cm')`),
    unique5("order_products_tag_code_unique").on(t.storeId, t.tagCode),
    check3(
      "order_products_stage_check",
      sql7`${t.stage} in ('received', 'cutting', 'stitching', 'finishing', 'trial', 'ready')`
    ),
    // A tailor's garments, newest order first; their orders of some statuses from the index alone.
    index6("order_products_assignee_idx").on(
      t.assignedEmployeeId,
      t.storeId,
      t.orderNumber.desc(),
      t.position
    ),
    index6("order_products_assignee_status_idx").on(
      t.assignedEmployeeId,
      t.storeId,
      t.orderStatus,
      t.orderId
    ),
    // The search box's garment names, one shop's at a time.
    index6("order_products_store_name_idx").on(t.storeId, t.name, t.orderId)
  ]
);

// src/db/schema/garment-steps.ts
import { sql as sql8 } from "drizzle-orm";
import { check as check4, foreignKey as foreignKey5, index as index7, pgTable as pgTable8, uuid as uuid8, varchar as varchar8 } from "drizzle-orm/pg-core";
var garmentSteps = pgTable8(
  "garment_steps",
  {
    ...orderPartColumns(),
    productId: uuid8("product_id").notNull(),
    stage: varchar8("stage", { length: 12 }).$type().notNull(),
    recordedBy: uuid8("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("garment_steps", t),
    foreignKey5({
      name: "garment_steps_product_fk",
      columns: [t.productId, t.storeId],
      foreignColumns: [orderProducts.id, orderProducts.storeId]
    }).onDelete("cascade"),
    index7("garment_steps_order_idx").on(t.orderId, t.createdAt),
    check4(
      "garment_steps_stage_check",
      sql8`${t.stage} in ('received', 'cutting', 'stitching', 'finishing', 'trial', 'ready')`
    )
  ]
);

// src/db/schema/order-approvals.ts
import { sql as sql9 } from "drizzle-orm";
import { check as check5, index as index8, pgTable as pgTable9, text as text8, timestamp as timestamp4, uuid as uuid9, varchar as varchar9 } from "drizzle-orm/pg-core";
var orderApprovals = pgTable9(
  "order_approvals",
  {
    ...orderPartColumns(),
    kind: varchar9("kind", { length: 8 }).$type().notNull(),
    description: text8("description").notNull(),
    /** An add-on's price; null for a design. */
    amountPaise: paise("amount_paise"),
    imageId: uuid9("image_id"),
    status: varchar9("status", { length: 10 }).$type().notNull().default("pending"),
    customerNote: text8("customer_note"),
    decidedAt: timestamp4("decided_at", { withTimezone: true }),
    createdBy: uuid9("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("order_approvals", t),
    // image_id names one of the order's photos without a foreign key (migration 0027 says why).
    index8("order_approvals_order_idx").on(t.orderId, t.createdAt),
    check5("order_approvals_kind_check", sql9`${t.kind} in ('addon', 'design')`),
    check5("order_approvals_status_check", sql9`${t.status} in ('pending', 'approved', 'declined')`)
  ]
);

// src/db/schema/order-fit-answers.ts
import { sql as sql10 } from "drizzle-orm";
import { check as check6, foreignKey as foreignKey6, pgTable as pgTable10, text as text9, unique as unique6, uuid as uuid10, varchar as varchar10 } from "drizzle-orm/pg-core";
var orderFitAnswers = pgTable10(
  "order_fit_answers",
  {
    ...orderPartColumns(),
    productId: uuid10("product_id"),
    garmentKey: uuid10("garment_key").notNull(),
    fit: varchar10("fit", { length: 12 }).$type().notNull(),
    note: text9("note"),
    alterationOrderId: uuid10("alteration_order_id"),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("order_fit_answers", t),
    unique6("order_fit_answers_once").on(t.orderId, t.garmentKey, t.storeId),
    foreignKey6({
      name: "order_fit_answers_product_fk",
      columns: [t.productId, t.storeId],
      foreignColumns: [orderProducts.id, orderProducts.storeId]
    }).onDelete("cascade"),
    // alteration_order_id names the alteration without a foreign key (migration 0027 says why).
    check6("order_fit_answers_fit_check", sql10`${t.fit} in ('good', 'needs_change')`)
  ]
);

// src/db/schema/product-images.ts
import {
  foreignKey as foreignKey7,
  index as index9,
  integer as integer6,
  pgTable as pgTable11,
  primaryKey as primaryKey5,
  text as text10,
  unique as unique7,
  uuid as uuid11,
  varchar as varchar11
} from "drizzle-orm/pg-core";
var productImages = pgTable11(
  "product_images",
  {
    id: rowId(),
    storeId: uuid11("store_id").notNull().references(() => stores.id),
    /** Null between upload and the order that uses it. */
    productId: uuid11("product_id"),
    storageKey: text10("storage_key").notNull(),
    contentType: varchar11("content_type", { length: 40 }).notNull(),
    sizeBytes: integer6("size_bytes").notNull(),
    width: integer6("width"),
    height: integer6("height"),
    position: integer6("position"),
    uploadedBy: uuid11("uploaded_by").references(() => users.id),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey5({ name: "product_images_pkey", columns: [t.id, t.storeId] }),
    foreignKey7({
      name: "product_images_product_fk",
      columns: [t.productId, t.storeId],
      foreignColumns: [orderProducts.id, orderProducts.storeId]
    }).onDelete("cascade"),
    // Unique per shop (a distributed table keeps no other); a key names its shop's folder.
    unique7("product_images_storage_key_unique").on(t.storageKey, t.storeId),
    index9("product_images_product_idx").on(t.productId)
  ]
);

// src/db/schema/payments.ts
import { index as index10, pgTable as pgTable12, uuid as uuid12, varchar as varchar12 } from "drizzle-orm/pg-core";
var payments = pgTable12(
  "payments",
  {
    ...orderPartColumns(),
    amountPaise: paise("amount_paise").notNull(),
    kind: varchar12("kind", { length: 10 }).notNull(),
    method: varchar12("method", { length: 8 }).notNull(),
    recordedBy: uuid12("recorded_by").references(() => users.id),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("payments", t),
    index10("payments_order_idx").on(t.orderId),
    index10("payments_store_created_idx").on(t.storeId, t.createdAt)
  ]
);

// src/db/schema/gst-invoices.ts
import { sql as sql11 } from "drizzle-orm";
import {
  check as check7,
  date as date4,
  foreignKey as foreignKey8,
  index as index11,
  integer as integer7,
  jsonb as jsonb2,
  pgTable as pgTable13,
  primaryKey as primaryKey6,
  smallint as smallint2,
  text as text11,
  unique as unique8,
  uuid as uuid13,
  varchar as varchar13
} from "drizzle-orm/pg-core";
var gstInvoices = pgTable13(
  "gst_invoices",
  {
    orderId: uuid13("order_id").notNull(),
    storeId: uuid13("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    /** The year the financial year starts in: 2026 for April 2026 to March 2027. */
    financialYear: smallint2("financial_year").notNull(),
    serial: integer7("serial").notNull(),
    /** The day of issue in India time; it decides the financial year. */
    invoiceDate: date4("invoice_date", { mode: "string" }).notNull(),
    gstin: varchar13("gstin", { length: 15 }).notNull(),
    gstRate: smallint2("gst_rate").notNull(),
    /** The GST state code of the place of supply (gst.ts placeOfSupply). */
    placeOfSupply: varchar13("place_of_supply", { length: 2 }).notNull(),
    /** A tax invoice, or a composition shop's bill of supply: each its own series (0026). */
    documentKind: varchar13("document_kind", { length: 14 }).$type().notNull().default("tax_invoice"),
    /** The SAC/HSN code as printed (4 or 6 digits); null: issued before 0026, SAC 998821. */
    sacCode: varchar13("sac_code", { length: 8 }),
    /** The customer's GSTIN when it was issued: a B2B invoice. */
    customerGstin: varchar13("customer_gstin", { length: 15 }),
    // What was invoiced (migration 0020). Null only on an invoice issued before it and restored
    // from an older export: tax-invoice.ts records it from the order at first use.
    customerName: text11("customer_name"),
    lines: jsonb2("lines").$type(),
    /** Tax-inclusive, as the shop quoted it; taxable + CGST + SGST + IGST. */
    totalPaise: paise("total_paise"),
    taxablePaise: paise("taxable_paise"),
    cgstPaise: paise("cgst_paise"),
    sgstPaise: paise("sgst_paise"),
    igstPaise: paise("igst_paise"),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey6({ name: "gst_invoices_pkey", columns: [t.orderId, t.storeId] }),
    foreignKey8({
      name: "gst_invoices_order_fk",
      columns: [t.orderId, t.storeId],
      foreignColumns: [orders.id, orders.storeId]
    }).onDelete("cascade"),
    unique8("gst_invoices_store_kind_year_serial_unique").on(
      t.storeId,
      t.documentKind,
      t.financialYear,
      t.serial
    ),
    check7(
      "gst_invoices_document_kind_check",
      sql11`${t.documentKind} in ('tax_invoice', 'bill_of_supply')`
    )
  ]
);
var gstInvoiceSeries = pgTable13(
  "gst_invoice_series",
  {
    storeId: uuid13("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    documentKind: varchar13("document_kind", { length: 14 }).$type().notNull().default("tax_invoice"),
    financialYear: smallint2("financial_year").notNull(),
    lastSerial: integer7("last_serial").notNull()
  },
  (t) => [
    primaryKey6({
      name: "gst_invoice_series_store_kind_year_pk",
      columns: [t.storeId, t.documentKind, t.financialYear]
    })
  ]
);
var gstNotes = pgTable13(
  "gst_notes",
  {
    id: rowId(),
    /** The invoice the note is against: the order's. */
    orderId: uuid13("order_id").notNull(),
    storeId: uuid13("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    kind: varchar13("kind", { length: 6 }).$type().notNull(),
    financialYear: smallint2("financial_year").notNull(),
    serial: integer7("serial").notNull(),
    /** The day of issue in India time; it decides the financial year. */
    noteDate: date4("note_date", { mode: "string" }).notNull(),
    reason: varchar13("reason", { length: 10 }).$type().notNull(),
    valueBeforePaise: paise("value_before_paise").notNull(),
    valueAfterPaise: paise("value_after_paise").notNull(),
    /** The difference, tax-inclusive and never negative; the kind gives its direction. */
    amountPaise: paise("amount_paise").notNull(),
    taxablePaise: paise("taxable_paise").notNull(),
    cgstPaise: paise("cgst_paise").notNull(),
    sgstPaise: paise("sgst_paise").notNull(),
    igstPaise: paise("igst_paise").notNull(),
    /** The order's lines when the note was issued (for a cancellation, the lines cancelled). */
    lines: jsonb2("lines").$type().notNull(),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey6({ name: "gst_notes_pkey", columns: [t.id, t.storeId] }),
    foreignKey8({
      name: "gst_notes_invoice_fk",
      columns: [t.orderId, t.storeId],
      foreignColumns: [gstInvoices.orderId, gstInvoices.storeId]
    }).onDelete("cascade"),
    unique8("gst_notes_store_kind_year_serial_unique").on(
      t.storeId,
      t.kind,
      t.financialYear,
      t.serial
    ),
    check7("gst_notes_kind_check", sql11`${t.kind} in ('credit', 'debit')`),
    check7("gst_notes_reason_check", sql11`${t.reason} in ('revised', 'cancelled')`),
    index11("gst_notes_order_idx").on(t.orderId, t.createdAt)
  ]
);
var gstNoteSeries = pgTable13(
  "gst_note_series",
  {
    storeId: uuid13("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    kind: varchar13("kind", { length: 6 }).$type().notNull(),
    financialYear: smallint2("financial_year").notNull(),
    lastSerial: integer7("last_serial").notNull()
  },
  (t) => [primaryKey6({ columns: [t.storeId, t.kind, t.financialYear] })]
);

// src/db/schema/store-money-months.ts
import { date as date5, pgTable as pgTable14, primaryKey as primaryKey7, uuid as uuid14 } from "drizzle-orm/pg-core";
var storeMoneyMonths = pgTable14(
  "store_money_months",
  {
    storeId: uuid14("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    month: date5("month", { mode: "string" }).notNull(),
    revenuePaise: paise("revenue_paise").notNull().default(0),
    advancePaise: paise("advance_paise").notNull().default(0),
    paidPaise: paise("paid_paise").notNull().default(0),
    remainingPaise: paise("remaining_paise").notNull().default(0)
  },
  (t) => [primaryKey7({ columns: [t.storeId, t.month] })]
);

// src/db/schema/store-revenue-days.ts
import { date as date6, pgTable as pgTable15, primaryKey as primaryKey8, uuid as uuid15 } from "drizzle-orm/pg-core";
var storeRevenueDays = pgTable15(
  "store_revenue_days",
  {
    storeId: uuid15("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    day: date6("day", { mode: "string" }).notNull(),
    revenuePaise: paise("revenue_paise").notNull().default(0)
  },
  (t) => [primaryKey8({ columns: [t.storeId, t.day] })]
);

// src/db/schema/store-order-counts.ts
import { integer as integer8, pgTable as pgTable16, primaryKey as primaryKey9, uuid as uuid16, varchar as varchar14 } from "drizzle-orm/pg-core";
var storeOrderCounts = pgTable16(
  "store_order_counts",
  {
    storeId: uuid16("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    status: varchar14("status", { length: 12 }).notNull(),
    orderType: varchar14("order_type", { length: 12 }).notNull(),
    orders: integer8("orders").notNull().default(0)
  },
  (t) => [primaryKey9({ columns: [t.storeId, t.status, t.orderType] })]
);

// src/db/schema/employee-work-counts.ts
import { integer as integer9, pgTable as pgTable17, primaryKey as primaryKey10, varchar as varchar15 } from "drizzle-orm/pg-core";
var employeeWorkCounts = pgTable17(
  "employee_work_counts",
  {
    ...jobColumns(),
    status: varchar15("status", { length: 12 }).notNull(),
    garments: integer9("garments").notNull().default(0),
    orders: integer9("orders").notNull().default(0)
  },
  (t) => [
    primaryKey10({ name: "employee_work_counts_pkey", columns: [t.employeeId, t.status, t.storeId] }),
    jobKey("employee_work_counts", t)
  ]
);

// src/db/schema/order-status-events.ts
import { index as index12, jsonb as jsonb3, pgTable as pgTable18, text as text12, uuid as uuid17, varchar as varchar16 } from "drizzle-orm/pg-core";
var orderStatusEvents = pgTable18(
  "order_status_events",
  {
    ...orderPartColumns(),
    fromStatus: varchar16("from_status", { length: 12 }),
    toStatus: varchar16("to_status", { length: 12 }).notNull(),
    note: text12("note"),
    /** What an edit or a cancellation changed; null for a plain status change. */
    changes: jsonb3("changes").$type(),
    changedBy: uuid17("changed_by").references(() => users.id),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("order_status_events", t),
    index12("order_status_events_order_idx").on(t.orderId, t.createdAt)
  ]
);

// src/db/schema/notifications.ts
import {
  boolean as boolean3,
  index as index13,
  jsonb as jsonb4,
  pgTable as pgTable19,
  primaryKey as primaryKey11,
  text as text13,
  unique as unique9,
  uuid as uuid18,
  varchar as varchar17
} from "drizzle-orm/pg-core";
var notifications = pgTable19(
  "notifications",
  {
    id: rowId(),
    userId: uuid18("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    storeId: uuid18("store_id"),
    type: varchar17("type", { length: 40 }).notNull(),
    priority: varchar17("priority", { length: 8 }).notNull().default("normal"),
    /** Interpolation values for the client's translated text, e.g. {orderNumber, status}. */
    data: jsonb4("data").$type().notNull().default({}),
    orderId: uuid18("order_id"),
    read: boolean3("read").notNull().default(false),
    /** Set for scheduled reminders so that several servers create each one once (per user). */
    dedupeKey: text13("dedupe_key"),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey11({ name: "notifications_pkey", columns: [t.id, t.userId] }),
    unique9("notifications_dedupe_key_unique").on(t.userId, t.dedupeKey),
    index13("notifications_user_idx").on(t.userId, t.read, t.createdAt),
    index13("notifications_user_created_idx").on(t.userId, t.createdAt, t.id)
  ]
);

// src/db/schema/customer-messages.ts
import { sql as sql12 } from "drizzle-orm";
import {
  foreignKey as foreignKey9,
  index as index14,
  integer as integer10,
  pgTable as pgTable20,
  primaryKey as primaryKey12,
  text as text14,
  timestamp as timestamp5,
  unique as unique10,
  uuid as uuid19,
  varchar as varchar18
} from "drizzle-orm/pg-core";
var customerMessages = pgTable20(
  "customer_messages",
  {
    id: rowId(),
    storeId: uuid19("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    orderId: uuid19("order_id").notNull(),
    kind: varchar18("kind", { length: 20 }).notNull(),
    /** The kind, or 'trial_reminder:<day>': one message per order and reason. */
    dedupeKey: varchar18("dedupe_key", { length: 40 }).notNull(),
    state: varchar18("state", { length: 10 }).notNull().default("queued"),
    /** 'sms' or 'whatsapp', once handed to a gateway; 'by_hand' when the staff sent it themselves. */
    channel: varchar18("channel", { length: 10 }),
    body: text14("body"),
    attempts: integer10("attempts").notNull().default(0),
    nextAttemptAt: timestamp5("next_attempt_at", { withTimezone: true }).notNull(),
    sentAt: timestamp5("sent_at", { withTimezone: true }),
    /** The gateway's reference; for a message sent by hand, the id of the user who sent it. */
    providerId: text14("provider_id"),
    lastError: text14("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey12({ name: "customer_messages_pkey", columns: [t.id, t.storeId] }),
    foreignKey9({
      name: "customer_messages_order_fk",
      columns: [t.orderId, t.storeId],
      foreignColumns: [orders.id, orders.storeId]
    }).onDelete("cascade"),
    unique10("customer_messages_order_reason_unique").on(t.orderId, t.dedupeKey, t.storeId),
    index14("customer_messages_due_idx").on(t.nextAttemptAt).where(sql12`${t.state} = 'queued'`),
    index14("customer_messages_sending_idx").on(t.updatedAt).where(sql12`${t.state} = 'sending'`)
  ]
);

// src/db/schema/karigar-ledger.ts
import { sql as sql13 } from "drizzle-orm";
import {
  check as check8,
  date as date7,
  foreignKey as foreignKey10,
  index as index15,
  integer as integer11,
  pgTable as pgTable21,
  primaryKey as primaryKey13,
  text as text15,
  unique as unique11,
  uuid as uuid20,
  varchar as varchar19
} from "drizzle-orm/pg-core";
var karigarRates = pgTable21(
  "karigar_rates",
  {
    id: rowId(),
    storeId: uuid20("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    employeeId: uuid20("employee_id"),
    garment: text15("garment").notNull(),
    /** The garment's name trimmed and lower-cased: what an order line's name is matched by. */
    garmentKey: text15("garment_key").notNull(),
    stage: varchar19("stage", { length: 12 }).notNull().default("completed"),
    ratePaise: paise("rate_paise").notNull(),
    updatedBy: uuid20("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey13({ name: "karigar_rates_pkey", columns: [t.id, t.storeId] }),
    foreignKey10({
      name: "karigar_rates_employee_fk",
      columns: [t.employeeId, t.storeId],
      foreignColumns: [employees.id, employees.storeId]
    }).onDelete("cascade"),
    unique11("karigar_rates_garment_unique").on(t.storeId, t.garmentKey, t.stage, t.employeeId).nullsNotDistinct(),
    check8("karigar_rates_positive", sql13`${t.ratePaise} > 0`)
  ]
);
var karigarLedger = pgTable21(
  "karigar_ledger",
  {
    id: rowId(),
    ...jobColumns(),
    kind: varchar19("kind", { length: 16 }).notNull(),
    amountPaise: paise("amount_paise").notNull(),
    /** The shop's calendar day the entry counts on (a payout's chosen day). */
    entryDate: date7("entry_date", { mode: "string" }).notNull(),
    // Order lines may be removed by an edit: their credits keep the id, number and name.
    orderId: uuid20("order_id"),
    productId: uuid20("product_id"),
    orderNumber: integer11("order_number"),
    garment: text15("garment"),
    stage: varchar19("stage", { length: 12 }),
    generation: integer11("generation"),
    /** 'cash' or 'upi', for payouts. */
    method: varchar19("method", { length: 8 }),
    note: text15("note"),
    reversesId: uuid20("reverses_id"),
    createdBy: uuid20("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey13({ name: "karigar_ledger_pkey", columns: [t.id, t.storeId] }),
    jobKey("karigar_ledger", t),
    foreignKey10({
      name: "karigar_ledger_reverses_fk",
      columns: [t.reversesId, t.storeId],
      foreignColumns: [t.id, t.storeId]
    }).onDelete("cascade"),
    check8(
      "karigar_ledger_kind",
      sql13`${t.kind} in ('credit', 'credit_reversal', 'payout', 'payout_reversal')`
    ),
    unique11("karigar_ledger_one_per_generation").on(
      t.productId,
      t.stage,
      t.generation,
      t.kind,
      t.storeId
    ),
    unique11("karigar_ledger_reversed_once").on(t.reversesId, t.storeId),
    index15("karigar_ledger_employee_date_idx").on(t.storeId, t.employeeId, t.entryDate),
    index15("karigar_ledger_order_idx").on(t.orderId).where(sql13`${t.orderId} IS NOT NULL`)
  ]
);

// src/db/schema/push-subscriptions.ts
import { pgTable as pgTable22, text as text16, uuid as uuid21 } from "drizzle-orm/pg-core";
var pushSubscriptions = pgTable22("push_subscriptions", {
  id: id(),
  userId: uuid21("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  endpoint: text16("endpoint").notNull().unique(),
  p256dh: text16("p256dh").notNull(),
  auth: text16("auth").notNull(),
  createdAt: createdAt()
});

// src/db/schema/otp-challenges.ts
import { index as index16, integer as integer12, pgTable as pgTable23, text as text17, timestamp as timestamp6, varchar as varchar20 } from "drizzle-orm/pg-core";
var otpChallenges = pgTable23(
  "otp_challenges",
  {
    id: id(),
    phone: varchar20("phone", { length: 10 }).notNull(),
    codeHash: text17("code_hash").notNull(),
    attempts: integer12("attempts").notNull().default(0),
    clientAddress: text17("client_address").notNull(),
    expiresAt: timestamp6("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp6("consumed_at", { withTimezone: true }),
    createdAt: createdAt()
  },
  (t) => [
    index16("otp_challenges_phone_idx").on(t.phone, t.createdAt),
    index16("otp_challenges_address_idx").on(t.clientAddress, t.createdAt)
  ]
);

// src/db/schema/otp-attempts.ts
import { integer as integer13, pgTable as pgTable24, primaryKey as primaryKey14, text as text18, uuid as uuid22 } from "drizzle-orm/pg-core";
var otpAttempts = pgTable24(
  "otp_attempts",
  {
    challengeId: uuid22("challenge_id").notNull().references(() => otpChallenges.id, { onDelete: "cascade" }),
    clientAddress: text18("client_address").notNull(),
    wrong: integer13("wrong").notNull().default(0)
  },
  (t) => [primaryKey14({ columns: [t.challengeId, t.clientAddress] })]
);

// src/db/schema/idempotency-keys.ts
import {
  index as index17,
  integer as integer14,
  jsonb as jsonb5,
  pgTable as pgTable25,
  primaryKey as primaryKey15,
  text as text19,
  timestamp as timestamp7,
  varchar as varchar21
} from "drizzle-orm/pg-core";
var idempotencyKeys = pgTable25(
  "idempotency_keys",
  {
    scope: text19("scope").notNull(),
    key: varchar21("key", { length: 200 }).notNull(),
    method: varchar21("method", { length: 8 }).notNull(),
    path: text19("path").notNull(),
    requestHash: text19("request_hash").notNull(),
    /** Null while the first request is still running. */
    statusCode: integer14("status_code"),
    /** The answer exactly as first sent. */
    responseBody: text19("response_body"),
    responseHeaders: jsonb5("response_headers").$type(),
    createdAt: timestamp7("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set inside the request's own write transaction, so it is there exactly when the write is: a
     * claim with no answer but this set had its write done and its answer lost (a crash or a 5xx
     * after the commit), and must never run again.
     */
    committedAt: timestamp7("committed_at", { withTimezone: true })
  },
  (t) => [
    primaryKey15({ columns: [t.scope, t.key] }),
    index17("idempotency_keys_created_idx").on(t.createdAt)
  ]
);

// src/db/schema/server-secrets.ts
import { pgTable as pgTable26, text as text20, timestamp as timestamp8 } from "drizzle-orm/pg-core";
var serverSecrets = pgTable26("server_secrets", {
  name: text20("name").primaryKey(),
  value: text20("value").notNull(),
  createdAt: timestamp8("created_at", { withTimezone: true }).notNull().defaultNow()
});

// src/db/schema/job-claims.ts
import { index as index18, pgTable as pgTable27, text as text21, timestamp as timestamp9 } from "drizzle-orm/pg-core";
var jobClaims = pgTable27(
  "job_claims",
  {
    key: text21("key").primaryKey(),
    createdAt: timestamp9("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index18("job_claims_created_idx").on(t.createdAt)]
);

// src/db/schema/cash-counts.ts
import { sql as sql14 } from "drizzle-orm";
import { check as check9, date as date8, pgTable as pgTable28, primaryKey as primaryKey16, unique as unique12, uuid as uuid23 } from "drizzle-orm/pg-core";
var cashCounts = pgTable28(
  "cash_counts",
  {
    id: rowId(),
    storeId: uuid23("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    /** The day counted, India time. */
    day: date8("day", { mode: "string" }).notNull(),
    countedPaise: paise("counted_paise").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey16({ name: "cash_counts_pkey", columns: [t.id, t.storeId] }),
    unique12("cash_counts_store_day_unique").on(t.storeId, t.day),
    check9("cash_counts_counted_check", sql14`${t.countedPaise} >= 0`)
  ]
);

// src/db/client.ts
var MIGRATION_LOCK_ID = 7319115422;
async function openPostgres(connection, options = {}) {
  const pool = new pg.Pool({
    ...typeof connection === "string" ? { connectionString: connection } : connection,
    max: options.max ?? 10
  });
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  pool.on("connect", (client) => {
    client.on("error", () => void 0);
    prepareStatementsOf(client);
  });
  const probe = await pool.connect();
  try {
    const { rows } = await probe.query(
      `select exists (select from pg_extension where extname = 'citus') as citus`
    );
    if (rows[0].citus) citusPools.add(pool);
  } finally {
    probe.release();
  }
  const db = drizzlePostgres(pool, { schema: schema_exports });
  return {
    db,
    driver: "postgres",
    close: () => pool.end(),
    async migrate(migrationsFolder2) {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrate(drizzlePostgres(client, { schema: schema_exports }), { migrationsFolder: migrationsFolder2 });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => void 0);
        client.release(citusPools.has(pool) ? true : void 0);
      }
    },
    // Exposed for the embedded server's supervisor (a new port after a restart).
    ...{ pool }
  };
}
var citusPools = /* @__PURE__ */ new WeakSet();
function getPool(handle) {
  return handle.pool;
}
async function openPglite(options) {
  if (options.dataDir) mkdirSync2(path5.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...options.dataDir ? { dataDir: options.dataDir } : {},
    ...options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}
  });
  const db = drizzlePglite(client, { schema: schema_exports });
  return {
    db,
    driver: "pglite",
    close: () => client.close(),
    async migrate(migrationsFolder2) {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzlePglite(client, { schema: schema_exports }), { migrationsFolder: migrationsFolder2 });
    },
    // Exposed for the test template builder.
    ...{ pglite: client }
  };
}
function getPglite(handle) {
  return handle.pglite;
}

// src/db/pglite-upgrade.ts
import { existsSync as existsSync3 } from "node:fs";
import fs2 from "node:fs/promises";
import path6 from "node:path";
var BATCH = 2e3;
async function tablesInDependencyOrder(client) {
  const { rows: tables } = await client.query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`
  );
  const { rows: edges } = await client.query(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`
  );
  const ordered = [];
  const placed = /* @__PURE__ */ new Set();
  const remaining = tables.map((t) => t.name);
  while (remaining.length > 0) {
    const next = remaining.findIndex(
      (table2) => edges.every((edge) => edge.child !== table2 || placed.has(edge.parent))
    );
    if (next === -1) throw new Error(`Foreign keys form a cycle among ${remaining.join(", ")}`);
    const [table] = remaining.splice(next, 1);
    ordered.push(table);
    placed.add(table);
  }
  return ordered;
}
var quote = (name) => `"${name.replaceAll('"', '""')}"`;
async function countOf(source, table) {
  const { rows } = await source.query(
    `select count(*)::int as n from ${quote(table)}`
  );
  return rows[0].n;
}
async function upgradeFromPglite(options) {
  const { dataDir, pool, log } = options;
  const oldDir = path6.join(dataDir, "db");
  if (!existsSync3(path6.join(oldDir, "PG_VERSION"))) return void 0;
  log.info(
    `Found the database of an earlier version in ${oldDir} (PGlite); copying it into PostgreSQL (${path6.join(dataDir, "pg")}).`
  );
  const old = await openPglite({ dataDir: oldDir });
  const counts = {};
  try {
    await old.migrate(options.migrationsFolder);
    const source = getPglite(old);
    const client = await pool.connect();
    try {
      await client.query("begin");
      const tables = await tablesInDependencyOrder(client);
      const targetCounts = {};
      for (const table of tables) {
        const { rows } = await client.query(
          `select count(*)::int as n from ${quote(table)}`
        );
        targetCounts[table] = rows[0].n;
        counts[table] = await countOf(source, table);
      }
      const targetHasRows = Object.values(targetCounts).some((n) => n > 0);
      if (targetHasRows) {
        const differing = tables.filter((t) => targetCounts[t] !== counts[t]);
        if (differing.length > 0) {
          throw new Error(
            `Both ${oldDir} (PGlite) and ${path6.join(dataDir, "pg")} (PostgreSQL) hold data, and they differ (${differing.map((t) => `${t}: ${counts[t]} vs ${targetCounts[t]}`).join(", ")}). Nothing was changed. Keep the one you want: move the other out of ${dataDir}.`
          );
        }
        await client.query("rollback");
        log.info("The copy was already made by an earlier start; keeping the old folder aside.");
      } else {
        await client.query("set local session_replication_role = replica");
        for (const table of tables) {
          for (let offset = 0; offset < counts[table]; offset += BATCH) {
            const { rows: rows2 } = await source.query(
              `select coalesce(json_agg(t), '[]')::text as batch from
                 (select * from ${quote(table)} order by ctid limit ${BATCH} offset ${offset}) t`
            );
            await client.query(
              `insert into ${quote(table)} overriding system value
                 select * from json_populate_recordset(null::${quote(table)}, $1::json)`,
              [rows2[0].batch]
            );
          }
          const { rows } = await client.query(
            `select count(*)::int as n from ${quote(table)}`
          );
          if (rows[0].n !== counts[table]) {
            throw new Error(
              `Copying ${table} gave ${rows[0].n} rows instead of ${counts[table]}; nothing was changed.`
            );
          }
        }
        await client.query(`
          do $$ declare r record; begin
            for r in select c.relname as tbl, a.attname as col,
                            pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
                     from pg_class c join pg_namespace n on n.oid = c.relnamespace
                     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                     where n.nspname = 'public' and c.relkind = 'r'
                       and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null loop
              execute format('select setval(%L, coalesce((select max(%I) from %I), 0) + 1, false)', r.seq, r.col, r.tbl);
            end loop;
          end $$`);
        await client.query("commit");
      }
    } catch (error) {
      await client.query("rollback").catch(() => void 0);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await old.close();
  }
  const stamp = (options.now ?? /* @__PURE__ */ new Date()).toISOString().slice(0, 19).replaceAll(":", "-");
  const backupDir = path6.join(dataDir, `db-pglite-backup-${stamp}`);
  await fs2.rename(oldDir, backupDir);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  log.warn(
    `Upgraded the database to PostgreSQL: ${total} rows copied and counted (${Object.entries(counts).filter(([, n]) => n > 0).map(([t, n]) => `${t} ${n}`).join(
      ", "
    )}). The old PGlite folder is kept as ${backupDir}; delete it once you are satisfied.`
  );
  return { counts, backupDir };
}

// src/db/open-database.ts
async function openDatabase(options) {
  const { config, log, migrationsFolder: migrationsFolder2 } = options;
  if (config.database === "external") {
    const database = await openPostgres(config.databaseUrl);
    await database.migrate(migrationsFolder2);
    const problems = durabilityProblems(await readDurabilitySettings(database.db));
    if (problems.length > 0) {
      log.warn(
        `The PostgreSQL server at DATABASE_URL is not crash-safe: ${problems.join("; ")}. Fix its configuration before trusting it with the shop's books.`
      );
    }
    return { database, kind: "external", embedded: void 0, close: () => database.close() };
  }
  const releaseLock = await lockDataDir(config.dataDir);
  try {
    if (config.database === "pglite") {
      const database2 = await openPglite({ dataDir: path7.join(config.dataDir, "db") });
      await database2.migrate(migrationsFolder2);
      log.warn(
        "DATABASE=pglite: the data is in PGlite, which does not flush its writes to disk (no fsync). It survives a crash of this program but not a power cut or an OS crash, which can lose or corrupt the books. Use it only where the embedded PostgreSQL server cannot run."
      );
      return {
        database: database2,
        kind: "pglite",
        embedded: void 0,
        async close() {
          await database2.close();
          await releaseLock();
        }
      };
    }
    let pool;
    const embedded = await EmbeddedPostgres.start({
      dir: path7.join(config.dataDir, "pg"),
      passwordFile: path7.join(config.dataDir, "postgres-password"),
      log,
      onPortChange: (port) => {
        if (pool) pool.options.port = port;
      }
    });
    let database;
    try {
      database = await openPostgres(embedded.connectionOptions(), { max: 20 });
      pool = getPool(database);
      await database.migrate(migrationsFolder2);
      const problems = durabilityProblems(await readDurabilitySettings(database.db));
      if (problems.length > 0) {
        throw new UnsafeDatabaseError(
          `Refusing to start: the embedded PostgreSQL server is not crash-safe (${problems.join("; ")}). Something changed its settings (ALTER SYSTEM, ALTER DATABASE or ALTER ROLE in ${path7.join(config.dataDir, "pg")}); undo it.`
        );
      }
      await upgradeFromPglite({
        dataDir: config.dataDir,
        pool,
        migrationsFolder: migrationsFolder2,
        log
      });
    } catch (error) {
      await database?.close().catch(() => void 0);
      await embedded.stop();
      throw error;
    }
    const opened = database;
    return {
      database: opened,
      kind: "embedded",
      embedded,
      async close() {
        await opened.close();
        await embedded.stop();
        await releaseLock();
      }
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

// src/features/data-export/shop-import.ts
import { randomUUID } from "node:crypto";

// ../../packages/shared/src/length-rules.ts
var atLeastCharacters = (key2, label, min) => ({
  key: key2,
  text: (p) => `${label} must be at least ${p.min} characters`,
  params: { min }
});
var atMostCharacters = (key2, label, max) => ({
  key: key2,
  text: (p) => `${label} must be at most ${p.max} characters`,
  params: { max }
});
var pageLimitRule = (key2, max) => ({
  key: key2,
  text: (p) => `limit must be a whole number from 1 to ${p.max}`,
  params: { max }
});
var exactlyDigits = (key2, label, digits) => ({
  key: key2,
  text: (p) => `${label} must be exactly ${p.digits} digits`,
  params: { digits }
});

// ../../packages/shared/src/approvals-rules.ts
var APPROVAL_KINDS = ["addon", "design"];
var APPROVAL_STATUSES = ["pending", "approved", "declined"];
var APPROVAL_NOTE_MAX_LENGTH = 200;
var APPROVAL_RULES = {
  APPROVAL_KIND_INVALID: {
    key: "orderDetails:approvals.rules.kindInvalid",
    text: "Choose what to ask: add-on or design"
  },
  APPROVAL_DESCRIPTION_REQUIRED: {
    key: "orderDetails:approvals.rules.descriptionRequired",
    text: "Say what the customer is asked to approve"
  },
  APPROVAL_DESCRIPTION_LENGTH: {
    key: "orderDetails:approvals.rules.descriptionLength",
    text: "Description: 3 to 120 characters"
  },
  APPROVAL_ADDON_DESCRIPTION_LENGTH: {
    key: "orderDetails:approvals.rules.addonDescriptionLength",
    text: "An add-on's description becomes a line of the order: 3 to 50 characters"
  },
  APPROVAL_AMOUNT_REQUIRED: {
    key: "orderDetails:approvals.rules.amountRequired",
    text: "An add-on needs its price: more than \u20B90"
  },
  APPROVAL_IMAGE_INVALID: {
    key: "orderDetails:approvals.rules.imageInvalid",
    text: "Choose one of the order's photos"
  },
  APPROVAL_DECISION_INVALID: {
    key: "orderDetails:approvals.rules.decisionInvalid",
    text: "Choose approve or decline"
  },
  APPROVAL_NOTE_LENGTH: atMostCharacters(
    "orderDetails:approvals.rules.noteLength",
    "Note",
    APPROVAL_NOTE_MAX_LENGTH
  )
};
var APPROVAL_MESSAGES = {
  notFound: "Approval not found",
  orderClosed: "This order is delivered or cancelled: it takes no more approvals",
  decided: "This approval was already answered: its answer stays as given",
  imageNotOfOrder: "The photo must be one of this order's photos"
};

// ../../packages/shared/src/fit-rules.ts
var FIT_ANSWERS = ["good", "needs_change"];
var FIT_NOTE_MAX_LENGTH = 200;
var FIT_RULES = {
  FIT_ANSWER_INVALID: {
    key: "orderDetails:fit.rules.answerInvalid",
    text: "Choose good or needs_change"
  },
  FIT_NOTE_LENGTH: atMostCharacters(
    "orderDetails:fit.rules.noteLength",
    "Note",
    FIT_NOTE_MAX_LENGTH
  )
};
var FIT_MESSAGES = {
  windowClosed: "How it fitted can be told for 14 days after the order was delivered",
  answered: "How this fitted was already told: the answer stays as given",
  productNotInOrder: "This garment is not part of the order"
};

// ../../packages/shared/src/garments-rules.ts
var GARMENT_STAGES = [
  "received",
  "cutting",
  "stitching",
  "finishing",
  "trial",
  "ready"
];
var TAG_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{6}$/;
var TAG_SHEETS = ["a4", "thermal58"];
var GARMENT_RULES = {
  GARMENT_TAG_INVALID: {
    key: "garments:rules.tagInvalid",
    text: "A garment tag is 6 letters and digits, such as K7M2QX"
  },
  GARMENT_STAGE_INVALID: {
    key: "garments:rules.stageInvalid",
    text: "Choose the step: received, cutting, stitching, finishing, trial or ready"
  },
  GARMENT_TAG_SHEET_INVALID: {
    key: "garments:rules.tagSheetInvalid",
    text: "Choose the tag paper: A4 label sheet or 58 mm thermal roll"
  }
};
var GARMENT_MESSAGES = {
  notFound: "Garment not found: no garment of this shop has this tag",
  orderCancelled: "This order was cancelled: its garments take no more steps"
};

// ../../packages/shared/src/customer-messages.ts
import { z as z2 } from "zod";

// ../../packages/shared/src/constants.ts
var PHONE_DIGITS = 10;
var PINCODE_DIGITS = 6;
var OTP_DIGITS = 6;
var ADDRESS_MIN_LENGTH = 5;
var TEXT_MIN_LENGTH = 3;
var TEXT_MAX_LENGTH = 50;
var IMAGES_PER_PRODUCT_MAX = 4;
var IMAGE_MAX_BYTES = 2 * 1024 * 1024;
var FETCH_ALL_LIMIT = 1e3;
var OTP_VALIDITY_MS = 5 * 6e4;
var INVITE_VALIDITY_DAYS = 7;
var SHOP_TIME_ZONE = "Asia/Kolkata";
var LANGUAGES = ["en", "hi", "gu", "mr", "ta"];

// ../../packages/shared/src/rules.ts
function codesOf(rules) {
  return Object.fromEntries(Object.keys(rules).map((code) => [code, code]));
}
function ruleIssue(code, params, path11 = []) {
  return { code: "custom", message: code, params, path: path11 };
}

// ../../packages/shared/src/dates.ts
var ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isLeapYear(year) {
  return year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
}
function daysInMonth(year, month) {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Month must be 1 to 12: ${month}`);
  }
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function partsOrNull(iso) {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}
function isIsoDate(value) {
  return partsOrNull(value) !== null;
}
function parseIsoDate(iso) {
  const parts = partsOrNull(iso);
  if (!parts) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${iso}`);
  return parts;
}
var pad2 = (n) => String(n).padStart(2, "0");
function toIsoDate({ year, month, day }) {
  if (!Number.isInteger(year) || year < 0 || year > 9999) {
    throw new RangeError(`Year must be 0 to 9999: ${year}`);
  }
  const iso = `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
  parseIsoDate(iso);
  return iso;
}
var INVALID_DATE_MESSAGE = "Enter a valid date (YYYY-MM-DD)";
var DATE_RULES = {
  DATE_INVALID: { key: "newOrder:validation.dateInvalid", text: INVALID_DATE_MESSAGE }
};
var DATE_CODES = codesOf(DATE_RULES);
function toDayNumber({ year, month, day }) {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}
function daysBetween(from, to) {
  return toDayNumber(parseIsoDate(to)) - toDayNumber(parseIsoDate(from));
}
var dayFormatters = /* @__PURE__ */ new Map();
function dayFormatter(timeZone) {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23"
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}
function zonedParts(instant, timeZone) {
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid Date");
  const values = {};
  for (const part of dayFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year,
    month: values.month,
    day: values.day,
    hour: values.hour % 24,
    minute: values.minute,
    second: values.second
  };
}
function isoDateInZone(instant, timeZone = SHOP_TIME_ZONE) {
  return toIsoDate(zonedParts(instant, timeZone));
}
function isoDateTimeInZone(instant, timeZone = SHOP_TIME_ZONE) {
  const parts = zonedParts(instant, timeZone);
  const two = (n) => String(n).padStart(2, "0");
  return `${toIsoDate(parts)}T${two(parts.hour)}:${two(parts.minute)}`;
}
function todayInShopZone(now = /* @__PURE__ */ new Date(), timeZone = SHOP_TIME_ZONE) {
  return isoDateInZone(now, timeZone);
}
var BUSINESS_DATE_MIN = "2000-01-01";
var BUSINESS_DATE_MAX_YEARS_AHEAD = 2;
var DATE_OUT_OF_RANGE = "DATE_OUT_OF_RANGE";
function businessDateWindow(today) {
  const { year, month, day } = parseIsoDate(today);
  const maxYear = year + BUSINESS_DATE_MAX_YEARS_AHEAD;
  const max = toIsoDate({ year: maxYear, month, day: Math.min(day, daysInMonth(maxYear, month)) });
  return { min: BUSINESS_DATE_MIN, max };
}
var scopedToday = null;
function businessToday() {
  return scopedToday ?? todayInShopZone();
}
function dateOutOfRangeMessage({ min, max }) {
  return `Choose a date from ${min} to ${max}`;
}
function checkBusinessDate(iso, ctx, path11 = []) {
  if (!isIsoDate(iso)) return;
  const window = businessDateWindow(businessToday());
  if (iso >= window.min && iso <= window.max) return;
  addOutOfRange(ctx, iso, path11, window);
}
function addOutOfRange(ctx, input, path11, window) {
  ctx.addIssue({
    code: "custom",
    path: path11,
    input,
    message: DATE_OUT_OF_RANGE,
    params: { code: DATE_OUT_OF_RANGE, ...window }
  });
}

// ../../packages/shared/src/customer-messages-rules.ts
var NOT_COLLECTED_DAYS_MAX = 90;
var CUSTOMER_MESSAGE_SETTINGS_RULES = {
  NOT_COLLECTED_DAYS_INVALID: {
    key: "settings:errors.notCollectedDays",
    text: (p) => `Days before the 'not collected' reminder must be a whole number from 1 to ${p.max}`,
    params: { max: NOT_COLLECTED_DAYS_MAX }
  },
  CUSTOMER_MESSAGE_TOGGLE_INVALID: {
    key: "settings:errors.customerMessageToggle",
    text: "Each message is turned on (true) or off (false)"
  }
};

// ../../packages/shared/src/customer-messages.ts
var CUSTOMER_MESSAGE_KINDS = [
  /** The order is taken: total, advance, balance and the due date. */
  "order_taken",
  /** The day before the trial (fitting). */
  "trial_reminder",
  /** Two hours before a trial with a time of day (sent outside quiet hours, never after it). */
  "trial_soon",
  /** Status Completed: ready for pickup. */
  "ready",
  /** Completed with a balance left: the amount, payable by UPI from the tracking link. */
  "balance_due",
  /** Still not collected N days after it was ready (N set by the shop). */
  "not_collected",
  /** Delivered: thanks. */
  "delivered",
  /** The shop asks the customer to approve an add-on or a design (one per approval). */
  "approval_request"
];
var CUSTOMER_MESSAGE_STATES = [
  "queued",
  "sending",
  "sent",
  "failed",
  "unknown",
  "skipped"
];
var customerMessageSettingsSchema = z2.object({
  order_taken: z2.boolean(),
  trial_reminder: z2.boolean(),
  trial_soon: z2.boolean(),
  ready: z2.boolean(),
  balance_due: z2.boolean(),
  not_collected: z2.boolean(),
  delivered: z2.boolean(),
  approval_request: z2.boolean(),
  not_collected_days: z2.number().int()
});
var CUSTOMER_MESSAGE_SETTINGS_CODES = codesOf(CUSTOMER_MESSAGE_SETTINGS_RULES);
var updateCustomerMessageSettingsSchema = z2.object({
  ...Object.fromEntries(
    CUSTOMER_MESSAGE_KINDS.map((kind) => [
      kind,
      z2.boolean({ error: CUSTOMER_MESSAGE_SETTINGS_CODES.CUSTOMER_MESSAGE_TOGGLE_INVALID }).optional()
    ])
  ),
  not_collected_days: z2.number({ error: CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID }).int(CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID).min(1, CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID).max(NOT_COLLECTED_DAYS_MAX, CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID).optional()
}).strict();
var orderCustomerMessagesSchema = z2.object({
  /**
   * Whether the server sends messages itself (a gateway is configured). Without one, the staff
   * send each from their own phone with its WhatsApp link.
   */
  gateway: z2.enum(["none", "sms", "whatsapp"]),
  messages: z2.array(
    z2.object({
      _id: z2.string(),
      kind: z2.enum(CUSTOMER_MESSAGE_KINDS),
      state: z2.enum(CUSTOMER_MESSAGE_STATES),
      /** The text as sent, or as it would be sent now. */
      text: z2.string(),
      /** wa.me click-to-chat link with the text filled in, for sending it by hand. */
      whatsapp_link: z2.string(),
      created_at: z2.string(),
      /** When it goes out (after quiet hours or a retry), while queued. */
      scheduled_for: z2.string().nullable(),
      sent_at: z2.string().nullable(),
      /** Who sent it by hand (from their own WhatsApp), as the shop knows them; null for the gateway's. */
      sent_by: z2.string().nullable(),
      attempts: z2.number().int(),
      last_error: z2.string().nullable()
    })
  )
});
var resolveCustomerMessageSchema = z2.object({
  action: z2.enum(["mark_sent", "send_again"])
});

// ../../packages/shared/src/data-export.ts
import { z as z14 } from "zod";

// ../../packages/shared/src/books.ts
import { z as z6 } from "zod";

// ../../packages/shared/src/dates-schemas.ts
import { z as z3 } from "zod";
var isoDateSchema = z3.string({ error: DATE_CODES.DATE_INVALID }).refine(isIsoDate, DATE_CODES.DATE_INVALID);
var businessDateSchema = isoDateSchema.superRefine(
  (iso, ctx) => checkBusinessDate(iso, ctx)
);

// ../../packages/shared/src/gst-rules.ts
var GST_RATES = [5, 12, 18, 28, 40];
var COMPOSITION_RATE_MIN = 1;
var COMPOSITION_RATE_MAX = 6;
var GST_RULES = {
  GSTIN_FORMAT: {
    key: "settings:errors.gstinFormat",
    text: "Enter a 15-character GSTIN like 27AAPFU0939F1ZV: state code, PAN, entity number, Z, check character"
  },
  GSTIN_STATE: {
    key: "settings:errors.gstinState",
    text: "The GSTIN must start with an Indian state code (01 to 38)"
  },
  GSTIN_CHECKSUM: {
    key: "settings:errors.gstinChecksum",
    text: "This GSTIN is not valid: its last character (the check character) does not match"
  },
  GST_RATE: {
    key: "settings:errors.gstRate",
    text: `GST rate must be one of ${GST_RATES.join(", ")} per cent`
  },
  GST_SCHEME: {
    key: "settings:errors.gstScheme",
    text: "GST scheme must be unregistered, composition or regular"
  },
  GST_SCHEME_NEEDS_GSTIN: {
    key: "settings:errors.gstSchemeNeedsGstin",
    text: "A composition or regular GST shop needs its GSTIN: enter it, or choose unregistered"
  },
  COMPOSITION_RATE: {
    key: "settings:errors.compositionRate",
    text: (p) => `Composition rate must be a whole number from ${p.min} to ${p.max} per cent`,
    params: { min: COMPOSITION_RATE_MIN, max: COMPOSITION_RATE_MAX }
  },
  TALLY_LEDGER_NAME: {
    key: "settings:errors.tallyLedgerName",
    text: "A Tally ledger name needs 1 to 100 characters"
  },
  GSTR1_MONTH: {
    key: "settings:errors.gstr1Month",
    text: "Choose the return month as YYYY-MM, like 2026-06"
  },
  GSTR1_SECTION: {
    key: "settings:errors.gstr1Section",
    text: "Choose a GSTR-1 section: b2b, b2cl, b2cs, cdnr, cdnur, hsn or docs"
  },
  SAC_CODE: {
    key: "settings:errors.sacCode",
    text: "Enter the SAC or HSN code as 6 to 8 digits, like 998821"
  }
};

// ../../packages/shared/src/gst.ts
var GST_CODES = codesOf(GST_RULES);
var GST_SCHEMES = ["unregistered", "composition", "regular"];
var GST_DOCUMENT_KINDS = ["tax_invoice", "bill_of_supply"];
var GST_STATE_CODES = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Dadra and Nagar Haveli and Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh"
};
var GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
var GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
function gstinCheckCharacter(first14) {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARACTERS.indexOf(first14[i]);
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + product % 36;
  }
  return GSTIN_CHARACTERS[(36 - sum % 36) % 36];
}
function gstinProblem(gstin) {
  if (!GSTIN_SHAPE.test(gstin)) return GST_CODES.GSTIN_FORMAT;
  if (!GST_STATE_CODES[gstin.slice(0, 2)]) return GST_CODES.GSTIN_STATE;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GST_CODES.GSTIN_CHECKSUM;
  return null;
}
var GST_NOTE_KINDS = ["credit", "debit"];
var GST_NOTE_REASONS = ["revised", "cancelled"];

// ../../packages/shared/src/money-schemas.ts
import { z as z4 } from "zod";

// ../../packages/shared/src/money.ts
var MAX_RUPEE_AMOUNT = 1e8;
var MAX_PAISE = 2 ** 50;
function paiseTolerance(scaled) {
  return Math.max(1, Math.abs(scaled)) * 2 ** -44;
}
function toPaiseOrNull(rupees4) {
  if (!Number.isFinite(rupees4)) return null;
  const scaled = rupees4 * 100;
  const paise2 = Math.round(scaled);
  if (Math.abs(paise2) > MAX_PAISE) return null;
  if (Math.abs(scaled - paise2) > paiseTolerance(scaled)) return null;
  return paise2 === 0 ? 0 : paise2;
}
function hasAtMostTwoDecimals(rupees4) {
  return toPaiseOrNull(rupees4) !== null;
}
function rupeesToPaise(rupees4) {
  const paise2 = toPaiseOrNull(rupees4);
  if (paise2 === null) {
    throw new RangeError(`Not a rupee amount with at most 2 decimals: ${rupees4}`);
  }
  return paise2;
}
var wholeRupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
var twoDecimals = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2
});
var upToOneDecimal = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 0,
  maximumFractionDigits: 1
});
function assertFinite(amount) {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
}
function withSign(negative, body) {
  return `${negative ? "-" : ""}\u20B9${body}`;
}
function formatRupees(amount, opts = {}) {
  assertFinite(amount);
  const paise2 = Math.round(Math.abs(amount) * 100);
  const showPaise = opts.decimals ?? paise2 % 100 !== 0;
  if (showPaise) {
    return withSign(amount < 0 && paise2 !== 0, twoDecimals.format(paise2 / 100));
  }
  const whole = Math.round(Math.abs(amount));
  return withSign(amount < 0 && whole !== 0, wholeRupees.format(whole));
}
var MONEY_RULES = {
  AMOUNT_INVALID: { key: "newOrder:validation.invalidAmount", text: "Enter a valid amount" },
  AMOUNT_NOT_POSITIVE: {
    key: "karigars:payout.amountAboveZero",
    text: "Amount must be greater than zero"
  },
  AMOUNT_NEGATIVE: { key: "newOrder:validation.amountNegative", text: "Amount cannot be negative" },
  AMOUNT_MAX: {
    key: "newOrder:validation.amountMax",
    text: (p) => `Amount cannot exceed ${p.max}`,
    params: { max: formatRupees(MAX_RUPEE_AMOUNT) }
  },
  AMOUNT_DECIMALS: {
    key: "newOrder:validation.amountDecimals",
    text: "Amount can have at most 2 decimal places"
  }
};
var MONEY_CODES = codesOf(MONEY_RULES);

// ../../packages/shared/src/money-schemas.ts
function createRupeeAmountSchema(options = {}) {
  const positive = options.positive ?? false;
  const invalidMessage = options.invalidMessage ?? MONEY_CODES.AMOUNT_INVALID;
  const minMessage = options.minMessage ?? (positive ? MONEY_CODES.AMOUNT_NOT_POSITIVE : MONEY_CODES.AMOUNT_NEGATIVE);
  const base = z4.number({ error: invalidMessage });
  return (positive ? base.gt(0, minMessage) : base.min(0, minMessage)).max(MAX_RUPEE_AMOUNT, MONEY_CODES.AMOUNT_MAX).refine(hasAtMostTwoDecimals, MONEY_CODES.AMOUNT_DECIMALS);
}
var rupeeAmountSchema = createRupeeAmountSchema();
var positiveRupeeAmountSchema = createRupeeAmountSchema({ positive: true });

// ../../packages/shared/src/takings.ts
import { z as z5 } from "zod";

// ../../packages/shared/src/orders/constants.ts
var ORDER_STATUSES = [
  "Pending",
  "Assigned",
  "In Process",
  "Completed",
  "Delayed",
  "Delivered",
  "Cancelled"
];
var ORDER_TYPES = ["new", "alteration"];
var PAYMENT_TYPES = ["cash", "upi", "card"];
var PAYMENT_KINDS = ["advance", "balance", "final", "refund"];
var PRODUCTS_PER_ORDER_MAX = 50;
var MEASUREMENTS_PER_PRODUCT_MAX = 60;
var MEASUREMENT_VALUE_MAX_LENGTH = 30;
var NOTE_MAX_LENGTH = 1e3;
var ORDER_LIST_LIMIT_MAX = 100;
var PAID_MONEY_CHOICES = ["refund", "keep"];

// ../../packages/shared/src/takings-rules.ts
var TAKINGS_MAX_DAYS = 366;
var REFUND_KIND = "refund";
var TAKINGS_MESSAGES = {
  endBeforeStart: "End date cannot be earlier than start date.",
  rangeTooLong: `Choose a range of at most ${TAKINGS_MAX_DAYS} days`
};
var TAKINGS_RULES = {
  TAKINGS_END_BEFORE_START: {
    key: "takings:errors.endBeforeStart",
    text: TAKINGS_MESSAGES.endBeforeStart
  },
  TAKINGS_RANGE_TOO_LONG: {
    key: "takings:errors.rangeTooLong",
    text: (p) => `Choose a range of at most ${p.max} days`,
    params: { max: TAKINGS_MAX_DAYS }
  }
};

// ../../packages/shared/src/takings.ts
var TAKINGS_CODES = codesOf(TAKINGS_RULES);
var bothDates = (q) => q.from !== void 0 && q.to !== void 0 && isIsoDate(q.from) && isIsoDate(q.to);
var takingsQuerySchema = z5.object({
  from: businessDateSchema.optional(),
  to: businessDateSchema.optional(),
  method: z5.enum(PAYMENT_TYPES).optional()
}).refine((q) => !bothDates(q) || q.to >= q.from, {
  message: TAKINGS_CODES.TAKINGS_END_BEFORE_START,
  path: ["to"]
}).refine((q) => !bothDates(q) || daysBetween(q.from, q.to) < TAKINGS_MAX_DAYS, {
  message: TAKINGS_CODES.TAKINGS_RANGE_TOO_LONG,
  path: ["to"]
});
var rupees = z5.number();
var flowSchema = z5.object({
  received: rupees,
  refunded: rupees,
  net: rupees,
  /** Entries counted, refunds included. */
  count: z5.number().int()
});
var takingsKindSchema = z5.union([z5.enum(PAYMENT_KINDS), z5.literal(REFUND_KIND)]);
var takingsEntrySchema = z5.object({
  _id: z5.string(),
  /** ISO 8601 instant the money changed hands. */
  at: z5.string(),
  order_id: z5.string(),
  /** As bills show it, with the shop's prefix ('KT-42'). */
  order_number: z5.string(),
  customer_name: z5.string(),
  kind: takingsKindSchema,
  method: z5.enum(PAYMENT_TYPES),
  /** Always positive; a refund is money out by its kind. */
  amount: rupees,
  recorded_by_name: z5.string().nullable(),
  /**
   * A UPI payment's reference as the order's payment link carries it (`tr`, upiReference: the
   * order number's letters and digits), to find it in the shop's UPI statement; null otherwise.
   */
  upi_reference: z5.string().nullable()
});
var takingsSchema = z5.object({
  from: z5.string(),
  to: z5.string(),
  time_zone: z5.string(),
  total: flowSchema,
  /** Every method, cash, UPI and card, in that order, zeros included. */
  by_method: z5.array(flowSchema.extend({ method: z5.enum(PAYMENT_TYPES) })),
  /** Who took the money (the ledger's recorded_by), most received first. */
  by_person: z5.array(
    flowSchema.extend({ user_id: z5.string().nullable(), name: z5.string().nullable() })
  ),
  /** Newest first, at most TAKINGS_MAX_ENTRIES; entries_truncated says when some were left out. */
  entries: z5.array(takingsEntrySchema),
  entries_truncated: z5.boolean()
});

// ../../packages/shared/src/books.ts
var TALLY_LEDGER_KEYS = [
  "sales",
  "cgst",
  "sgst",
  "igst",
  "customers",
  "cash",
  "upi",
  "card"
];
var TALLY_LEDGER_NAME_MAX = 100;
var ledgerName = z6.string({ error: GST_CODES.TALLY_LEDGER_NAME }).trim().min(1, GST_CODES.TALLY_LEDGER_NAME).max(TALLY_LEDGER_NAME_MAX, GST_CODES.TALLY_LEDGER_NAME);
var tallyLedgersInputSchema = z6.partialRecord(z6.enum(TALLY_LEDGER_KEYS), ledgerName);
var tallyLedgersSchema = z6.object(
  Object.fromEntries(TALLY_LEDGER_KEYS.map((key2) => [key2, z6.string()]))
);
var BOOKS_MAX_DAYS = 366;
var bothDates2 = (q) => q.from !== void 0 && q.to !== void 0 && isIsoDate(q.from) && isIsoDate(q.to);
var booksRangeQuerySchema = z6.object({ from: businessDateSchema, to: businessDateSchema }).refine((q) => !bothDates2(q) || q.to >= q.from, {
  message: TAKINGS_CODES.TAKINGS_END_BEFORE_START,
  path: ["to"]
}).refine((q) => !bothDates2(q) || daysBetween(q.from, q.to) < BOOKS_MAX_DAYS, {
  message: TAKINGS_CODES.TAKINGS_RANGE_TOO_LONG,
  path: ["to"]
});
var rupees2 = z6.number();
var dayBookDaySchema = z6.object({
  /** YYYY-MM-DD in the shop's time zone. */
  day: z6.string(),
  /** Money received (advances and balances) by mode; refunds apart. */
  receipts: z6.object({ cash: rupees2, upi: rupees2, card: rupees2, total: rupees2 }),
  /** Refunds of cancelled orders, in total and the part paid in cash. */
  refunds: rupees2,
  cash_refunds: rupees2,
  /** Wages paid to karigars that day (reversals taken off), in total and in cash. */
  karigar_payouts: rupees2,
  cash_karigar_payouts: rupees2,
  /** The drawer's cash at the day's start and end by the books; null before the opening cash. */
  opening_cash: rupees2.nullable(),
  closing_cash: rupees2.nullable(),
  /** The cash the shop counted at the end of the day, and counted − closing; null: not counted. */
  counted_cash: rupees2.nullable(),
  difference: rupees2.nullable()
});
var dayBookSchema = z6.object({
  from: z6.string(),
  to: z6.string(),
  time_zone: z6.string(),
  /** The opening cash as the shop entered it, and the day it applies from; null: not entered. */
  opening_cash: z6.object({ amount: rupees2, date: z6.string() }).nullable(),
  days: z6.array(dayBookDaySchema),
  totals: z6.object({
    receipts: z6.object({ cash: rupees2, upi: rupees2, card: rupees2, total: rupees2 }),
    refunds: rupees2,
    karigar_payouts: rupees2
  })
});
var openingCashSchema = z6.object({ amount: rupeeAmountSchema, date: businessDateSchema });
var cashCountInputSchema = z6.object({
  day: businessDateSchema,
  counted: rupeeAmountSchema.nullable()
});
var cmp08QuerySchema = z6.object({
  financial_year: z6.coerce.number().int().min(2017).max(2100),
  quarter: z6.coerce.number().int().min(1).max(4)
});
var cmp08Schema = z6.object({
  financial_year: z6.number(),
  quarter: z6.number(),
  from: z6.string(),
  to: z6.string(),
  /** Per cent of turnover, the shop's composition rate now. */
  rate: z6.number(),
  /** Bills of supply of the quarter, with their debit notes added and credit notes taken off. */
  bills: z6.number().int(),
  turnover: rupees2,
  /** turnover × rate, half CGST, half SGST (the odd paisa to SGST). */
  tax: rupees2,
  cgst: rupees2,
  sgst: rupees2
});
var gstr1QuerySchema = z6.object({
  month: z6.string({ error: GST_CODES.GSTR1_MONTH }).regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, GST_CODES.GSTR1_MONTH)
});
var GSTR1_SECTIONS = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn", "docs"];
var gstr1CsvQuerySchema = gstr1QuerySchema.extend({
  section: z6.enum(GSTR1_SECTIONS, { error: GST_CODES.GSTR1_SECTION })
});
var itemSchema = z6.object({
  num: z6.number().int(),
  itm_det: z6.object({
    txval: rupees2,
    rt: z6.number(),
    iamt: rupees2,
    camt: rupees2,
    samt: rupees2,
    csamt: rupees2
  })
});
var b2bInvoiceSchema = z6.object({
  inum: z6.string(),
  /** dd-mm-yyyy, as the offline tool writes dates. */
  idt: z6.string(),
  val: rupees2,
  pos: z6.string(),
  rchrg: z6.literal("N"),
  inv_typ: z6.literal("R"),
  itms: z6.array(itemSchema)
});
var noteSchema = z6.object({
  ntty: z6.enum(["C", "D"]),
  nt_num: z6.string(),
  nt_dt: z6.string(),
  val: rupees2,
  pos: z6.string(),
  itms: z6.array(itemSchema)
});
var gstr1Schema = z6.object({
  gstin: z6.string(),
  /** The return period, MMYYYY. */
  fp: z6.string(),
  b2b: z6.array(z6.object({ ctin: z6.string(), inv: z6.array(b2bInvoiceSchema) })),
  b2cl: z6.array(
    z6.object({
      pos: z6.string(),
      inv: z6.array(b2bInvoiceSchema.omit({ pos: true, rchrg: true, inv_typ: true }))
    })
  ),
  b2cs: z6.array(
    z6.object({
      sply_ty: z6.enum(["INTRA", "INTER"]),
      pos: z6.string(),
      typ: z6.literal("OE"),
      rt: z6.number(),
      txval: rupees2,
      iamt: rupees2,
      camt: rupees2,
      samt: rupees2,
      csamt: rupees2
    })
  ),
  cdnr: z6.array(
    z6.object({
      ctin: z6.string(),
      nt: z6.array(noteSchema.extend({ rchrg: z6.literal("N"), inv_typ: z6.literal("R") }))
    })
  ),
  cdnur: z6.array(noteSchema.extend({ typ: z6.literal("B2CL") })),
  hsn: z6.object({
    data: z6.array(
      z6.object({
        num: z6.number().int(),
        hsn_sc: z6.string(),
        desc: z6.string(),
        uqc: z6.string(),
        qty: z6.number(),
        rt: z6.number(),
        val: rupees2,
        txval: rupees2,
        iamt: rupees2,
        camt: rupees2,
        samt: rupees2,
        csamt: rupees2
      })
    )
  }),
  doc_issue: z6.object({
    doc_det: z6.array(
      z6.object({
        doc_num: z6.number().int(),
        doc_typ: z6.string(),
        docs: z6.array(
          z6.object({
            num: z6.number().int(),
            from: z6.string(),
            to: z6.string(),
            totnum: z6.number().int(),
            cancel: z6.number().int(),
            net_issue: z6.number().int()
          })
        )
      })
    )
  })
});
var gstr1AnswerSchema = z6.union([
  gstr1Schema.extend({ return: z6.literal("GSTR-1") }),
  cmp08Schema.extend({ return: z6.literal("CMP-08") })
]);

// ../../packages/shared/src/accounts-rules.ts
var SHOP_ADDRESS_MAX_LENGTH = 500;
var accountsKey = (key2) => `accounts:validation.${key2}`;
var nameRules = (label, keyPrefix, requiredText = `${label} is required`) => ({
  required: { key: `${keyPrefix}Required`, text: requiredText },
  min: atLeastCharacters(`${keyPrefix}Min`, label, TEXT_MIN_LENGTH),
  max: atMostCharacters(`${keyPrefix}Max`, label, TEXT_MAX_LENGTH)
});
var ownerName = nameRules("Owner name", accountsKey("ownersName"));
var shopName = nameRules("Shop name", accountsKey("shopName"));
var ACCOUNT_RULES = {
  ACCOUNT_OWNER_NAME_REQUIRED: ownerName.required,
  ACCOUNT_OWNER_NAME_MIN: ownerName.min,
  ACCOUNT_OWNER_NAME_MAX: ownerName.max,
  ACCOUNT_SHOP_NAME_REQUIRED: shopName.required,
  ACCOUNT_SHOP_NAME_MIN: shopName.min,
  ACCOUNT_SHOP_NAME_MAX: shopName.max,
  EMAIL_REQUIRED: { key: accountsKey("emailRequired"), text: "Email is required" },
  EMAIL_INVALID: { key: accountsKey("emailInvalid"), text: "Enter a valid email address" },
  ACCOUNT_PHONE_DIGITS: exactlyDigits(accountsKey("phone"), "Phone number", PHONE_DIGITS),
  ACCOUNT_ADDRESS_REQUIRED: { key: accountsKey("addressRequired"), text: "Address is required" },
  ACCOUNT_ADDRESS_MIN: atLeastCharacters(accountsKey("addressMin"), "Address", ADDRESS_MIN_LENGTH),
  ACCOUNT_ADDRESS_MAX: atMostCharacters(
    accountsKey("addressMax"),
    "Address",
    SHOP_ADDRESS_MAX_LENGTH
  ),
  ACCOUNT_PINCODE_REQUIRED: { key: accountsKey("pincodeRequired"), text: "Pincode is required" },
  ACCOUNT_PINCODE_DIGITS: {
    key: accountsKey("pincodeDigits"),
    text: (p) => `Pincode must be ${p.digits} digits`,
    params: { digits: PINCODE_DIGITS }
  },
  ACCOUNT_STATE_REQUIRED: { key: accountsKey("stateRequired"), text: "State is required" },
  ACCOUNT_DISTRICT_REQUIRED: { key: accountsKey("districtRequired"), text: "District is required" },
  /** Signup's terms checkbox, which only the form has. */
  ACCOUNT_TERMS_REQUIRED: {
    key: accountsKey("terms"),
    text: "You must accept the Terms and Conditions"
  }
};
var ACCOUNT_CODES = codesOf(ACCOUNT_RULES);

// ../../packages/shared/src/customers-rules.ts
var GENDERS = ["male", "female"];
var ADDRESS_MAX_LENGTH = 500;
var CUSTOMER_NOT_FOUND = "Customer not found";
var RELATIONS = [
  "self",
  "wife",
  "husband",
  "son",
  "daughter",
  "mother",
  "father",
  "other"
];
var CUSTOMER_MESSAGES = {
  dateOfBirthFuture: "Date of birth cannot be in the future",
  dateOfBirthTooOld: "Date of birth must be after 1900",
  notOnMobile: "This person is not on this mobile number",
  nameTaken: "Someone on this mobile number already has this name"
};
var CUSTOMER_PERSON_RULES = {
  CUSTOMER_RELATION_INVALID: {
    key: "customers:rules.relationInvalid",
    text: (p) => `Relation must be one of: ${p.relations}`,
    params: { relations: RELATIONS.join(", ") }
  },
  CUSTOMER_DATE_OF_BIRTH_TOO_OLD: {
    key: "customers:rules.dateOfBirthTooOld",
    text: CUSTOMER_MESSAGES.dateOfBirthTooOld
  },
  CUSTOMER_LIST_LIMIT_INVALID: {
    key: "customers:rules.limitInvalid",
    text: (p) => `limit must be a whole number from 0 to ${p.max}`,
    params: { max: FETCH_ALL_LIMIT }
  },
  LIST_PAGE_INVALID: {
    key: "common:rules.pageInvalid",
    text: "page must be a whole number from 1"
  }
};
var CUSTOMER_GENDER_RULES = {
  CUSTOMER_GENDER_REQUIRED: {
    key: "newOrder:validation.genderRequired",
    text: "Please select a gender first."
  }
};
var customerName = nameRules(
  "Customer name",
  "customers:editDetails.validation.name",
  "Customer name is required."
);
var CUSTOMER_NAME_RULES = {
  CUSTOMER_NAME_REQUIRED: customerName.required,
  CUSTOMER_NAME_MIN: customerName.min,
  CUSTOMER_NAME_MAX: customerName.max
};
var addressKey = (key2) => `customers:address.validation.${key2}`;
var CUSTOMER_ADDRESS_RULES = {
  CUSTOMER_ADDRESS_REQUIRED: { key: addressKey("required"), text: "Address is required" },
  CUSTOMER_ADDRESS_MIN: atLeastCharacters(addressKey("min"), "Address", ADDRESS_MIN_LENGTH),
  CUSTOMER_ADDRESS_MAX: atMostCharacters(addressKey("max"), "Address", ADDRESS_MAX_LENGTH)
};

// ../../packages/shared/src/employees-rules.ts
var POSITIONS = ["manager", "tailor", "assistant", "other"];
var SPECIALIZATIONS = [
  "men's wear",
  "women's wear",
  "embroidery",
  "alteration",
  "all types"
];
var MAX_EXPERIENCE_YEARS = 80;
var employeesKey = (key2) => `employees:validation.${key2}`;
var employeeName = nameRules("Name", employeesKey("name"));
var ASSIGNMENTS_LIMIT_MAX = 100;
var EMPLOYEE_RULES = {
  EMPLOYEE_SEND_INVITE_INVALID: {
    key: "employees:rules.sendInviteInvalid",
    text: "send_invite must be sms or link"
  },
  EMPLOYEE_ASSIGNMENTS_LIMIT_INVALID: pageLimitRule(
    "employees:rules.assignmentsLimitInvalid",
    ASSIGNMENTS_LIMIT_MAX
  ),
  EMPLOYEE_NAME_REQUIRED: employeeName.required,
  EMPLOYEE_NAME_MIN: employeeName.min,
  EMPLOYEE_NAME_MAX: employeeName.max,
  EMPLOYEE_POSITION_INVALID: {
    key: employeesKey("positionInvalid"),
    text: "Select a valid position"
  },
  EMPLOYEE_EXPERIENCE_REQUIRED: {
    key: employeesKey("experienceRequired"),
    text: "Experience is required"
  },
  EMPLOYEE_EXPERIENCE_WHOLE: {
    key: employeesKey("experienceWhole"),
    text: "Experience must be a whole number of years"
  },
  EMPLOYEE_EXPERIENCE_NEGATIVE: {
    key: employeesKey("experienceNegative"),
    text: "Experience cannot be negative"
  },
  EMPLOYEE_EXPERIENCE_MAX: {
    key: employeesKey("experienceMax"),
    text: (p) => `Experience must be at most ${p.max} years`,
    params: { max: MAX_EXPERIENCE_YEARS }
  },
  EMPLOYEE_SPECIALIZATION_REQUIRED: {
    key: employeesKey("specializationRequired"),
    text: "Specialization is required"
  },
  EMPLOYEE_SPECIALIZATION_INVALID: {
    key: employeesKey("specializationInvalid"),
    text: "Select a valid specialization"
  }
};
var EMPLOYEE_NOT_FOUND = "Employee not found";

// ../../packages/shared/src/karigars-rules.ts
var KARIGAR_STAGES = [
  "completed",
  "cutting",
  "stitching",
  "finishing",
  "trial_fix"
];
var WORK_STEPS = ["cutting", "stitching", "finishing", "trial_fix"];
var LEDGER_ENTRY_KINDS = [
  "credit",
  "credit_reversal",
  "payout",
  "payout_reversal"
];
var PAYOUT_METHODS = ["cash", "upi"];
var LEDGER_PERIOD_MAX_DAYS = 366;
var GARMENT_NAME_MAX = 60;
var LEDGER_NOTE_MAX = 200;
var KARIGAR_RULES = {
  KARIGAR_GARMENT_REQUIRED: { key: "karigars:rates.garmentRequired", text: "Enter the garment" },
  KARIGAR_GARMENT_TOO_LONG: {
    key: "karigars:rates.garmentTooLong",
    text: (p) => `Garment can have at most ${p.max} characters`,
    params: { max: GARMENT_NAME_MAX }
  },
  KARIGAR_RATE_INVALID: { key: "karigars:rates.rateInvalid", text: "Enter a valid rate" },
  KARIGAR_RATE_NOT_POSITIVE: {
    key: "karigars:rates.rateAboveZero",
    text: "Rate must be greater than zero"
  },
  KARIGAR_AMOUNT_INVALID: { key: "karigars:payout.amountInvalid", text: "Enter a valid amount" },
  KARIGAR_AMOUNT_NOT_POSITIVE: {
    key: "karigars:payout.amountAboveZero",
    text: "Amount must be greater than zero"
  },
  KARIGAR_METHOD_INVALID: { key: "karigars:rules.methodInvalid", text: "Choose cash or UPI" },
  KARIGAR_NOTE_TOO_LONG: {
    key: "karigars:payout.noteTooLong",
    text: (p) => `Note can have at most ${p.max} characters`,
    params: { max: LEDGER_NOTE_MAX }
  },
  KARIGAR_STAGE_INVALID: {
    key: "karigars:rules.stageInvalid",
    text: "Choose the stage: completed, cutting, stitching, finishing or trial fix"
  }
};
var KARIGAR_MESSAGES = {
  periodInvalid: `Choose a period of 1 to ${LEDGER_PERIOD_MAX_DAYS} days, its start not after its end`
};

// ../../packages/shared/src/orders/responses.ts
import { z as z8 } from "zod";

// ../../packages/shared/src/measurements-rules.ts
var MEASUREMENT_VALUE_RULES = {
  MEASUREMENT_VALUE_NOT_A_NUMBER: {
    key: "newOrder:validation.measurementNotANumber",
    text: "Enter a number, like 38, 38.5 or 38 1/2"
  },
  MEASUREMENT_VALUE_NEGATIVE: {
    key: "newOrder:validation.measurementNegative",
    text: "A measurement cannot be negative"
  },
  MEASUREMENT_VALUE_DECIMAL_POINTS: {
    key: "newOrder:validation.measurementDecimalPoints",
    text: "A number has only one decimal point"
  },
  MEASUREMENT_VALUE_ZERO_FRACTION: {
    key: "newOrder:validation.measurementZeroFraction",
    text: "A fraction cannot have 0 below the line"
  }
};
var MEASUREMENT_UNIT_RULES = {
  MEASUREMENT_UNIT_INVALID: {
    key: "settings:errors.measurementUnit",
    text: "Measurement unit must be in or cm"
  }
};

// ../../packages/shared/src/measurements.ts
var MEASUREMENT_VALUE_CODES = codesOf(MEASUREMENT_VALUE_RULES);
var MEASUREMENT_RANGES = {
  Length: { min: 8, max: 65 },
  Chest: { min: 18, max: 70 },
  "Upper Chest": { min: 18, max: 65 },
  Bust: { min: 18, max: 70 },
  "Under Bust": { min: 16, max: 65 },
  Waist: { min: 16, max: 70 },
  Hip: { min: 18, max: 75 },
  Shoulder: { min: 8, max: 30 },
  "Sleeve Length": { min: 2, max: 40 },
  "Sleeve Round": { min: 5, max: 26 },
  Armhole: { min: 8, max: 32 },
  Bicep: { min: 5, max: 26 },
  Cuff: { min: 4, max: 18 },
  Neck: { min: 9, max: 26 },
  "Front Neck Depth": { min: 1, max: 15 },
  "Back Neck Depth": { min: 0.5, max: 20 },
  "Apex Point": { min: 4, max: 18 },
  "Front Cross": { min: 6, max: 26 },
  "Back Cross": { min: 6, max: 28 },
  "Slit Length": { min: 1, max: 35 },
  Thigh: { min: 9, max: 42 },
  Knee: { min: 7, max: 32 },
  Calf: { min: 6, max: 28 },
  Ankle: { min: 5, max: 20 },
  Bottom: { min: 5, max: 45 },
  Inseam: { min: 8, max: 40 },
  "Crotch (Rise)": { min: 5, max: 36 },
  Flare: { min: 20, max: 260 }
};
var GARMENT_LENGTH_RANGES = {
  Shirt: { min: 14, max: 42 },
  Kurta: { min: 16, max: 56 },
  Trouser: { min: 18, max: 50 },
  Pyjama: { min: 18, max: 50 },
  Sherwani: { min: 20, max: 58 },
  "Suit / Blazer": { min: 14, max: 40 },
  "Waistcoat / Nehru Jacket": { min: 12, max: 36 },
  Blouse: { min: 8, max: 28 },
  "Salwar Kameez / Kurti": { min: 14, max: 56 },
  "Salwar / Churidar": { min: 18, max: 50 },
  Lehenga: { min: 18, max: 50 },
  "Saree Fall / Petticoat": { min: 20, max: 50 },
  "Gown / Anarkali": { min: 24, max: 65 }
};
var key = (text22) => text22.trim().toLowerCase();
var RANGES_BY_NAME = new Map(
  Object.entries(MEASUREMENT_RANGES).map(([name, range]) => [key(name), range])
);
var LENGTHS_BY_GARMENT = new Map(
  Object.entries(GARMENT_LENGTH_RANGES).map(([garment, range]) => [key(garment), range])
);
var MEASUREMENT_UNITS = ["in", "cm"];

// ../../packages/shared/src/trials.ts
import { z as z7 } from "zod";

// ../../packages/shared/src/trials-rules.ts
var TRIAL_MESSAGES = {
  invalid: "Enter the trial date as YYYY-MM-DD, with a time (HH:mm) if fixed",
  past: "Trial date cannot be in the past",
  afterDue: "Trial date must be on or before the due date",
  noTrial: "This order has no trial date to answer",
  closed: "This order is closed: its trial can no longer be answered"
};
var TRIAL_NOTE_MAX_LENGTH = 200;
var TRIAL_LIST_MAX_DAYS = 62;
var TRIAL_RULES = {
  TRIAL_NOTE_LENGTH: atMostCharacters("trials:rules.noteLength", "Message", TRIAL_NOTE_MAX_LENGTH),
  TRIAL_RESPONSE_INVALID: {
    key: "trials:rules.responseInvalid",
    text: "Choose confirmed or another_day"
  },
  TRIAL_LIST_RANGE: {
    key: "trials:rules.listRange",
    text: (p) => `Choose a range of 1 to ${p.max} days, from before to`,
    params: { max: TRIAL_LIST_MAX_DAYS }
  },
  TRIAL_DATE_INVALID: { key: "newOrder:validation.trialDateInvalid", text: TRIAL_MESSAGES.invalid },
  TRIAL_DATE_AFTER_DUE: {
    key: "newOrder:validation.trialAfterDue",
    text: TRIAL_MESSAGES.afterDue
  }
};
var DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
var ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
function parseTrial(value) {
  const text22 = value.trim();
  if (isIsoDate(text22)) return { date: text22, time: null };
  const local = DATE_TIME.exec(text22);
  if (local && isIsoDate(local[1])) return { date: local[1], time: `${local[2]}:${local[3]}` };
  if (ISO_INSTANT.test(text22)) {
    const instant = new Date(text22);
    if (Number.isNaN(instant.getTime())) return null;
    return parseTrial(isoDateTimeInZone(instant));
  }
  return null;
}

// ../../packages/shared/src/trials.ts
var TRIAL_CODES = codesOf(TRIAL_RULES);
var trialDateSchema = z7.union([z7.string({ error: TRIAL_CODES.TRIAL_DATE_INVALID }), z7.null()], {
  error: TRIAL_CODES.TRIAL_DATE_INVALID
}).transform((value, ctx) => {
  if (value === null || value.trim() === "") return null;
  const trial = parseTrial(value);
  if (!trial) {
    ctx.addIssue({ code: "custom", message: TRIAL_CODES.TRIAL_DATE_INVALID });
    return z7.NEVER;
  }
  checkBusinessDate(trial.date, ctx);
  return trial;
});
var TRIAL_RESPONSES = ["confirmed", "another_day"];
var trialAnswerSchema = z7.object({
  response: z7.enum(TRIAL_RESPONSES, { error: TRIAL_CODES.TRIAL_RESPONSE_INVALID }),
  /** With another_day: the days or times that suit the customer, in their words. */
  note: z7.string().trim().max(TRIAL_NOTE_MAX_LENGTH, TRIAL_CODES.TRIAL_NOTE_LENGTH).nullish().transform((v) => v || null)
});
var trialAnswerViewSchema = z7.object({
  response: z7.enum(TRIAL_RESPONSES),
  note: z7.string().nullable(),
  /** When they answered (ISO instant). */
  at: z7.string()
});
var trialListQuerySchema = z7.object({
  /** Defaults to today in the shop's time zone. */
  from: businessDateSchema.optional(),
  /** Defaults to six days after `from` (a week). */
  to: businessDateSchema.optional()
}).refine(
  // Runs beside the fields' own checks: a malformed day is theirs to refuse.
  ({ from, to }) => !from || !to || !isIsoDate(from) || !isIsoDate(to) || to >= from && daysBetween(from, to) < TRIAL_LIST_MAX_DAYS,
  { message: TRIAL_CODES.TRIAL_LIST_RANGE, path: ["to"] }
);
var trialListSchema = z7.object({
  from: z7.string(),
  to: z7.string(),
  /** By day, then time (those without a time last in their day), then order number. */
  trials: z7.array(
    z7.object({
      order_id: z7.string(),
      order_number: z7.number().int(),
      customer_name: z7.string(),
      customer_mobile_no: z7.string(),
      status: z7.string(),
      trialDate: z7.string(),
      answer: trialAnswerViewSchema.nullable()
    })
  )
});

// ../../packages/shared/src/orders/responses.ts
var orderProductSchema = z8.object({
  _id: z8.string(),
  product: z8.object({ name: z8.string() }),
  price: z8.number(),
  measurements: z8.record(z8.string(), z8.string()),
  /** The unit the measurements were taken in, kept with them ('in' or 'cm'). */
  measurement_unit: z8.enum(MEASUREMENT_UNITS).default("in"),
  note: z8.string().nullable(),
  /** Image URLs, relative to the API host ('/api/images/…'). */
  uploadedImages: z8.array(z8.string()),
  /** `is_owner`: the shop owner works on it ('Me' to the owner, their name to others). */
  assigned_to: z8.object({ _id: z8.string(), name: z8.string(), is_owner: z8.boolean().optional() }).nullable(),
  /** The garment's tag (6 characters, unique in the shop), printed as a QR on its label. */
  tag_code: z8.string().optional(),
  /** The last step of work scanned for the garment; null: none yet. */
  stage: z8.enum(GARMENT_STAGES).nullable().optional()
});
var orderSchema = z8.object({
  _id: z8.string(),
  order_id: z8.string(),
  order_number: z8.number().int(),
  customer_name: z8.string(),
  customer_mobile_no: z8.string(),
  customer_id: z8.string(),
  status: z8.enum(ORDER_STATUSES),
  delay_note: z8.string().nullable(),
  /** While Delayed: the new date the customer can expect the order, if the shop gave one. */
  expected_date: z8.string().nullable(),
  share_token: z8.string(),
  /** PUBLIC_URL + /shared_order/{share_token} */
  share_link: z8.string(),
  created_at: z8.string(),
  order: z8.object({
    orderType: z8.enum(ORDER_TYPES),
    totalAmount: z8.number(),
    advancePayment: z8.number(),
    paidAmount: z8.number(),
    remainingAmount: z8.number(),
    status: z8.enum(ORDER_STATUSES),
    orderDate: z8.string(),
    dueDate: z8.string(),
    /** The trial (fitting): 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' shop time; null: none. */
    trialDate: z8.string().nullable().default(null),
    paymentType: z8.enum(PAYMENT_TYPES),
    products: z8.array(orderProductSchema)
  })
});
var ORDER_CHANGE_FIELDS = [
  "dueDate",
  "trialDate",
  "paymentType",
  "customerName",
  "customerAddress",
  "customerGender",
  "product",
  "price",
  "measurement",
  "note",
  "assignee",
  "removed",
  "added",
  /** A line added by the customer's approval of an add-on from the tracking link. */
  "approved",
  "total",
  "paidMoney"
];
var orderChangeSchema = z8.object({
  field: z8.enum(ORDER_CHANGE_FIELDS),
  product: z8.string().nullable(),
  name: z8.string().nullable(),
  from: z8.string().nullable(),
  to: z8.string().nullable()
});
var statusEventSchema = z8.object({
  from: z8.enum(ORDER_STATUSES).nullable(),
  to: z8.enum(ORDER_STATUSES),
  note: z8.string().nullable(),
  by_name: z8.string().nullable(),
  at: z8.string(),
  changes: z8.array(orderChangeSchema)
});
var paymentEntrySchema = z8.object({
  _id: z8.string(),
  amount: z8.number(),
  kind: z8.enum(PAYMENT_KINDS),
  method: z8.enum(PAYMENT_TYPES),
  at: z8.string(),
  recorded_by_name: z8.string().nullable()
});
var orderDetailSchema = orderSchema.extend({
  customer: z8.object({
    _id: z8.string(),
    name: z8.string(),
    gender: z8.enum(GENDERS).nullable(),
    mobile_no: z8.string(),
    address: z8.string().nullable(),
    /** Who the customer is on their mobile number, which a family may share. */
    relation: z8.enum(RELATIONS).optional()
  }),
  status_history: z8.array(statusEventSchema),
  payments: z8.array(paymentEntrySchema),
  /** A Cancelled order's reason and what became of the money received (null `paid_money`: none). */
  cancellation: z8.object({
    reason: z8.string().nullable(),
    paid_money: z8.enum(PAID_MONEY_CHOICES).nullable(),
    amount: z8.number()
  }).nullable(),
  /**
   * Where a customer pays the shop by UPI (its UPI ID and the payee name their app shows), for the
   * QR code of the amount being collected; null until the shop sets a UPI ID (and in an order
   * detail kept from before the field existed).
   */
  upi_payee: z8.object({ upi_id: z8.string(), name: z8.string() }).nullable().default(null),
  /** The customer's answer to the trial from the tracking page; null before they answer. */
  trial_answer: trialAnswerViewSchema.nullable().default(null)
});
var orderListSchema = z8.object({
  orders: z8.array(orderSchema),
  /**
   * The open alterations opened by a customer's 'needs a change' (how it fitted), nearest due
   * first: shown above the list on its first page without filters; empty otherwise.
   */
  fit_fixes: z8.array(orderSchema).default([]),
  total: z8.number().int(),
  page: z8.number().int(),
  limit: z8.number().int()
});
var customerOrdersSchema = z8.object({ orders: z8.array(orderSchema) });

// ../../packages/shared/src/settings.ts
import { z as z13 } from "zod";

// ../../packages/shared/src/measurements-schemas.ts
import { z as z9 } from "zod";
var measurementUnitSchema = z9.enum(
  MEASUREMENT_UNITS,
  codesOf(MEASUREMENT_UNIT_RULES).MEASUREMENT_UNIT_INVALID
);

// ../../packages/shared/src/capacity.ts
import { z as z10 } from "zod";

// ../../packages/shared/src/capacity-rules.ts
var DAILY_CAPACITY_MAX = 1e3;
var EMPLOYEE_CAPACITY_MAX = 200;
var BUFFER_DAYS_MAX = 30;
var CAPACITY_RANGE_MAX_DAYS = 62;
var CAPACITY_RULES = {
  CAPACITY_RANGE_ORDER: {
    key: "capacity:rules.rangeOrder",
    text: "The end date must be on or after the start date"
  },
  CAPACITY_RANGE_LENGTH: {
    key: "capacity:rules.rangeLength",
    text: (p) => `Ask for at most ${p.max} days at a time`,
    params: { max: CAPACITY_RANGE_MAX_DAYS }
  },
  DAILY_CAPACITY_INVALID: {
    key: "settings:errors.dailyCapacity",
    text: (p) => `Daily capacity must be a whole number of garments from 1 to ${p.max}, or empty`,
    params: { max: DAILY_CAPACITY_MAX }
  },
  EMPLOYEE_CAPACITY_INVALID: {
    key: "settings:errors.employeeCapacity",
    text: (p) => `An employee's daily capacity must be a whole number of garments from 1 to ${p.max}, or empty`,
    params: { max: EMPLOYEE_CAPACITY_MAX }
  },
  BUFFER_DAYS_INVALID: {
    key: "settings:errors.bufferDays",
    text: (p) => `Buffer days must be a whole number from 0 to ${p.max}`,
    params: { max: BUFFER_DAYS_MAX }
  }
};
var CAPACITY_MESSAGES = {
  unknownEmployee: "A daily capacity was given for someone who is not an employee of this shop"
};

// ../../packages/shared/src/capacity.ts
var CAPACITY_CODES = codesOf(CAPACITY_RULES);
var dailyCapacitySchema = z10.number({ error: CAPACITY_CODES.DAILY_CAPACITY_INVALID }).int(CAPACITY_CODES.DAILY_CAPACITY_INVALID).min(1, CAPACITY_CODES.DAILY_CAPACITY_INVALID).max(DAILY_CAPACITY_MAX, CAPACITY_CODES.DAILY_CAPACITY_INVALID).nullable();
var employeeDailyCapacitySchema = z10.number({ error: CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID }).int(CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID).min(1, CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID).max(EMPLOYEE_CAPACITY_MAX, CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID);
var employeeCapacitySchema = z10.record(z10.string(), employeeDailyCapacitySchema, {
  error: CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID
});
var bufferDaysSchema = z10.number({ error: CAPACITY_CODES.BUFFER_DAYS_INVALID }).int(CAPACITY_CODES.BUFFER_DAYS_INVALID).min(0, CAPACITY_CODES.BUFFER_DAYS_INVALID).max(BUFFER_DAYS_MAX, CAPACITY_CODES.BUFFER_DAYS_INVALID);
var capacityQuerySchema = z10.object({ from: businessDateSchema, to: businessDateSchema }).superRefine((range, ctx) => {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return;
  if (range.to < range.from) {
    ctx.addIssue(ruleIssue(CAPACITY_CODES.CAPACITY_RANGE_ORDER, {}, ["to"]));
  } else if (daysBetween(range.from, range.to) + 1 > CAPACITY_RANGE_MAX_DAYS) {
    ctx.addIssue(ruleIssue(CAPACITY_CODES.CAPACITY_RANGE_LENGTH, {}, ["to"]));
  }
});
var capacityEmployeeLoadSchema = z10.object({
  employee_id: z10.string(),
  name: z10.string(),
  garments: z10.number().int(),
  /** The employee's own daily capacity, or null when the shop set none for them. */
  capacity: z10.number().int().nullable()
});
var capacityDaySchema = z10.object({
  date: isoDateSchema,
  /** Garments of open orders whose work day this is. */
  garments: z10.number().int(),
  /** The shop's daily capacity, or null without capacity planning. */
  capacity: z10.number().int().nullable(),
  /** Per employee with garments assigned that day or a capacity of their own. */
  per_employee: z10.array(capacityEmployeeLoadSchema)
});
var capacitySchema = z10.object({
  from: isoDateSchema,
  to: isoDateSchema,
  daily_capacity: z10.number().int().nullable(),
  buffer_days: z10.number().int(),
  days: z10.array(capacityDaySchema)
});
var capacityDayQuerySchema = z10.object({ date: businessDateSchema });
var capacityDayOrderSchema = z10.object({
  order_id: z10.string(),
  order_number: z10.number().int(),
  customer_name: z10.string(),
  order_type: z10.enum(ORDER_TYPES),
  status: z10.enum(ORDER_STATUSES),
  garments: z10.number().int(),
  due_date: isoDateSchema,
  /** A Delayed order's new expected date, which is then its work day. */
  expected_date: isoDateSchema.nullable()
});
var capacityDayOrdersSchema = z10.object({
  date: isoDateSchema,
  orders: z10.array(capacityDayOrderSchema)
});

// ../../packages/shared/src/gst-schemas.ts
import { z as z11 } from "zod";
var gstinSchema = z11.string({ error: GST_CODES.GSTIN_FORMAT }).transform((value) => value.replace(/\s+/g, "").toUpperCase()).superRefine((value, ctx) => {
  const problem = value === "" ? null : gstinProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
}).nullable().transform((value) => value ? value : null);
var gstRateSchema = z11.number({ error: GST_CODES.GST_RATE }).refine((rate) => GST_RATES.includes(rate), GST_CODES.GST_RATE);
var gstSchemeSchema = z11.enum(GST_SCHEMES, { error: GST_CODES.GST_SCHEME });
var compositionRateSchema = z11.number({ error: GST_CODES.COMPOSITION_RATE }).int(GST_CODES.COMPOSITION_RATE).min(COMPOSITION_RATE_MIN, GST_CODES.COMPOSITION_RATE).max(COMPOSITION_RATE_MAX, GST_CODES.COMPOSITION_RATE);
var sacCodeSchema = z11.string({ error: GST_CODES.SAC_CODE }).trim().regex(/^\d{6,8}$/, GST_CODES.SAC_CODE);

// ../../packages/shared/src/upi-schemas.ts
import { z as z12 } from "zod";

// ../../packages/shared/src/upi.ts
var UPI_ID_MAX_LENGTH = 100;
var UPI_PAYEE_NAME_MAX_LENGTH = 50;
var UPI_RULES = {
  UPI_ID_INVALID: { key: "settings:errors.upiId", text: "Enter a UPI ID like shopname@okaxis" },
  UPI_ID_LENGTH: atMostCharacters("settings:errors.upiIdLength", "UPI ID", UPI_ID_MAX_LENGTH),
  UPI_PAYEE_NAME_LENGTH: atMostCharacters(
    "settings:errors.payeeNameLength",
    "Payee name",
    UPI_PAYEE_NAME_MAX_LENGTH
  )
};
var UPI_CODES = codesOf(UPI_RULES);
var UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*@[A-Za-z][A-Za-z0-9]{1,63}$/;

// ../../packages/shared/src/upi-schemas.ts
var upiIdSchema = z12.string({ error: UPI_CODES.UPI_ID_INVALID }).trim().max(UPI_ID_MAX_LENGTH, UPI_CODES.UPI_ID_LENGTH).refine((value) => value === "" || UPI_ID_PATTERN.test(value), UPI_CODES.UPI_ID_INVALID).nullable().transform((value) => value ? value : null);
var upiPayeeNameSchema = z12.string({ error: UPI_CODES.UPI_PAYEE_NAME_LENGTH }).trim().max(UPI_PAYEE_NAME_MAX_LENGTH, UPI_CODES.UPI_PAYEE_NAME_LENGTH).nullable().transform((value) => value ? value : null);

// ../../packages/shared/src/settings-rules.ts
var ORDER_NUMBER_PREFIX_MAX_LENGTH = 10;
var GARMENT_NAME_MAX_LENGTH = 40;
var TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH = 40;
var MEASUREMENTS_PER_GARMENT_MAX = 60;
var MEASUREMENT_HINT_MAX_LENGTH = 160;
var GARMENTS_PER_GENDER_MAX = 40;
var GENDER_WORD = { male: "men", female: "women" };
var settingsKey = (key2) => `settings:errors.${key2}`;
var SETTINGS_RULES = {
  SETTINGS_COLLECT_PAYMENTS_INVALID: {
    key: "settings:rules.collectPaymentsInvalid",
    text: "collect_payments must be true or false"
  },
  SETTINGS_SEE_PRICES_INVALID: {
    key: "settings:rules.seePricesInvalid",
    text: "see_prices must be true or false"
  },
  SETTINGS_POSITIONS_REQUIRED: {
    key: "settings:rules.positionsRequired",
    text: "Position permissions need manager, tailor, assistant and other"
  },
  SETTINGS_LANGUAGE: {
    key: settingsKey("language"),
    text: `Customer message language must be one of ${LANGUAGES.join(", ")}`
  },
  SETTINGS_PREFIX_LENGTH: atMostCharacters(
    settingsKey("prefixLength"),
    "Order number prefix",
    ORDER_NUMBER_PREFIX_MAX_LENGTH
  ),
  SETTINGS_PREFIX_CHARACTERS: {
    key: settingsKey("prefixCharacters"),
    text: "Order number prefix can contain only letters, digits, - and /"
  },
  SETTINGS_TEMPLATES_SHAPE: {
    key: settingsKey("templatesShape"),
    text: "Measurement templates need a list of garments for male and for female"
  },
  SETTINGS_GARMENT_REQUIRED: {
    key: settingsKey("garmentRequired"),
    text: "Garment name is required"
  },
  SETTINGS_GARMENT_LENGTH: atMostCharacters(
    settingsKey("garmentLength"),
    "Garment name",
    GARMENT_NAME_MAX_LENGTH
  ),
  SETTINGS_MEASUREMENTS_REQUIRED: {
    key: settingsKey("measurementsRequired"),
    text: "Add at least one measurement for each garment"
  },
  SETTINGS_MEASUREMENTS_MAX: {
    key: settingsKey("measurementsMax"),
    text: (p) => `A garment can have at most ${p.max} measurements`,
    params: { max: MEASUREMENTS_PER_GARMENT_MAX }
  },
  SETTINGS_MEASUREMENT_REQUIRED: {
    key: settingsKey("measurementRequired"),
    text: "Measurement name is required"
  },
  SETTINGS_MEASUREMENT_LENGTH: atMostCharacters(
    settingsKey("measurementLength"),
    "Measurement name",
    TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH
  ),
  SETTINGS_HINT_LENGTH: atMostCharacters(
    settingsKey("hintLength"),
    "A hint",
    MEASUREMENT_HINT_MAX_LENGTH
  ),
  SETTINGS_HINTS_SHAPE: {
    key: settingsKey("hintsShape"),
    text: "Hints must be a map of measurement name to text"
  },
  /** "You can keep at most 40 garments for men" */
  SETTINGS_TOO_MANY_GARMENTS_MALE: {
    key: settingsKey("tooManyGarments.male"),
    text: (p) => `You can keep at most ${p.max} garments for men`,
    params: { max: GARMENTS_PER_GENDER_MAX }
  },
  SETTINGS_TOO_MANY_GARMENTS_FEMALE: {
    key: settingsKey("tooManyGarments.female"),
    text: (p) => `You can keep at most ${p.max} garments for women`,
    params: { max: GARMENTS_PER_GENDER_MAX }
  },
  /** "The garment 'Kurta' is listed twice for men" (names compared without case) */
  SETTINGS_GARMENT_TWICE: {
    key: (p) => settingsKey(`duplicateGarment.${p.gender}`),
    text: (p) => `The garment '${p.garment}' is listed twice for ${GENDER_WORD[p.gender]}`
  },
  /** "'Chest' is listed twice for the garment 'Kurta'" (names compared without case) */
  SETTINGS_MEASUREMENT_TWICE: {
    key: settingsKey("duplicateMeasurement"),
    text: (p) => `'${p.measurement}' is listed twice for the garment '${p.garment}'`
  }
};
var PERMISSION_MESSAGES = {
  collectPayments: "Your shop does not allow your position to collect payments",
  collectWithoutPrices: "Your shop does not allow your position to see prices, so you cannot collect payments",
  setPrices: "Your shop does not allow your position to see or set prices. Ask the shopkeeper to enter them"
};

// ../../packages/shared/src/settings.ts
var SETTINGS_CODES = codesOf(SETTINGS_RULES);
var TOO_MANY_GARMENTS = {
  male: SETTINGS_CODES.SETTINGS_TOO_MANY_GARMENTS_MALE,
  female: SETTINGS_CODES.SETTINGS_TOO_MANY_GARMENTS_FEMALE
};
var ORDER_NUMBER_PREFIX = /^[A-Za-z0-9/-]*$/;
var SETTINGS_GARMENT_CODES = codesOf(GARMENT_RULES);
var positionPermissionSchema = z13.object({
  /** Record balance, final and advance payments (only with see_prices: the balance is a price). */
  collect_payments: z13.boolean({ error: SETTINGS_CODES.SETTINGS_COLLECT_PAYMENTS_INVALID }),
  /**
   * See and set money: prices, totals, payments. Without it the server answers every money figure
   * of an order as null and refuses prices and payments from this position.
   */
  see_prices: z13.boolean({ error: SETTINGS_CODES.SETTINGS_SEE_PRICES_INVALID })
});
var forEachPosition = (schema) => z13.object(Object.fromEntries(POSITIONS.map((p) => [p, schema])), {
  error: SETTINGS_CODES.SETTINGS_POSITIONS_REQUIRED
});
var positionPermissionsSchema = forEachPosition(positionPermissionSchema);
var positionPermissionInputSchema = positionPermissionSchema.extend({
  see_prices: positionPermissionSchema.shape.see_prices.optional()
});
var positionPermissionsInputSchema = forEachPosition(positionPermissionInputSchema);
var customerMessageLanguageSchema = z13.enum(LANGUAGES, SETTINGS_CODES.SETTINGS_LANGUAGE);
var orderNumberPrefixSchema = z13.string({ error: SETTINGS_CODES.SETTINGS_PREFIX_CHARACTERS }).trim().max(ORDER_NUMBER_PREFIX_MAX_LENGTH, SETTINGS_CODES.SETTINGS_PREFIX_LENGTH).regex(ORDER_NUMBER_PREFIX, SETTINGS_CODES.SETTINGS_PREFIX_CHARACTERS);
var garmentNameSchema = z13.string({ error: SETTINGS_CODES.SETTINGS_GARMENT_REQUIRED }).trim().min(1, SETTINGS_CODES.SETTINGS_GARMENT_REQUIRED).max(GARMENT_NAME_MAX_LENGTH, SETTINGS_CODES.SETTINGS_GARMENT_LENGTH);
var templateMeasurementNameSchema = z13.string({ error: SETTINGS_CODES.SETTINGS_MEASUREMENT_REQUIRED }).trim().min(1, SETTINGS_CODES.SETTINGS_MEASUREMENT_REQUIRED).max(TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH, SETTINGS_CODES.SETTINGS_MEASUREMENT_LENGTH);
var sameKey = (name) => name.toLowerCase();
function firstRepeated(names) {
  const seen = /* @__PURE__ */ new Set();
  for (const name of names) {
    const key2 = sameKey(name);
    if (seen.has(key2)) return name;
    seen.add(key2);
  }
  return null;
}
var garmentTemplateSchema = z13.object(
  {
    garment: garmentNameSchema,
    measurements: z13.array(templateMeasurementNameSchema, {
      error: SETTINGS_CODES.SETTINGS_MEASUREMENTS_REQUIRED
    }).min(1, SETTINGS_CODES.SETTINGS_MEASUREMENTS_REQUIRED).max(MEASUREMENTS_PER_GARMENT_MAX, SETTINGS_CODES.SETTINGS_MEASUREMENTS_MAX),
    hints: z13.record(
      z13.string(),
      z13.string({ error: SETTINGS_CODES.SETTINGS_HINTS_SHAPE }).trim().max(MEASUREMENT_HINT_MAX_LENGTH, SETTINGS_CODES.SETTINGS_HINT_LENGTH),
      { error: SETTINGS_CODES.SETTINGS_HINTS_SHAPE }
    ).optional()
  },
  { error: SETTINGS_CODES.SETTINGS_TEMPLATES_SHAPE }
).transform(({ hints, ...template }) => {
  const kept = Object.entries(hints ?? {}).flatMap(([name, hint]) => {
    const listed = template.measurements.find((m) => sameKey(m) === sameKey(name.trim()));
    return listed && hint ? [[listed, hint]] : [];
  });
  return kept.length > 0 ? { ...template, hints: Object.fromEntries(kept) } : template;
}).superRefine((template, ctx) => {
  const repeated = firstRepeated(template.measurements);
  if (repeated) {
    ctx.addIssue(
      ruleIssue(
        SETTINGS_CODES.SETTINGS_MEASUREMENT_TWICE,
        { garment: template.garment, measurement: repeated },
        ["measurements"]
      )
    );
  }
});
function garmentListSchema(gender) {
  return z13.array(garmentTemplateSchema, { error: SETTINGS_CODES.SETTINGS_TEMPLATES_SHAPE }).max(GARMENTS_PER_GENDER_MAX, TOO_MANY_GARMENTS[gender]).superRefine((list, ctx) => {
    const repeated = firstRepeated(list.map((t) => t.garment));
    if (repeated)
      ctx.addIssue(
        ruleIssue(SETTINGS_CODES.SETTINGS_GARMENT_TWICE, { gender, garment: repeated })
      );
  });
}
var measurementTemplatesSchema = z13.object(
  { male: garmentListSchema("male"), female: garmentListSchema("female") },
  { error: SETTINGS_CODES.SETTINGS_TEMPLATES_SHAPE }
);
var updateSettingsSchema = z13.object({
  customer_message_language: customerMessageLanguageSchema.optional(),
  order_number_prefix: orderNumberPrefixSchema.optional(),
  measurement_templates: measurementTemplatesSchema.nullable().optional(),
  /** Inches or centimetres for new measurements; orders taken before keep theirs. */
  measurement_unit: measurementUnitSchema.optional(),
  position_permissions: positionPermissionsInputSchema.optional(),
  /** The shop's UPI address; '' or null removes it. */
  upi_id: upiIdSchema.optional(),
  /** The payee name customers' UPI apps show; '' or null: the shop's name. */
  upi_payee_name: upiPayeeNameSchema.optional(),
  /** The shop's GSTIN (checked to its check character); '' or null removes it: plain bills. */
  gstin: gstinSchema.optional(),
  /** The GST rate in per cent its tax-inclusive prices carry (gst.ts GST_RATES). */
  gst_rate: gstRateSchema.optional(),
  /**
   * unregistered (plain bills), composition (bills of supply) or regular (tax invoices); the two
   * registered schemes need the shop's GSTIN, given here or already set.
   */
  gst_scheme: gstSchemeSchema.optional(),
  /** The composition rate in per cent of turnover, for CMP-08 (6 for services). */
  composition_rate: compositionRateSchema.optional(),
  /** The SAC/HSN code bills print (998821 by default; the shop's accountant decides). */
  sac_code: sacCodeSchema.optional(),
  /** Last year's turnover above ₹5 crore: the code prints with 6 digits, else 4. */
  turnover_above_5_crore: z13.boolean().optional(),
  /** The Tally ledger names the export uses; the names given change, the others stay. */
  tally_ledgers: tallyLedgersInputSchema.optional(),
  /** The day book's opening cash and the day it applies from; null removes it. */
  opening_cash: openingCashSchema.nullable().optional(),
  /** Which messages go to customers, and 'not collected' after how many days; fields given change. */
  customer_messages: updateCustomerMessageSettingsSchema.optional(),
  /** Garments the shop can finish a day; null: no capacity planning (capacity.ts). */
  daily_capacity: dailyCapacitySchema.optional(),
  /** Per employee id, garments they can finish a day; replaces the whole list ({} clears it). */
  employee_capacity: employeeCapacitySchema.optional(),
  /** Days before the due date staff aim to finish by (their internal target date). */
  buffer_days: bufferDaysSchema.optional(),
  /** The paper garment tags are printed on: 'a4' (24 labels a sheet) or 'thermal58'. */
  tag_sheet: z13.enum(TAG_SHEETS, SETTINGS_GARMENT_CODES.GARMENT_TAG_SHEET_INVALID).optional(),
  /** Whether an order becomes Completed once every garment is scanned ready. */
  complete_when_ready: z13.boolean().optional()
}).refine((s) => !(s.gst_scheme && s.gst_scheme !== "unregistered" && s.gstin === null), {
  message: GST_CODES.GST_SCHEME_NEEDS_GSTIN,
  path: ["gstin"]
});
var garmentTemplateResponseSchema = z13.object({
  garment: z13.string(),
  measurements: z13.array(z13.string()),
  hints: z13.record(z13.string(), z13.string()).optional()
});
var measurementTemplatesResponseSchema = z13.object({
  male: z13.array(garmentTemplateResponseSchema),
  female: z13.array(garmentTemplateResponseSchema)
});
var settingsSchema = z13.object({
  /** The language of texts sent to customers (bills, messages). */
  customer_message_language: z13.enum(LANGUAGES),
  /** Shown before order numbers on bills ('KT-' gives 'KT-42'); '' for none. */
  order_number_prefix: z13.string(),
  /** The shop's own templates, or the defaults while it has none. */
  measurement_templates: measurementTemplatesResponseSchema,
  /** False while the shop uses the default templates. */
  custom_measurement_templates: z13.boolean(),
  /** The unit new measurements are taken in: 'in' (the default) or 'cm'. */
  measurement_unit: z13.enum(MEASUREMENT_UNITS),
  /** Per position, whether staff may collect payments and see prices. */
  position_permissions: positionPermissionsSchema,
  /** The UPI address customers pay the balance to (tracking page, bills); null: none. */
  upi_id: z13.string().nullable(),
  /** The payee name UPI apps show; null: the shop's name. */
  upi_payee_name: z13.string().nullable(),
  /** The shop's GSTIN; null: bills are plain bills, not tax invoices. */
  gstin: z13.string().nullable(),
  /** The GST rate in per cent the shop's prices include; 5 (tailoring services) by default. */
  gst_rate: z13.number(),
  /** Which bills the shop issues: plain bills, bills of supply or tax invoices. */
  gst_scheme: z13.enum(GST_SCHEMES).default("unregistered"),
  /** Per cent of turnover a composition shop pays (CMP-08). */
  composition_rate: z13.number().default(6),
  /** The SAC/HSN code the bills print (4 or 6 digits of it). */
  sac_code: z13.string().default("998821"),
  turnover_above_5_crore: z13.boolean().default(false),
  /** The Tally ledger names, the defaults where the shop set none. */
  tally_ledgers: tallyLedgersSchema.optional(),
  /** The day book's opening cash (rupees) and the day it is the cash at the start of; null: none. */
  opening_cash: z13.object({ amount: z13.number(), date: z13.string() }).nullable().default(null),
  /** Which messages go to customers (all by default), and 'not collected' after how many days. */
  customer_messages: customerMessageSettingsSchema,
  /** Garments the shop can finish a day; null: no capacity planning, no warnings. */
  daily_capacity: z13.number().int().nullable(),
  /** Per employee id, the garments they can finish a day (only those the shop set). */
  employee_capacity: z13.record(z13.string(), z13.number().int()),
  /** Days before the due date staff aim to finish by; 0: none. */
  buffer_days: z13.number().int(),
  /** The paper garment tags are printed on: 'a4' (24 labels a sheet) or 'thermal58'. */
  tag_sheet: z13.enum(TAG_SHEETS).default("a4"),
  /** Whether an order becomes Completed once every garment is scanned ready. */
  complete_when_ready: z13.boolean().default(true)
});
var measurementTemplatesResultSchema = z13.object({
  measurement_templates: measurementTemplatesResponseSchema,
  /** The unit the shop measures in: the new-order fields, their ranges and last time's values. */
  measurement_unit: z13.enum(MEASUREMENT_UNITS).default("in")
});

// ../../packages/shared/src/data-export-rules.ts
var EXPORT_RULES = {
  EXPORT_AMOUNT_DECIMALS: {
    key: "dataExport:rules.amountDecimals",
    text: "Amounts must be rupees with at most 2 decimals"
  },
  EXPORT_RATE_ABOVE_ZERO: { key: "dataExport:rules.rateAboveZero", text: "A rate is above 0" }
};

// ../../packages/shared/src/data-export.ts
var EXPORT_FORMAT = "tailor-shop-manager-export";
var EXPORT_VERSION = 1;
var id2 = z14.guid();
var userRef = id2.nullable();
var timestamp10 = z14.iso.datetime({ offset: true });
var EXPORT_CODES = codesOf(EXPORT_RULES);
var rupees3 = z14.number().min(0).refine(hasAtMostTwoDecimals, EXPORT_CODES.EXPORT_AMOUNT_DECIMALS);
var exportUserSchema = z14.object({
  _id: id2,
  name: z14.string().nullable(),
  phone: z14.string().regex(/^\d{10}$/).nullable(),
  email: z14.string().nullable()
});
var exportStoreSchema = z14.object({
  _id: id2,
  owner_user_id: id2,
  shop_name: z14.string().min(1),
  owners_name: z14.string().min(1),
  email: z14.string().nullable(),
  phone: z14.string().max(10).nullable(),
  address: z14.string(),
  pincode: z14.string().max(6),
  district: z14.string(),
  state: z14.string(),
  /** The number the next order gets. */
  next_order_number: z14.number().int().min(1),
  order_number_prefix: z14.string().max(10),
  customer_message_language: z14.enum(LANGUAGES),
  /** The shop's own templates; null while it uses the defaults. */
  measurement_templates: measurementTemplatesResponseSchema.nullable(),
  /** The unit new measurements are taken in (absent in older exports: inches). */
  measurement_unit: z14.enum(MEASUREMENT_UNITS).default("in"),
  /** The UPI address customers pay to and its payee name (absent in older exports). */
  upi_id: z14.string().nullable().default(null),
  upi_payee_name: z14.string().nullable().default(null),
  /** The shop's GSTIN and GST rate (absent in older exports: no GSTIN, tailoring's 5%). */
  gstin: z14.string().nullable().default(null),
  gst_rate: z14.number().int().default(5),
  /**
   * The shop's GST regime and its settings (issue 32; absent in older exports: regular with a
   * GSTIN, else unregistered, and the defaults).
   */
  gst_scheme: z14.enum(GST_SCHEMES).optional(),
  composition_rate: z14.number().int().min(1).max(6).default(6),
  sac_code: z14.string().regex(/^\d{4,8}$/).default("998821"),
  turnover_above_5_crore: z14.boolean().default(false),
  /** The day book's opening cash and its day; the Tally ledger names (absent: none set). */
  opening_cash: rupees3.nullable().default(null),
  opening_cash_date: isoDateSchema.nullable().default(null),
  tally_ledgers: z14.partialRecord(z14.enum(TALLY_LEDGER_KEYS), z14.string()).nullable().default(null),
  /** Which messages go to customers as the shop chose (absent in older exports, null: all on). */
  customer_messages: customerMessageSettingsSchema.partial().nullable().default(null),
  /** The garment tags' paper and whether all ready completes an order (absent in older exports). */
  tag_sheet: z14.enum(TAG_SHEETS).default("a4"),
  complete_when_ready: z14.boolean().default(true),
  /** Capacity planning (capacity.ts; absent in older exports: none, no buffer days). */
  daily_capacity: z14.number().int().min(1).nullable().default(null),
  employee_capacity: z14.record(z14.string(), z14.number().int().min(1)).nullable().default(null),
  buffer_days: z14.number().int().min(0).default(0),
  time_zone: z14.string().min(1),
  created_at: timestamp10,
  updated_at: timestamp10
});
var exportEmployeeSchema = z14.object({
  _id: id2,
  /** The person's account, once they accepted an invite; null before. */
  user_id: userRef,
  name: z14.string().min(1),
  /** Null only for the owner's own row. */
  phone: z14.string().regex(/^\d{10}$/).nullable(),
  email: z14.string().nullable(),
  position: z14.enum(POSITIONS),
  experience: z14.number().int().min(0).nullable(),
  specialization: z14.enum(SPECIALIZATIONS).nullable(),
  active: z14.boolean(),
  /** The shop owner's own row, which garments assigned to 'Me' name (absent in older exports). */
  is_owner: z14.boolean().default(false),
  created_at: timestamp10,
  updated_at: timestamp10
});
var exportInviteSchema = z14.object({
  _id: id2,
  name: z14.string(),
  phone: z14.string().regex(/^\d{10}$/),
  email: z14.string().nullable(),
  token: z14.string().min(1),
  status: z14.string().min(1).max(12),
  invited_by: userRef,
  employee_id: id2.nullable(),
  created_at: timestamp10,
  expires_at: timestamp10,
  responded_at: timestamp10.nullable()
});
var exportCustomerSchema = z14.object({
  _id: id2,
  name: z14.string().min(1),
  gender: z14.enum(GENDERS).nullable(),
  mobile_no: z14.string().regex(/^\d{10}$/),
  address: z14.string().nullable(),
  /** Several people share one mobile number; an export made before that holds only 'self'. */
  relation: z14.enum(RELATIONS).default("self"),
  date_of_birth: isoDateSchema.nullable().default(null),
  /** A business customer's GSTIN (absent in older exports). */
  gstin: z14.string().length(15).nullable().default(null),
  /** Keeps the customer's order history link (/shared_customer_orders/{token}) working. */
  share_token: z14.string().min(1),
  created_at: timestamp10,
  updated_at: timestamp10
});
var exportImageSchema = z14.object({
  _id: id2,
  storage_key: z14.string().min(1),
  content_type: z14.string().min(1).max(40),
  size_bytes: z14.number().int().min(0),
  width: z14.number().int().nullable(),
  height: z14.number().int().nullable(),
  position: z14.number().int().nullable(),
  uploaded_by: userRef,
  created_at: timestamp10
});
var exportProductSchema = z14.object({
  _id: id2,
  position: z14.number().int().min(1),
  name: z14.string().min(1),
  price: rupees3,
  /** Measurement name → value, as taken for this order. */
  measurements: z14.record(z14.string(), z14.string()),
  /** The unit they were taken in (absent in older exports: inches). */
  measurement_unit: z14.enum(MEASUREMENT_UNITS).default("in"),
  note: z14.string().nullable(),
  assigned_employee_id: id2.nullable(),
  created_at: timestamp10,
  images: z14.array(exportImageSchema),
  /** The garment's tag, kept so printed labels still open it (absent in older exports: a new one). */
  tag_code: z14.string().regex(TAG_CODE_PATTERN).optional(),
  /** Its last step of work and the history of its steps, oldest first (absent: none). */
  stage: z14.enum(GARMENT_STAGES).nullable().default(null),
  steps: z14.array(
    z14.object({
      _id: id2,
      stage: z14.enum(GARMENT_STAGES),
      recorded_by: userRef,
      created_at: timestamp10
    })
  ).default([])
});
var exportStatusEventSchema = z14.object({
  _id: id2,
  from: z14.enum(ORDER_STATUSES).nullable(),
  to: z14.enum(ORDER_STATUSES),
  note: z14.string().nullable(),
  /** What an edit or a cancellation changed (none for a plain status change; older exports lack it). */
  changes: z14.array(orderChangeSchema).default([]),
  changed_by: userRef,
  created_at: timestamp10
});
var exportPaymentSchema = z14.object({
  _id: id2,
  /** Negative for a refund. */
  amount: z14.number().refine(hasAtMostTwoDecimals, EXPORT_CODES.EXPORT_AMOUNT_DECIMALS),
  kind: z14.enum(PAYMENT_KINDS),
  method: z14.enum(PAYMENT_TYPES),
  recorded_by: userRef,
  created_at: timestamp10
});
var exportDocumentLineSchema = z14.object({
  product_id: id2.nullable(),
  name: z14.string(),
  quantity: z14.number().int().min(0),
  price: rupees3
});
var exportGstNoteSchema = z14.object({
  _id: id2,
  kind: z14.enum(GST_NOTE_KINDS),
  financial_year: z14.number().int().min(2017).max(9999),
  serial: z14.number().int().min(1),
  note_date: isoDateSchema,
  reason: z14.enum(GST_NOTE_REASONS),
  value_before: rupees3,
  value_after: rupees3,
  /** The difference, tax-inclusive; the kind gives its direction. */
  amount: rupees3,
  taxable: rupees3,
  cgst: rupees3,
  sgst: rupees3,
  igst: rupees3,
  lines: z14.array(exportDocumentLineSchema),
  created_at: timestamp10
});
var issuedAmount = rupees3.nullable().default(null);
var exportTaxInvoiceSchema = z14.object({
  /** The year its financial year starts in (2026 for April 2026 to March 2027). */
  financial_year: z14.number().int().min(2017).max(9999),
  serial: z14.number().int().min(1),
  invoice_date: isoDateSchema,
  gstin: z14.string().length(15),
  gst_rate: z14.number().int().min(0),
  /** The GST state code of the place of supply. */
  place_of_supply: z14.string().length(2),
  /** A tax invoice or a bill of supply, the code it printed, the customer's GSTIN (absent in older exports). */
  document_kind: z14.enum(GST_DOCUMENT_KINDS).default("tax_invoice"),
  sac_code: z14.string().nullable().default(null),
  customer_gstin: z14.string().nullable().default(null),
  /**
   * What was invoiced, so a restored invoice reprints as it was issued, whatever the order became
   * (older exports lack it: it is then recorded from the order at the first reprint).
   */
  customer_name: z14.string().nullable().default(null),
  lines: z14.array(exportDocumentLineSchema).nullable().default(null),
  total: issuedAmount,
  taxable: issuedAmount,
  cgst: issuedAmount,
  sgst: issuedAmount,
  igst: issuedAmount,
  /** Its credit and debit notes, oldest first (older exports: none). */
  notes: z14.array(exportGstNoteSchema).default([]),
  created_at: timestamp10
});
var exportApprovalSchema = z14.object({
  _id: id2,
  kind: z14.enum(APPROVAL_KINDS),
  description: z14.string().min(1),
  /** An add-on's price; null for a design. */
  amount: rupees3.nullable(),
  /** The order's photo a design shows. */
  image_id: id2.nullable(),
  status: z14.enum(APPROVAL_STATUSES),
  customer_note: z14.string().nullable(),
  decided_at: timestamp10.nullable(),
  created_by: userRef,
  created_at: timestamp10
});
var exportFitAnswerSchema = z14.object({
  _id: id2,
  product_id: id2.nullable(),
  fit: z14.enum(FIT_ANSWERS),
  note: z14.string().nullable(),
  /** The alteration order a change opened. */
  alteration_order_id: id2.nullable(),
  created_at: timestamp10
});
var exportOrderSchema = z14.object({
  _id: id2,
  order_number: z14.number().int().min(1),
  customer_id: id2,
  order_type: z14.enum(ORDER_TYPES),
  status: z14.enum(ORDER_STATUSES),
  delay_note: z14.string().nullable(),
  /** A Delayed order's new expected date (older exports lack it). */
  expected_date: isoDateSchema.nullable().default(null),
  total: rupees3,
  payment_type: z14.enum(PAYMENT_TYPES),
  order_date: isoDateSchema,
  due_date: isoDateSchema,
  /** Keeps the customer's tracking link (/shared_order/{token}) working. */
  share_token: z14.string().min(1),
  created_by: userRef,
  created_at: timestamp10,
  updated_at: timestamp10,
  products: z14.array(exportProductSchema),
  /** The order's history, oldest first. */
  status_events: z14.array(exportStatusEventSchema),
  /** The payments ledger, oldest first: what was paid is its sum. */
  payments: z14.array(exportPaymentSchema),
  /** Its GST tax invoice; null while none was issued (and in older exports). */
  tax_invoice: exportTaxInvoiceSchema.nullable().default(null),
  /** The order a fit problem's alteration fixes (older exports: none). */
  fixes_order_id: id2.nullable().default(null),
  /** The customer's approvals and fit answers, oldest first (older exports: none). */
  approvals: z14.array(exportApprovalSchema).default([]),
  fit_answers: z14.array(exportFitAnswerSchema).default([])
});
var exportKarigarRateSchema = z14.object({
  _id: id2,
  employee_id: id2.nullable(),
  garment: z14.string().min(1),
  stage: z14.enum(KARIGAR_STAGES),
  rate: rupees3.refine((value) => value > 0, EXPORT_CODES.EXPORT_RATE_ABOVE_ZERO),
  updated_by: userRef,
  created_at: timestamp10,
  updated_at: timestamp10
});
var exportKarigarLedgerEntrySchema = z14.object({
  _id: id2,
  employee_id: id2,
  kind: z14.enum(LEDGER_ENTRY_KINDS),
  /** Signed rupees: a reversal is negative. */
  amount: z14.number().refine(hasAtMostTwoDecimals, EXPORT_CODES.EXPORT_AMOUNT_DECIMALS),
  entry_date: isoDateSchema,
  order_id: id2.nullable(),
  product_id: id2.nullable(),
  order_number: z14.number().int().nullable(),
  garment: z14.string().nullable(),
  stage: z14.enum(KARIGAR_STAGES).nullable(),
  generation: z14.number().int().nullable(),
  method: z14.enum(PAYOUT_METHODS).nullable(),
  note: z14.string().nullable(),
  reverses_id: id2.nullable(),
  created_by: userRef,
  created_at: timestamp10
});
var shopExportSchema = z14.object({
  format: z14.literal(EXPORT_FORMAT),
  version: z14.literal(EXPORT_VERSION),
  exported_at: timestamp10,
  store: exportStoreSchema,
  users: z14.array(exportUserSchema),
  employees: z14.array(exportEmployeeSchema),
  invites: z14.array(exportInviteSchema),
  customers: z14.array(exportCustomerSchema),
  orders: z14.array(exportOrderSchema),
  /** Piece rates and the karigars' wage ledger (absent from older exports). */
  karigar_rates: z14.array(exportKarigarRateSchema).default([]),
  karigar_ledger: z14.array(exportKarigarLedgerEntrySchema).default([]),
  /** The cash counted at the end of days, for the day book (absent from older exports). */
  cash_counts: z14.array(
    z14.object({
      day: isoDateSchema,
      counted: rupees3,
      created_at: timestamp10,
      updated_at: timestamp10
    })
  ).default([])
});

// ../../packages/shared/src/karigars.ts
import { z as z15 } from "zod";
var KARIGAR_CODES = codesOf(KARIGAR_RULES);
function garmentKeyOf(name) {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}
var garmentSchema = z15.string({ error: KARIGAR_CODES.KARIGAR_GARMENT_REQUIRED }).trim().min(1, KARIGAR_CODES.KARIGAR_GARMENT_REQUIRED).max(GARMENT_NAME_MAX, KARIGAR_CODES.KARIGAR_GARMENT_TOO_LONG);
var noteSchema2 = z15.string().trim().max(LEDGER_NOTE_MAX, KARIGAR_CODES.KARIGAR_NOTE_TOO_LONG).nullish().transform((note) => note || null);
var karigarRateInputSchema = z15.object({
  garment: garmentSchema,
  employee_id: z15.string().nullish().transform((id3) => id3 || null),
  stage: z15.enum(KARIGAR_STAGES, KARIGAR_CODES.KARIGAR_STAGE_INVALID).default("completed"),
  rate: createRupeeAmountSchema({
    positive: true,
    invalidMessage: KARIGAR_CODES.KARIGAR_RATE_INVALID,
    minMessage: KARIGAR_CODES.KARIGAR_RATE_NOT_POSITIVE
  })
});
var karigarRateSchema = z15.object({
  _id: z15.string(),
  garment: z15.string(),
  stage: z15.enum(KARIGAR_STAGES),
  /** Null: the rate for every employee without a rate of their own. */
  employee: z15.object({ _id: z15.string(), name: z15.string() }).nullable(),
  rate: z15.number(),
  updated_at: z15.string()
});
var karigarRateListSchema = z15.object({ rates: z15.array(karigarRateSchema) });
var ledgerPeriodQuerySchema = z15.object({
  from: businessDateSchema.optional(),
  to: businessDateSchema.optional()
});
var payoutInputSchema = z15.object({
  amount: createRupeeAmountSchema({
    positive: true,
    invalidMessage: KARIGAR_CODES.KARIGAR_AMOUNT_INVALID,
    minMessage: KARIGAR_CODES.KARIGAR_AMOUNT_NOT_POSITIVE
  }),
  method: z15.string({ error: KARIGAR_CODES.KARIGAR_METHOD_INVALID }).trim().toLowerCase().pipe(z15.enum(PAYOUT_METHODS, KARIGAR_CODES.KARIGAR_METHOD_INVALID)),
  note: noteSchema2,
  /** The day it was paid; today when left out. */
  date: businessDateSchema.optional()
});
var reverseEntryInputSchema = z15.object({ note: noteSchema2 });
var ledgerEntrySchema = z15.object({
  _id: z15.string(),
  kind: z15.enum(LEDGER_ENTRY_KINDS),
  date: isoDateSchema,
  /**
   * Rupees, signed as the entry moves its side: a credit and a payout are positive, their
   * reversals negative.
   */
  amount: z15.number(),
  garment: z15.string().nullable(),
  /** The stage a credit pays for (null for payouts). */
  stage: z15.enum(KARIGAR_STAGES).nullable(),
  order_id: z15.string().nullable(),
  /** With the shop's prefix, as printed on the bill. */
  order_number: z15.string().nullable(),
  method: z15.enum(PAYOUT_METHODS).nullable(),
  note: z15.string().nullable(),
  /** The entry this one reverses. */
  reverses_id: z15.string().nullable(),
  /** Whether a later entry reverses this one. */
  reversed: z15.boolean(),
  created_at: z15.string()
});
var ledgerSumsSchema = z15.object({
  opening: z15.number(),
  earned: z15.number(),
  paid: z15.number(),
  owed: z15.number(),
  garments: z15.number().int()
});
var ledgerEmployeeSchema = z15.object({
  _id: z15.string(),
  name: z15.string(),
  /** Their mobile, to send the pay slip to. */
  phone: z15.string().nullable(),
  position: z15.enum(POSITIONS),
  active: z15.boolean()
});
var karigarSummarySchema = z15.object({
  from: isoDateSchema,
  to: isoDateSchema,
  employees: z15.array(ledgerEmployeeSchema.extend({ sums: ledgerSumsSchema })),
  totals: ledgerSumsSchema
});
var karigarLedgerSchema = z15.object({
  from: isoDateSchema,
  to: isoDateSchema,
  employee: ledgerEmployeeSchema,
  sums: ledgerSumsSchema,
  /** The period's entries, oldest first. */
  entries: z15.array(ledgerEntrySchema)
});
var workStepInputSchema = z15.object({
  product_id: z15.string(),
  stage: z15.enum(WORK_STEPS, KARIGAR_CODES.KARIGAR_STAGE_INVALID),
  done: z15.boolean()
});
var orderWorkSchema = z15.object({
  products: z15.array(
    z15.object({
      product_id: z15.string(),
      garment: z15.string(),
      assignee: z15.object({ _id: z15.string(), name: z15.string() }).nullable(),
      steps: z15.array(
        z15.object({
          stage: z15.enum(WORK_STEPS),
          /** The assignee's rate for the step now (rupees); null without one. */
          rate: z15.number().nullable(),
          /** Done: credited to `done_by` (and not reversed). */
          done: z15.boolean(),
          done_by: z15.object({ _id: z15.string(), name: z15.string() }).nullable(),
          /** What the step was credited at, while done. */
          amount: z15.number().nullable(),
          /**
           * Whether the caller may mark the step now: a done step, not done, by the shopkeeper or
           * the karigar it is credited to; a step not done, done, unless the order is Cancelled.
           */
          changeable: z15.boolean()
        })
      )
    })
  )
});

// ../../packages/shared/src/auth-rules.ts
var AUTH_RULES = {
  PHONE_INVALID: {
    key: "auth:validation.phone",
    text: (p) => `Enter a valid ${p.digits}-digit mobile number.`,
    params: { digits: PHONE_DIGITS }
  },
  OTP_INVALID: {
    key: "auth:validation.otp",
    text: (p) => `Enter the ${p.digits}-digit OTP.`,
    params: { digits: OTP_DIGITS }
  }
};

// ../../packages/shared/src/images-rules.ts
var IMAGE_MESSAGES = {
  missing: "Choose an image to upload",
  notImage: "Only image files (JPEG, PNG, WebP) can be uploaded",
  tooLarge: `Each image must be ${IMAGE_MAX_BYTES / (1024 * 1024)}MB or smaller`,
  tooManyPixels: "This image has too many pixels. Please upload a smaller photo.",
  oneAtATime: "Upload one image at a time",
  notFound: "Image not found",
  tooManyForProduct: `You can add at most ${IMAGES_PER_PRODUCT_MAX} images per product`,
  uploadAgain: "One or more images could not be found. Please upload them again.",
  busy: "The server is busy with other photos. Please try again in a few seconds.",
  linkInvalid: "This image link is not valid. Open the order again to see its photos.",
  linkExpired: "This image link has expired. Open the order again to see its photos."
};

// ../../packages/shared/src/orders/messages.ts
var ORDER_MESSAGES = {
  noProducts: "Please add at least one product before proceeding",
  productNameRequired: "Product name is required",
  productNameLength: `Product name must be ${TEXT_MIN_LENGTH} to ${TEXT_MAX_LENGTH} characters`,
  assignEmployee: "Please assign an employee to each product",
  priceAboveZero: "Price must be greater than zero",
  invalidAmount: "Enter a valid amount",
  advanceAboveTotal: "Advance payment cannot exceed total amount",
  totalMismatch: "Total amount must equal the sum of product prices",
  dueDateRequired: "Due date is required",
  dueDatePast: "Due date cannot be in the past",
  dueBeforeOrderDate: "Due date cannot be earlier than the order date",
  paymentTypeRequired: "Payment type is required",
  paymentTypeInvalid: "Payment type must be cash, UPI or card",
  imagesMin: "Please add at least one image for each product",
  imagesMax: IMAGE_MESSAGES.tooManyForProduct,
  imagesRepeated: "The same image is attached twice",
  selectStatus: "Please select a status",
  orderIdMissing: "Invalid order data - Order ID not found",
  invalidStatus: "Invalid status selected",
  delayReason: "Please enter a delay reason for delayed status",
  expectedDatePast: "The new expected date cannot be in the past",
  expectedDateOnlyDelayed: "A new expected date can only be given with the Delayed status",
  orderNotFound: "Order not found",
  deliveredShopkeeperOnly: "Only the shopkeeper can mark an order as Delivered",
  collectBeforeDelivered: "Collect the remaining payment before marking the order as Delivered",
  finalBeforeDelivered: "Set the final payment of this alteration order before marking it as Delivered",
  finalBeforeCollect: "Set the final payment of this alteration order before collecting a payment",
  endBeforeStart: "End date cannot be earlier than start date.",
  invalidStatusFilter: `Status filter must be one of ${["All", ...ORDER_STATUSES, "Due"].join(", ")}`,
  invalidAssigneeFilter: "assignedTo must be an employee id",
  invalidPayment: "Please enter a valid amount",
  invalidTotal: "Please enter a valid total amount",
  notAlteration: "Only an alteration order has a final payment to set",
  productNotInOrder: "Product not found in this order",
  lastProduct: "An order must keep at least one product",
  editShopkeeperOnly: "Only the shopkeeper can change prices, the payment type or assignments, or add or remove a product",
  productsMax: `An order can have at most ${PRODUCTS_PER_ORDER_MAX} products`,
  cancelShopkeeperOnly: "Only the shopkeeper can cancel an order",
  cancelDelivered: "A Delivered order cannot be cancelled",
  paidMoneyRequired: "Choose whether to refund or keep the money received",
  paidMoneyInvalid: "Paid money must be 'refund' or 'keep'",
  measurementNameRequired: "Measurement name is required",
  measurementNameLength: `Measurement name must be at most ${TEXT_MAX_LENGTH} characters`,
  measurementValueLength: `Measurement values must be at most ${MEASUREMENT_VALUE_MAX_LENGTH} characters`,
  noteLength: `Note must be at most ${NOTE_MAX_LENGTH} characters`
};
var ORDER_RULES = {
  ORDER_NO_PRODUCTS: { key: "newOrder:validation.noProducts", text: ORDER_MESSAGES.noProducts },
  ORDER_PRODUCT_NAME_REQUIRED: {
    key: "newOrder:validation.productNameRequired",
    text: ORDER_MESSAGES.productNameRequired
  },
  ORDER_PRODUCT_NAME_LENGTH: {
    key: "newOrder:validation.productNameLength",
    text: (p) => `Product name must be ${p.min} to ${p.max} characters`,
    params: { min: TEXT_MIN_LENGTH, max: TEXT_MAX_LENGTH }
  },
  ORDER_ASSIGNEE_REQUIRED: {
    key: "newOrder:validation.assignEmployee",
    text: ORDER_MESSAGES.assignEmployee
  },
  ORDER_PRICE_ABOVE_ZERO: {
    key: "newOrder:validation.priceAboveZero",
    text: ORDER_MESSAGES.priceAboveZero
  },
  ORDER_AMOUNT_INVALID: {
    key: "newOrder:validation.invalidAmount",
    text: ORDER_MESSAGES.invalidAmount
  },
  ORDER_ADVANCE_ABOVE_TOTAL: {
    key: "newOrder:validation.advanceAboveTotal",
    text: ORDER_MESSAGES.advanceAboveTotal
  },
  ORDER_DUE_DATE_REQUIRED: {
    key: "newOrder:validation.dueDateRequired",
    text: ORDER_MESSAGES.dueDateRequired
  },
  ORDER_DUE_BEFORE_ORDER_DATE: {
    key: "newOrder:validation.dueBeforeOrderDate",
    text: ORDER_MESSAGES.dueBeforeOrderDate
  },
  ORDER_PAYMENT_TYPE_REQUIRED: {
    key: "newOrder:validation.paymentTypeRequired",
    text: ORDER_MESSAGES.paymentTypeRequired
  },
  ORDER_PAYMENT_TYPE_INVALID: {
    key: "newOrder:validation.paymentTypeInvalid",
    text: ORDER_MESSAGES.paymentTypeInvalid
  },
  ORDER_IMAGES_MIN: { key: "newOrder:validation.imagesMin", text: ORDER_MESSAGES.imagesMin },
  ORDER_IMAGES_MAX: {
    key: "newOrder:validation.imagesMax",
    text: (p) => `You can add at most ${p.max} images per product`,
    params: { max: IMAGES_PER_PRODUCT_MAX }
  },
  ORDER_MEASUREMENT_NAME_REQUIRED: {
    key: "newOrder:validation.measurementNameRequired",
    text: ORDER_MESSAGES.measurementNameRequired
  },
  ORDER_MEASUREMENT_NAME_LENGTH: atMostCharacters(
    "newOrder:validation.measurementNameLength",
    "Measurement name",
    TEXT_MAX_LENGTH
  ),
  ORDER_MEASUREMENT_VALUE_LENGTH: atMostCharacters(
    "newOrder:validation.measurementValueLength",
    "Measurement values",
    MEASUREMENT_VALUE_MAX_LENGTH
  ),
  ORDER_NOTE_LENGTH: atMostCharacters("newOrder:validation.noteLength", "Note", NOTE_MAX_LENGTH),
  ORDER_TOTAL_MISMATCH: {
    key: "newOrder:validation.totalMismatch",
    text: ORDER_MESSAGES.totalMismatch
  },
  ORDER_IMAGES_REPEATED: {
    key: "newOrder:validation.imagesRepeated",
    text: ORDER_MESSAGES.imagesRepeated
  },
  ORDER_IMAGES_LIST: {
    key: "newOrder:validation.imagesList",
    text: "uploadedImages must be a list of image ids"
  },
  ORDER_PRODUCTS_MAX: {
    key: "errors:PRODUCTS_TOO_MANY",
    text: (p) => `An order can have at most ${p.max} products`,
    params: { max: PRODUCTS_PER_ORDER_MAX }
  },
  ORDER_TYPE_INVALID: {
    key: "newOrder:validation.orderTypeInvalid",
    text: "Order type must be 'new' or 'alteration'"
  },
  ORDER_MEASUREMENT_VALUE_TEXT: {
    key: "newOrder:validation.measurementValueText",
    text: "Measurement values must be text"
  },
  ORDER_MEASUREMENTS_MAP: {
    key: "newOrder:validation.measurementsMap",
    text: "Measurements must be a map of name to value"
  },
  ORDER_MEASUREMENTS_MAX: {
    key: "newOrder:validation.measurementsMax",
    text: (p) => `At most ${p.max} measurements per product`,
    params: { max: MEASUREMENTS_PER_PRODUCT_MAX }
  },
  ORDER_STATUS_REQUIRED: {
    key: "orderDetails:statusDialog.errors.selectStatus",
    text: ORDER_MESSAGES.selectStatus
  },
  ORDER_ID_MISSING: {
    key: "orderDetails:statusDialog.errors.orderIdMissing",
    text: ORDER_MESSAGES.orderIdMissing
  },
  ORDER_STATUS_INVALID: {
    key: "orderDetails:statusDialog.errors.invalidStatus",
    text: ORDER_MESSAGES.invalidStatus
  },
  ORDER_DELAY_REASON_REQUIRED: {
    key: "orderDetails:statusDialog.errors.delayReason",
    text: ORDER_MESSAGES.delayReason
  },
  ORDER_DELAY_REASON_LENGTH: atMostCharacters(
    "orderDetails:rules.delayReasonLength",
    "Delay reason",
    NOTE_MAX_LENGTH
  ),
  ORDER_EXPECTED_DATE_ONLY_DELAYED: {
    key: "orderDetails:rules.expectedDateOnlyDelayed",
    text: ORDER_MESSAGES.expectedDateOnlyDelayed
  },
  ORDER_PRODUCT_ID_REQUIRED: {
    key: "orderDetails:rules.productIdRequired",
    text: "Product id is required"
  },
  ORDER_DATA_MISSING: {
    key: "orderDetails:rules.orderDataMissing",
    text: "Missing customer or order data"
  },
  ORDER_CANCEL_REASON_LENGTH: atMostCharacters(
    "orderDetails:rules.cancelReasonLength",
    "Reason",
    NOTE_MAX_LENGTH
  ),
  ORDER_PAID_MONEY_INVALID: {
    key: "orderDetails:rules.paidMoneyInvalid",
    text: ORDER_MESSAGES.paidMoneyInvalid
  },
  ORDER_PAYMENT_INVALID: {
    key: "orderDetails:collectDialog.errors.invalid",
    text: ORDER_MESSAGES.invalidPayment
  },
  ORDER_TOTAL_INVALID: {
    key: "orderDetails:finalDialog.errors.invalid",
    text: ORDER_MESSAGES.invalidTotal
  },
  ORDER_STATUS_FILTER_INVALID: {
    key: "orderList:rules.statusFilterInvalid",
    text: (p) => `Status filter must be one of ${p.statuses}`,
    params: { statuses: ["All", ...ORDER_STATUSES, "Due"].join(", ") }
  },
  ORDER_ASSIGNEE_FILTER_INVALID: {
    key: "orderList:rules.assigneeFilterInvalid",
    text: ORDER_MESSAGES.invalidAssigneeFilter
  },
  ORDER_END_BEFORE_START: {
    key: "orderList:filter.endBeforeStart",
    text: ORDER_MESSAGES.endBeforeStart
  },
  ORDER_LIST_LIMIT_INVALID: pageLimitRule("orderList:rules.limitInvalid", ORDER_LIST_LIMIT_MAX)
};
var ORDER_CODES = codesOf(ORDER_RULES);
function amountAboveRemainingMessage(remaining) {
  return `Amount cannot exceed remaining amount (${formatRupees(remaining)})`;
}
function totalBelowAdvanceMessage(advance) {
  return `Total amount cannot be less than advance payment (${formatRupees(advance)})`;
}
function totalBelowPaidMessage(paid) {
  return `Total amount cannot be less than the amount already paid (${formatRupees(paid)})`;
}

// ../../packages/shared/src/billing.ts
var BILLING_MESSAGES = {
  orderNotFound: ORDER_MESSAGES.orderNotFound,
  tokenRequired: "token is required"
};
var BILLING_RULES = {
  BILLING_TOKEN_REQUIRED: {
    key: "billing:rules.tokenRequired",
    text: BILLING_MESSAGES.tokenRequired
  }
};

// ../../packages/shared/src/invites-rules.ts
var invitesKey = (key2) => `invites:validation.${key2}`;
var INVITE_RULES = {
  INVITE_NAME_REQUIRED: { key: invitesKey("nameRequired"), text: "Name is required" },
  INVITE_NAME_MAX: atMostCharacters(invitesKey("nameTooLong"), "Name", TEXT_MAX_LENGTH),
  INVITE_PHONE_REQUIRED: { key: invitesKey("phoneRequired"), text: "Phone number is required" },
  INVITE_PHONE_DIGITS: exactlyDigits(invitesKey("phoneDigits"), "Phone number", PHONE_DIGITS)
};
var INVITE_MESSAGES = {
  notFound: "Invite not found",
  expired: "This invite has expired",
  cancelled: "This invite was cancelled",
  used: "This invite has already been used",
  rejected: "This invite was declined",
  differentPhone: "This invite was sent to a different phone number",
  alreadyEmployee: "This phone number already belongs to an active employee of your shop",
  alreadyPending: "An invite to this phone number is already pending. Resend it from the invites list.",
  ownPhone: "You cannot invite your own phone number",
  onlyPendingResend: "Only a pending invite can be resent",
  onlyPendingCancel: "Only a pending invite can be cancelled"
};

// ../../packages/shared/src/notifications.ts
var NOTIFICATION_NOT_FOUND = "Notification not found";
var NOTIFICATION_LIMIT_MAX = 100;
var NOTIFICATION_RULES = {
  NOTIFICATION_LIMIT_INVALID: pageLimitRule(
    "notifications:rules.limitInvalid",
    NOTIFICATION_LIMIT_MAX
  ),
  NOTIFICATION_UNREAD_ONLY_INVALID: {
    key: "notifications:rules.unreadOnlyInvalid",
    text: "unread_only must be true or false"
  }
};
var NOTIFICATION_CODES = codesOf(NOTIFICATION_RULES);

// ../../packages/shared/src/outstanding-rules.ts
var OUTSTANDING_LIMIT_MAX = 200;
var OUTSTANDING_RULES = {
  OUTSTANDING_LIMIT_INVALID: {
    key: "outstanding:rules.limitInvalid",
    text: (p) => `Limit must be a whole number from 1 to ${p.max}`,
    params: { max: OUTSTANDING_LIMIT_MAX }
  }
};

// ../../packages/shared/src/push-rules.ts
var PUSH_MESSAGES = {
  endpoint: "A push subscription needs its endpoint URL",
  keys: "A push subscription needs its p256dh and auth keys",
  insecureEndpoint: "The push endpoint must be an https URL"
};
var PUSH_RULES = {
  PUSH_ENDPOINT_INVALID: { key: "notifications:rules.pushEndpoint", text: PUSH_MESSAGES.endpoint },
  PUSH_KEYS_INVALID: { key: "notifications:rules.pushKeys", text: PUSH_MESSAGES.keys }
};

// ../../packages/shared/src/stores-rules.ts
var STORE_MESSAGES = {
  fetchFailed: "Failed to fetch stores",
  switchFailed: "Failed to switch store",
  storeRequired: "Select a store",
  notYourStore: "You are not an active employee of this store"
};
var STORE_RULES = {
  STORE_REQUIRED: { key: "stores:rules.storeRequired", text: STORE_MESSAGES.storeRequired }
};

// ../../packages/shared/src/rule-codes.ts
var RULES = {
  ...SETTINGS_RULES,
  ...MEASUREMENT_UNIT_RULES,
  ...GST_RULES,
  ...UPI_RULES,
  ...CAPACITY_RULES,
  ...KARIGAR_RULES,
  ...GARMENT_RULES,
  ...APPROVAL_RULES,
  ...FIT_RULES,
  ...CUSTOMER_MESSAGE_SETTINGS_RULES,
  ...EMPLOYEE_RULES,
  ...INVITE_RULES,
  ...AUTH_RULES,
  ...ACCOUNT_RULES,
  ...CUSTOMER_ADDRESS_RULES,
  ...CUSTOMER_NAME_RULES,
  ...CUSTOMER_GENDER_RULES,
  ...ORDER_RULES,
  ...MONEY_RULES,
  ...MEASUREMENT_VALUE_RULES,
  ...TRIAL_RULES,
  ...TAKINGS_RULES,
  ...DATE_RULES,
  ...NOTIFICATION_RULES,
  ...CUSTOMER_PERSON_RULES,
  ...EXPORT_RULES,
  ...PUSH_RULES,
  ...STORE_RULES,
  ...BILLING_RULES,
  ...OUTSTANDING_RULES
};
function isRuleCode(value) {
  return typeof value === "string" && Object.hasOwn(RULES, value);
}
function ruleParams(code, params = {}) {
  const own = RULES[code].params;
  return { ...own, ...params };
}
function ruleText(code, params) {
  const text22 = RULES[code].text;
  return typeof text22 === "string" ? text22 : text22(ruleParams(code, params));
}

// src/features/data-export/shop-import.ts
import { eq as eq6, inArray, or, sql as sql18 } from "drizzle-orm";

// ../../packages/shared/src/error-codes.ts
var closedOrderMessage = (status) => `Order is ${status}: its products and prices can no longer be changed`;
var ERROR_CODES = {
  // Requests as a whole
  VALIDATION_FAILED: { status: 400, message: null },
  /** A business date outside its window (dates.ts: BUSINESS_DATE_MIN to two years ahead). */
  DATE_OUT_OF_RANGE: { status: 400, message: dateOutOfRangeMessage },
  INVALID_JSON: { status: 400, message: "Request body is not valid JSON" },
  EMPTY_BODY: { status: 400, message: "Request body is empty" },
  BODY_TOO_LARGE: { status: 413, message: "Request body is too large" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Unsupported content type" },
  REQUEST_REJECTED: { status: 400, message: null },
  ROUTE_NOT_FOUND: {
    status: 404,
    message: (p) => `Not found: ${p.method} ${p.path}`
  },
  UNSAFE_TEXT: {
    status: 400,
    message: (p) => `${p.field}: text may not contain NUL or broken Unicode characters`
  },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: "Idempotency-Key must be 1 to 200 characters" },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: 409,
    message: "A request with this Idempotency-Key is still being processed"
  },
  IDEMPOTENCY_ANSWER_LOST: {
    status: 409,
    message: "This request was already carried out, but its answer was lost. Reload to see the result."
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: "This Idempotency-Key was already used for a different request"
  },
  RATE_LIMITED: { status: 429, message: "Too many requests. Please wait a moment and try again." },
  SERVER_BUSY: { status: 503, message: "The server is busy. Please try again in a few seconds." },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: "The server is restarting its database. Please try again in a moment."
  },
  DATABASE_RESTARTING: {
    status: 503,
    message: "The database is restarting. Please try again in a few seconds."
  },
  INTERNAL: { status: 500, message: "Something went wrong on our side. Please try again." },
  // Signing in and access
  AUTH_REQUIRED: { status: 401, message: "Authentication required. Please login again." },
  SESSION_EXPIRED: { status: 401, message: "Session expired. Please login again." },
  TOKEN_INVALID: { status: 401, message: "Invalid or expired token. Please login again." },
  SHOP_ACCESS_ENDED: {
    status: 401,
    message: "Your access to this shop has ended. Please login again."
  },
  PERMISSION_DENIED: { status: 403, message: "You don't have permission to do this." },
  STORE_NOT_SELECTED: { status: 403, message: "Select a store first." },
  NOT_STORE_EMPLOYEE: { status: 403, message: STORE_MESSAGES.notYourStore },
  PAYMENTS_NOT_ALLOWED: { status: 403, message: PERMISSION_MESSAGES.collectPayments },
  PAYMENTS_NEED_PRICES: { status: 403, message: PERMISSION_MESSAGES.collectWithoutPrices },
  PRICES_NOT_ALLOWED: { status: 403, message: PERMISSION_MESSAGES.setPrices },
  USER_NOT_FOUND: { status: 404, message: "User not found" },
  OTP_NETWORK_LIMIT: {
    status: 429,
    message: "Too many OTP requests from this network. Please try again later."
  },
  OTP_PHONE_LIMIT: {
    status: 429,
    message: "Too many OTP requests for this number. Please try again later."
  },
  OTP_RESEND_WAIT: {
    status: 429,
    message: (p) => `Please wait ${p.seconds} seconds before requesting another OTP.`
  },
  OTP_SEND_FAILED: {
    status: 429,
    message: "Could not send the OTP right now. Please try again in a minute."
  },
  OTP_EXPIRED: {
    status: 400,
    message: "This OTP has expired or was not requested. Please request a new OTP."
  },
  OTP_LOCKED: { status: 429, message: "Too many wrong attempts. Please request a new OTP." },
  OTP_INCORRECT: {
    status: 400,
    message: (p) => `Incorrect OTP. ${p.count} ${p.count === 1 ? "attempt" : "attempts"} left.`
  },
  GOOGLE_NOT_CONFIGURED: { status: 404, message: "Google sign-in is not configured" },
  GOOGLE_SIGN_IN_FAILED: { status: 400, message: "Google sign-in failed. Please try again." },
  GOOGLE_SIGN_IN_EXPIRED: { status: 400, message: "Google sign-in expired. Please try again." },
  GOOGLE_UNAVAILABLE: {
    status: 502,
    message: "Google sign-in is unavailable right now. Please try again later."
  },
  // Shops and their settings
  PINCODE_INVALID: { status: 400, message: "Invalid Pincode" },
  PINCODE_NOT_FOUND: { status: 404, message: "Invalid Pincode" },
  PINCODE_PLACE_MISMATCH: { status: 400, message: "State and district do not match the pincode" },
  EMPLOYEE_CANNOT_CREATE_SHOP: {
    status: 409,
    message: "An employee account cannot create a shop."
  },
  SHOP_ALREADY_EXISTS: { status: 409, message: "This account already has a shop." },
  SHOP_NOT_FOUND: { status: 404, message: "Shop not found" },
  // Customers and employees
  CUSTOMER_NOT_FOUND: { status: 404, message: CUSTOMER_NOT_FOUND },
  CUSTOMER_NOT_ON_MOBILE: { status: 400, message: CUSTOMER_MESSAGES.notOnMobile },
  CUSTOMER_NAME_TAKEN: { status: 409, message: CUSTOMER_MESSAGES.nameTaken },
  DATE_OF_BIRTH_FUTURE: { status: 400, message: CUSTOMER_MESSAGES.dateOfBirthFuture },
  EMPLOYEE_NOT_FOUND: { status: 404, message: EMPLOYEE_NOT_FOUND },
  EMPLOYEE_PHONE_TAKEN: {
    status: 409,
    message: "An employee with this phone number already exists"
  },
  EMPLOYEE_ASSIGNMENT_INVALID: { status: 400, message: ORDER_MESSAGES.assignEmployee },
  // Orders
  ORDER_NOT_FOUND: { status: 404, message: ORDER_MESSAGES.orderNotFound },
  PRODUCT_NOT_FOUND: { status: 404, message: "Product not found" },
  ORDERS_VIEW_FORBIDDEN: {
    status: 403,
    message: "Access denied: You don't have permission to view orders."
  },
  DUE_DATE_REQUIRED: { status: 400, message: ORDER_MESSAGES.dueDateRequired },
  DUE_DATE_PAST: { status: 400, message: ORDER_MESSAGES.dueDatePast },
  DUE_BEFORE_ORDER_DATE: { status: 400, message: ORDER_MESSAGES.dueBeforeOrderDate },
  TRIAL_DATE_PAST: { status: 400, message: TRIAL_MESSAGES.past },
  TRIAL_AFTER_DUE: { status: 400, message: TRIAL_MESSAGES.afterDue },
  NO_TRIAL: { status: 409, message: TRIAL_MESSAGES.noTrial },
  TRIAL_ORDER_CLOSED: { status: 409, message: TRIAL_MESSAGES.closed },
  REMINDER_NOT_DUE: {
    status: 409,
    message: "There is nothing to remind the customer of: the order is not waiting or owes nothing"
  },
  EXPECTED_DATE_PAST: { status: 400, message: ORDER_MESSAGES.expectedDatePast },
  ORDER_DELIVERED_LOCKED: { status: 409, message: closedOrderMessage("Delivered") },
  ORDER_CANCELLED_LOCKED: { status: 409, message: closedOrderMessage("Cancelled") },
  ORDER_CANCELLED: {
    status: 409,
    message: "This order was cancelled: its status can no longer be changed"
  },
  DELIVERED_SHOPKEEPER_ONLY: { status: 403, message: ORDER_MESSAGES.deliveredShopkeeperOnly },
  FINAL_PAYMENT_BEFORE_DELIVERED: { status: 409, message: ORDER_MESSAGES.finalBeforeDelivered },
  BALANCE_DUE_BEFORE_DELIVERED: { status: 409, message: ORDER_MESSAGES.collectBeforeDelivered },
  EDIT_SHOPKEEPER_ONLY: { status: 403, message: ORDER_MESSAGES.editShopkeeperOnly },
  CUSTOMER_CHANGE_SHOPKEEPER_ONLY: {
    status: 403,
    message: "Only the shopkeeper can change a customer's name, address or gender"
  },
  PRODUCT_NOT_IN_ORDER: { status: 400, message: ORDER_MESSAGES.productNotInOrder },
  LAST_PRODUCT: { status: 400, message: ORDER_MESSAGES.lastProduct },
  PRICE_NOT_ABOVE_ZERO: { status: 400, message: ORDER_MESSAGES.priceAboveZero },
  IMAGES_REQUIRED: { status: 400, message: ORDER_MESSAGES.imagesMin },
  PRODUCTS_TOO_MANY: { status: 400, message: ORDER_MESSAGES.productsMax },
  TOTAL_BELOW_PAID: {
    status: 400,
    message: (p) => totalBelowPaidMessage(p.paid)
  },
  CANCEL_SHOPKEEPER_ONLY: { status: 403, message: ORDER_MESSAGES.cancelShopkeeperOnly },
  DELIVERED_NOT_CANCELLABLE: { status: 409, message: ORDER_MESSAGES.cancelDelivered },
  PAID_MONEY_CHOICE_REQUIRED: { status: 400, message: ORDER_MESSAGES.paidMoneyRequired },
  // Payments
  FINAL_PAYMENT_BEFORE_COLLECT: { status: 409, message: ORDER_MESSAGES.finalBeforeCollect },
  PAYMENT_AMOUNT_INVALID: { status: 400, message: ORDER_MESSAGES.invalidPayment },
  PAYMENT_ABOVE_BALANCE: {
    status: 400,
    message: (p) => amountAboveRemainingMessage(p.remaining)
  },
  NOT_ALTERATION_ORDER: { status: 400, message: ORDER_MESSAGES.notAlteration },
  TOTAL_AMOUNT_INVALID: { status: 400, message: ORDER_MESSAGES.invalidTotal },
  TOTAL_BELOW_ADVANCE: {
    status: 400,
    message: (p) => totalBelowAdvanceMessage(p.advance)
  },
  // Images
  IMAGE_MISSING: { status: 400, message: IMAGE_MESSAGES.missing },
  IMAGE_ONE_AT_A_TIME: { status: 400, message: IMAGE_MESSAGES.oneAtATime },
  IMAGE_NOT_AN_IMAGE: { status: 400, message: IMAGE_MESSAGES.notImage },
  IMAGE_TOO_LARGE: { status: 413, message: IMAGE_MESSAGES.tooLarge },
  IMAGE_TOO_MANY_PIXELS: { status: 400, message: IMAGE_MESSAGES.tooManyPixels },
  IMAGE_TOO_MANY_FOR_PRODUCT: { status: 400, message: IMAGE_MESSAGES.tooManyForProduct },
  IMAGE_UPLOAD_AGAIN: { status: 400, message: IMAGE_MESSAGES.uploadAgain },
  IMAGE_NOT_FOUND: { status: 404, message: IMAGE_MESSAGES.notFound },
  IMAGE_LINK_INVALID: { status: 403, message: IMAGE_MESSAGES.linkInvalid },
  IMAGE_LINK_EXPIRED: { status: 403, message: IMAGE_MESSAGES.linkExpired },
  IMAGE_SERVER_BUSY: { status: 503, message: IMAGE_MESSAGES.busy },
  IMAGE_STORAGE_UNAVAILABLE: {
    status: 503,
    message: "Photos cannot be saved or shown right now. Please try again in a minute."
  },
  // Invites
  INVITE_NOT_FOUND: { status: 404, message: INVITE_MESSAGES.notFound },
  INVITE_OWN_PHONE: { status: 400, message: INVITE_MESSAGES.ownPhone },
  INVITE_ALREADY_EMPLOYEE: { status: 409, message: INVITE_MESSAGES.alreadyEmployee },
  INVITE_ALREADY_PENDING: { status: 409, message: INVITE_MESSAGES.alreadyPending },
  INVITE_NOT_PENDING_CANCEL: { status: 409, message: INVITE_MESSAGES.onlyPendingCancel },
  INVITE_NOT_PENDING_RESEND: { status: 409, message: INVITE_MESSAGES.onlyPendingResend },
  INVITE_USED: { status: 409, message: INVITE_MESSAGES.used },
  INVITE_CANCELLED: { status: 410, message: INVITE_MESSAGES.cancelled },
  INVITE_REJECTED: { status: 410, message: INVITE_MESSAGES.rejected },
  INVITE_EXPIRED: { status: 410, message: INVITE_MESSAGES.expired },
  INVITE_DIFFERENT_PHONE: { status: 400, message: INVITE_MESSAGES.differentPhone },
  // Karigar wages
  LEDGER_PERIOD_INVALID: { status: 400, message: KARIGAR_MESSAGES.periodInvalid },
  KARIGAR_NOT_FOUND: { status: 404, message: "Employee not found" },
  KARIGAR_RATE_NOT_FOUND: { status: 404, message: "Rate not found" },
  PAYOUT_DATE_FUTURE: { status: 400, message: "A payout cannot be dated after today" },
  LEDGER_ENTRY_NOT_FOUND: { status: 404, message: "Ledger entry not found" },
  LEDGER_ENTRY_NOT_REVERSIBLE: {
    status: 409,
    message: "Only a payout can be reversed here: a garment's credit follows its order and assignment"
  },
  LEDGER_ENTRY_ALREADY_REVERSED: { status: 409, message: "This payout was already reversed" },
  WORK_GARMENT_NOT_FOUND: { status: 404, message: "Garment not found" },
  WORK_GARMENT_NOT_ASSIGNED: {
    status: 409,
    message: "Assign the garment to a karigar before marking its work done"
  },
  WORK_STEP_NO_RATE: {
    status: 409,
    message: "No rate is set for this step of the garment: set one on the wages page first"
  },
  WORK_STEP_NOT_YOURS: {
    status: 403,
    message: "Another karigar did this step: only the shop owner or they can mark it not done"
  },
  WORK_ORDER_CANCELLED: {
    status: 409,
    message: "This order was cancelled: its work can no longer be marked done"
  },
  // Garment tags and their steps
  GARMENT_NOT_FOUND: { status: 404, message: GARMENT_MESSAGES.notFound },
  GARMENT_ORDER_CANCELLED: { status: 409, message: GARMENT_MESSAGES.orderCancelled },
  // The customer's approvals of extra work
  APPROVAL_NOT_FOUND: { status: 404, message: APPROVAL_MESSAGES.notFound },
  APPROVAL_ORDER_CLOSED: { status: 409, message: APPROVAL_MESSAGES.orderClosed },
  APPROVAL_DECIDED: { status: 409, message: APPROVAL_MESSAGES.decided },
  APPROVAL_IMAGE_NOT_OF_ORDER: { status: 400, message: APPROVAL_MESSAGES.imageNotOfOrder },
  // How it fitted
  FIT_WINDOW_CLOSED: { status: 409, message: FIT_MESSAGES.windowClosed },
  FIT_ANSWERED: { status: 409, message: FIT_MESSAGES.answered },
  FIT_PRODUCT_NOT_IN_ORDER: { status: 400, message: FIT_MESSAGES.productNotInOrder },
  // Messages to customers
  CUSTOMER_MESSAGE_NOT_FOUND: { status: 404, message: "Message not found" },
  CUSTOMER_MESSAGE_SETTLED: {
    status: 409,
    message: "This message is no longer waiting for a check: it was sent, marked or sent again"
  },
  // Notifications and push
  NOTIFICATION_NOT_FOUND: { status: 404, message: NOTIFICATION_NOT_FOUND },
  PUSH_ENDPOINT_INSECURE: { status: 400, message: PUSH_MESSAGES.insecureEndpoint },
  PUSH_ENDPOINT_NOT_PUBLIC: {
    status: 400,
    message: "The push endpoint must be a browser push service's public https address"
  },
  // Restoring a shop from its export (command line)
  IMPORT_NOT_AN_EXPORT: {
    status: 400,
    message: "This file is not a Tailor Shop Manager export (GET /api/export/json)."
  },
  IMPORT_WRONG_VERSION: {
    status: 400,
    message: (p) => `This export is version ${p.version}; this installation reads version ${p.expected}. Update it first.`
  },
  IMPORT_DAMAGED: { status: 400, message: null },
  IMPORT_OWNER_PHONE_INVALID: {
    status: 400,
    message: "The owner's phone must be exactly 10 digits."
  },
  IMPORT_OWNER_HAS_SHOP: {
    status: 409,
    message: (p) => `The account with phone ${p.phone} already has a shop here; restore with another owner phone or into a fresh installation.`
  },
  IMPORT_SHOP_EXISTS: {
    status: 409,
    message: (p) => `The shop ${p.shop} is already in this database.`
  },
  IMPORT_RECORDS_EXIST: {
    status: 409,
    message: "Some of these records are already in this database (the same ids, links or images). Restore into a fresh installation."
  },
  // Capacity calendar
  CAPACITY_EMPLOYEE_UNKNOWN: { status: 400, message: CAPACITY_MESSAGES.unknownEmployee },
  // GST regimes
  GST_SCHEME_WITHOUT_GSTIN: {
    status: 400,
    message: "A composition or regular GST shop needs its GSTIN: enter it, or choose unregistered"
  },
  GSTR1_COMPOSITION: {
    status: 400,
    message: "A composition shop files CMP-08 each quarter, not GSTR-1"
  }
};
var ERROR_CODE_LIST = Object.keys(ERROR_CODES);
function errorMessage(code, params, fallback = "") {
  const message = ERROR_CODES[code].message;
  if (typeof message === "string") return message;
  if (typeof message === "function") return message(params ?? {});
  return fallback;
}

// src/lib/app-error.ts
var AppError = class extends Error {
  constructor(code, options = {}) {
    super(errorMessage(code, options.params, options.message));
    this.code = code;
    this.statusCode = ERROR_CODES[code].status;
    this.params = options.params;
    this.headers = options.headers ?? {};
  }
  code;
  statusCode;
  params;
  headers;
};
function appError(code, ...details) {
  const [detail] = details;
  return typeof detail === "string" ? new AppError(code, { message: detail }) : new AppError(code, { params: detail });
}
var badRequest = (code, ...details) => appError(code, ...details);
var conflict = (code, ...details) => appError(code, ...details);

// src/features/employees/employees.service.ts
import { and as and3, asc, desc, eq as eq4, notInArray, sql as sql16 } from "drizzle-orm";

// src/db/order-joins.ts
import { eq as eq2 } from "drizzle-orm";

// src/db/shop-joins.ts
import { and, eq } from "drizzle-orm";

// src/features/invites/insert-invite.ts
import { and as and2, eq as eq3, gt, isNotNull, sql as sql15 } from "drizzle-orm";

// src/lib/random-token.ts
import { randomBytes as randomBytes2 } from "node:crypto";
function randomToken(bytes = 24) {
  return randomBytes2(bytes).toString("base64url");
}

// src/features/invites/insert-invite.ts
var INVITE_VALIDITY_MS = INVITE_VALIDITY_DAYS * 24 * 60 * 6e4;

// src/features/employees/employees.service.ts
var isTeamMember = eq4(employees.isOwner, false);
async function ensureOwnerEmployee(db, storeId) {
  await db.execute(sql16`
    insert into employees (store_id, name, phone, position, is_owner)
    select id, owners_name, null, 'manager', true from stores where id = ${storeId}
    on conflict (store_id) where is_owner do update set name = excluded.name
      where employees.name is distinct from excluded.name`);
}

// src/features/employees/position-permissions.ts
import { and as and4, eq as eq5 } from "drizzle-orm";

// src/plugins/auth.ts
import { sql as sql17 } from "drizzle-orm";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";

// src/features/data-export/shop-import.ts
var CHUNK = 500;
var paiseOrNull = (rupees4) => rupees4 === null ? null : rupeesToPaise(rupees4);
function documentLines(lines) {
  return lines.map((line) => ({
    productId: line.product_id,
    name: line.name,
    quantity: line.quantity,
    pricePaise: rupeesToPaise(line.price)
  }));
}
async function insertAll(tx, table, rows) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK));
  }
}
async function recordsExist(tx, shop) {
  const lines = shop.orders.flatMap((o) => o.products);
  const images = lines.flatMap((line) => line.images);
  const used = [
    [employees, employees.id, shop.employees.map((e) => e._id)],
    [invites, invites.id, shop.invites.map((i) => i._id)],
    [invites, invites.token, shop.invites.map((i) => i.token)],
    [customers, customers.id, shop.customers.map((c) => c._id)],
    [customers, customers.shareToken, shop.customers.map((c) => c.share_token)],
    [orders, orders.id, shop.orders.map((o) => o._id)],
    [orders, orders.shareToken, shop.orders.map((o) => o.share_token)],
    [orderProducts, orderProducts.id, lines.map((line) => line._id)],
    [productImages, productImages.id, images.map((image) => image._id)],
    [productImages, productImages.storageKey, images.map((image) => image.storage_key)],
    [payments, payments.id, shop.orders.flatMap((o) => o.payments.map((p) => p._id))],
    [
      orderStatusEvents,
      orderStatusEvents.id,
      shop.orders.flatMap((o) => o.status_events.map((e) => e._id))
    ],
    [karigarRates, karigarRates.id, shop.karigar_rates.map((rate) => rate._id)],
    [karigarLedger, karigarLedger.id, shop.karigar_ledger.map((entry) => entry._id)],
    [garmentSteps, garmentSteps.id, lines.flatMap((line) => line.steps.map((step) => step._id))],
    [
      gstNotes,
      gstNotes.id,
      shop.orders.flatMap((o) => o.tax_invoice?.notes.map((n) => n._id) ?? [])
    ],
    [orderApprovals, orderApprovals.id, shop.orders.flatMap((o) => o.approvals.map((a) => a._id))],
    [
      orderFitAnswers,
      orderFitAnswers.id,
      shop.orders.flatMap((o) => o.fit_answers.map((a) => a._id))
    ]
  ];
  for (const [table, column, values] of used) {
    if (values.length === 0) continue;
    const [found] = await tx.select({ one: sql18`1` }).from(table).where(inArray(column, values)).limit(1);
    if (found) return true;
  }
  return false;
}
function parseExport(data) {
  const head = data ?? {};
  if (typeof data !== "object" || data === null || head.format !== EXPORT_FORMAT) {
    throw badRequest("IMPORT_NOT_AN_EXPORT");
  }
  if (head.version !== EXPORT_VERSION) {
    throw badRequest("IMPORT_WRONG_VERSION", {
      version: String(head.version),
      expected: EXPORT_VERSION
    });
  }
  const parsed = shopExportSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const why = isRuleCode(issue.message) ? ruleText(issue.message, issue.params) : issue.message;
    throw badRequest(
      "IMPORT_DAMAGED",
      `The export is damaged at ${issue.path.join(".") || "the top"}: ${why}`
    );
  }
  return parsed.data;
}
function checkReferences(data) {
  const userIds = new Set(data.users.map((u) => u._id));
  const employeeIds = new Set(data.employees.map((e) => e._id));
  const customerIds = new Set(data.customers.map((c) => c._id));
  const fail = (what) => {
    throw badRequest("IMPORT_DAMAGED", `The export is damaged: ${what}`);
  };
  const user = (id3, where) => {
    if (id3 && !userIds.has(id3)) fail(`${where} names a user who is not in it`);
  };
  user(data.store.owner_user_id, "the shop");
  for (const employee of data.employees) user(employee.user_id, `employee ${employee.name}`);
  for (const invite of data.invites) {
    user(invite.invited_by, `invite ${invite.name}`);
    if (invite.employee_id && !employeeIds.has(invite.employee_id))
      fail(`invite ${invite.name} names an employee who is not in it`);
  }
  const orderNumbers = /* @__PURE__ */ new Set();
  for (const order of data.orders) {
    const label = `order ${order.order_number}`;
    if (orderNumbers.has(order.order_number)) fail(`${label} appears twice`);
    orderNumbers.add(order.order_number);
    if (!customerIds.has(order.customer_id)) fail(`${label} names a customer who is not in it`);
    user(order.created_by, label);
    for (const line of order.products) {
      if (line.assigned_employee_id && !employeeIds.has(line.assigned_employee_id))
        fail(`${label} names an employee who is not in it`);
      for (const image of line.images) user(image.uploaded_by, label);
      for (const step of line.steps) user(step.recorded_by, label);
    }
    for (const event of order.status_events) user(event.changed_by, label);
    for (const payment of order.payments) user(payment.recorded_by, label);
  }
  for (const rate of data.karigar_rates) {
    user(rate.updated_by, `the rate of ${rate.garment}`);
    if (rate.employee_id && !employeeIds.has(rate.employee_id))
      fail(`the rate of ${rate.garment} names an employee who is not in it`);
  }
  const entryIds = new Set(data.karigar_ledger.map((entry) => entry._id));
  for (const entry of data.karigar_ledger) {
    user(entry.created_by, `wage entry ${entry._id}`);
    if (!employeeIds.has(entry.employee_id))
      fail(`wage entry ${entry._id} names an employee who is not in it`);
    if (entry.reverses_id && !entryIds.has(entry.reverses_id))
      fail(`wage entry ${entry._id} reverses an entry that is not in it`);
  }
}
function isUniqueViolation(error) {
  const cause = error ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
}
async function mapUsers(tx, data, ownerPhone) {
  const ownerEntry = data.users.find((u) => u._id === data.store.owner_user_id);
  const phones = [
    ownerPhone,
    ...data.users.flatMap((u) => u.phone && u._id !== ownerEntry._id ? [u.phone] : [])
  ];
  const existing = await tx.select({ id: users.id, phone: users.phone }).from(users).where(
    or(
      inArray(users.phone, phones),
      inArray(
        users.id,
        data.users.map((u) => u._id)
      )
    )
  );
  const idByPhone = new Map(existing.filter((u) => u.phone).map((u) => [u.phone, u.id]));
  const takenIds = new Set(existing.map((u) => u.id));
  const freeId = (wanted) => {
    const chosen = takenIds.has(wanted) ? randomUUID() : wanted;
    takenIds.add(chosen);
    return chosen;
  };
  const created = [];
  const userIds = /* @__PURE__ */ new Map();
  let ownerUserId = idByPhone.get(ownerPhone);
  if (ownerUserId) {
    await tx.select({ id: users.id }).from(users).where(eq6(users.id, ownerUserId)).for("update");
    const [ownStore] = await tx.select({ id: stores.id }).from(stores).where(eq6(stores.ownerUserId, ownerUserId));
    if (ownStore) throw conflict("IMPORT_OWNER_HAS_SHOP", { phone: ownerPhone });
  } else {
    ownerUserId = freeId(ownerEntry._id);
    created.push({
      id: ownerUserId,
      phone: ownerPhone,
      name: ownerEntry.name ?? data.store.owners_name,
      email: ownerEntry.email
    });
    idByPhone.set(ownerPhone, ownerUserId);
  }
  userIds.set(ownerEntry._id, ownerUserId);
  for (const user of data.users) {
    if (user._id === ownerEntry._id) continue;
    const known = user.phone ? idByPhone.get(user.phone) : void 0;
    if (known) {
      userIds.set(user._id, known);
      continue;
    }
    const id3 = freeId(user._id);
    created.push({ id: id3, phone: user.phone, name: user.name, email: user.email });
    if (user.phone) idByPhone.set(user.phone, id3);
    userIds.set(user._id, id3);
  }
  await insertAll(tx, users, created);
  return { userIds, ownerUserId };
}
async function importShop(db, data, options) {
  const ownerPhone = options.ownerPhone.trim();
  if (!/^\d{10}$/.test(ownerPhone)) throw badRequest("IMPORT_OWNER_PHONE_INVALID");
  const shop = parseExport(data);
  checkReferences(shop);
  const { store } = shop;
  const storeId = store._id;
  try {
    return await db.transaction(async (tx) => {
      const { userIds, ownerUserId } = await mapUsers(tx, shop, ownerPhone);
      const [already] = await tx.select({ id: stores.id }).from(stores).where(eq6(stores.id, storeId));
      if (already) throw conflict("IMPORT_SHOP_EXISTS", { shop: store.shop_name });
      if (await recordsExist(tx, shop)) throw conflict("IMPORT_RECORDS_EXIST");
      const user = (id3) => id3 ? userIds.get(id3) : null;
      const at = (iso) => new Date(iso);
      const highestOrderNumber = Math.max(0, ...shop.orders.map((o) => o.order_number));
      await tx.insert(stores).values({
        id: storeId,
        ownerUserId,
        shopName: store.shop_name,
        ownersName: store.owners_name,
        email: store.email,
        phone: store.phone,
        address: store.address,
        pincode: store.pincode,
        district: store.district,
        state: store.state,
        nextOrderNumber: Math.max(store.next_order_number, highestOrderNumber + 1),
        orderNumberPrefix: store.order_number_prefix,
        customerMessageLanguage: store.customer_message_language,
        measurementTemplates: store.measurement_templates,
        measurementUnit: store.measurement_unit,
        upiId: store.upi_id,
        upiPayeeName: store.upi_payee_name,
        gstin: store.gstin,
        gstRate: store.gst_rate,
        gstScheme: store.gst_scheme ?? (store.gstin ? "regular" : "unregistered"),
        compositionRate: store.composition_rate,
        sacCode: store.sac_code,
        turnoverAbove5Crore: store.turnover_above_5_crore,
        openingCashPaise: store.opening_cash === null ? null : rupeesToPaise(store.opening_cash),
        openingCashDate: store.opening_cash_date,
        tallyLedgers: store.tally_ledgers,
        customerMessages: store.customer_messages,
        dailyCapacity: store.daily_capacity,
        employeeCapacity: store.employee_capacity,
        bufferDays: store.buffer_days,
        tagSheet: store.tag_sheet,
        completeWhenReady: store.complete_when_ready,
        timeZone: store.time_zone,
        createdAt: at(store.created_at),
        updatedAt: at(store.updated_at)
      });
      await insertAll(
        tx,
        employees,
        shop.employees.map((e) => ({
          id: e._id,
          storeId,
          userId: user(e.user_id),
          name: e.name,
          phone: e.phone,
          email: e.email,
          isOwner: e.is_owner,
          position: e.position,
          experience: e.experience,
          specialization: e.specialization,
          active: e.active,
          createdAt: at(e.created_at),
          updatedAt: at(e.updated_at)
        }))
      );
      await ensureOwnerEmployee(tx, storeId);
      await insertAll(
        tx,
        invites,
        shop.invites.map((i) => ({
          id: i._id,
          storeId,
          name: i.name,
          phone: i.phone,
          email: i.email,
          token: i.token,
          status: i.status,
          invitedBy: user(i.invited_by),
          employeeId: i.employee_id,
          createdAt: at(i.created_at),
          expiresAt: at(i.expires_at),
          respondedAt: i.responded_at ? at(i.responded_at) : null
        }))
      );
      await insertAll(
        tx,
        customers,
        shop.customers.map((c) => ({
          id: c._id,
          storeId,
          name: c.name,
          gender: c.gender,
          mobileNo: c.mobile_no,
          address: c.address,
          relation: c.relation,
          dateOfBirth: c.date_of_birth,
          gstin: c.gstin,
          shareToken: c.share_token,
          createdAt: at(c.created_at),
          updatedAt: at(c.updated_at)
        }))
      );
      await insertAll(
        tx,
        orders,
        shop.orders.map((o) => ({
          id: o._id,
          storeId,
          orderNumber: o.order_number,
          customerId: o.customer_id,
          orderType: o.order_type,
          status: o.status,
          delayNote: o.delay_note,
          expectedDate: o.expected_date,
          totalPaise: rupeesToPaise(o.total),
          paymentType: o.payment_type,
          orderDate: o.order_date,
          dueDate: o.due_date,
          shareToken: o.share_token,
          createdBy: user(o.created_by),
          createdAt: at(o.created_at),
          updatedAt: at(o.updated_at),
          // An alteration is numbered after the order it fixes, so that order is written first.
          fixesOrderId: o.fixes_order_id
        }))
      );
      const lines = shop.orders.flatMap((o) => o.products.map((line) => ({ order: o, line })));
      await insertAll(
        tx,
        orderProducts,
        lines.map(({ order, line }) => ({
          id: line._id,
          storeId,
          orderId: order._id,
          orderNumber: order.order_number,
          orderStatus: order.status,
          position: line.position,
          name: line.name,
          pricePaise: rupeesToPaise(line.price),
          measurements: line.measurements,
          measurementUnit: line.measurement_unit,
          note: line.note,
          assignedEmployeeId: line.assigned_employee_id,
          // An older export's line has no tag: the column's default draws one.
          ...line.tag_code ? { tagCode: line.tag_code } : {},
          stage: line.stage,
          createdAt: at(line.created_at)
        }))
      );
      await insertAll(
        tx,
        garmentSteps,
        lines.flatMap(
          ({ order, line }) => line.steps.map((step) => ({
            id: step._id,
            storeId,
            orderId: order._id,
            productId: line._id,
            stage: step.stage,
            recordedBy: user(step.recorded_by),
            createdAt: at(step.created_at)
          }))
        )
      );
      const images = lines.flatMap(
        ({ line }) => line.images.map((image) => ({ productId: line._id, image }))
      );
      await insertAll(
        tx,
        productImages,
        images.map(({ productId, image }) => ({
          id: image._id,
          storeId,
          productId,
          storageKey: image.storage_key,
          contentType: image.content_type,
          sizeBytes: image.size_bytes,
          width: image.width,
          height: image.height,
          position: image.position,
          uploadedBy: user(image.uploaded_by),
          createdAt: at(image.created_at)
        }))
      );
      await insertAll(
        tx,
        orderApprovals,
        shop.orders.flatMap(
          (o) => o.approvals.map((approval) => ({
            id: approval._id,
            storeId,
            orderId: o._id,
            kind: approval.kind,
            description: approval.description,
            amountPaise: approval.amount === null ? null : rupeesToPaise(approval.amount),
            imageId: approval.image_id,
            status: approval.status,
            customerNote: approval.customer_note,
            decidedAt: approval.decided_at ? at(approval.decided_at) : null,
            createdBy: user(approval.created_by),
            createdAt: at(approval.created_at)
          }))
        )
      );
      await insertAll(
        tx,
        orderFitAnswers,
        shop.orders.flatMap(
          (o) => o.fit_answers.map((answer) => ({
            id: answer._id,
            storeId,
            orderId: o._id,
            productId: answer.product_id,
            garmentKey: answer.product_id ?? o._id,
            fit: answer.fit,
            note: answer.note,
            alterationOrderId: answer.alteration_order_id,
            createdAt: at(answer.created_at)
          }))
        )
      );
      const ledger = shop.orders.flatMap((o) => o.payments.map((p) => ({ orderId: o._id, p })));
      await insertAll(
        tx,
        payments,
        ledger.map(({ orderId, p }) => ({
          id: p._id,
          storeId,
          orderId,
          amountPaise: rupeesToPaise(p.amount),
          kind: p.kind,
          method: p.method,
          recordedBy: user(p.recorded_by),
          createdAt: at(p.created_at)
        }))
      );
      const invoices = shop.orders.flatMap(
        (o) => o.tax_invoice ? [{ orderId: o._id, invoice: o.tax_invoice }] : []
      );
      await insertAll(
        tx,
        gstInvoices,
        invoices.map(({ orderId, invoice }) => ({
          orderId,
          storeId,
          financialYear: invoice.financial_year,
          serial: invoice.serial,
          invoiceDate: invoice.invoice_date,
          gstin: invoice.gstin,
          gstRate: invoice.gst_rate,
          placeOfSupply: invoice.place_of_supply,
          documentKind: invoice.document_kind,
          sacCode: invoice.sac_code,
          customerGstin: invoice.customer_gstin,
          customerName: invoice.customer_name,
          lines: invoice.lines ? documentLines(invoice.lines) : null,
          totalPaise: paiseOrNull(invoice.total),
          taxablePaise: paiseOrNull(invoice.taxable),
          cgstPaise: paiseOrNull(invoice.cgst),
          sgstPaise: paiseOrNull(invoice.sgst),
          igstPaise: paiseOrNull(invoice.igst),
          createdAt: at(invoice.created_at)
        }))
      );
      const notes = invoices.flatMap(
        ({ orderId, invoice }) => invoice.notes.map((note) => ({ orderId, note }))
      );
      await insertAll(
        tx,
        gstNotes,
        notes.map(({ orderId, note }) => ({
          id: note._id,
          orderId,
          storeId,
          kind: note.kind,
          financialYear: note.financial_year,
          serial: note.serial,
          noteDate: note.note_date,
          reason: note.reason,
          valueBeforePaise: rupeesToPaise(note.value_before),
          valueAfterPaise: rupeesToPaise(note.value_after),
          amountPaise: rupeesToPaise(note.amount),
          taxablePaise: rupeesToPaise(note.taxable),
          cgstPaise: rupeesToPaise(note.cgst),
          sgstPaise: rupeesToPaise(note.sgst),
          igstPaise: rupeesToPaise(note.igst),
          lines: documentLines(note.lines),
          createdAt: at(note.created_at)
        }))
      );
      const lastNoteSerials = /* @__PURE__ */ new Map();
      for (const { note } of notes) {
        const key2 = `${note.kind}/${note.financial_year}`;
        const last = Math.max(lastNoteSerials.get(key2)?.last ?? 0, note.serial);
        lastNoteSerials.set(key2, { kind: note.kind, year: note.financial_year, last });
      }
      await insertAll(
        tx,
        gstNoteSeries,
        [...lastNoteSerials.values()].map(({ kind, year, last }) => ({
          storeId,
          kind,
          financialYear: year,
          lastSerial: last
        }))
      );
      const lastSerials = /* @__PURE__ */ new Map();
      for (const { invoice } of invoices) {
        const key2 = `${invoice.document_kind}/${invoice.financial_year}`;
        const last = Math.max(lastSerials.get(key2)?.last ?? 0, invoice.serial);
        lastSerials.set(key2, { kind: invoice.document_kind, year: invoice.financial_year, last });
      }
      await insertAll(
        tx,
        gstInvoiceSeries,
        [...lastSerials.values()].map(({ kind, year, last }) => ({
          storeId,
          documentKind: kind,
          financialYear: year,
          lastSerial: last
        }))
      );
      await insertAll(
        tx,
        cashCounts,
        shop.cash_counts.map((count) => ({
          storeId,
          day: count.day,
          countedPaise: rupeesToPaise(count.counted),
          createdAt: at(count.created_at),
          updatedAt: at(count.updated_at)
        }))
      );
      await insertAll(
        tx,
        karigarRates,
        shop.karigar_rates.map((rate) => ({
          id: rate._id,
          storeId,
          employeeId: rate.employee_id,
          garment: rate.garment,
          garmentKey: garmentKeyOf(rate.garment),
          stage: rate.stage,
          ratePaise: rupeesToPaise(rate.rate),
          updatedBy: user(rate.updated_by),
          createdAt: at(rate.created_at),
          updatedAt: at(rate.updated_at)
        }))
      );
      const wageEntries = [...shop.karigar_ledger].sort(
        (a, b) => Number(a.reverses_id !== null) - Number(b.reverses_id !== null)
      );
      await insertAll(
        tx,
        karigarLedger,
        wageEntries.map((entry) => ({
          id: entry._id,
          storeId,
          employeeId: entry.employee_id,
          kind: entry.kind,
          amountPaise: rupeesToPaise(entry.amount),
          entryDate: entry.entry_date,
          orderId: entry.order_id,
          productId: entry.product_id,
          orderNumber: entry.order_number,
          garment: entry.garment,
          stage: entry.stage,
          generation: entry.generation,
          method: entry.method,
          note: entry.note,
          reversesId: entry.reverses_id,
          createdBy: user(entry.created_by),
          createdAt: at(entry.created_at)
        }))
      );
      await insertAll(
        tx,
        orderStatusEvents,
        shop.orders.flatMap(
          (o) => o.status_events.map((e) => ({
            id: e._id,
            storeId,
            orderId: o._id,
            fromStatus: e.from,
            toStatus: e.to,
            note: e.note,
            changes: e.changes.length > 0 ? e.changes : null,
            changedBy: user(e.changed_by),
            createdAt: at(e.created_at)
          }))
        )
      );
      return {
        storeId,
        shopName: store.shop_name,
        ownerUserId,
        counts: {
          employees: shop.employees.length,
          invites: shop.invites.length,
          customers: shop.customers.length,
          orders: shop.orders.length,
          products: lines.length,
          images: images.length,
          payments: ledger.length
        },
        imageKeys: images.map(({ image }) => image.storage_key)
      };
    });
  } catch (error) {
    if (error instanceof AppError || !isUniqueViolation(error)) throw error;
    throw conflict("IMPORT_RECORDS_EXIST");
  }
}

// src/adapters/image-storages.ts
import path9 from "node:path";

// src/features/images/image-links.ts
var IMAGE_LINK_TTL_SECONDS = 4 * 3600;

// src/features/images/copy-images.ts
import { buffer } from "node:stream/consumers";
async function copyImage(from, to, key2) {
  const stored = await from.get(key2);
  if (!stored) return false;
  await to.put(key2, await buffer(stored.body), stored.contentType);
  return true;
}

// src/features/images/image-storage.ts
import { constants as fsConstants } from "node:fs";
import { access, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path8 from "node:path";

// src/features/images/storage-contract.ts
var STORAGE_KEY = /^[A-Za-z0-9_-]{2,128}$/;
var isStorageKey = (key2) => STORAGE_KEY.test(key2);
var ImageStorageUnavailableError = class extends AppError {
  constructor(cause) {
    super("IMAGE_STORAGE_UNAVAILABLE", { headers: { "retry-after": "30" } });
    this.name = "ImageStorageUnavailableError";
    this.cause = cause;
  }
};

// src/features/images/image-storage.ts
var EXTENSIONS = [
  ["webp", "image/webp"],
  ["jpg", "image/jpeg"],
  ["png", "image/png"],
  ["avif", "image/avif"],
  ["gif", "image/gif"]
];
function extensionFor(contentType) {
  const entry = EXTENSIONS.find(([, type]) => type === contentType);
  if (!entry) throw new Error(`Image storage cannot hold content type ${contentType}`);
  return entry[0];
}
function isMissing(error) {
  return error?.code === "ENOENT";
}
var TEMPORARY = /^\.[A-Za-z0-9_-]{2,128}\.[A-Za-z0-9_-]+\.tmp$/;
async function syncDirectory(directory) {
  if (process.platform === "win32") return;
  const handle = await open(directory, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
async function foldersOf(root) {
  try {
    const entries = await readdir(root, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}
async function filesOf(folder) {
  try {
    return await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}
async function arrivedAt(file) {
  try {
    const info = await stat(file);
    return new Date(Math.max(info.mtimeMs, info.ctimeMs, info.birthtimeMs));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
function createLocalImageStorage(root) {
  const folderOf = (key2) => path8.join(root, key2.slice(0, 2));
  const fileOf = (key2, extension) => path8.join(folderOf(key2), `${key2}.${extension}`);
  const checkKey = (key2) => {
    if (!isStorageKey(key2)) throw new Error("Invalid image storage key");
  };
  return {
    async put(key2, bytes, contentType) {
      checkKey(key2);
      const folder = folderOf(key2);
      const target = fileOf(key2, extensionFor(contentType));
      const created = await mkdir(folder, { recursive: true });
      if (created) {
        for (let made = folder; made !== path8.dirname(created); made = path8.dirname(made)) {
          await syncDirectory(path8.dirname(made));
        }
      }
      const temporary = path8.join(folder, `.${key2}.${randomToken(6)}.tmp`);
      try {
        const handle = await open(temporary, "wx");
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
        await syncDirectory(folder);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key2) {
      if (!isStorageKey(key2)) return null;
      for (const [extension, contentType] of EXTENSIONS) {
        try {
          const handle = await open(fileOf(key2, extension), "r");
          try {
            const { size } = await handle.stat();
            return { body: handle.createReadStream(), contentType, size };
          } catch (error) {
            await handle.close();
            throw error;
          }
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
      }
      return null;
    },
    async delete(key2) {
      checkKey(key2);
      await Promise.all(
        EXTENSIONS.map(([extension]) => rm(fileOf(key2, extension), { force: true }))
      );
    },
    async *list() {
      for (const folder of await foldersOf(root)) {
        for (const name of await filesOf(path8.join(root, folder))) {
          const dot = name.lastIndexOf(".");
          const key2 = name.slice(0, dot);
          const known = EXTENSIONS.some(([extension]) => extension === name.slice(dot + 1));
          if (dot <= 0 || !known || !isStorageKey(key2) || key2.slice(0, 2) !== folder) continue;
          const storedAt = await arrivedAt(path8.join(root, folder, name));
          if (storedAt) yield { key: key2, storedAt };
        }
      }
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, fsConstants.W_OK);
    },
    async deleteAbandonedWrites(before) {
      let deleted = 0;
      for (const folder of await foldersOf(root)) {
        for (const name of await filesOf(path8.join(root, folder))) {
          if (!TEMPORARY.test(name)) continue;
          const file = path8.join(root, folder, name);
          const storedAt = await arrivedAt(file);
          if (!storedAt || storedAt >= before) continue;
          await rm(file, { force: true });
          deleted += 1;
        }
      }
      return deleted;
    }
  };
}

// src/features/images/images.service.ts
import { and as and5, asc as asc2, eq as eq7, inArray as inArray2, isNull, lt, sql as sql19 } from "drizzle-orm";

// src/features/images/image-encoding.ts
import sharp from "sharp";

// src/lib/work-queue.ts
var QueueFullError = class extends Error {
  constructor() {
    super("Work queue is full");
  }
};
function createWorkQueue(options) {
  const { concurrency, maxWaiting } = options;
  const line = [];
  let running = 0;
  const release = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running >= concurrency) {
        if (line.length >= maxWaiting) throw new QueueFullError();
        await new Promise((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    }
  };
}

// src/features/images/image-encoding.ts
var IMAGE_PROCESSING_CONCURRENCY = 2;
var IMAGE_PROCESSING_MAX_WAITING = 8;
sharp.cache(false);
sharp.concurrency(1);
var imageProcessing = createWorkQueue({
  concurrency: IMAGE_PROCESSING_CONCURRENCY,
  maxWaiting: IMAGE_PROCESSING_MAX_WAITING
});

// src/adapters/s3-image-storage.ts
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException
} from "@aws-sdk/client-s3";
var NOT_FOUND = /* @__PURE__ */ new Set(["NoSuchKey", "NotFound"]);
function isMissing2(error) {
  return error instanceof S3ServiceException && NOT_FOUND.has(error.name);
}
function unavailable(error) {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    return status >= 500 ? new ImageStorageUnavailableError(error) : error;
  }
  return new ImageStorageUnavailableError(error);
}
function createS3ImageStorage(options) {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : void 0,
    // A few quick tries, then the user hears that photos are unavailable for a moment.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: options.timeoutMs ?? 3e3,
      requestTimeout: options.timeoutMs ?? 1e4
    }
  });
  const prefix = options.prefix ?? "";
  const pageSize = options.listPageSize ?? 1e3;
  const Bucket = options.bucket;
  const objectKey = (key2) => `${prefix}${key2}`;
  const checkKey = (key2) => {
    if (!isStorageKey(key2)) throw new Error("Invalid image storage key");
  };
  return {
    async put(key2, bytes, contentType) {
      checkKey(key2);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key2),
            Body: bytes,
            ContentType: contentType
          })
        );
      } catch (error) {
        throw unavailable(error);
      }
    },
    async get(key2) {
      if (!isStorageKey(key2)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key2) }));
        return {
          body: answer.Body,
          contentType: answer.ContentType ?? "application/octet-stream",
          size: answer.ContentLength ?? 0
        };
      } catch (error) {
        if (isMissing2(error)) return null;
        throw unavailable(error);
      }
    },
    async delete(key2) {
      checkKey(key2);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key2) }));
      } catch (error) {
        if (isMissing2(error)) return;
        throw unavailable(error);
      }
    },
    async *list() {
      let Marker;
      for (; ; ) {
        let page;
        try {
          page = await client.send(
            new ListObjectsCommand({
              Bucket,
              Prefix: prefix || void 0,
              Marker,
              MaxKeys: pageSize
            })
          );
        } catch (error) {
          throw unavailable(error);
        }
        const contents = page.Contents ?? [];
        for (const object of contents) {
          const key2 = object.Key?.slice(prefix.length);
          if (!key2 || !isStorageKey(key2) || !object.LastModified) continue;
          yield { key: key2, storedAt: object.LastModified };
        }
        if (!page.IsTruncated || contents.length === 0) return;
        Marker = contents[contents.length - 1].Key;
      }
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw unavailable(error);
      }
    },
    async deleteAbandonedWrites() {
      return 0;
    }
  };
}

// src/adapters/image-storages.ts
function createImageStorage(config) {
  const chosen = config.imageStorage;
  if (chosen.kind === "s3") return createS3ImageStorage(chosen);
  return createLocalImageStorage(path9.join(config.dataDir, "uploads"));
}

// src/restore.ts
var USAGE = `Restores a shop from its JSON export into this installation's database.

  npm run restore -- --file tailor-shop-export-2026-11-05.json --owner-phone 9876543210 [--images-from OLD_DATA_DIR/uploads]

  --file          the file saved from Account > Export (GET /api/export/json)
  --owner-phone   the 10-digit phone the owner signs in with here; must not own a shop here yet
  --images-from   the old installation's image folder (its DATA_DIR/uploads), to copy the shop's photos

The database is the one the server uses (DATABASE_URL, else DATA_DIR); stop the server first when it is
the embedded one. Everything is restored in one transaction: on any error nothing changes.`;
var UsageError = class extends Error {
};
function readArguments() {
  const { values } = parseArgs({
    options: {
      file: { type: "string" },
      "owner-phone": { type: "string" },
      "images-from": { type: "string" },
      help: { type: "boolean", short: "h" }
    }
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.file || !values["owner-phone"])
    throw new UsageError("Both --file and --owner-phone are needed.");
  if (values["images-from"] && !existsSync4(values["images-from"])) {
    throw new UsageError(`The image folder ${values["images-from"]} does not exist.`);
  }
  return {
    file: values.file,
    ownerPhone: values["owner-phone"],
    imagesFrom: values["images-from"]
  };
}
function readExport(file) {
  let text22;
  try {
    text22 = readFileSync3(file, "utf8");
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${error.message}`);
  }
  try {
    return JSON.parse(text22);
  } catch {
    throw new UsageError(`${file} is not JSON: save it again from Account > Export.`);
  }
}
async function copyImages(from, to, keys) {
  const missing = [];
  for (const key2 of keys) {
    for (const variant of [key2, `${key2}-thumb`]) {
      if (!await copyImage(from, to, variant)) missing.push(variant);
    }
  }
  return missing;
}
async function main() {
  const args = readArguments();
  const data = readExport(args.file);
  const config = loadConfig();
  const opened = await openDatabase({
    config,
    log: pino({ level: "warn" }),
    migrationsFolder: migrationsFolder()
  });
  const { database } = opened;
  try {
    const result = await importShop(database.db, data, { ownerPhone: args.ownerPhone });
    const summary = Object.entries(result.counts).map(([what, count]) => `${what}: ${count}`);
    console.log(`Restored ${result.shopName} (${summary.join(", ")}).`);
    if (args.imagesFrom) {
      try {
        const missing = await copyImages(
          createLocalImageStorage(path10.resolve(args.imagesFrom)),
          createImageStorage(config),
          result.imageKeys
        );
        console.log(
          `Copied ${result.imageKeys.length * 2 - missing.length} image files${missing.length ? `; ${missing.length} were not found` : ""}.`
        );
      } catch (error) {
        console.error(
          `The records were restored, but copying the photos failed (${error.message}): copy the old DATA_DIR/uploads folder into ${path10.join(config.dataDir, "uploads")}.`
        );
        process.exitCode = 1;
      }
    } else if (result.imageKeys.length > 0) {
      console.log(
        `The ${result.imageKeys.length} photos were not copied: copy the old installation's DATA_DIR/uploads folder into ${path10.join(config.dataDir, "uploads")}.`
      );
    }
    console.log(
      `The owner signs in with ${args.ownerPhone}. Database: ${opened.kind === "external" ? "DATABASE_URL" : `${opened.kind} in ${config.dataDir}`}.`
    );
  } finally {
    await opened.close();
  }
}
main().catch((error) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}

${USAGE}`);
  } else if (error instanceof AppError || error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof EmbeddedPostgresError || error instanceof UnsafeDatabaseError) {
    console.error(`Nothing was restored: ${error.message}`);
  } else {
    console.error("Nothing was restored:", error);
  }
  process.exit(1);
});
//# sourceMappingURL=restore.js.map
