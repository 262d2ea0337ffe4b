// Seeds one big shop, or many shops in one go, in set-based SQL (generate_series): an owner user
// with a known phone, a few tailors who can sign in, customers, and orders spread over the past
// years with 2 products, 1–2 payments and a status event each. The figures are deterministic (derived from the row number), so two runs
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

/** The shops of one seed with everything fixed up front (ids, phones, sizes), so no round trips. */
function shopsOf(list, firstIndex = 0) {
  return list.map((options, i) => {
    const shop = { ...DEFAULT_SHOP, ...options };
    return {
      k: firstIndex + i,
      storeId: options.storeId ?? randomUUID(),
      ownerUserId: options.ownerUserId ?? randomUUID(),
      ownerPhone: String(shop.ownerPhone),
      orders: Number(shop.orders),
      customers: Number(shop.customers),
      years: Number(shop.years),
      // Seconds between two orders so that the orders span the given years, the newest placed now.
      spacing: Math.floor((shop.years * 365 * 86_400) / shop.orders),
    };
  });
}

/**
 * The SQL that seeds several shops in one go, each as `shopSeedSql` would seed it alone (the same
 * rows from the same row numbers): one statement per table over all shops, not one per shop. Each
 * shop's 4 tailors have a sign-in (phone '8' and 9 digits: shop index × 4 + 1..4, so the first
 * shop's are 8000000001–8000000004), and those assigned a garment in the last 30 days have a
 * notice of it (read unless it is under 2 days old), as the 30-day clean-up would leave them.
 */
export function shopsSeedSql(list, { productsCarryOrder = true, firstIndex = 0 } = {}) {
  const shops = shopsOf(list, firstIndex);
  const values = shops
    .map(
      (s) =>
        `(${s.k}, ${literal(s.storeId)}::uuid, ${literal(s.ownerUserId)}::uuid, ${literal(s.ownerPhone)}, ${s.orders}, ${s.customers}, ${s.years}, ${s.spacing})`,
    )
    .join(',\n  ');
  const sql = `
begin;
create temp table bench_shops (k int, store_id uuid, owner_user_id uuid, owner_phone text, n int,
                               c int, years int, spacing int) on commit drop;
insert into bench_shops values
  ${values};

insert into users (id, phone, name, email)
  select owner_user_id, owner_phone, 'Bench Owner', 'owner@bench.example' from bench_shops;
insert into stores (id, owner_user_id, shop_name, owners_name, email, phone, address, pincode,
                    district, state, next_order_number, created_at)
  select store_id, owner_user_id, case when k = 0 then 'Bench Tailors' else 'Bench Tailors ' || k end,
         'Bench Owner', 'owner@bench.example', owner_phone, '12 MG Road, Navrangpura', '380001',
         'Ahmedabad', 'Gujarat', n + 1, now() - years * interval '1 year'
  from bench_shops;

-- The owner's own row (garments can be assigned to them), as signing up makes it.
insert into employees (store_id, name, phone, position, is_owner)
  select store_id, 'Bench Owner', null, 'manager', true from bench_shops;
create temp table bench_staff on commit drop as
  select s.k as shop, s.store_id, g - 1 as k, g, gen_random_uuid() as id, gen_random_uuid() as user_id,
         '8' || lpad((s.k * 4 + g)::text, 9, '0') as phone
  from bench_shops s cross join generate_series(1, 4) g;
insert into users (id, phone, name)
  select user_id, phone, 'Tailor ' || g from bench_staff;
insert into employees (id, store_id, user_id, name, phone, position, experience, specialization)
  select id, store_id, user_id, 'Tailor ' || g, phone, 'tailor', g + 2, 'all types'
  from bench_staff;

create temp table bench_customers on commit drop as
  select s.k as shop, s.store_id, s.years, gen_random_uuid() as id, g
  from bench_shops s cross join lateral generate_series(1, s.c) g;
insert into customers (id, store_id, name, gender, mobile_no, address, share_token, created_at, updated_at)
  select id, store_id, 'Customer ' || g, case when g % 2 = 0 then 'female' else 'male' end,
         '9' || lpad(g::text, 9, '0'), g || ' Ring Road, Ahmedabad', ${TOKEN_SQL},
         now() - years * interval '1 year', now() - years * interval '1 year'
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
        select b.k as shop, b.store_id, b.owner_user_id, b.g, gen_random_uuid() as id,
               now() - (b.n - b.g) * b.spacing * interval '1 second' as created_at,
               bc.id as customer_id,
               (6 + (b.g * 37) % 90) * 5000::bigint as p1,
               (4 + (b.g * 53) % 60) * 5000::bigint as p2,
               (b.g * 7907) % 1000 as h
        from (select s.*, g from bench_shops s cross join lateral generate_series(1, s.n) g) b
        join bench_customers bc on bc.shop = b.k and bc.g = 1 + (b.g * 7919) % b.c
      ) o
    ) w
  ) d;

insert into orders (id, store_id, order_number, customer_id, order_type, status, total_paise,
                    payment_type, order_date, due_date, share_token, created_by, created_at, updated_at)
  select id, store_id, g, customer_id, case when g % 10 = 0 then 'alteration' else 'new' end, status,
         p1 + p2, (array['cash', 'upi', 'card'])[1 + g % 3], order_date, due_date, ${TOKEN_SQL},
         owner_user_id, created_at, created_at
  from bench_orders;

create temp table bench_products on commit drop as
  select o.store_id, o.id as order_id, o.g, o.status, o.created_at, pos,
         (array['Shirt', 'Pant', 'Kurta', 'Blouse', 'Sherwani', 'Lehenga'])[1 + (o.g + pos) % 6] as name,
         case when pos = 1 then o.p1 else o.p2 end as price,
         case when o.status <> 'Pending' then staff.id end as employee_id,
         case when o.status <> 'Pending' then staff.user_id end as employee_user_id
  from bench_orders o cross join generate_series(1, 2) pos
  join bench_staff staff on staff.shop = o.shop and staff.k = (o.g + pos) % 4;
insert into order_products (store_id, order_id, ${productsCarryOrder ? 'order_number, order_status, ' : ''}position, name,
                            price_paise, measurements, note, assigned_employee_id, created_at)
  select store_id, order_id, ${productsCarryOrder ? 'g, status, ' : ''}pos, name, price,
         '{"Length": "40", "Chest": "38", "Waist": "32"}'::json,
         case when (g + pos) % 5 = 0 then 'Double stitching' end,
         employee_id, created_at
  from bench_products;
insert into notifications (user_id, store_id, type, data, order_id, read, created_at)
  select employee_user_id, store_id, 'product_assigned',
         jsonb_build_object('orderNumber', g, 'productName', name), order_id,
         created_at < now() - interval '2 days', created_at
  from bench_products
  where employee_user_id is not null and created_at > now() - interval '30 days';

insert into payments (store_id, order_id, amount_paise, kind, method, recorded_by, created_at)
  select store_id, id, advance, 'advance', (array['cash', 'upi', 'card'])[1 + g % 3],
         owner_user_id, created_at
  from bench_orders;
insert into payments (store_id, order_id, amount_paise, kind, method, recorded_by, created_at)
  select store_id, id, p1 + p2 - advance, 'balance', (array['cash', 'upi', 'card'])[1 + (g + 1) % 3],
         owner_user_id, least(now(), (due_date + time '17:00') at time zone 'Asia/Kolkata')
  from bench_orders where paid_full and advance < p1 + p2;

insert into order_status_events (store_id, order_id, from_status, to_status, changed_by, created_at)
  select store_id, id, case when status in ('Pending', 'Assigned') then null else 'Assigned' end,
         status, owner_user_id, created_at
  from bench_orders;
commit;
`;
  return { sql, shops };
}

