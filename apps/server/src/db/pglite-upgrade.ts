import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { getPglite, openPglite } from './client';

export interface UpgradeLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface UpgradeResult {
  /** Rows copied per table. */
  counts: Record<string, number>;
  /** Where the PGlite folder was kept. */
  backupDir: string;
}

const BATCH = 2_000;

/** The application's tables, parents before children, read from the target's foreign keys. */
async function tablesInDependencyOrder(client: pg.PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = tables.map((t) => t.name);
  while (remaining.length > 0) {
    const next = remaining.findIndex((table) =>
      edges.every((edge) => edge.child !== table || placed.has(edge.parent)),
    );
    if (next === -1) throw new Error(`Foreign keys form a cycle among ${remaining.join(', ')}`);
    const [table] = remaining.splice(next, 1) as [string];
    ordered.push(table);
    placed.add(table);
  }
  return ordered;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function countOf(source: PGlite, table: string): Promise<number> {
  const { rows } = await source.query<{ n: number }>(
    `select count(*)::int as n from ${quote(table)}`,
  );
  return rows[0]!.n;
}

/**
 * The upgrade from the PGlite folder (DATA_DIR/db) of earlier versions to the embedded PostgreSQL
 * server: every row of every table, ids kept, in one transaction; row counts are compared before
 * the commit; the old folder is then renamed, not deleted. A crash before the commit leaves the
 * new database empty and the next start copies again; a crash between the commit and the rename
 * is recognised by equal counts.
 */
export async function upgradeFromPglite(options: {
  dataDir: string;
  pool: pg.Pool;
  migrationsFolder: string;
  log: UpgradeLog;
  now?: Date;
}): Promise<UpgradeResult | undefined> {
  const { dataDir, pool, log } = options;
  const oldDir = path.join(dataDir, 'db');
  if (!existsSync(path.join(oldDir, 'PG_VERSION'))) return undefined;

  log.info(
    `Found the database of an earlier version in ${oldDir} (PGlite); copying it into PostgreSQL (${path.join(dataDir, 'pg')}).`,
  );
  const old = await openPglite({ dataDir: oldDir });
  const counts: Record<string, number> = {};
  try {
    // The same migrations on both sides, so both have the same tables and columns.
    await old.migrate(options.migrationsFolder);
    const source = getPglite(old)!;
    const client = await pool.connect();
    try {
      await client.query('begin');
      const tables = await tablesInDependencyOrder(client);
      const targetCounts: Record<string, number> = {};
      for (const table of tables) {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from ${quote(table)}`,
        );
        targetCounts[table] = rows[0]!.n;
        counts[table] = await countOf(source, table);
      }
      const targetHasRows = Object.values(targetCounts).some((n) => n > 0);
      if (targetHasRows) {
        // Only an earlier copy whose rename was cut short can have put rows here.
        const differing = tables.filter((t) => targetCounts[t] !== counts[t]);
        if (differing.length > 0) {
          throw new Error(
            `Both ${oldDir} (PGlite) and ${path.join(dataDir, 'pg')} (PostgreSQL) hold data, and they differ ` +
              `(${differing.map((t) => `${t}: ${counts[t]} vs ${targetCounts[t]}`).join(', ')}). Nothing was changed. ` +
              `Keep the one you want: move the other out of ${dataDir}.`,
          );
        }
        await client.query('rollback');
        log.info('The copy was already made by an earlier start; keeping the old folder aside.');
      } else {
        // The rows are copied as they are, the kept counts and sums included: the triggers that
        // keep those (and the foreign key checks) stay off for the copy, or the orders copied
        // would count a second time. The embedded server's user is a superuser.
        await client.query('set local session_replication_role = replica');
        for (const table of tables) {
          for (let offset = 0; offset < counts[table]!; offset += BATCH) {
            const { rows } = await source.query<{ batch: string }>(
              `select coalesce(json_agg(t), '[]')::text as batch from
                 (select * from ${quote(table)} order by ctid limit ${BATCH} offset ${offset}) t`,
            );
            await client.query(
              `insert into ${quote(table)} overriding system value
                 select * from json_populate_recordset(null::${quote(table)}, $1::json)`,
              [rows[0]!.batch],
            );
          }
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from ${quote(table)}`,
          );
          if (rows[0]!.n !== counts[table]) {
            throw new Error(
              `Copying ${table} gave ${rows[0]!.n} rows instead of ${counts[table]}; nothing was changed.`,
            );
          }
        }
        // Sequences behind serial or identity columns continue after the copied ids.
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
        await client.query('commit');
      }
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await old.close();
  }

  const stamp = (options.now ?? new Date()).toISOString().slice(0, 19).replaceAll(':', '-');
  const backupDir = path.join(dataDir, `db-pglite-backup-${stamp}`);
  await fs.rename(oldDir, backupDir);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  log.warn(
    `Upgraded the database to PostgreSQL: ${total} rows copied and counted (${Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([t, n]) => `${t} ${n}`)
      .join(
        ', ',
      )}). The old PGlite folder is kept as ${backupDir}; delete it once you are satisfied.`,
  );
  return { counts, backupDir };
}
