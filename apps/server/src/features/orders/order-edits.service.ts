import {
  dueDateError,
  PRODUCTS_PER_ORDER_MAX,
  productLineIssues,
  statusAfterAssignment,
  type CancelOrder,
  type Order,
  type OrderChange,
  type OrderStatus,
  type OrderType,
  type UpdateOrder,
} from '@tailor/shared/orders';
import { todayInShopZone } from '@tailor/shared/dates';
import { paiseToRupees, rupeesToPaise } from '@tailor/shared/money';
import { trialDateError } from '@tailor/shared/trials';
import { formatTrial } from '@tailor/shared/trials-rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/employees';
import { orderProducts } from '../../db/schema/order-products';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { orders } from '../../db/schema/orders';
import { rowsOfOrder, sameRow, sameShopRow } from '../../db/shop-joins';
import { stores } from '../../db/schema/stores';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import { adjustTaxInvoice, keepTaxInvoiceAsIssued } from '../billing';
import { assertNameFreeOnMobile, updatePersonDetails } from '../customers';
import { attachImagesToProduct } from '../images';
import { settleKarigarCredits } from '../karigars';
import { recordPayment } from '../payments';
import type { PushQueue } from '../push';
import { lockOrder } from './core/order-access';
import { paidPaiseOf } from './core/order-ledger';
import { assertOpenForChanges } from './core/order-rules';
import { orderViewOf, trialDateOf, type OrderRow } from './core/order-view';
import { insertNotifications, notifyStatusChange } from './order-notifications';
import type { OrderWrite } from './orders.service';

type LineRow = typeof orderProducts.$inferSelect;

interface Staff {
  id: string;
  name: string;
  userId: string | null;
}

