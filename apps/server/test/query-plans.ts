import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { getPglite, getPool, type Database, type DatabaseHandle } from '../src/db/client';
import type { TestContext } from './test-app';

/*
 * Query-plan tests (issue 13): seed a shop large enough for the planner to choose the plans it
 * would choose in a shop with years of orders, run an endpoint through the real app, capture the
 * SQL it ran with its parameters, EXPLAIN each statement on the seeded data and check the plans:
 * no sequential scan of a shop's big tables, no sort of the whole shop's orders.
 *
 * The seed is set-based SQL of the shape of bench/seed-shop.mjs (orders spread over three years
 * with two garments, one or two payments and a status event each), smaller so that a test file
 * seeds in a few seconds on PGlite, written into shops the test made through the API so that their
 * owners and employees can sign in.
 *
 *   const shop = await createShop(ctx);
 *   await seedPlanShops(ctx.database, { storeId: shop.store_id!, ownerUserId: shop.user_id!,
 *     orders: 20_000, customers: 2_000, otherShops: [{ orders: 2_000, customers: 200 }] });
 *   const { explained } = await explainRequest(ctx, { method: 'GET', url, headers: bearer(shop.token) });
 *   expect(planProblems(explained, { maxSortRows: 1_000 })).toEqual([]);
 */

const literal = (value: string | number) => `'${String(value).replaceAll("'", "''")}'`;
const TOKEN_SQL = `translate(encode(substring(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) from 1 for 24), 'base64'), '+/', '-_')`;

export interface SeedShopOptions {
  storeId: string;
  ownerUserId: string;
  orders: number;
  customers: number;
  /** Employees (ids) the garments are assigned to in turn; none leaves them unassigned. */
  employeeIds?: string[];
  /** Notifications for the owner, newest last; a third of them unread. */
  notifications?: number;
  years?: number;
}

/**
 * Orders, customers, garments, payments and status events for one existing store, in one
 * statement batch. Order numbers continue from the store's next number, which moves past them.
 */
export function seedShopSql(options: SeedShopOptions): string {
  const s = literal(options.storeId);
  const owner = literal(options.ownerUserId);
  const n = options.orders;
  const c = options.customers;
  const years = options.years ?? 3;
  const spacing = Math.floor((years * 365 * 86_400) / n);
  const staff = options.employeeIds ?? [];
  const staffArray = staff.length
    ? `array[${staff.map((id) => `${literal(id)}::uuid`).join(', ')}]`
    : 'array[]::uuid[]';
  // Every reference is made by construction, to rows of the same batch: the per-row foreign key
  // triggers are skipped (a superuser setting; the test databases' users are superusers).
  return `
begin;
set local session_replication_role = replica;
create temp table plan_customers on commit drop as
  select gen_random_uuid() as id, g from generate_series(1, ${c}) g;
insert into customers (id, store_id, name, gender, mobile_no, address, share_token, created_at, updated_at)
  select id, ${s}, 'Customer ' || g, case when g % 2 = 0 then 'female' else 'male' end,
         '9' || lpad(g::text, 9, '0'), g || ' Ring Road, Ahmedabad', ${TOKEN_SQL},
         now() - interval '${years} years' + g * interval '1 minute', now() - interval '${years} years'
  from plan_customers;

create temp table plan_orders on commit drop as
  select w.*,
         case when due_date < (now() at time zone 'Asia/Kolkata')::date - 14 then
                case when h < 30 then 'Cancelled' when h < 37 then 'In Process'
                     when h < 44 then 'Completed' when h < 52 then 'Delayed' else 'Delivered' end
              else
                case when h < 40 then 'Cancelled' when h < 200 then 'Pending'
                     when h < 400 then 'Assigned' when h < 600 then 'In Process'
                     when h < 750 then 'Completed' when h < 800 then 'Delayed' else 'Delivered' end
         end as status
  from (
    select o.*,
           (o.created_at at time zone 'Asia/Kolkata')::date as order_date,
           (o.created_at at time zone 'Asia/Kolkata')::date + 7 + o.g % 15 as due_date
    from (
      select b.g, gen_random_uuid() as id,
             now() - (${n} - b.g) * interval '${spacing} seconds' as created_at,
             pc.id as customer_id,
             (6 + (b.g * 37) % 90) * 5000::bigint as p1,
             (4 + (b.g * 53) % 60) * 5000::bigint as p2,
             (b.g * 7907) % 1000 as h
      from generate_series(1, ${n}) b(g)
      join plan_customers pc on pc.g = 1 + (b.g * 7919) % ${c}
    ) o
  ) w;

insert into orders (id, store_id, order_number, customer_id, order_type, status, total_paise,
                    payment_type, order_date, due_date, share_token, created_by, created_at, updated_at)
  select o.id, ${s}, st.next_order_number - 1 + o.g, o.customer_id,
         case when o.g % 10 = 0 then 'alteration' else 'new' end, o.status, o.p1 + o.p2,
         (array['cash', 'upi', 'card'])[1 + o.g % 3], o.order_date, o.due_date, ${TOKEN_SQL},
         ${owner}, o.created_at, o.created_at
  from plan_orders o cross join stores st where st.id = ${s};
update stores set next_order_number = next_order_number + ${n} where id = ${s};

insert into order_products (store_id, order_id, order_number, order_status, position, name,
                            price_paise, measurements, note, assigned_employee_id, created_at)
  select ${s}, o.id, placed.order_number, o.status, pos,
         (array['Shirt', 'Pant', 'Kurta', 'Blouse', 'Sherwani', 'Lehenga'])[1 + (o.g + pos) % 6],
         case when pos = 1 then o.p1 else o.p2 end,
         '{"Length": "40", "Chest": "38", "Waist": "32"}'::json,
         case when (o.g + pos) % 5 = 0 then 'Double stitching' end,
         case when o.status <> 'Pending' and cardinality(${staffArray}) > 0
              then (${staffArray})[1 + (o.g + pos) % greatest(cardinality(${staffArray}), 1)] end,
         o.created_at
  from plan_orders o join orders placed on placed.id = o.id cross join generate_series(1, 2) pos;

insert into payments (store_id, order_id, amount_paise, kind, method, recorded_by, created_at)
  select ${s}, id, least(p1 + p2, 50000), 'advance', (array['cash', 'upi', 'card'])[1 + g % 3],
         ${owner}, created_at
  from plan_orders;
insert into payments (store_id, order_id, amount_paise, kind, method, recorded_by, created_at)
  select ${s}, id, p1 + p2 - 50000, 'balance', 'cash', ${owner}, created_at + interval '7 days'
  from plan_orders where status = 'Delivered' and p1 + p2 > 50000;

insert into order_status_events (store_id, order_id, from_status, to_status, changed_by, created_at)
  select ${s}, id, null, status, ${owner}, created_at from plan_orders;

insert into notifications (user_id, store_id, type, priority, data, read, created_at)
  select ${owner}, ${s}, 'order_status_changed', 'normal',
         jsonb_build_object('orderNumber', g, 'status', 'Completed'), g % 3 <> 0,
         now() - (${options.notifications ?? 0} - g) * interval '1 hour'
  from generate_series(1, ${options.notifications ?? 0}) g;

-- The triggers that keep counts and sums did not run (replica mode): recompute this shop's.
do $$ begin
  if to_regproc('recompute_order_counts') is not null then
    perform recompute_order_counts(${s});
  end if;
  if to_regproc('recompute_money_totals') is not null then
    perform recompute_money_totals(${s});
  end if;
  if to_regproc('recompute_employee_work_counts') is not null then
    perform recompute_employee_work_counts(${s});
  end if;
end $$;
commit;
`;
}

