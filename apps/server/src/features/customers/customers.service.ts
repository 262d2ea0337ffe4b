import type {
  Customer,
  CustomerByMobile,
  CustomerDetail,
  CustomerList,
  CustomerListQuery,
  LastMeasurements,
  MeasurementHistory,
  MeasurementVisit,
  UpdateCustomerDetails,
} from '@tailor/shared/customers';
import { MEASUREMENT_HISTORY_VISITS } from '@tailor/shared/customers';
import { FETCH_ALL_LIMIT } from '@tailor/shared/constants';
import { todayInShopZone } from '@tailor/shared/dates';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  like,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sameShopRow } from '../../db/shop-joins';
import { customerCardColumns, customers } from '../../db/schema/customers';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { containsPattern, phoneDigitsOf } from '../../lib/like';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import { customerReachableBy, orderReachableBy, orderReachableOneByOne } from '../orders';
import { assertNameFreeOnMobile } from './order-person';

/**
 * Customers with their order count and latest order date. Correlated subqueries use the orders'
 * customer index, so a page costs the same however many orders the shop has.
 */
function selectCustomers(db: Database) {
  return db
    .select({
      ...customerCardColumns,
      dateOfBirth: customers.dateOfBirth,
      gstin: customers.gstin,
      shareToken: customers.shareToken,
      createdAt: customers.createdAt,
      // Read through customers_store_mobile_name_unique: a number holds a family, not a crowd.
      peopleOnMobile:
        sql<number>`(select count(*) from customers c where c.store_id = "customers"."store_id" and c.mobile_no = "customers"."mobile_no")`.mapWith(
          Number,
        ),
      // Spelled out: drizzle leaves columns of a one-table select unqualified, which a subquery would misread.
      orderCount:
        sql<number>`(select count(*) from orders o where o.customer_id = "customers"."id" and o.store_id = "customers"."store_id")`.mapWith(
          Number,
        ),
      lastOrderDate: sql<
        string | null
      >`(select to_char(max(o.order_date), 'YYYY-MM-DD') from orders o where o.customer_id = "customers"."id" and o.store_id = "customers"."store_id")`,
    })
    .from(customers);
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof selectCustomers>['where']>>[number];

function toCustomer(row: CustomerRow): Customer {
  return {
    _id: row.id,
    name: row.name,
    gender: row.gender as Customer['gender'],
    mobile_no: row.mobileNo,
    address: row.address,
    relation: row.relation,
    date_of_birth: row.dateOfBirth,
    gstin: row.gstin,
    people_on_mobile: row.peopleOnMobile,
    order_count: row.orderCount,
    last_order_date: row.lastOrderDate,
    created_at: row.createdAt.toISOString(),
  };
}

function toCustomerDetail(row: CustomerRow, publicUrl: string): CustomerDetail {
  return {
    ...toCustomer(row),
    share_link: `${publicUrl}/shared_customer_orders/${row.shareToken}`,
  };
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const digits = phoneDigitsOf(search);
  const byName = ilike(customers.name, containsPattern(search));
  return digits ? or(byName, like(customers.mobileNo, containsPattern(digits))) : byName;
}

/**
 * GET /get_customers: newest customers first, a page read backwards from customers_store_created_idx;
 * limit 0 answers every match up to FETCH_ALL_LIMIT, so no call reads a whole shop's history.
 */
export async function listCustomers(options: {
  db: Database;
  storeId: string;
  query: CustomerListQuery;
}): Promise<CustomerList> {
  const { db, storeId, query } = options;
  const where = and(eq(customers.storeId, storeId), searchCondition(query.search));
  const [[totalRow], page] = await Promise.all([
    db.select({ total: count() }).from(customers).where(where),
    query.limit === 0
      ? selectCustomers(db)
          .where(where)
          .orderBy(desc(customers.createdAt), desc(customers.id))
          .limit(FETCH_ALL_LIMIT)
      : selectCustomers(db)
          .where(where)
          .orderBy(desc(customers.createdAt), desc(customers.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
  ]);
  return {
    customers: page.map(toCustomer),
    total: totalRow!.total,
    page: query.page,
    limit: query.limit,
  };
}

async function findCustomer(options: {
  db: Database;
  storeId: string;
  publicUrl: string;
  where: SQL;
}): Promise<CustomerDetail> {
  const { db, storeId, publicUrl, where } = options;
  const [row] = await selectCustomers(db).where(and(eq(customers.storeId, storeId), where));
  if (!row) throw notFound('CUSTOMER_NOT_FOUND');
  return toCustomerDetail(row, publicUrl);
}

/** GET /customers/{id} */
export async function getCustomer(options: {
  db: Database;
  storeId: string;
  publicUrl: string;
  customerId: string;
}): Promise<CustomerDetail> {
  if (!isUuid(options.customerId)) throw notFound('CUSTOMER_NOT_FOUND');
  return findCustomer({ ...options, where: eq(customers.id, options.customerId) });
}

/**
 * For each of `customerIds`, per garment (names compared without case), the measurements of their
 * latest order among those `reach` selects that had them, read through the customers' orders
 * (orders_customer_idx).
 */
async function lastMeasurementsOf(
  db: Database,
  reach: SQL,
  customerIds: string[],
): Promise<Map<string, LastMeasurements>> {
  const garment = sql`lower(${orderProducts.name})`;
  const rows = await db
    .selectDistinctOn([orders.customerId, garment], {
      customerId: orders.customerId,
      name: orderProducts.name,
      measurements: orderProducts.measurements,
      measurementUnit: orderProducts.measurementUnit,
    })
    .from(orderProducts)
    .innerJoin(orders, sameShopRow(orders, orderProducts.orderId, orderProducts))
    .where(
      and(
        reach,
        inArray(orders.customerId, customerIds),
        sql`${orderProducts.measurements}::jsonb <> '{}'::jsonb`,
      ),
    )
    .orderBy(
      orders.customerId,
      garment,
      desc(orders.createdAt),
      desc(orders.orderNumber),
      desc(orderProducts.position),
    );
  const byCustomer = new Map<string, LastMeasurements>(
    customerIds.map((id) => [id, { measurements: {}, units: {} }]),
  );
  for (const row of rows) {
    const last = byCustomer.get(row.customerId)!;
    last.measurements[row.name] = row.measurements;
    last.units[row.name] = row.measurementUnit;
  }
  return byCustomer;
}

/**
 * GET /customers/by-mobile/{mobile}: the new-order flow looks up a returning number and offers its
 * people, each with their last measurements per garment. Anyone of the shop who takes orders finds
 * everyone on the number they were given, whose orders they may never have worked on: the answer
 * names people and measurements only, never an amount, a balance or a link to their orders (their
 * pages, GET /customers/{id} and the like, stay within an employee's work). The answer is the
 * number's first person ('self', else the earliest kept), as before families were kept, with
 * everyone on it in `people`: 'self' first, then whoever ordered last.
 */
export async function getCustomerByMobile(options: {
  db: Database;
  caller: StoreAuthContext;
  mobile: string;
}): Promise<CustomerByMobile> {
  const { db, caller, mobile } = options;
  if (!/^\d{10}$/.test(mobile)) throw notFound('CUSTOMER_NOT_FOUND');
  const rows = await selectCustomers(db)
    .where(and(eq(customers.storeId, caller.store_id), eq(customers.mobileNo, mobile)))
    .orderBy(asc(customers.createdAt), asc(customers.id));
  if (rows.length === 0) throw notFound('CUSTOMER_NOT_FOUND');
  const people = rows.map(toCustomer);
  const measured = await lastMeasurementsOf(
    db,
    eq(orders.storeId, caller.store_id),
    people.map((person) => person._id),
  );
  const first = people.find((person) => person.relation === 'self') ?? people[0]!;
  const rank = (person: Customer) => (person.relation === 'self' ? 0 : 1);
  const byLastOrder = [...people].sort(
    (a, b) => rank(a) - rank(b) || (b.last_order_date ?? '').localeCompare(a.last_order_date ?? ''),
  );
  return {
    ...first,
    people: byLastOrder.map((person) => ({
      ...person,
      last_measurements: measured.get(person._id)!,
    })),
  };
}

/** PUT /customers/{id}/address */
export async function updateCustomerAddress(options: {
  db: Database;
  storeId: string;
  publicUrl: string;
  customerId: string;
  address: string;
}): Promise<CustomerDetail> {
  const { db, storeId, customerId, address } = options;
  if (!isUuid(customerId)) throw notFound('CUSTOMER_NOT_FOUND');
  const updated = await db
    .update(customers)
    .set({ address, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId)))
    .returning({ id: customers.id });
  if (updated.length === 0) throw notFound('CUSTOMER_NOT_FOUND');
  return getCustomer(options);
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

/**
 * PUT /customers/{id}: corrects a person's name, relation, gender and date of birth. Another person
 * on the same number with the name (any case) refuses it with CUSTOMER_NAME_TAKEN; changing only the
 * case of the person's own name is allowed. The person's row is locked, and
 * customers_store_mobile_name_unique settles two renames to one name at once.
 */
export async function updateCustomerDetails(options: {
  db: Database;
  clock: Clock;
  storeId: string;
  publicUrl: string;
  customerId: string;
  details: UpdateCustomerDetails;
}): Promise<CustomerDetail> {
  const { db, clock, storeId, customerId, details } = options;
  if (!isUuid(customerId)) throw notFound('CUSTOMER_NOT_FOUND');
  try {
    await db.transaction(async (tx) => {
      const [person] = await tx
        .select({ id: customers.id, mobileNo: customers.mobileNo })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId)))
        .for('update');
      if (!person) throw notFound('CUSTOMER_NOT_FOUND');
      if (details.dateOfBirth && details.dateOfBirth > todayInShopZone(clock.now()))
        throw badRequest('DATE_OF_BIRTH_FUTURE');
      await assertNameFreeOnMobile(tx, { ...person, storeId, name: details.name });
      await tx
        .update(customers)
        .set({
          name: details.name,
          relation: details.relation,
          ...(details.gender ? { gender: details.gender } : {}),
          ...(details.dateOfBirth !== undefined ? { dateOfBirth: details.dateOfBirth } : {}),
          ...(details.gstin !== undefined ? { gstin: details.gstin } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(customers.id, person.id), eq(customers.storeId, storeId)));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('CUSTOMER_NAME_TAKEN');
    throw error;
  }
  return getCustomer(options);
}

/**
 * GET /customers/{id}/last-measurements: for each garment the customer has ordered (names compared
 * without case), the measurements of the latest order that had them, to prefill a new order. An
 * employee gets those of the orders they may reach only.
 */
export async function getLastMeasurements(options: {
  db: Database;
  caller: StoreAuthContext;
  customerId: string;
}): Promise<LastMeasurements> {
  const { db, caller, customerId } = options;
  if (!isUuid(customerId)) throw notFound('CUSTOMER_NOT_FOUND');
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), customerReachableBy(caller)));
  if (!customer) throw notFound('CUSTOMER_NOT_FOUND');
  const measured = await lastMeasurementsOf(db, orderReachableBy(caller), [customerId]);
  return measured.get(customerId)!;
}

