import { randomUUID } from 'node:crypto';
import { paiseToRupees, rupeesToPaise } from '@tailor/shared/money';
import {
  dueDateError,
  NO_ADVANCE_PAYMENT_TYPE,
  statusAfterAssignment,
  type CreateOrder,
  type Order,
} from '@tailor/shared/orders';
import { trialDateError } from '@tailor/shared/trials';
import { formatTrial } from '@tailor/shared/trials-rules';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { inRequestTransactionOrOwn } from '../../db/request-transaction';
import { badRequest } from '../../lib/app-error';
import { shopToday } from '../../lib/clock';
import { randomToken } from '../../lib/random-token';
import { isUuid } from '../../lib/uuid';
import { takeOrderNumber } from '../accounts';
import { queueCustomerMessage } from '../customer-messages';
import { personForOrder } from '../customers';
import { assertMayCollectPayments, assertMaySetPrices } from '../employees';
import { attachImagesToProducts } from '../images';
import { recordPayment } from '../payments';
import { orderAmountsOf } from './core/order-ledger';
import { orderShareLink } from './core/order-view';
import { insertNotifications, type NewNotification } from './order-notifications';
import type { OrderWrite } from './orders.service';

interface CreatedRow {
  order_number: number;
  customer_id: string;
  created_at: Date | string;
}

interface Assignee {
  id: string;
  name: string;
  isOwner: boolean;
  userId: string | null;
}