/** Employees of the store by id (any, for the names of former assignees); `wanted` must be active. */
async function staffByIds(
  db: DbOrTx,
  storeId: string,
  ids: (string | null)[],
  wanted: string[],
): Promise<Map<string, Staff>> {
  const all = [...new Set([...ids, ...wanted].filter((id): id is string => Boolean(id)))];
  if (!wanted.every(isUuid)) throw badRequest('EMPLOYEE_ASSIGNMENT_INVALID');
  if (all.length === 0) return new Map();
  const rows = await db
    .select({
      id: employees.id,
      name: employees.name,
      userId: employees.userId,
      active: employees.active,
    })
    .from(employees)
    .where(and(inArray(employees.id, all.filter(isUuid)), eq(employees.storeId, storeId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (!wanted.every((id) => byId.get(id)?.active)) throw badRequest('EMPLOYEE_ASSIGNMENT_INVALID');
  return byId;
}

const rupeeText = (paise: number) => String(paiseToRupees(paise));

function change(
  field: OrderChange['field'],
  from: string | null,
  to: string | null,
  where: { product?: string; name?: string } = {},
): OrderChange {
  return { field, product: where.product ?? null, name: where.name ?? null, from, to };
}

/** The measurement changes of one line: changed and added values in the new order, then removed ones. */
function measurementChanges(
  product: string,
  before: Record<string, string>,
  after: Record<string, string>,
): OrderChange[] {
  const changes: OrderChange[] = [];
  for (const [name, value] of Object.entries(after)) {
    if (before[name] !== value)
      changes.push(change('measurement', before[name] ?? null, value, { product, name }));
  }
  for (const [name, value] of Object.entries(before)) {
    if (!(name in after)) changes.push(change('measurement', value, null, { product, name }));
  }
  return changes;
}

/**
 * POST /update_order: fixes an order after it was taken, with the rules of creating it. The due
 * date, payment type and customer details (the order's customer record) may change at any time;
 * the product lines (garment, price, measurements, note, assignee, removal, new lines) only while
 * the order is open (409 once Delivered or Cancelled). A new line follows the create rules (shared
 * schema and productLineIssues; its photos are attached as creating attaches them). The total stays
 * the sum of the prices and never falls below what was paid. An employee reaches only the orders
 * order-access gives them and may not change money or assignments (403): adding a line sets a
 * price on an order the shop already agreed with the customer, so it is the shop's too (an employee
 * takes a further garment as a new order instead). Nor may an employee change the person (403),
 * which is the shopkeeper's as PUT /customers/{id} is; the customer sent as they are is no change.
 * Everything that changed is recorded, old → new, in one history event; assigning the last open
 * product moves a Pending order to Assigned (and back).
 */
export async function updateOrder(options: OrderWrite<UpdateOrder>): Promise<Order> {
  const { db, clock, publicUrl, imageLinks, caller, input } = options;
  const pushes = options.push.afterCommit();
  const updated = await db.transaction((tx) => editOrder(tx, { clock, caller, input, pushes }));
  pushes.flush();
  return orderViewOf(db, { publicUrl, imageLinks, row: updated });
}

/**
 * The edit of POST /update_order in the caller's transaction (updateOrder), and of an add-on the
 * customer approves from the tracking link (approvals.service): the same rules, totals, invoice
 * notes and history for both.
 */
export async function editOrder(
  tx: Tx,
  options: {
    clock: Clock;
    caller: StoreAuthContext;
    input: UpdateOrder;
    pushes: PushQueue;
    /**
     * The edit is the customer's approval of an add-on: its added line needs no photo (it is extra
     * work on a garment already photographed), is recorded as approved by the customer, and the
     * history names no member of the staff.
     */
    approvedByCustomer?: boolean;
  },
): Promise<OrderRow> {
  const { clock, caller, input, pushes } = options;
  const storeId = caller.store_id;
  const edits = input.order;
  const updates = edits.products ?? [];
  const removals = [...new Set(edits.removeProducts ?? [])];
  const additions = edits.addProducts ?? [];
  if (
    caller.role !== 'shopkeeper' &&
    (edits.paymentType !== undefined ||
      removals.length > 0 ||
      additions.length > 0 ||
      updates.some((u) => u.price !== undefined || u.assigned_to !== undefined))
  ) {
    throw forbidden('EDIT_SHOPKEEPER_ONLY');
  }

  const order = await lockOrder(tx, { caller, orderId: input.order_id });
  if (updates.length > 0 || removals.length > 0 || additions.length > 0)
    assertOpenForChanges(order.status);
  await keepTaxInvoiceAsIssued(tx, { storeId, orderId: order.id });
  for (const line of additions) {
    const issue = productLineIssues(line, order.orderType as OrderType).find(
      (found) => !(options.approvedByCustomer && found.field === 'uploadedImages'),
    );
    if (issue)
      throw badRequest(issue.field === 'price' ? 'PRICE_NOT_ABOVE_ZERO' : 'IMAGES_REQUIRED');
  }
  const changes: OrderChange[] = [];
  const orderSet: Partial<typeof orders.$inferInsert> = {};

  if (edits.dueDate && edits.dueDate !== order.dueDate) {
    const dueError = dueDateError(edits.dueDate, todayInShopZone(clock.now()));
    if (dueError) throw badRequest(dueError);
    if (edits.dueDate < order.orderDate) throw badRequest('DUE_BEFORE_ORDER_DATE');
    orderSet.dueDate = edits.dueDate;
    changes.push(change('dueDate', order.dueDate, edits.dueDate));
  }
  const dueDate = orderSet.dueDate ?? order.dueDate;
  const trialBefore = trialDateOf(order);
  const trial =
    edits.trialDate !== undefined
      ? edits.trialDate
      : order.trialDate
        ? { date: order.trialDate, time: order.trialTime?.slice(0, 5) ?? null }
        : null;
  const trialAfter = trial ? formatTrial(trial) : null;
  if (trialAfter !== trialBefore && trial) {
    const trialError = trialDateError(trial, todayInShopZone(clock.now()), dueDate);
    if (trialError) throw badRequest(trialError);
  } else if (trial && trial.date > dueDate) {
    // The due date moved before a trial that stays.
    throw badRequest('TRIAL_AFTER_DUE');
  }
  if (trialAfter !== trialBefore) {
    // A new trial asks the customer again.
    Object.assign(orderSet, {
      trialDate: trial?.date ?? null,
      trialTime: trial?.time ?? null,
      trialResponse: null,
      trialNote: null,
      trialRespondedAt: null,
    });
    changes.push(change('trialDate', trialBefore, trialAfter));
  }
  if (edits.paymentType && edits.paymentType !== order.paymentType) {
    orderSet.paymentType = edits.paymentType;
    changes.push(change('paymentType', order.paymentType, edits.paymentType));
  }

  if (input.customer) {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, order.customerId), eq(customers.storeId, storeId)));
    const set: Partial<typeof customers.$inferInsert> = {};
    const { name, address, gender } = input.customer;
    const changesPerson =
      (name !== undefined && name !== customer!.name) ||
      (address !== undefined && address !== customer!.address) ||
      (gender !== undefined && gender !== customer!.gender);
    if (changesPerson && caller.role !== 'shopkeeper')
      throw forbidden('CUSTOMER_CHANGE_SHOPKEEPER_ONLY');
    if (name !== undefined && name !== customer!.name) {
      await assertNameFreeOnMobile(tx, { ...customer!, storeId, name });
      set.name = name;
      changes.push(change('customerName', customer!.name, name));
    }
    if (address !== undefined && address !== customer!.address) {
      set.address = address;
      changes.push(change('customerAddress', customer!.address, address));
    }
    if (gender !== undefined && gender !== customer!.gender) {
      set.gender = gender;
      changes.push(change('customerGender', customer!.gender, gender));
    }
    if (Object.keys(set).length > 0) {
      await updatePersonDetails(tx, { id: customer!.id, storeId, set });
    }
  }

  const lines = await tx
    .select()
    .from(orderProducts)
    .where(rowsOfOrder(orderProducts, { storeId, orderId: order.id }))
    .orderBy(asc(orderProducts.position));
  const lineById = new Map<string, LineRow>(lines.map((line) => [line.id, line]));
  for (const id of [...updates.map((u) => u._id), ...removals]) {
    if (!lineById.has(id)) throw badRequest('PRODUCT_NOT_IN_ORDER');
  }
  if (removals.length >= lines.length + additions.length) throw badRequest('LAST_PRODUCT');
  if (lines.length - removals.length + additions.length > PRODUCTS_PER_ORDER_MAX)
    throw badRequest('PRODUCTS_TOO_MANY');

  const staff = await staffByIds(
    tx,
    storeId,
    lines.map((line) => line.assignedEmployeeId),
    [...updates, ...additions].map((u) => u.assigned_to).filter((id): id is string => Boolean(id)),
  );
  const staffName = (id: string | null) => (id ? (staff.get(id)?.name ?? null) : null);
  const newlyAssigned: { productName: string; assigneeId: string }[] = [];

  for (const update of updates) {
    if (removals.includes(update._id)) continue;
    const line = lineById.get(update._id)!;
    const product = line.name;
    const set: Partial<LineRow> = {};
    if (update.product && update.product.name !== line.name) {
      set.name = update.product.name;
      changes.push(change('product', line.name, update.product.name, { product }));
    }
    if (update.price !== undefined && rupeesToPaise(update.price) !== line.pricePaise) {
      if (order.orderType === 'new' && update.price <= 0) throw badRequest('PRICE_NOT_ABOVE_ZERO');
      set.pricePaise = rupeesToPaise(update.price);
      changes.push(
        change('price', rupeeText(line.pricePaise), rupeeText(set.pricePaise), { product }),
      );
    }
    if (update.measurements !== undefined) {
      const measured = measurementChanges(product, line.measurements, update.measurements);
      if (
        measured.length > 0 ||
        Object.keys(update.measurements).join() !== Object.keys(line.measurements).join()
      ) {
        set.measurements = update.measurements;
        changes.push(...measured);
      }
    }
    if (update.note !== undefined && (update.note || null) !== line.note) {
      set.note = update.note || null;
      changes.push(change('note', line.note, set.note, { product }));
    }
    if (
      update.assigned_to !== undefined &&
      (update.assigned_to || null) !== line.assignedEmployeeId
    ) {
      set.assignedEmployeeId = update.assigned_to || null;
      changes.push(
        change('assignee', staffName(line.assignedEmployeeId), staffName(set.assignedEmployeeId), {
          product,
        }),
      );
      if (set.assignedEmployeeId) {
        newlyAssigned.push({
          productName: set.name ?? line.name,
          assigneeId: set.assignedEmployeeId,
        });
      }
    }
    if (Object.keys(set).length === 0) continue;
    await tx.update(orderProducts).set(set).where(sameRow(orderProducts, line));
    lineById.set(line.id, { ...line, ...set });
  }

  if (removals.length > 0) {
    for (const id of removals) {
      const line = lineById.get(id)!;
      changes.push(change('removed', rupeeText(line.pricePaise), null, { product: line.name }));
      lineById.delete(id);
    }
    await tx
      .delete(orderProducts)
      .where(and(inArray(orderProducts.id, removals), eq(orderProducts.storeId, storeId)));
  }

  // Only a price change or a removal sets the total to the sum of the lines: an alteration's final
  // payment sets its total apart from the lines' prices, and editing a note must leave it be. An
  // added line adds its price to the total either way.
  const repriced = changes.some((c) => c.field === 'price') || removals.length > 0;
  const baseTotal = repriced
    ? [...lineById.values()].reduce((sum, line) => sum + line.pricePaise, 0)
    : order.totalPaise;

  let addedPaise = 0;
  let position = Math.max(0, ...lines.map((line) => line.position));
  // Read apart, not as a subquery of the insert: a database distributed by shop inserts values.
  const shopUnit = additions.some((addition) => !addition.measurement_unit)
    ? (
        await tx.select({ unit: stores.measurementUnit }).from(stores).where(eq(stores.id, storeId))
      )[0]!.unit
    : undefined;
  for (const addition of additions) {
    const [added] = await tx
      .insert(orderProducts)
      .values({
        storeId,
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderStatus: order.status,
        position: ++position,
        name: addition.product.name,
        pricePaise: rupeesToPaise(addition.price),
        measurements: addition.measurements,
        measurementUnit: addition.measurement_unit ?? shopUnit,
        note: addition.note,
        assignedEmployeeId: addition.assigned_to,
      })
      .returning();
    await attachImagesToProduct(tx, {
      storeId,
      productId: added!.id,
      imageIds: addition.uploadedImages,
    });
    lineById.set(added!.id, added!);
    addedPaise += added!.pricePaise;
    changes.push(
      change(
        options.approvedByCustomer ? 'approved' : 'added',
        null,
        rupeeText(added!.pricePaise),
        {
          product: added!.name,
        },
      ),
    );
    if (added!.assignedEmployeeId) {
      newlyAssigned.push({ productName: added!.name, assigneeId: added!.assignedEmployeeId });
    }
  }

  const totalPaise = baseTotal + addedPaise;
  if (totalPaise !== order.totalPaise) {
    const paid = await paidPaiseOf(tx, order);
    if (totalPaise < paid) throw badRequest('TOTAL_BELOW_PAID', { paid: paiseToRupees(paid) });
    orderSet.totalPaise = totalPaise;
    changes.push(change('total', rupeeText(order.totalPaise), rupeeText(totalPaise)));
  }

  const allAssigned = [...lineById.values()].every((line) => line.assignedEmployeeId);
  const assignedStatus = statusAfterAssignment(order.status as OrderStatus, allAssigned);
  const nextStatus = assignedStatus !== order.status ? assignedStatus : null;
  if (nextStatus) orderSet.status = nextStatus;
  if (changes.length === 0 && !nextStatus) return order;

  await tx.insert(orderStatusEvents).values({
    storeId,
    orderId: order.id,
    fromStatus: order.status,
    toStatus: nextStatus ?? order.status,
    changedBy: options.approvedByCustomer ? null : caller.userId,
    changes,
  });
  await tx
    .update(orders)
    .set({ ...orderSet, updatedAt: new Date() })
    .where(sameRow(orders, order));
  // An invoiced order whose value changed gets a credit or debit note against its invoice.
  if (orderSet.totalPaise !== undefined)
    await adjustTaxInvoice(tx, { storeId, orderId: order.id, now: clock.now() });
  // A garment reassigned, renamed, removed or added on a Completed order moves its credit.
  await settleKarigarCredits(tx, {
    storeId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: nextStatus ?? order.status,
    now: clock.now(),
    userId: caller.userId,
  });
  await insertNotifications(
    { db: tx, push: pushes },
    storeId,
    newlyAssigned.flatMap(({ productName, assigneeId }) => {
      const userId = staff.get(assigneeId)?.userId;
      // Someone who assigns work to themselves needs no notice of it.
      if (!userId || userId === caller.userId) return [];
      return [
        {
          userId,
          type: 'product_assigned' as const,
          data: { orderNumber: order.orderNumber, productName },
          orderId: order.id,
        },
      ];
    }),
  );
  return { ...order, ...orderSet, customerName: input.customer?.name ?? order.customerName };
}

