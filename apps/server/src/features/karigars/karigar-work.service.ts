import { isoDateInZone } from '@tailor/shared/dates';
import { garmentKeyOf, type OrderWork, type WorkStepInput } from '@tailor/shared/karigars';
import { WORK_STEPS, type WorkStep } from '@tailor/shared/karigars-rules';
import { paiseToRupees } from '@tailor/shared/money';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { selectLinesWithOrder } from '../../db/order-joins';
import { rowsOfOrder, sameShopRow } from '../../db/shop-joins';
import { karigarLedger, karigarRates } from '../../db/schema/karigar-ledger';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';

/*
 * Steps of a garment's work (cutting, stitching, finishing, trial fix) paid by the piece: the shop,
 * or the karigar the garment is assigned to, marks a step done, which credits the assignee at
 * their rate for that step then; marking it not done reverses that credit. Unlike the whole
 * garment's credit on Completed, a step's credit stays with who did it when the garment is
 * reassigned or its order reopened, so only the shopkeeper or that karigar may take it back: the
 * garment's next karigar must not move it to themselves. A Cancelled order keeps the step credits
 * it had and earns no new ones; a Delivered one still may, as its work was done before delivery.
 * An employee reaches only the garments assigned to them.
 */

interface Standing {
  id: string;
  employeeId: string;
  amountPaise: number;
  generation: number;
}

/** Per garment and step: the latest generation, and its credit while no reversal of it follows. */
async function standingCredits(db: DbOrTx, storeId: string, productIds: string[]) {
  const latest = new Map<string, number>();
  const standing = new Map<string, Standing>();
  if (productIds.length === 0) return { latest, standing };
  const rows = await db
    .select()
    .from(karigarLedger)
    .where(
      and(
        eq(karigarLedger.storeId, storeId),
        inArray(karigarLedger.productId, productIds),
        inArray(karigarLedger.stage, [...WORK_STEPS]),
      ),
    );
  const reversed = new Set<string>();
  for (const row of rows) {
    const key = `${row.productId}:${row.stage}`;
    latest.set(key, Math.max(latest.get(key) ?? 0, row.generation!));
    if (row.kind === 'credit_reversal') reversed.add(`${key}:${row.generation}`);
  }
  for (const row of rows) {
    const key = `${row.productId}:${row.stage}`;
    if (
      row.kind === 'credit' &&
      row.generation === latest.get(key) &&
      !reversed.has(`${key}:${row.generation}`)
    )
      standing.set(key, { ...row, generation: row.generation! });
  }
  return { latest, standing };
}

async function stepRates(db: DbOrTx, storeId: string, garments: string[], employeeIds: string[]) {
  if (garments.length === 0) return [];
  return db
    .select({
      employeeId: karigarRates.employeeId,
      garmentKey: karigarRates.garmentKey,
      stage: karigarRates.stage,
      ratePaise: karigarRates.ratePaise,
    })
    .from(karigarRates)
    .where(
      and(
        eq(karigarRates.storeId, storeId),
        inArray(karigarRates.stage, [...WORK_STEPS]),
        inArray(karigarRates.garmentKey, garments.map(garmentKeyOf)),
        employeeIds.length > 0
          ? or(isNull(karigarRates.employeeId), inArray(karigarRates.employeeId, employeeIds))
          : isNull(karigarRates.employeeId),
      ),
    );
}

type RateRow = Awaited<ReturnType<typeof stepRates>>[number];

/** Whether the caller may take back a step's credit: the shopkeeper, or who it is credited to. */
function mayTakeBack(caller: StoreAuthContext, credit: Standing): boolean {
  return caller.role === 'shopkeeper' || credit.employeeId === caller.employee_id;
}

function rateFor(
  rates: RateRow[],
  garment: string,
  stage: WorkStep,
  employeeId: string | null,
): number | null {
  const key = garmentKeyOf(garment);
  const of = (id: string | null) =>
    rates.find((r) => r.garmentKey === key && r.stage === stage && r.employeeId === id);
  return ((employeeId ? of(employeeId) : undefined) ?? of(null))?.ratePaise ?? null;
}

/**
 * GET /orders/{orderId}/karigar-work: per garment of the order (an employee's own garments only),
 * the steps with a rate for its karigar or already done, and which are done by whom.
 */