/** The active employees of the store with these ids; 400 if any id is not one. */
async function activeAssignees(
  db: DbOrTx,
  storeId: string,
  ids: (string | null | undefined)[],
): Promise<Map<string, Assignee>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  if (!wanted.every(isUuid)) throw badRequest('EMPLOYEE_ASSIGNMENT_INVALID');
  // The owner's own row has no login of its own: notices for it go to the shop's owner. Plain SQL,
  // as the order's other statements: drizzle's query builder costs more CPU than the statement.
  const result = await db.execute(sql`
    select e.id, e.name, e.is_owner as "isOwner",
           coalesce(e.user_id, case when e.is_owner then s.owner_user_id end) as "userId"
    from employees e join stores s on s.id = e.store_id
    where e.id in (${sql.join(
      wanted.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and e.store_id = ${storeId}::uuid and e.active`);
  const rows = (result as unknown as { rows: Assignee[] }).rows;
  if (rows.length !== wanted.length) throw badRequest('EMPLOYEE_ASSIGNMENT_INVALID');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Locks the assignees' work counts at the order's status (employee_work_counts, which the lines'
 * trigger changes), in key order, before the order's insert changes the shop's order counts
 * (store_order_counts, the orders' trigger). A status change or an edit of another order of the
 * shop changes the two in that order (its lines' trigger runs before its order's): an order that
 * took them the other way round deadlocked with it. A count row not made yet is not locked.
 */
async function lockAssigneesWork(
  tx: Tx,
  options: { storeId: string; employeeIds: string[]; status: string },
): Promise<void> {
  if (options.employeeIds.length === 0) return;
  await tx.execute(sql`
    select 1 from employee_work_counts
    where store_id = ${options.storeId}::uuid and status = ${options.status}
      and employee_id in (${sql.join(
        options.employeeIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    order by employee_id
    for update`);
}

function assignmentNotifications(
  lines: { productName: string; assigneeId: string | null }[],
  context: {
    assignees: Map<string, Assignee>;
    orderId: string;
    orderNumber: number;
    callerUserId: string;
  },
): NewNotification[] {
  const items: NewNotification[] = [];
  for (const line of lines) {
    const userId = line.assigneeId ? context.assignees.get(line.assigneeId)?.userId : null;
    // Someone who assigns work to themselves needs no notice of it.
    if (!userId || userId === context.callerUserId) continue;
    items.push({
      userId,
      type: 'product_assigned',
      data: { orderNumber: context.orderNumber, productName: line.productName },
      orderId: context.orderId,
    });
  }
  return items;
}

/**
 * POST /create_order: in one transaction, the person on the customer's mobile number
 * the order is for (personForOrder: chosen, matched or added; only the shopkeeper's order changes
 * an existing person), the next order number of the shop, the order, its product lines and
 * images, the advance in the payments ledger, the first status event and the assignees' notices.
 * A few round trips whatever the order: the ids are made here, the order with its customer,
 * number and history is one statement, its advance (payments' recordPayment) another, its lines
 * another, their images a fourth; and the answer is built from what was written instead of being
 * read back.
 */
export async function createOrder(
  options: OrderWrite<CreateOrder> & {
    /** The order whose fit this alteration fixes (fit-answers.service: 'needs a change'). */
    fixesOrderId?: string;
  },
): Promise<Order> {
  const { db, clock, publicUrl, imageLinks, caller, input } = options;
  const { customer, order } = input;
  const storeId = caller.store_id;
  const today = shopToday(clock);
  const orderDate = order.orderDate ?? today;
  const dueError = dueDateError(order.dueDate, today);
  if (dueError) throw badRequest(dueError);
  if (order.dueDate < orderDate) throw badRequest('DUE_BEFORE_ORDER_DATE');
  const trial = order.trialDate;
  const trialError = trial ? trialDateError(trial, today, order.dueDate) : null;
  if (trialError) throw badRequest(trialError);

  const totalPaise = order.products.reduce((sum, line) => sum + rupeesToPaise(line.price), 0);
  const advancePaise = rupeesToPaise(order.advancePayment);
  // The schema asks for a payment type only with an advance.
  const paymentType = order.paymentType ?? NO_ADVANCE_PAYMENT_TYPE;
  const status = statusAfterAssignment(
    null,
    order.products.every((line) => line.assigned_to),
  );

  // A position that may not see prices takes only orders without money (an alteration priced later).
  if (totalPaise > 0) await assertMaySetPrices(db, caller);
  if (advancePaise > 0) await assertMayCollectPayments(db, caller);

  const pushes = options.push.afterCommit();
  const orderId = randomUUID();
  const shareToken = randomToken();
  const lines = order.products.map((line, index) => ({
    id: randomUUID(),
    storeId,
    orderId,
    position: index + 1,
    name: line.product.name,
    pricePaise: rupeesToPaise(line.price),
    measurements: line.measurements,
    measurementUnit: line.measurement_unit,
    note: line.note,
    assignedEmployeeId: line.assigned_to,
  }));
  // In the request's transaction itself: a failure undoes the request's writes anyway.
  const written = await inRequestTransactionOrOwn(db, async (tx) => {
    // The shop's row first, locked with its next number before anything else of the order is read
    // or written: concurrent orders of one shop then queue on it, and each takes its number,
    // settles who is on a mobile number and writes its rows in turn; two orders of one shop that
    // each held a row the other wanted next would deadlock. The update's lock (no key update)
    // still lets the shop's other writes check their rows' shop: `select … for update` also
    // stopped those, and a status change holding the shop's order counts then deadlocked with
    // the order waiting for them.
    const numbering = await takeOrderNumber(tx, storeId);
    const assignees = await activeAssignees(
      tx,
      storeId,
      order.products.map((line) => line.assigned_to),
    );
    const person = await personForOrder(tx, {
      storeId,
      customer,
      today,
      mayChangePerson: caller.role === 'shopkeeper',
    });
    await lockAssigneesWork(tx, { storeId, employeeIds: [...assignees.keys()].sort(), status });
    // Sub-statements cannot see each other's rows, so the history takes the order from the
    // insert's `returning`; the foreign keys are checked when the statement ends.
    const result = await tx.execute(sql`
      with created as (
        insert into orders (id, store_id, order_number, customer_id, order_type, status,
                            total_paise, payment_type, order_date, due_date, trial_date,
                            trial_time, share_token, created_by, fixes_order_id)
        values (${orderId}::uuid, ${storeId}::uuid, ${numbering.orderNumber}, ${person.id}::uuid,
                ${order.orderType}, ${status}, ${totalPaise}, ${paymentType},
                ${orderDate}::date, ${order.dueDate}::date, ${trial?.date ?? null}::date,
                ${trial?.time ?? null}::time, ${shareToken}, ${caller.userId}::uuid,
                ${options.fixesOrderId ?? null}::uuid)
        returning id, order_number, customer_id, created_at),
      history as (
        insert into order_status_events (store_id, order_id, from_status, to_status, changed_by)
        values (${storeId}::uuid, ${orderId}::uuid, null, ${status}, ${caller.userId}::uuid))
      select created.order_number, created.customer_id, created.created_at from created`);
    const row = (result as unknown as { rows: CreatedRow[] }).rows[0]!;
    const orderNumber = Number(row.order_number);
    // The advance goes in the ledger the payments feature keeps.
    if (advancePaise > 0)
      await recordPayment(tx, {
        storeId,
        orderId,
        amountPaise: advancePaise,
        kind: 'advance',
        method: paymentType,
        recordedBy: caller.userId,
      });
    // A line without its unit was measured in the shop's unit of the moment.
    for (const line of lines) line.measurementUnit ??= numbering.measurementUnit;
    await queueCustomerMessage(tx, {
      storeId,
      orderId,
      kind: 'order_taken',
      now: options.clock.now(),
    });

    const tagged = await tx.execute(sql`
      insert into order_products (id, store_id, order_id, order_number, order_status, position,
                                  name, price_paise, measurements, measurement_unit, note,
                                  assigned_employee_id)
      values ${sql.join(
        lines.map(
          (line) => sql`(${line.id}::uuid, ${storeId}::uuid, ${orderId}::uuid, ${orderNumber},
            ${status}, ${line.position}, ${line.name}, ${line.pricePaise},
            ${JSON.stringify(line.measurements)}::json, ${line.measurementUnit}, ${line.note ?? null},
            ${line.assignedEmployeeId ?? null}::uuid)`,
        ),
        sql`, `,
      )}
      returning id, tag_code`);
    const tagCodes = new Map(
      (tagged as unknown as { rows: { id: string; tag_code: string }[] }).rows.map((r) => [
        r.id,
        r.tag_code,
      ]),
    );
    const imageKeys = await attachImagesToProducts(tx, {
      storeId,
      lines: lines.map((line, index) => ({
        productId: line.id,
        imageIds: order.products[index]!.uploadedImages,
      })),
    });
    await insertNotifications(
      { db: tx, push: pushes },
      storeId,
      assignmentNotifications(
        order.products.map((line) => ({
          productName: line.product.name,
          assigneeId: line.assigned_to,
        })),
        { assignees, orderId, orderNumber, callerUserId: caller.userId },
      ),
    );
    return {
      orderNumber,
      customerId: row.customer_id,
      customerName: person.name,
      createdAt: new Date(row.created_at),
      assignees,
      imageKeys,
      tagCodes,
    };
  });
  pushes.flush();

  return {
    _id: orderId,
    order_id: orderId,
    order_number: written.orderNumber,
    customer_name: written.customerName,
    customer_mobile_no: customer.mobile_no,
    customer_id: written.customerId,
    status,
    delay_note: null,
    expected_date: null,
    share_token: shareToken,
    share_link: orderShareLink(publicUrl, shareToken),
    created_at: written.createdAt.toISOString(),
    order: {
      orderType: order.orderType,
      ...orderAmountsOf(totalPaise, { advancePaise, paidPaise: advancePaise }, status),
      status,
      orderDate,
      dueDate: order.dueDate,
      trialDate: trial ? formatTrial(trial) : null,
      paymentType,
      products: lines.map((line) => {
        const assignee = line.assignedEmployeeId
          ? written.assignees.get(line.assignedEmployeeId)
          : undefined;
        return {
          _id: line.id,
          product: { name: line.name },
          price: paiseToRupees(line.pricePaise),
          measurements: line.measurements,
          measurement_unit: line.measurementUnit ?? 'in',
          note: line.note,
          uploadedImages: (written.imageKeys.get(line.id) ?? []).map((key) => imageLinks.url(key)),
          assigned_to: assignee
            ? {
                _id: assignee.id,
                name: assignee.name,
                ...(assignee.isOwner ? { is_owner: true } : {}),
              }
            : null,
          tag_code: written.tagCodes.get(line.id),
          stage: null,
        };
      }),
    },
  };
}