/**
 * POST /cancel_order (shopkeeper): the order stays, with its lines and payments, and becomes
 * Cancelled. Money received before is either given back, a negative 'refund' row in the ledger
 * paid by `method`, or kept, and the history event records which and how much. A Delivered order
 * cannot be cancelled (409); cancelling a Cancelled order again changes nothing. An invoiced order
 * gets a credit note for the value invoiced (billing's adjustTaxInvoice). The order's
 * creator, its assignees and the shop owner hear of it (whoever of them did not do it).
 */
export async function cancelOrder(options: OrderWrite<CancelOrder>): Promise<Order> {
  const { db, clock, publicUrl, imageLinks, caller, input } = options;
  const storeId = caller.store_id;
  if (caller.role !== 'shopkeeper') throw forbidden('CANCEL_SHOPKEEPER_ONLY');

  const pushes = options.push.afterCommit();
  const cancelled = await db.transaction(async (tx): Promise<OrderRow> => {
    const order = await lockOrder(tx, { caller, orderId: input.order_id });
    if (order.status === 'Cancelled') return order;
    if (order.status === 'Delivered') throw conflict('DELIVERED_NOT_CANCELLABLE');
    // The karigars keep what the order's garments earned (settleKarigarCredits): the work was done.
    const paid = await paidPaiseOf(tx, order);
    if (paid > 0 && !input.paid_money) throw badRequest('PAID_MONEY_CHOICE_REQUIRED');

    const changes: OrderChange[] = [];
    if (paid > 0) {
      changes.push(change('paidMoney', rupeeText(paid), input.paid_money!));
      if (input.paid_money === 'refund') {
        await recordPayment(tx, {
          storeId,
          orderId: order.id,
          amountPaise: -paid,
          kind: 'refund',
          method: input.method ?? order.paymentType,
          recordedBy: caller.userId,
        });
      }
    }
    await tx
      .update(orders)
      .set({ status: 'Cancelled', delayNote: null, updatedAt: new Date() })
      .where(sameRow(orders, order));
    await tx.insert(orderStatusEvents).values({
      storeId,
      orderId: order.id,
      fromStatus: order.status,
      toStatus: 'Cancelled',
      note: input.reason,
      changedBy: caller.userId,
      changes,
    });
    // An invoiced order stays in the invoice series; a credit note takes back all it invoiced.
    await adjustTaxInvoice(tx, { storeId, orderId: order.id, now: clock.now() });

    const assignees = await tx
      .selectDistinct({ userId: employees.userId })
      .from(orderProducts)
      .innerJoin(employees, sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts))
      .where(rowsOfOrder(orderProducts, { storeId, orderId: order.id }));
    await notifyStatusChange(
      { db: tx, push: pushes },
      {
        storeId,
        order,
        status: 'Cancelled',
        priority: 'high',
        changedBy: caller.userId,
        alsoTo: assignees.map((row) => row.userId),
      },
    );
    return { ...order, status: 'Cancelled', delayNote: null };
  });
  pushes.flush();
  return orderViewOf(db, { publicUrl, imageLinks, row: cancelled });
}