/** The SQL that seeds one shop; `storeId` and `ownerUserId` are fixed up front to need no round trips. */
export function shopSeedSql(options = {}) {
  const { sql, shops } = shopsSeedSql([options]);
  const { storeId, ownerUserId, ownerPhone, orders, customers, years } = shops[0];
  return { sql, storeId, ownerUserId, shop: { ownerPhone, orders, customers, years } };
}

// Secondary indexes (those not backing a primary key or unique constraint) of the seeded tables.
const SECONDARY_INDEXES_SQL = `
  select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
  from pg_index i join pg_class t on t.oid = i.indrelid
  where t.relname in ('customers', 'orders', 'order_products', 'payments', 'order_status_events',
                        'notifications')
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
  // Replica mode skips the triggers that keep each shop's figures: rebuilt after, for every shop.
  return (
    sql
      .replace('begin;\n', `begin;\nset local session_replication_role = replica;\n${drops}\n`)
      // A function, not a string: a replacement string would read the '$$' of the DO block as '$'.
      .replace('commit;\n', () => `${creates}\n${RECOMPUTE_SQL}\ncommit;\n`)
  );
}

// The triggers that keep each shop's order counts, money totals and tailors' work counts (where the
// schema has them, migrations 0008, 0009 and 0011) rebuilt from the rows, for every shop, as their
// recompute functions offer.
const RECOMPUTE_SQL = `
do $$ begin
  if to_regproc('recompute_order_counts') is not null then perform recompute_order_counts(null); end if;
  if to_regproc('recompute_money_totals') is not null then perform recompute_money_totals(null); end if;
  if to_regproc('recompute_employee_work_counts') is not null then perform recompute_employee_work_counts(null); end if;