export interface OtherShop {
  orders: number;
  customers: number;
  notifications?: number;
}

/** Another shop with its own owner and orders, made in SQL only (nobody signs in to it). */
export function otherShopSql(options: OtherShop): string {
  const storeId = randomUUID();
  const ownerUserId = randomUUID();
  const phone = `6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return `
insert into users (id, phone, name) values (${literal(ownerUserId)}, ${literal(phone)}, 'Other Owner');
insert into stores (id, owner_user_id, shop_name, owners_name, address, pincode, district, state)
  values (${literal(storeId)}, ${literal(ownerUserId)}, 'Other Tailors', 'Other Owner',
          '1 Station Road', '110001', 'New Delhi', 'Delhi');
${seedShopSql({ storeId, ownerUserId, ...options })}`;
}

/** Runs several SQL statements on the test database (PGlite or PostgreSQL). */
export async function execSql(database: DatabaseHandle, text: string): Promise<void> {
  const pglite = getPglite(database);
  if (pglite) {
    await pglite.exec(text);
    return;
  }
  await getPool(database)!.query(text);
}

/** The rows of one statement on the test database (PGlite or PostgreSQL). */
export async function rowsOf<T>(
  database: DatabaseHandle,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const pglite = getPglite(database);
  if (pglite) return (await pglite.query<T>(text, params)).rows;
  return (await getPool(database)!.query(text, params)).rows as T[];
}

/**
 * Seeds the shop `storeId` (made through the API) and `otherShops` shops beside it, then ANALYZEs
 * and VACUUMs as autovacuum would have (planner statistics, visibility map for index-only scans).
 */
export async function seedPlanShops(
  database: DatabaseHandle,
  options: SeedShopOptions & { otherShops?: OtherShop[] },
): Promise<void> {
  const { otherShops = [], ...shop } = options;
  for (const other of otherShops) await execSql(database, otherShopSql(other));
  await execSql(database, seedShopSql(shop));
  await execSql(
    database,
    'vacuum analyze customers, orders, order_products, payments, order_status_events, notifications, employees, stores, users',
  );
}

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

/**
 * Records every statement the app sends through Drizzle while `run` is awaited (transactions
 * included: their sessions take the logger from the same options object).
 */
export async function captureQueries<T>(
  db: Database,
  run: () => Promise<T>,
): Promise<{ result: T; queries: CapturedQuery[] }> {
  const session = (
    db as unknown as { session: { logger: QueryLogger; options: { logger?: QueryLogger } } }
  ).session;
  const queries: CapturedQuery[] = [];
  const recorder: QueryLogger = { logQuery: (sql, params) => queries.push({ sql, params }) };
  const before = { logger: session.logger, optionsLogger: session.options.logger };
  session.logger = recorder;
  session.options.logger = recorder;
  try {
    return { result: await run(), queries };
  } finally {
    session.logger = before.logger;
    session.options.logger = before.optionsLogger;
  }
}

/** One node of a JSON plan (the fields the checks read). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

export interface ExplainedQuery extends CapturedQuery {
  plan: PlanNode;
  /** The plan as indented text lines, for failure messages. */
  text: string;
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

function describeNode(node: PlanNode): string {
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const actual =
    node['Actual Rows'] !== undefined
      ? ` actual rows=${node['Actual Rows']} loops=${node['Actual Loops']}`
      : '';
  return `${node['Node Type']}${on}${index} (rows=${node['Plan Rows']}${actual})`;
}

function planText(node: PlanNode, depth = 0): string {
  return [
    `${'  '.repeat(depth)}${describeNode(node)}`,
    ...(node.Plans ?? []).map((child) => planText(child, depth + 1)),
  ].join('\n');
}

/** Rows a node produced over all its loops (actual when analysed, else the estimate). */
function rowsOut(node: PlanNode): number {
  if (node['Actual Rows'] !== undefined) return node['Actual Rows'] * (node['Actual Loops'] ?? 1);
  return node['Plan Rows'];
}

/**
 * EXPLAIN (ANALYZE) of every captured read with its own parameters, as the app ran it (a custom
 * plan for those values). Writes and transaction control are left out: analysing would run them.
 */
export async function explainQueries(
  database: DatabaseHandle,
  queries: CapturedQuery[],
): Promise<ExplainedQuery[]> {
  const explained: ExplainedQuery[] = [];
  for (const query of queries) {
    if (!/^\s*(select|with)\b/i.test(query.sql)) continue;
    const params = query.params.map((value) =>
      value instanceof Date ? value.toISOString() : value,
    );
    const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(
      database,
      `explain (analyze, timing off, summary off, format json) ${query.sql}`,
      params,
    );
    const raw = row!['QUERY PLAN'];
    const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const plan = json[0]!.Plan;
    explained.push({ ...query, plan, text: planText(plan) });
  }
  return explained;
}

/** Tables whose sequential scan is a fault: they grow with the shop's history. */
export const BIG_TABLES = [
  'orders',
  'payments',
  'order_products',
  'customers',
  'order_status_events',
  'notifications',
];

export interface PlanLimits {
  /** Tables that must not be read by a sequential scan (default BIG_TABLES). */
  noSeqScanOn?: string[];
  /** A sort (or aggregate feeding one) may take at most this many rows. */
  maxSortRows: number;
  /** Any one scan node may produce at most this many rows over all its loops (optional). */
  maxScanRows?: number;
}

/**
 * What is wrong with these plans, one sentence each with the statement and its plan; an empty
 * list when nothing is. Tests assert `expect(planProblems(...)).toEqual([])`.
 */
export function planProblems(explained: ExplainedQuery[], limits: PlanLimits): string[] {
  const noSeq = new Set(limits.noSeqScanOn ?? BIG_TABLES);
  const problems: string[] = [];
  for (const query of explained) {
    const found: string[] = [];
    for (const node of nodesOf(query.plan)) {
      const type = node['Node Type'];
      if (type === 'Seq Scan' && noSeq.has(node['Relation Name'] ?? '')) {
        found.push(`sequential scan of ${node['Relation Name']}`);
      }
      if (type === 'Sort' || type === 'Incremental Sort') {
        const input = Math.max(...(node.Plans ?? []).map(rowsOut), 0);
        if (input > limits.maxSortRows) found.push(`${type} of ${input} rows`);
      }
      if (
        limits.maxScanRows !== undefined &&
        /Scan$/.test(type) &&
        node['Relation Name'] &&
        rowsOut(node) > limits.maxScanRows
      ) {
        found.push(`${describeNode(node)} reads more than ${limits.maxScanRows} rows`);
      }
    }
    if (found.length > 0) {
      problems.push(
        `${found.join('; ')} in\n${query.sql}\nparams ${JSON.stringify(query.params)}\n${query.text}`,
      );
    }
  }
  return problems;
}

/** Injects one request, capturing and explaining the statements it ran; fails unless 200. */
export async function explainRequest(
  ctx: TestContext,
  request: InjectOptions,
): Promise<{ response: LightMyRequestResponse; explained: ExplainedQuery[] }> {
  const { result: response, queries } = await captureQueries(ctx.database.db, () =>
    ctx.app.inject(request),
  );
  if (response.statusCode !== 200) {
    throw new Error(
      `${request.method} ${request.url} answered ${response.statusCode}: ${response.body}`,
    );
  }
  return { response, explained: await explainQueries(ctx.database, queries) };
}
