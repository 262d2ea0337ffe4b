import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { getPool, openPostgres, type DatabaseHandle } from './client';
import { prepareStatementsOf, statementName } from './prepared-statements';

/*
 * The server's statements with parameters are prepared once per connection (named by their
 * text's hash) rather than parsed and planned on every call. PostgreSQL's own list of a
 * session's prepared statements (pg_prepared_statements) shows what the connection keeps.
 */
const postgresUrl = inject('postgresUrl');

async function preparedOn(client: pg.ClientBase): Promise<{ name: string; statement: string }[]> {
  const { rows } = await client.query<{ name: string; statement: string }>(
    'select name, statement from pg_prepared_statements order by prepare_time',
  );
  return rows;
}

describe.runIf(postgresUrl)('prepared statements', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it('prepares a statement with parameters once on its connection, and runs it again by name', async () => {
    handle = await openPostgres(postgresUrl, { max: 1 });
    const sum = async (a: number, b: number) => {
      const result = await handle!.db.execute(sql`select ${a}::int + ${b}::int as n`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    expect(await sum(1, 2)).toBe(3);
    expect(await sum(40, 2)).toBe(42);
    await handle.db.execute(sql`select 1 as no_parameters`);

    const client = await getPool(handle)!.connect();
    try {
      const text = 'select $1::int + $2::int as n';
      // One statement for both calls, under its text's name; none for the statement without
      // parameters (nor for this look-up, which has none either).
      expect(await preparedOn(client)).toEqual([{ name: statementName(text), statement: text }]);
    } finally {
      client.release();
    }
  });

  it('keeps at most its limit of statements on a connection, and runs the others unnamed', async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await prepareStatementsOf(client, 2);
      const answers = [];
      for (const op of ['+', '-', '*', '+']) {
        const { rows } = await client.query<{ n: number }>(`select $1::int ${op} 3 as n`, [6]);
        answers.push(rows[0]!.n);
      }
      expect(answers).toEqual([9, 3, 18, 9]);
      expect((await preparedOn(client)).map((row) => row.statement)).toEqual([
        'select $1::int + 3 as n',
        'select $1::int - 3 as n',
      ]);
    } finally {
      await client.end();
    }
  });

  it("plans each run for its own values: no generic plan after PostgreSQL's five runs", async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await prepareStatementsOf(client);
      for (let n = 1; n <= 8; n++) await client.query('select $1::int + 3 as n', [n]);
      const { rows } = await client.query<{ generic: string; custom: string }>(
        'select generic_plans as generic, custom_plans as custom from pg_prepared_statements',
      );
      // Left to itself, PostgreSQL switches this statement to its generic plan from the sixth run.
      expect(rows).toEqual([{ generic: '0', custom: '8' }]);
    } finally {
      await client.end();
    }
  });

  it('hands a new connection out once it plans each call for its values, with no statement queued behind that', async () => {
    const database = await openPostgres(postgresUrl, { max: 2 });
    const pool = getPool(database)!;
    // The first is the connection openPostgres checked the server with; the second is new.
    const first = await pool.connect();
    const fresh = await pool.connect();
    try {
      // node-postgres queues a query sent while another runs (version 9 refuses it): the new
      // connection must come with its setting made, not still on its way.
      const state = fresh as unknown as { activeQuery: unknown; queryQueue: unknown[] };
      expect(state.activeQuery ?? null).toBeNull();
      expect(state.queryQueue).toHaveLength(0);
      const { rows } = await fresh.query<{ plan_cache_mode: string }>('show plan_cache_mode');
      expect(rows[0]!.plan_cache_mode).toBe('force_custom_plan');
    } finally {
      first.release();
      fresh.release();
      await database.close();
    }
  });

  it('sends every statement unnamed when told not to prepare (DATABASE_PREPARED_STATEMENTS=off)', async () => {
    const unprepared = await openPostgres(postgresUrl, { max: 1, prepare: false });
    try {
      await unprepared.db.execute(sql`select ${1}::int as n`);
      const client = await getPool(unprepared)!.connect();
      try {
        expect(await preparedOn(client)).toEqual([]);
      } finally {
        client.release();
      }
    } finally {
      await unprepared.close();
    }
  });

  it('names two texts apart', () => {
    expect(statementName('select $1')).not.toBe(statementName('select $1 '));
    expect(statementName('select $1')).toBe(statementName('select $1'));
  });

  it('names a text the same however many other texts came between', () => {
    const first = statementName('select $1::int as kept');
    for (let n = 0; n < 6_000; n++) statementName(`select $1::int + ${n}`);
    expect(statementName('select $1::int as kept')).toBe(first);
    expect(first).toMatch(/^tsm_[A-Za-z0-9_-]{22}$/);
  });
});