end $$;`;

// As autovacuum would have left a shop with years of history: statistics for the planner, and the
// visibility map set (index-only scans). Its own statement: VACUUM runs outside transactions.
const VACUUM_SQL =
  'vacuum analyze users, stores, employees, customers, orders, order_products, payments, order_status_events, notifications';

// Those triggers by name: the ordinary ones of the seeded tables (the garment tag's trigger is
// ENABLE ALWAYS, tgenabled 'A', and stays on: it draws each garment's tag).
const FIGURE_TRIGGERS_SQL = `
  select t.tgrelid::regclass::text as table, t.tgname as name
  from pg_trigger t join pg_class c on c.oid = t.tgrelid
  where not t.tgisinternal and t.tgenabled = 'O' and c.relnamespace = 'public'::regnamespace
    and c.relname in ('orders', 'order_products', 'payments', 'order_status_events', 'customers')`;

/**
 * Many shops into a Citus coordinator, a few shops per transaction (up to `batchOrders` orders
 * each; a big shop alone). Replica mode, as bulkLoadSql uses, cannot be had on Citus (set on the
 * workers it sends their own shard writes round the cluster again), so the triggers that keep each
 * shop's figures are disabled by name for the load and the figures rebuilt once after: with them
 * on, every shard's insert ran their statements over the cluster from the worker, and 100,000
 * orders took 647 s (0.68 ms an order without). The database must hold no writer meanwhile (the
 * bench's own, before its server starts). Answers what seedPostgres answers, for all shops.
 */
export async function seedCitusInBatches(connection, shops, { batchOrders = 20_000 } = {}) {
  const ordersOf = (shop) => shop.orders ?? DEFAULT_SHOP.orders;
  const batches = [];
  for (const shop of shops) {
    const last = batches.at(-1);
    const orders = last?.reduce((sum, s) => sum + ordersOf(s), 0) ?? Infinity;
    if (orders + ordersOf(shop) > batchOrders) batches.push([shop]);
    else last.push(shop);
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client(
    typeof connection === 'string' ? { connectionString: connection } : connection,
  );
  await client.connect();
  const rows = async (sql) => (await client.query(sql)).rows;
  const exec = (sql) => client.query(sql);
  const started = performance.now();
  try {
    await client.query('set citus.enable_unsafe_triggers = on');
    const triggers = (await client.query(FIGURE_TRIGGERS_SQL)).rows;
    const toggle = async (how) => {
      for (const t of triggers)
        await client.query(`alter table ${t.table} ${how} trigger "${t.name}"`);
    };
    await toggle('disable');
    let first;
    const seeded = [];
    let loadMs;
    try {
      for (const batch of batches) {
        const seed = await seedWith(
          { rows, exec },
          { shops: batch, firstIndex: seeded.length, vacuum: false },
        );
        first ??= seed;
        seeded.push(...seed.shops);
      }
      loadMs = Math.round(performance.now() - started);
      // Still with the triggers off: the rebuild's update of every order's paid sums would
      // otherwise fire them over the whole table (a worker's backend grew to 11 GB on the full size).
      await client.query(RECOMPUTE_SQL);
    } finally {
      await toggle('enable');
    }
    const recomputeMs = Math.round(performance.now() - started) - loadMs;
    await exec(VACUUM_SQL);
    return {
      ...first,
      seedMs: Math.round(performance.now() - started),
      loadMs,
      recomputeMs,
      batches: batches.length,
      shops: seeded,
    };
  } finally {
    await client.end();
  }
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
 * `options.vacuum: false` skips the closing VACUUM ANALYZE (when seeding many shops, run it once);
 * `options.shops`: several shops in one go (each an object of DEFAULT_SHOP's fields, distinct
 * owner phones), instead of the one shop the other options describe; `options.firstIndex`: the
 * first shop's index when a seed continues an earlier one's list (its tailors' phones follow). Answers the first shop's ids
 * and counts, every shop's ids (`shops`) and the time it took.
 */
async function seedWith({ rows, exec }, options) {
  // order_products carries its order's number and status since migration 0011 (a bench of an
  // earlier commit seeds the schema it has).
  const productsCarryOrder =
    (
      await rows(
        "select 1 from information_schema.columns where table_name = 'order_products' and column_name = 'order_status'",
      )
    ).length > 0;
  const { sql, shops } = shopsSeedSql(options.shops ?? [options], {
    productsCarryOrder,
    firstIndex: options.firstIndex,
  });
  const started = performance.now();
  await exec(options.fresh ? await bulkLoadSql(rows, sql) : sql);
  const loadMs = Math.round(performance.now() - started);
  if (options.vacuum !== false) {
    await exec(VACUUM_SQL);
  }
  const seedMs = Math.round(performance.now() - started);
  return {
    storeId: shops[0].storeId,
    ownerUserId: shops[0].ownerUserId,
    ownerPhone: shops[0].ownerPhone,
    seedMs,
    loadMs,
    counts: await countsOf(rows, shops[0].storeId),
    shops: shops.map(({ storeId, ownerUserId, ownerPhone, orders }) => ({
      storeId,
      ownerUserId,
      ownerPhone,
      orders,
    })),
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
