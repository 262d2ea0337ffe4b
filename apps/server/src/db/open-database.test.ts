import { chmodSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { getPglite, openPglite, type DatabaseHandle } from './client';
import { durabilityProblems, UnsafeDatabaseError } from './durability';
import { EmbeddedPostgres } from './embedded-postgres';
import { migrationsFolder } from './migrations-folder';
import { openDatabase } from './open-database';
import { seedShop } from '../../test/shop-fixtures';
import { bearer, MemorySms, TestClock, testConfig, type TestContext } from '../../test/test-app';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsm-open-db-'));
chmodSync(tmp, 0o755);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function recordingLog() {
  const warnings: string[] = [];
  return {
    warnings,
    log: { debug() {}, info() {}, warn: (m: string) => warnings.push(m), error() {} },
  };
}

/** Every row of every application table, as text, in a stable order. */
async function contents(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  const { rows } = await query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const tables: Record<string, string[]> = {};
  for (const { name } of rows as { name: string }[]) {
    const result = await query(`select row_to_json(t)::text as row from "${name}" t`);
    tables[name] = (result.rows as { row: string }[]).map((r) => r.row).sort();
  }
  return tables;
}

describe('durabilityProblems', () => {
  it('names each unsafe setting with what it risks, and nothing for a durable server', () => {
    const safe = { fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' };
    expect(durabilityProblems(safe)).toEqual([]);
    expect(durabilityProblems({ ...safe, synchronous_commit: 'local' })).toEqual([]);
    expect(durabilityProblems({ ...safe, fsync: 'off' })).toEqual([
      expect.stringMatching(/^fsync=off: .*corrupt/),
    ]);
    expect(durabilityProblems({ ...safe, synchronous_commit: 'off' })).toEqual([
      expect.stringMatching(/^synchronous_commit=off: .*vanish/),
    ]);
    expect(durabilityProblems({ ...safe, full_page_writes: 'off' })).toEqual([
      expect.stringMatching(/^full_page_writes=off: .*torn pages/),
    ]);
  });
});

describe('openDatabase', () => {
  it('warns that PGlite does not survive power cuts when DATABASE=pglite', async () => {
    const dataDir = path.join(tmp, 'pglite');
    const { log, warnings } = recordingLog();
    const opened = await openDatabase({
      config: testConfig({ DATA_DIR: dataDir, DATABASE: 'pglite' }),
      log,
      migrationsFolder: migrationsFolder(),
    });
    await opened.close();
    expect(opened.kind).toBe('pglite');
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(warnings).toEqual([expect.stringMatching(/no fsync.*power cut/)]);
  }, 300_000);

  it('warns loudly about an unsafe external server, and refuses to start an unsafe embedded one', async () => {
    const dataDir = path.join(tmp, 'unsafe');
    const server = await EmbeddedPostgres.start({
      dir: path.join(dataDir, 'pg'),
      passwordFile: path.join(dataDir, 'postgres-password'),
      log: recordingLog().log,
    });
    const { host, port, user, password, database } = server.connectionOptions();
    const url = `postgres://${user}:${password}@${host}:${port}/${database}`;
    try {
      const admin = new pg.Client(url);
      await admin.connect();
      await admin.query('alter database postgres set synchronous_commit = off');
      await admin.end();

      const external = recordingLog();
      const opened = await openDatabase({
        config: testConfig({ DATABASE_URL: url }),
        log: external.log,
        migrationsFolder: migrationsFolder(),
      });
      await opened.close();
      expect(external.warnings).toEqual([
        expect.stringMatching(/not crash-safe: synchronous_commit=off/),
      ]);
    } finally {
      await server.stop();
    }

    await expect(
      openDatabase({
        config: testConfig({ DATA_DIR: dataDir }),
        log: recordingLog().log,
        migrationsFolder: migrationsFolder(),
      }),
    ).rejects.toThrow(UnsafeDatabaseError);
    // It stopped the server it started and freed the folder.
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 300_000);

  it('moves the books of a PGlite installation into PostgreSQL with their ids, keeps the old folder, and sessions stay valid', async () => {
    const dataDir = path.join(tmp, 'upgrade');
    // An installation of the earlier version: a shop with some of everything, in DATA_DIR/db.
    const old = await openPglite({ dataDir: path.join(dataDir, 'db') });
    await old.migrate(migrationsFolder());
    const config = testConfig({ DATA_DIR: dataDir });
    const shop = await seedShop(await contextOn(old, config));
    const before = await contents((sql) => getPglite(old)!.query(sql));
    await old.close();
    expect(before.orders!.length).toBeGreaterThan(0);

    const { log, warnings } = recordingLog();
    const opened = await openDatabase({ config, log, migrationsFolder: migrationsFolder() });
    try {
      expect(opened.kind).toBe('embedded');
      const pool = new pg.Pool(opened.embedded!.connectionOptions());
      const after = await contents((sql) => pool.query(sql));
      await pool.end();
      expect(after).toEqual(before);
      expect(warnings).toContainEqual(expect.stringMatching(/Upgraded the database to PostgreSQL/));
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
      const backups = readdirSync(dataDir).filter((f) => f.startsWith('db-pglite-backup-'));
      expect(backups).toHaveLength(1);

      // The server secrets came along, so the owner's session still works.
      const app = await buildApp({ config, db: opened.database.db, sms: new MemorySms() });
      const me = await app.inject({
        method: 'GET',
        url: '/api/get_user_details',
        headers: bearer(shop.shop.token),
      });
      await app.close();
      expect(me.statusCode).toBe(200);
    } finally {
      await opened.close();
    }

    // A crash between the commit and the rename: the next start finds equal counts, copies
    // nothing and sets the old folder aside again.
    const [backup] = readdirSync(dataDir).filter((f) => f.startsWith('db-pglite-backup-'));
    renameSync(path.join(dataDir, backup!), path.join(dataDir, 'db'));
    const again = recordingLog();
    const reopened = await openDatabase({
      config,
      log: again.log,
      migrationsFolder: migrationsFolder(),
    });
    try {
      const pool = new pg.Pool(reopened.embedded!.connectionOptions());
      expect(await contents((sql) => pool.query(sql))).toEqual(before);
      await pool.end();
    } finally {
      await reopened.close();
    }
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    expect(again.warnings).toContainEqual(expect.stringMatching(/Upgraded the database/));
  }, 300_000);
});

async function contextOn(database: DatabaseHandle, config: TestContext['config']) {
  const sms = new MemorySms();
  const clock = new TestClock();
  const app = await buildApp({ config, db: database.db, sms, clock });
  await app.ready();
  return { app, database, sms, clock, config, close: () => app.close() } satisfies TestContext;
}