export async function getOrderWork(options: {
  db: DbOrTx;
  caller: StoreAuthContext;
  orderId: string;
}): Promise<OrderWork> {
  const { db, caller, orderId } = options;
  const storeId = caller.store_id;
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  const lines = await selectLinesWithOrder(db, {
    id: orderProducts.id,
    name: orderProducts.name,
    employeeId: orderProducts.assignedEmployeeId,
    employeeName: employees.name,
    isOwner: employees.isOwner,
    orderStatus: orders.status,
  })
    .where(
      and(
        rowsOfOrder(orderProducts, { storeId, orderId }),
        caller.role === 'shopkeeper'
          ? undefined
          : eq(orderProducts.assignedEmployeeId, caller.employee_id ?? ''),
      ),
    )
    .orderBy(orderProducts.position);
  if (lines.length === 0) throw notFound('ORDER_NOT_FOUND');
  const karigarIds = lines.flatMap((line) => (line.employeeId ? [line.employeeId] : []));
  const [rates, { standing }] = await Promise.all([
    stepRates(
      db,
      storeId,
      lines.map((line) => line.name),
      karigarIds,
    ),
    standingCredits(
      db,
      storeId,
      lines.map((line) => line.id),
    ),
  ]);
  const doneBy = [...standing.values()].map((credit) => credit.employeeId);
  const names = new Map(
    doneBy.length === 0
      ? []
      : (
          await db
            .select({ id: employees.id, name: employees.name })
            .from(employees)
            .where(and(eq(employees.storeId, storeId), inArray(employees.id, doneBy)))
        ).map((row) => [row.id, row.name]),
  );
  return {
    products: lines.map((line) => {
      const karigar = line.employeeId && !line.isOwner ? line.employeeId : null;
      return {
        product_id: line.id,
        garment: line.name,
        assignee: karigar ? { _id: karigar, name: line.employeeName ?? '' } : null,
        steps: WORK_STEPS.flatMap((stage) => {
          const credit = standing.get(`${line.id}:${stage}`);
          const rate = karigar ? rateFor(rates, line.name, stage, karigar) : null;
          if (!credit && rate === null) return [];
          return [
            {
              stage,
              rate: rate === null ? null : paiseToRupees(rate),
              done: Boolean(credit),
              done_by: credit
                ? { _id: credit.employeeId, name: names.get(credit.employeeId) ?? '' }
                : null,
              amount: credit ? paiseToRupees(credit.amountPaise) : null,
              changeable: credit ? mayTakeBack(caller, credit) : line.orderStatus !== 'Cancelled',
            },
          ];
        }),
      };
    }),
  };
}

async function shopDayOf(db: DbOrTx, storeId: string, now: Date): Promise<string> {
  const [store] = await db
    .select({ timeZone: stores.timeZone })
    .from(stores)
    .where(eq(stores.id, storeId));
  return isoDateInZone(now, store!.timeZone);
}

/** What crediting a step came to: a refusal's reason, or the credit made or already standing. */
export type StepCreditOutcome =
  'credited' | 'already' | 'order_cancelled' | 'not_assigned' | 'no_rate';

const STEP_REFUSALS = {
  order_cancelled: () => conflict('WORK_ORDER_CANCELLED'),
  not_assigned: () => conflict('WORK_GARMENT_NOT_ASSIGNED'),
  no_rate: () => conflict('WORK_STEP_NO_RATE'),
} as const;

/**
 * Credits a step of a garment's work to its karigar at their rate for the step, once: a step
 * already credited (and not reversed) stays as it is, whoever did it. The one way a step is
 * credited, by POST /karigar-work and by a scan of the garment's tag (POST /garments/{tag}/stage),
 * inside the caller's transaction, which has already locked the garment's line (its order first).
 * Nothing is credited on a Cancelled order, to the shop owner, or without a rate.
 */
