// Seeds one big shop in set-based SQL (generate_series): an owner user with a known phone, a few
// tailors, customers, and orders spread over the past years with 2 products, 1–2 payments and a
// status event each. The figures are deterministic (derived from the row number), so two runs
// seed the same shop apart from ids and tokens; ids and tokens are random, so many shops can be
// seeded into one database (each needs its own owner phone).
//
// Works on any PostgreSQL-dialect client that runs a multi-statement SQL string: node-postgres
// (`seedPostgres(url)`) or PGlite (`seedPgliteFolder(dir)`, only while no server holds the folder).
// The schema must exist already: start the built server once on the database first.
import { randomUUID } from 'node:crypto';

export const DEFAULT_SHOP = {
  ownerPhone: '7000000001',
  customers: 5_000,
  orders: 50_000,
  years: 3,
};

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;

// 24 random bytes as base64url (32 characters), the shape of the product's randomToken().
const TOKEN_SQL = `translate(encode(substring(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) from 1 for 24), 'base64'), '+/', '-_')`;

/** The SQL that seeds one shop; `storeId` and `ownerUserId` are fixed up front to need no round trips. */
export function shopSeedSql(options = {}) {
  const shop = { ...DEFAULT_SHOP, ...options };
  const storeId = options.storeId ?? randomUUID();
  const ownerUserId = options.ownerUserId ?? randomUUID();
  const s = literal(storeId);
  const n = Number(shop.orders);
  const c = Number(shop.customers);
  // Seconds between two orders so that n orders span the given years, the newest placed now.
  const spacing = Math.floor((shop.years * 365 * 86_400) / n);
  const sql = `
begin;
insert into users (id, phone, name, email)
  values (${literal(ownerUserId)}, ${literal(shop.ownerPhone)}, 'Bench Owner', 'owner@bench.example');
insert into stores (id, owner_user_id, shop_name, owners_name, email, phone, address, pincode,
                    district, state, next_order_number, created_at)
  values (${s}, ${literal(ownerUserId)}, 'Bench Tailors', 'Bench Owner', 'owner@bench.example',
          ${literal(shop.ownerPhone)}, '12 MG Road, Navrangpura', '380001', 'Ahmedabad', 'Gujarat',
          ${n + 1}, now() - interval '${shop.years} years');
insert into employees (store_id, name, phone, position, experience, specialization)
  select ${s}, 'Tailor ' || g, '80000000' || lpad(g::text, 2, '0'), 'tailor', g + 2, 'Stitching'
  from generate_series(1, 4) g;

create temp table bench_staff on commit drop as
  select id, (row_number() over (order by phone))::int - 1 as k
  from employees where store_id = ${s};

create temp table bench_customers on commit drop as
  select gen_random_uuid() as id, g
  from generate_series(1, ${c}) g;
insert into customers (id, store_id, name, gender, mobile_no, address, share_token, created_at, updated_at)
  select id, ${s}, 'Customer ' || g, case when g % 2 = 0 then 'female' else 'male' end,
         '9' || lpad(g::text, 9, '0'), g || ' Ring Road, Ahmedabad', ${TOKEN_SQL},
         now() - interval '${shop.years} years', now() - interval '${shop.years} years'
  from bench_customers;

-- One row per order with everything derived from its number g: when it was placed, when it is
-- due, its status (old orders delivered, a few cancelled, about 2% left open and so overdue;
-- recent ones spread over the working statuses), its two prices and its advance.
create temp table bench_orders on commit drop as
  select d.*,
         case when status = 'Delivered' and h % 4 = 0 then p1 + p2
              else least(p1 + p2, ((p1 + p2) * (20 + g % 41) / 100 / 10000 + 1) * 10000)
         end as advance,
         status = 'Delivered' as paid_full
  from (
    select w.*,
           case when due_date < (now() at time zone 'Asia/Kolkata')::date - 14 then
                  case when h < 30 then 'Cancelled'
                       when h < 37 then 'In Process'
                       when h < 44 then 'Completed'
                       when h < 52 then 'Delayed'
                       else 'Delivered' end
                else
                  case when h < 40 then 'Cancelled'
                       when h < 200 then 'Pending'
                       when h < 400 then 'Assigned'
                       when h < 600 then 'In Process'
                       when h < 750 then 'Completed'
                       when h < 800 then 'Delayed'
                       else 'Delivered' end
           end as status
    from (
      select o.*,
             (o.created_at at time zone 'Asia/Kolkata')::date as order_date,
             (o.created_at at time zone 'Asia/Kolkata')::date + 7 + o.g % 15 as due_date
      from (
        select b.g, gen_random_uuid() as id,
               now() - (${n} - b.g) * interval '${spacing} seconds' as created_at,
               bc.id as customer_id,
               (6 + (b.g * 37) % 90) * 5000::bigint as p1,
               (4 + (b.g * 53) % 60) * 5000::bigint as p2,
               (b.g * 7907) % 1000 as h
        from generate_series(1, ${n}) b(g)
        join bench_customers bc on bc.g = 1 + (b.g * 7919) % ${c}
      ) o
    ) w
  ) d;

insert into orders (id, store_id, order_number, customer_id, order_type, status, total_paise,
                    payment_type, order_date, due_date, share_token, created_by, created_at, updated_at)
  select id, ${s}, g, customer_id, case when g % 10 = 0 then 'alteration' else 'new' end, status,
         p1 + p2, (array['cash', 'upi', 'card'])[1 + g % 3], order_date, due_date, ${TOKEN_SQL},
         ${literal(ownerUserId)}, created_at, created_at
  from bench_orders;

insert into order_products (store_id, order_id, position, name, price_paise, measurements, note,
                            assigned_employee_id, created_at)
  select ${s}, o.id, pos,
         (array['Shirt', 'Pant', 'Kurta', 'Blouse', 'Sherwani', 'Lehenga'])[1 + (o.g + pos) % 6],
         case when pos = 1 then o.p1 else o.p2 end,
         '{"Length": "40", "Chest": "38", "Waist": "32"}'::json,
         case when (o.g + pos) % 5 = 0 then 'Double stitching' end,
         case when o.status <> 'Pending' then staff.id end,
         o.created_at
  from bench_orders o cross join generate_series(1, 2) pos
  join bench_staff staff on staff.k = (o.g + pos) % 4;

insert into payments (store_id, order_id, amount_paise, kind, method, recorded_by, created_at)
  select ${s}, id, advance, 'advance', (array['cash', 'upi', 'card'])[1 + g % 3],
         ${literal(ownerUserId)}, created_at
  from bench_orders;
insert into payments (store_id, order_id, amount_paise, kind, method, recorded_by, created_at)
  select ${s}, id, p1 + p2 - advance, 'balance', (array['cash', 'upi', 'card'])[1 + (g + 1) % 3],
         ${literal(ownerUserId)}, least(now(), (due_date + time '17:00') at time zone 'Asia/Kolkata')
  from bench_orders where paid_full and advance < p1 + p2;

insert into order_status_events (store_id, order_id, from_status, to_status, changed_by, created_at)
  select ${s}, id, case when status in ('Pending', 'Assigned') then null else 'Assigned' end, status,
         ${literal(ownerUserId)}, created_at
  from bench_orders;
commit;
`;
  return { sql, storeId, ownerUserId, shop };
}

