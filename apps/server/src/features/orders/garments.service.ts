import {
  nextGarmentStage,
  normalizeTagCode,
  type GarmentStage,
} from '@tailor/shared/garments-rules';
import type { Garment } from '@tailor/shared/garments';
import { WORK_STEPS, type WorkStep } from '@tailor/shared/karigars-rules';
import type { OrderStatus } from '@tailor/shared/orders';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { selectLinesWithOrder } from '../../db/order-joins';
import { inRequestTransactionOrOwn } from '../../db/request-transaction';
import { rowsOfOrder, sameRow } from '../../db/shop-joins';
import { customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/employees';
import { garmentSteps } from '../../db/schema/garment-steps';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { StoreAuthContext } from '../../plugins/auth';
import { imageUrlsForProducts, type ImageLinks } from '../images';
import { creditStepOnce } from '../karigars';
import type { PushService } from '../push';
import { lockOrder, orderReachableBy } from './core/order-access';
import { changeOrderStatus } from './orders.service';

/*
 * A garment's journey by its tag: the QR on its label opens it, and each scan records the step of
 * work just done. Who reaches a garment is who reaches its order (orderReachableBy): the shop's
 * owner every order, an employee the orders they work on or took. Another shop's tag, or one
 * outside an employee's work, is not found, as an unknown one is.
 */

/** The customer's first name, as a tag and a garment's page show it. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

function tagOrNotFound(tagCode: string): string {
  const code = normalizeTagCode(tagCode);
  if (!code) throw notFound('GARMENT_NOT_FOUND');
  return code;
}

async function findGarmentLine(db: DbOrTx, caller: StoreAuthContext, tagCode: string) {
  const [line] = await selectLinesWithOrder(db, {
    id: orderProducts.id,
    tagCode: orderProducts.tagCode,
    name: orderProducts.name,
    measurements: orderProducts.measurements,
    measurementUnit: orderProducts.measurementUnit,
    note: orderProducts.note,
    stage: orderProducts.stage,
    assigneeId: employees.id,
    assigneeName: employees.name,
    orderId: orders.id,
    orderNumber: orders.orderNumber,
    orderStatus: orders.status,
    dueDate: orders.dueDate,
    customerName: customers.name,
  }).where(
    and(
      eq(orderProducts.storeId, caller.store_id),
      eq(orderProducts.tagCode, tagCode),
      orderReachableBy(caller),
    ),
  );
  if (!line) throw notFound('GARMENT_NOT_FOUND');
  return line;
}

async function garmentView(
  db: DbOrTx,
  options: { imageLinks: ImageLinks; caller: StoreAuthContext; tagCode: string },
): Promise<Garment> {
  const { caller } = options;
  const line = await findGarmentLine(db, caller, options.tagCode);
  const [steps, images] = await Promise.all([
    db
      .select({
        stage: garmentSteps.stage,
        at: garmentSteps.createdAt,
        userId: users.id,
        userName: users.name,
      })
      .from(garmentSteps)
      .leftJoin(users, eq(users.id, garmentSteps.recordedBy))
      .where(and(eq(garmentSteps.storeId, caller.store_id), eq(garmentSteps.productId, line.id)))
      .orderBy(asc(garmentSteps.createdAt), asc(garmentSteps.id)),
    imageUrlsForProducts(db, options.imageLinks, caller.store_id, [line.id]),
  ]);
  return {
    _id: line.id,
    tag_code: line.tagCode,
    name: line.name,
    order_id: line.orderId,
    order_number: line.orderNumber,
    order_status: line.orderStatus as OrderStatus,
    due_date: line.dueDate,
    customer_first_name: firstNameOf(line.customerName),
    measurements: line.measurements,
    measurement_unit: line.measurementUnit,
    note: line.note,
    uploadedImages: images.get(line.id) ?? [],
    assigned_to: line.assigneeId ? { _id: line.assigneeId, name: line.assigneeName ?? '' } : null,
    stage: line.stage,
    next_stage: nextGarmentStage(line.stage),
    steps: steps.map((step) => ({
      stage: step.stage,
      at: step.at.toISOString(),
      by: step.userId ? { _id: step.userId, name: step.userName ?? '' } : null,
    })),
  };
}

/** GET /garments/{tag_code}: the garment, its order's number and customer, its steps and the next. */
export async function getGarment(options: {
  db: Database;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  tagCode: string;
}): Promise<Garment> {
  return garmentView(options.db, { ...options, tagCode: tagOrNotFound(options.tagCode) });
}

/** The karigar's paid step a scanned step is, if any: cutting, stitching and finishing are both. */
function workStepOf(stage: GarmentStage): WorkStep | null {
  return (WORK_STEPS as readonly string[]).includes(stage) ? (stage as WorkStep) : null;
}

/** Whether every garment of the order is ready (the one just scanned included). */
async function allGarmentsReady(tx: Tx, storeId: string, orderId: string): Promise<boolean> {
  const lines = await tx
    .select({ stage: orderProducts.stage })
    .from(orderProducts)
    .where(rowsOfOrder(orderProducts, { storeId, orderId }));
  return lines.length > 0 && lines.every((line) => line.stage === 'ready');
}

/**
 * POST /garments/{tag_code}/stage: records a step of the garment's work, with who and when, in
 * its history and as its stage. A cutting, stitching or finishing step credits the garment's
 * karigar at their rate for it, once, as POST /karigar-work does (the same function): a step
 * already credited stays so, and only the owner or who earned it can take it back there. The
 * last garment of an order scanned ready moves the order to Completed, through the status route's
 * own change, unless the shop turned that off. The same step scanned again is kept once. The
 * order's row is locked first, then the garment's line, in the order every order write takes them.
 */
export async function recordGarmentStage(options: {
  db: Database;
  clock: Clock;
  push: PushService;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  tagCode: string;
  stage: GarmentStage;
}): Promise<Garment> {
  const { db, caller, stage } = options;
  const storeId = caller.store_id;
  const tagCode = tagOrNotFound(options.tagCode);
  const pushes = options.push.afterCommit();
  const answer = await inRequestTransactionOrOwn(db, async (tx) => {
    const found = await findGarmentLine(tx, caller, tagCode);
    const order = await lockOrder(tx, { caller, orderId: found.orderId });
    const [line] = await tx
      .select({
        id: orderProducts.id,
        orderId: orderProducts.orderId,
        orderNumber: orderProducts.orderNumber,
        name: orderProducts.name,
        employeeId: orderProducts.assignedEmployeeId,
        stage: orderProducts.stage,
      })
      .from(orderProducts)
      .where(and(eq(orderProducts.id, found.id), eq(orderProducts.storeId, storeId)))
      .for('update');
    if (!line) throw notFound('GARMENT_NOT_FOUND');
    if (order.status === 'Cancelled') throw conflict('GARMENT_ORDER_CANCELLED');
    if (line.stage === stage) return { completed: false };
    const now = options.clock.now();
    await tx.insert(garmentSteps).values({
      storeId,
      orderId: line.orderId,
      productId: line.id,
      stage,
      recordedBy: caller.userId,
      createdAt: now,
    });
    await tx
      .update(orderProducts)
      .set({ stage })
      .where(sameRow(orderProducts, { id: line.id, storeId }));
    const workStep = workStepOf(stage);
    if (workStep) {
      // A garment without a karigar or a rate for the step is still scanned: nothing is owed.
      await creditStepOnce(tx, {
        storeId,
        line,
        orderStatus: order.status,
        stage: workStep,
        now,
        userId: caller.userId,
      });
    }
    if (stage !== 'ready' || order.status === 'Completed' || order.status === 'Delivered')
      return { completed: false };
    const [store] = await tx
      .select({ completeWhenReady: stores.completeWhenReady })
      .from(stores)
      .where(eq(stores.id, storeId));
    if (!store?.completeWhenReady || !(await allGarmentsReady(tx, storeId, line.orderId)))
      return { completed: false };
    await changeOrderStatus(tx, {
      caller,
      order,
      status: 'Completed',
      delayNote: null,
      expectedDate: null,
      now,
      pushes,
    });
    return { completed: true };
  });
  pushes.flush();
  const garment = await garmentView(db, { imageLinks: options.imageLinks, caller, tagCode });
  return { ...garment, order_completed: answer.completed };
}
