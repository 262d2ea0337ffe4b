import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import {
  drizzle as drizzlePostgres,
  NodePgSession,
  NodePgTransaction,
} from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { prepareStatementsOf } from './prepared-statements';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Runs the migrations in the given folder, once across concurrently starting servers. */
  migrate(migrationsFolder: string): Promise<void>;
}

// An arbitrary constant that names the migration lock for pg_advisory_lock.
const MIGRATION_LOCK_ID = 7_319_115_422;

/** A PostgreSQL server through a connection pool: a `postgres://` URL or the embedded server's options. */
export async function openPostgres(
  connection: string | pg.PoolConfig,
  options: { max?: number; prepare?: boolean } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    ...(typeof connection === 'string' ? { connectionString: connection } : connection),
    max: options.max ?? 10,
    // Before a new connection is handed out: see prepareStatementsOf.
    onConnect: async (client) => {
      if (options.prepare ?? true) await prepareStatementsOf(client);
    },
  });
  // An idle connection the server drops (a restart, a failover) must not crash the process: the
  // pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // The pool listens only to idle connections; one checked out for a transaction whose server
  // dies between two statements would otherwise crash the process with an unhandled 'error'. The
  // statement that follows fails on its own, and the pool drops the broken connection on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail fast on a wrong URL rather than on the first request.
  const probe = await pool.connect();
  try {
    const { rows } = await probe.query<{ citus: boolean }>(
      `select exists (select from pg_extension where extname = 'citus') as citus`,
    );
    if (rows[0]!.citus) citusPools.add(pool);
  } finally {
    probe.release();
  }
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    close: () => pool.end(),
    async migrate(migrationsFolder) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzlePostgres(client, { schema }), { migrationsFolder });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        // On Citus, migration 0024 sets the database's Citus settings (ALTER DATABASE … SET), which
        // a session takes when it starts: the migration's own session, the pool's first, would
        // otherwise serve requests without them (a shop's SET LOCAL not carried to the workers).
        client.release(citusPools.has(pool) ? true : undefined);
      }
    },
    // Exposed for the embedded server's supervisor (a new port after a restart).
    ...{ pool },
  };
}

/** The pools of a Citus coordinator (the extension is in their database): see `beginWith`. */
const citusPools = new WeakSet<pg.Pool>();

/**
 * How long a write transaction on a Citus coordinator waits for a lock once it holds its shop's
 * write lock (`then`, taken before the limit is set, so a shop's writes still queue behind each
 * other as long as they need). Past it the statement fails with 55P03 and the error handler answers
 * 503 with Retry-After: while Citus copies a shard group to another node (a rebalance with
 * block_writes, or the last catch-up of a logical move) it blocks the group's writes for as long as
 * the copy takes, minutes for a big shard; on this machine's bench the writes otherwise waited up to
 * 98 s (bench/README.md, "Citus"). Nothing else a shop's write waits for takes that long.
 */
const CITUS_WRITE_LOCK_TIMEOUT = '5s';

/** A transaction on a connection of its own, ended by `end`. */
export interface OwnTransaction {
  tx: Tx;
  end(commit: boolean): Promise<void>;
}

/**
 * On a PostgreSQL server: opens a transaction whose first statements, `setup` (SQL without
 * parameters), then `then`, travel with its BEGIN in one round trip, as one simple-protocol query.
 * A request that sets its role and shop this way pays one round trip for them, not two. On a Citus
 * coordinator, `then` goes with BEGIN and `setup` after it, in a query of its own: Citus sends each
 * worker connection the transaction opens later the whole text a SET LOCAL came in, and `then`
 * (a lock) must not run again there; with `setup` goes the limit on lock waits after `then`
 * (CITUS_WRITE_LOCK_TIMEOUT). Null on PGlite, where the caller sends them itself. The
 * transaction is drizzle's own (a nested `transaction()` is a savepoint), made on the connection
 * the way drizzle's `transaction()` makes one, which keeps the fields it needs to itself.
 */
export async function beginWith(
  db: Database,
  setup: string,
  then?: string,
): Promise<OwnTransaction | null> {
  const session = (db as unknown as { session: unknown }).session;
  if (!(session instanceof NodePgSession)) return null;
  const {
    client: pool,
    schema,
    options,
  } = session as unknown as {
    client: unknown;
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  if (!(pool instanceof pg.Pool)) return null;
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const client = await pool.connect();
  try {
    if (!then) await client.query(`begin; ${setup}`);
    else if (!citusPools.has(pool)) await client.query(`begin; ${setup}; ${then}`);
    else {
      await client.query(`begin; ${then}`);
      await client.query(`${setup}; set local lock_timeout = '${CITUS_WRITE_LOCK_TIMEOUT}'`);
    }
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  const txSession = new NodePgSession(client, dialect, schema, options);
  const tx = new NodePgTransaction(dialect, txSession, schema) as unknown as Tx;
  return {
    tx,
    async end(commit) {
      try {
        await client.query(commit ? 'commit' : 'rollback');
      } catch (error) {
        // A connection that failed its COMMIT or ROLLBACK is not given to another request.
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      client.release();
    },
  };
}

export function getPool(handle: DatabaseHandle): pg.Pool | undefined {
  return (handle as DatabaseHandle & { pool?: pg.Pool }).pool;
}

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    async migrate(migrationsFolder) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    // Exposed for the test template builder.
    ...{ pglite: client },
  };
}

export function getPglite(handle: DatabaseHandle): PGlite | undefined {
  return (handle as DatabaseHandle & { pglite?: PGlite }).pglite;
}
