import { appendFileSync } from 'node:fs';
import type { DatabaseHandle } from '../src/db/client';
import { requestTransaction } from '../src/db/request-transaction';
import { rowsOf, type PlanNode } from './query-plans';

/*
 * Every statement a shop's request runs names its shop on every shop table it reads: the query's
 * own `store_id = …` condition is what lets PostgreSQL estimate the shop's share of a table (the
 * row-security policy's condition is a setting, estimated as an average shop's share) and what
 * lets Citus send the statement to the shop's worker and join its tables there.
 *
 * With TEST_STORE_ID_CHECK set, each test database records the statements run in a shop's request
 * transaction; when it closes, each distinct statement is EXPLAINed (as the tables' owner, so no
 * policy adds its own condition) and every scan of a shop table must carry a store_id condition:
 * equal to a value, or to another shop table's store_id (a correlated subquery, a join). The close
 * fails with the statements that do not, and with TEST_STORE_ID_REPORT they are appended there.
 *
 * Work that spans shops (sign-in, the jobs, the public pages) may read many shops, but a database
 * distributed by shop still has to run each of its joins on one machine and lock rows of one shop:
 * its statements are recorded too, and each join of two shop tables must relate their shops
 * (`a.store_id = b.store_id`, or `stores.id = b.store_id`), and a locking read must name its shop.
 * A statement that begins with a comment is left out: a migration's own, which a test replays
 * (migrations run before any table is distributed).
 */

interface Recorded {
  sql: string;
  params: unknown[];
  /** Run in a shop's request (every shop table keyed), or in work that spans shops. */
  inShop: boolean;
}

interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

export function checksStoreIds(): boolean {
  return Boolean(process.env.TEST_STORE_ID_CHECK);
}

/**
 * Starts recording the database's shop statements; returns the check, which stops the recording and
 * fails with the statements that read a shop table without its store_id.
 */
export function recordShopStatements(database: DatabaseHandle): () => Promise<void> {
  const seen = new Map<string, Recorded>();
  const session = (
    database.db as unknown as {
      session: { logger: QueryLogger; options: { logger?: QueryLogger } };
    }
  ).session;
  const previous = session.logger;
  const previousOptionsLogger = session.options.logger;
  const recorder: QueryLogger = {
    logQuery(sql, params) {
      previous.logQuery(sql, params);
      if (!/^\s*(select|with|insert|update|delete)\b/i.test(sql)) return;
      const inShop = Boolean(requestTransaction.scope()?.shop);
      const key = `${inShop}:${sql}`;
      if (!seen.has(key)) seen.set(key, { sql, params, inShop });
    },
  };
  session.logger = recorder;
  session.options.logger = recorder;
  return async () => {
    session.logger = previous;
    session.options.logger = previousOptionsLogger;
    const problems: string[] = [];
    const shopTables = await shopTablesOf(database);
    for (const statement of seen.values()) {
      const plan = await explain(database, statement).catch(() => null);
      if (!plan) continue;
      if (statement.inShop) {
        const unkeyed = scansWithoutShop(plan, shopTables);
        if (unkeyed.length > 0) {
          problems.push(
            `${unkeyed.join(', ')} read without a store_id condition in\n${statement.sql}`,
          );
        }
      } else {
        const problem = crossShopProblem(plan, shopTables, statement.sql);
        if (problem) problems.push(`${problem} in work that spans shops:\n${statement.sql}`);
      }
    }
    if (problems.length === 0) return;
    const report = process.env.TEST_STORE_ID_REPORT;
    if (report) appendFileSync(report, problems.map((p) => `${p}\n\n`).join(''));
    throw new Error(
      `Statements that do not name their shop where they must:\n\n${problems.join('\n\n')}`,
    );
  };
}

async function shopTablesOf(database: DatabaseHandle): Promise<Set<string>> {
  const rows = await rowsOf<{ name: string }>(
    database,
    `select table_name as name from information_schema.columns
     where table_schema = 'public' and column_name = 'store_id'`,
  );
  return new Set(rows.map((row) => row.name));
}

async function explain(database: DatabaseHandle, statement: Recorded): Promise<PlanNode> {
  const params = statement.params.map((value) =>
    value instanceof Date ? value.toISOString() : value,
  );
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(
    database,
    `explain (format json) ${statement.sql}`,
    params,
  );
  const raw = row!['QUERY PLAN'];
  const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return json[0]!.Plan;
}

const CONDITIONS = ['Index Cond', 'Filter', 'Recheck Cond', 'Join Filter', 'Hash Cond'];

function conditionsOf(node: PlanNode): string {
  const own = CONDITIONS.map((key) => node[key]).filter((value) => typeof value === 'string');
  // A bitmap heap scan's index conditions sit on the bitmap index scans below it.
  const bitmaps =
    node['Node Type'] === 'Bitmap Heap Scan'
      ? (node.Plans ?? []).flatMap(function bitmapConditions(child): string[] {
          const here = typeof child['Index Cond'] === 'string' ? [child['Index Cond']] : [];
          return [...here, ...(child.Plans ?? []).flatMap(bitmapConditions)];
        })
      : [];
  return [...own, ...bitmaps].join(' AND ');
}