export async function creditStepOnce(
  tx: Tx,
  options: {
    storeId: string;
    line: {
      id: string;
      orderId: string;
      orderNumber: number;
      name: string;
      employeeId: string | null;
    };
    orderStatus: string;
    stage: WorkStep;
    now: Date;
    userId: string;
  },
): Promise<StepCreditOutcome> {
  const { storeId, line, stage } = options;
  const { latest, standing } = await standingCredits(tx, storeId, [line.id]);
  const key = `${line.id}:${stage}`;
  if (standing.has(key)) return 'already';
  if (options.orderStatus === 'Cancelled') return 'order_cancelled';
  const [karigar] = line.employeeId
    ? await tx
        .select({ isOwner: employees.isOwner })
        .from(employees)
        .where(and(eq(employees.id, line.employeeId), eq(employees.storeId, storeId)))
    : [];
  if (!line.employeeId || !karigar || karigar.isOwner) return 'not_assigned';
  const rate = rateFor(
    await stepRates(tx, storeId, [line.name], [line.employeeId]),
    line.name,
    stage,
    line.employeeId,
  );
  if (rate === null) return 'no_rate';
  await tx.insert(karigarLedger).values({
    storeId,
    orderId: line.orderId,
    productId: line.id,
    orderNumber: line.orderNumber,
    stage,
    entryDate: await shopDayOf(tx, storeId, options.now),
    createdBy: options.userId,
    employeeId: line.employeeId,
    kind: 'credit',
    amountPaise: rate,
    garment: line.name,
    generation: (latest.get(key) ?? 0) + 1,
  });
  return 'credited';
}

/**
 * POST /karigar-work: marks a step of a garment done (crediting its karigar at their rate for the
 * step, once) or not done (reversing that credit: by the shopkeeper or the karigar credited only).
 * The order's row is held and the garment's locked, in the order the order's own writes take them,
 * so a concurrent reassignment or cancellation waits, and concurrent and repeated marks leave one
 * credit; marking a done step done again changes nothing, whoever did it. Answers the order's work
 * as GET /orders/{orderId}/karigar-work does.
 */
export async function markWorkStep(options: {
  db: Database;
  clock: Clock;
  caller: StoreAuthContext;
  input: WorkStepInput;
}): Promise<OrderWork> {
  const { db, clock, caller, input } = options;
  const storeId = caller.store_id;
  if (!isUuid(input.product_id)) throw notFound('WORK_GARMENT_NOT_FOUND');
  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .innerJoin(orderProducts, sameShopRow(orders, orderProducts.orderId, orderProducts))
      .where(and(eq(orderProducts.id, input.product_id), eq(orderProducts.storeId, storeId)))
      .for('share', { of: orders });
    if (!order) throw notFound('WORK_GARMENT_NOT_FOUND');
    const [line] = await tx
      .select({
        id: orderProducts.id,
        orderId: orderProducts.orderId,
        orderNumber: orderProducts.orderNumber,
        name: orderProducts.name,
        employeeId: orderProducts.assignedEmployeeId,
      })
      .from(orderProducts)
      .where(and(eq(orderProducts.id, input.product_id), eq(orderProducts.storeId, storeId)))
      .for('update');
    if (!line || (caller.role !== 'shopkeeper' && line.employeeId !== caller.employee_id))
      throw notFound('WORK_GARMENT_NOT_FOUND');
    if (input.done) {
      const outcome = await creditStepOnce(tx, {
        storeId,
        line,
        orderStatus: order.status,
        stage: input.stage,
        now: clock.now(),
        userId: caller.userId,
      });
      if (outcome !== 'credited' && outcome !== 'already') throw STEP_REFUSALS[outcome]();
      return line.orderId;
    }
    const { standing } = await standingCredits(tx, storeId, [line.id]);
    const credit = standing.get(`${line.id}:${input.stage}`);
    if (!credit) return line.orderId;
    if (!mayTakeBack(caller, credit)) throw forbidden('WORK_STEP_NOT_YOURS');
    await tx.insert(karigarLedger).values({
      storeId,
      orderId: line.orderId,
      productId: line.id,
      orderNumber: line.orderNumber,
      stage: input.stage,
      entryDate: await shopDayOf(tx, storeId, clock.now()),
      createdBy: caller.userId,
      employeeId: credit.employeeId,
      kind: 'credit_reversal',
      amountPaise: -credit.amountPaise,
      garment: line.name,
      generation: credit.generation,
      reversesId: credit.id,
    });
    return line.orderId;
  });
  return getOrderWork({ db, caller, orderId });
}