// Secondary indexes (those not backing a primary key or unique constraint) of the seeded tables.
const SECONDARY_INDEXES_SQL = `
  select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
  from pg_index i join pg_class t on t.oid = i.indrelid
  where t.relname in ('customers', 'orders', 'order_products', 'payments', 'order_status_events')
    and t.relnamespace = 'public'::regnamespace
    and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`;

/**
 * A bulk load into a database that holds nothing else: the secondary indexes are dropped and built
 * again after the rows are in (a sort each instead of 50,000 inserts), and the per-row foreign key
 * triggers are skipped (every reference is made by construction, to rows of the same transaction);
 * both need a superuser, which the bench always is. The result is the same database.
 */
async function bulkLoadSql(rows, sql) {
  const indexes = await rows(SECONDARY_INDEXES_SQL);
  const drops = indexes.map((index) => `drop index ${index.name};`).join('\n');
  const creates = indexes.map((index) => `${index.def};`).join('\n');
  return sql
    .replace('begin;\n', `begin;\nset local session_replication_role = replica;\n${drops}\n`)
    .replace('commit;\n', `${creates}\ncommit;\n`);
}

async function countsOf(rows, storeId) {
  const s = literal(storeId);
  const [counts] = await rows(`
    select (select count(*) from customers where store_id = ${s})::int as customers,
           (select count(*) from orders where store_id = ${s})::int as orders,
           (select count(*) from order_products where store_id = ${s})::int as products,
           (select count(*) from payments where store_id = ${s})::int as payments,
           (select count(*) from order_status_events where store_id = ${s})::int as status_events,
           (select count(*) from orders where store_id = ${s}
              and status not in ('Delivered', 'Cancelled')
              and due_date < (now() at time zone 'Asia/Kolkata')::date)::int as overdue,
           (select count(*) from orders where store_id = ${s}
              and status not in ('Delivered', 'Cancelled')
              and due_date between (now() at time zone 'Asia/Kolkata')::date
                               and (now() at time zone 'Asia/Kolkata')::date + 6)::int as due_this_week`);
  return counts;
}

/**
 * Seeds through a client given as `rows(sql)` (one statement, answers its rows) and `exec(sql)`
 * (several statements). `options.fresh`: the database holds no other rows (see bulkLoadSql);
 * `options.vacuum: false` skips the closing VACUUM ANALYZE (when seeding many shops, run it once).
 */
async function seedWith({ rows, exec }, options) {
  const seed = shopSeedSql(options);
  const started = performance.now();
  await exec(options.fresh ? await bulkLoadSql(rows, seed.sql) : seed.sql);
  // As autovacuum would have left a shop with years of history: statistics for the planner, and
  // the visibility map set (index-only scans). Its own statement: VACUUM runs outside transactions.
  if (options.vacuum !== false) {
    await exec('vacuum analyze customers, orders, order_products, payments, order_status_events');
  }
  const seedMs = Math.round(performance.now() - started);
  return {
    storeId: seed.storeId,
    ownerUserId: seed.ownerUserId,
    ownerPhone: seed.shop.ownerPhone,
    seedMs,
    counts: await countsOf(rows, seed.storeId),
  };
}

/** Seeds one shop into a PostgreSQL server (a URL or node-postgres connection options). */
export async function seedPostgres(connection, options = {}) {
  const { default: pg } = await import('pg');
  const client = new pg.Client(
    typeof connection === 'string' ? { connectionString: connection } : connection,
  );
  await client.connect();
  try {
    return await seedWith(
      { rows: async (sql) => (await client.query(sql)).rows, exec: (sql) => client.query(sql) },
      options,
    );
  } finally {
    await client.end();
  }
}

/** Seeds one shop into a PGlite data folder (the server's DATA_DIR/db) while no server has it open. */
export async function seedPgliteFolder(dir, options = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: dir });
  try {
    return await seedWith(
      { rows: async (sql) => (await db.query(sql)).rows, exec: (sql) => db.exec(sql) },
      options,
    );
  } finally {
    await db.close();
  }
}