/** A comparison of the shop column with a value, a parameter or another table's shop column. */
function namesShop(conditions: string, column: string): boolean {
  // Another table's shop column: `table.store_id`, or `"ANY_subquery".store_id` of an `in (…)`.
  const value = String.raw`(?:'[^']*'(?:::\w+)?|\$\d+|(?:\w|")+\.store_id)`;
  const col = String.raw`(?:\w+\.)?${column}`;
  return (
    new RegExp(String.raw`\b${col} = ${value}`).test(conditions) ||
    new RegExp(String.raw`${value} = ${col}\b`).test(conditions) ||
    new RegExp(String.raw`\b${col} = ANY`).test(conditions)
  );
}

function scansWithoutShop(plan: PlanNode, shopTables: Set<string>): string[] {
  const found: string[] = [];
  (function walk(node: PlanNode) {
    const table = node['Relation Name'];
    const isScan = /Scan$/.test(node['Node Type']);
    if (table && isScan && (shopTables.has(table) || table === 'stores')) {
      const column = table === 'stores' ? 'id' : 'store_id';
      if (!namesShop(conditionsOf(node), column)) found.push(`${table} (${node['Node Type']})`);
    }
    for (const child of node.Plans ?? []) walk(child);
  })(plan);
  return found;
}

const JOIN_CONDITIONS = ['Hash Cond', 'Merge Cond', 'Join Filter'];

interface JoinTree {
  scans: { table: string; node: PlanNode }[];
  /** How many of its join conditions relate two shops' columns. */
  shopJoins: number;
}

/**
 * The plan's join trees: the main one, and one for each subquery PostgreSQL runs on its own (an
 * init plan, or a subplan not correlated with a shop row: a database distributed by shop runs
 * those first, on their own, and uses their answer).
 */
function joinTreesOf(plan: PlanNode, shopTables: Set<string>): JoinTree[] {
  const trees: JoinTree[] = [];
  // A column of a join's side is `table.column` or `"ANY_subquery".column`.
  const related =
    /(?:\w|")+\.(?:store_id|id) = (?:\w|")+\.store_id\b|(?:\w|")+\.store_id = (?:\w|")+\.(?:store_id|id)\b/g;
  (function walk(node: PlanNode, tree: JoinTree) {
    const table = node['Relation Name'];
    if (table && /Scan$/.test(node['Node Type']) && (shopTables.has(table) || table === 'stores')) {
      tree.scans.push({ table, node });
    }
    for (const key of JOIN_CONDITIONS) {
      const value = node[key];
      if (typeof value === 'string') tree.shopJoins += value.match(related)?.length ?? 0;
    }
    for (const child of node.Plans ?? []) {
      const own =
        child['Parent Relationship'] === 'InitPlan' || child['Parent Relationship'] === 'SubPlan';
      if (own) {
        const subtree: JoinTree = { scans: [], shopJoins: 0 };
        trees.push(subtree);
        walk(child, subtree);
      } else {
        walk(child, tree);
      }
    }
  })(plan, (trees[0] = { scans: [], shopJoins: 0 }));
  return trees;
}

const shopColumnOf = (table: string) => (table === 'stores' ? 'id' : 'store_id');
const describeScans = (scans: JoinTree['scans']) =>
  scans.map(({ table, node }) => `${table} (${node['Node Type']})`).join(', ');

/**
 * What a statement of work that spans shops does that a database distributed by shop cannot: a
 * join of shop tables that does not relate their shops, or a lock on rows of no named shop.
 */
function crossShopProblem(plan: PlanNode, shopTables: Set<string>, sql: string): string | null {
  const trees = joinTreesOf(plan, shopTables);
  for (const { scans, shopJoins } of trees) {
    const unkeyed = scans.filter(
      ({ table, node }) => !namesShop(conditionsOf(node), shopColumnOf(table)),
    );
    // One table may lead (all shops' rows); each other one is reached through its shop.
    if (unkeyed.length - shopJoins > 1) {
      // By name: the plan's order of the scans is the planner's choice, not the statement's.
      const named = [...unkeyed].sort((a, b) => a.table.localeCompare(b.table));
      return `${describeScans(named)} joined without relating their shops`;
    }
  }
  if (/\bfor (?:no key )?(?:update|share)\b/i.test(sql)) {
    const unnamed = trees[0]!.scans.filter(
      ({ table, node }) => !namesShopByValue(conditionsOf(node), shopColumnOf(table)),
    );
    if (unnamed.length > 0) return `${describeScans(unnamed)} locked without naming its shop`;
  }
  return null;
}

/** A comparison of the shop column with a value or a parameter (one shop, known). */
function namesShopByValue(conditions: string, column: string): boolean {
  const value = String.raw`(?:'[^']*'(?:::\w+)?|\$\d+)`;
  const col = String.raw`(?:\w+\.)?${column}`;
  return (
    new RegExp(String.raw`\b${col} = ${value}`).test(conditions) ||
    new RegExp(String.raw`${value} = ${col}\b`).test(conditions)
  );
}