/**
 * 404 unless `caller` may reach the customer: a shopkeeper their shop's, an employee those of the
 * orders they may reach (customerReachableBy's rule, read through the customer's own orders).
 */
async function assertCustomerReachable(
  db: Database,
  caller: StoreAuthContext,
  customerId: string,
): Promise<void> {
  if (!isUuid(customerId)) throw notFound('CUSTOMER_NOT_FOUND');
  const [found] =
    caller.role === 'shopkeeper'
      ? await db
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.id, customerId), eq(customers.storeId, caller.store_id)))
      : await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.customerId, customerId), orderReachableOneByOne(caller)))
          .limit(1);
  if (!found) throw notFound('CUSTOMER_NOT_FOUND');
}

/**
 * GET /customers/{id}/measurement-history: per garment (names compared without case), its latest
 * MEASUREMENT_HISTORY_VISITS orders that carried measurements, newest first, one line per order
 * (the first, when an order has two of a garment), and each measurement's values across them. The
 * customer's orders are found through orders_customer_idx and their lines through
 * order_products_order_idx, so the cost follows the customer's orders, not the shop's. An employee
 * sees the orders they may reach only. Each order says the unit it was measured in; values stay as
 * written, and the reader converts what was taken in another unit than the shop's.
 */
export async function getMeasurementHistory(options: {
  db: Database;
  caller: StoreAuthContext;
  customerId: string;
}): Promise<MeasurementHistory> {
  const { db, caller, customerId } = options;
  await assertCustomerReachable(db, caller, customerId);

  const garment = sql`lower(${orderProducts.name})`;
  const lines = db
    .selectDistinctOn([garment, orders.id], {
      garmentKey: sql<string>`${garment}`.as('garment_key'),
      name: orderProducts.name,
      measurements: orderProducts.measurements,
      measurementUnit: orderProducts.measurementUnit,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderDate: orders.orderDate,
      createdAt: orders.createdAt,
    })
    .from(orderProducts)
    .innerJoin(orders, sameShopRow(orders, orderProducts.orderId, orderProducts))
    .where(
      and(
        eq(orders.customerId, customerId),
        orderReachableOneByOne(caller),
        sql`${orderProducts.measurements}::jsonb <> '{}'::jsonb`,
      ),
    )
    .orderBy(garment, orders.id, asc(orderProducts.position))
    .as('lines');
  const ranked = db
    .select({
      garmentKey: lines.garmentKey,
      name: lines.name,
      measurements: lines.measurements,
      measurementUnit: lines.measurementUnit,
      orderId: lines.orderId,
      orderNumber: lines.orderNumber,
      orderDate: lines.orderDate,
      visit:
        sql<number>`row_number() over (partition by ${lines.garmentKey} order by ${lines.orderDate} desc, ${lines.createdAt} desc, ${lines.orderNumber} desc)`
          .mapWith(Number)
          .as('visit'),
    })
    .from(lines)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.visit, MEASUREMENT_HISTORY_VISITS))
    .orderBy(ranked.garmentKey, ranked.visit);

  const byGarment = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byGarment.get(row.garmentKey) ?? [];
    list.push(row);
    byGarment.set(row.garmentKey, list);
  }
  const garments = [...byGarment.values()].map((visits) => {
    const columns: MeasurementVisit[] = visits.map((visit) => ({
      order_id: visit.orderId,
      order_number: visit.orderNumber,
      order_date: visit.orderDate,
      measurement_unit: visit.measurementUnit,
    }));
    // Rows in the order the newest visit took them; names only older visits had come after.
    const names: string[] = [];
    const seen = new Set<string>();
    for (const visit of visits) {
      for (const name of Object.keys(visit.measurements)) {
        if (seen.has(name.toLowerCase())) continue;
        seen.add(name.toLowerCase());
        names.push(name);
      }
    }
    const valueOf = (measurements: Record<string, string>, name: string) =>
      Object.entries(measurements).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
    return {
      garment: visits[0]!.name,
      visits: columns,
      measurements: names.map((name) => ({
        name,
        values: visits.flatMap((visit, i) => {
          const value = valueOf(visit.measurements, name);
          return value === undefined ? [] : [{ ...columns[i]!, value }];
        }),
      })),
    };
  });
  // The garment ordered most recently first.
  garments.sort((a, b) => {
    const [x, y] = [a.visits[0]!, b.visits[0]!];
    return y.order_date.localeCompare(x.order_date) || y.order_number - x.order_number;
  });
  return { garments };
}
