import { isoDateInZone } from '@tailor/shared/dates';
import { garmentKeyOf } from '@tailor/shared/karigars';
import { type KarigarStage } from '@tailor/shared/karigars-rules';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOfOrder, sameShopRow } from '../../db/shop-joins';
import { employees } from '../../db/schema/employees';
import { karigarLedger, karigarRates } from '../../db/schema/karigar-ledger';
import { orderProducts } from '../../db/schema/order-products';
import { stores } from '../../db/schema/stores';

/** The statuses in which an order's garments have earned their credit. */
const EARNING_STATUSES: readonly string[] = ['Completed', 'Delivered'];
const STAGE: KarigarStage = 'completed';

interface ActiveCredit {
  id: string;
  employeeId: string;
  amountPaise: number;
  garment: string | null;
  generation: number;
}

/**
 * Brings an order's garment credits in line with the order as it now is, inside the transaction
 * that changed it and after lockOrder: so concurrent changes of the order queue on its lock, and
 * a repeated or retried change finds the ledger already in line and writes nothing.
 *
 * In an earning status every garment assigned to an employee (other than the owner's own row) has
 * one standing credit for that employee, at the rate in force when it was made; a credit whose
 * garment was removed, reassigned or whose order went back to work is reversed, and the garment's
 * new assignee credited under the next generation. A Cancelled order keeps its credits: the work
 * was done. A standing credit is never re-priced, so a later rate change leaves it as it was.
 */
export async function settleKarigarCredits(
  tx: Tx,
  options: {
    storeId: string;
    orderId: string;
    orderNumber: number;
    status: string;
    now: Date;
    userId: string;
  },
): Promise<void> {
  const { storeId, orderId, status } = options;
  if (status === 'Cancelled') return;
  const earning = EARNING_STATUSES.includes(status);

  const [lines, entries] = await Promise.all([
    tx
      .select({
        id: orderProducts.id,
        name: orderProducts.name,
        employeeId: orderProducts.assignedEmployeeId,
        isOwner: employees.isOwner,
      })
      .from(orderProducts)
      .leftJoin(employees, sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts))
      .where(rowsOfOrder(orderProducts, { storeId, orderId })),
    tx
      .select({
        id: karigarLedger.id,
        productId: karigarLedger.productId,
        employeeId: karigarLedger.employeeId,
        kind: karigarLedger.kind,
        amountPaise: karigarLedger.amountPaise,
        garment: karigarLedger.garment,
        generation: karigarLedger.generation,
      })
      .from(karigarLedger)
      .where(and(rowsOfOrder(karigarLedger, { storeId, orderId }), eq(karigarLedger.stage, STAGE))),
  ]);
  if (entries.length === 0 && (!earning || lines.every((line) => !line.employeeId))) return;

  // Per garment: the latest generation, and its credit while no reversal of it follows.
  const latest = new Map<string, number>();
  const credits = new Map<string, ActiveCredit>();
  const reversed = new Set<string>();
  for (const entry of entries) {
    const key = entry.productId!;
    const generation = entry.generation!;
    latest.set(key, Math.max(latest.get(key) ?? 0, generation));
    if (entry.kind === 'credit_reversal') reversed.add(`${key}:${generation}`);
  }
  for (const entry of entries) {
    const key = entry.productId!;
    if (
      entry.kind === 'credit' &&
      entry.generation === latest.get(key) &&
      !reversed.has(`${key}:${entry.generation}`)
    ) {
      credits.set(key, { ...entry, generation: entry.generation! });
    }
  }

  const wanted = new Map(
    lines
      .filter((line) => earning && line.employeeId && !line.isOwner)
      .map((line) => [line.id, line]),
  );
  let entryDate: string | null = null;
  const today = async () => {
    if (entryDate) return entryDate;
    const [store] = await tx
      .select({ timeZone: stores.timeZone })
      .from(stores)
      .where(eq(stores.id, storeId));
    entryDate = isoDateInZone(options.now, store!.timeZone);
    return entryDate;
  };
  const common = {
    storeId,
    orderId,
    orderNumber: options.orderNumber,
    stage: STAGE,
    createdBy: options.userId,
  };

  for (const [productId, credit] of credits) {
    if (wanted.get(productId)?.employeeId === credit.employeeId) {
      wanted.delete(productId);
      continue;
    }
    await tx.insert(karigarLedger).values({
      ...common,
      employeeId: credit.employeeId,
      kind: 'credit_reversal',
      amountPaise: -credit.amountPaise,
      entryDate: await today(),
      productId,
      garment: credit.garment,
      generation: credit.generation,
      reversesId: credit.id,
    });
  }
  if (wanted.size === 0) return;

  const employeeIds = [...new Set([...wanted.values()].map((line) => line.employeeId!))];
  const rates = await tx
    .select({
      employeeId: karigarRates.employeeId,
      garmentKey: karigarRates.garmentKey,
      ratePaise: karigarRates.ratePaise,
    })
    .from(karigarRates)
    .where(
      and(
        eq(karigarRates.storeId, storeId),
        eq(karigarRates.stage, STAGE),
        inArray(
          karigarRates.garmentKey,
          [...wanted.values()].map((line) => garmentKeyOf(line.name)),
        ),
        or(isNull(karigarRates.employeeId), inArray(karigarRates.employeeId, employeeIds)),
      ),
    );
  const rateOf = (garmentKey: string, employeeId: string) =>
    rates.find((rate) => rate.garmentKey === garmentKey && rate.employeeId === employeeId) ??
    rates.find((rate) => rate.garmentKey === garmentKey && rate.employeeId === null);

  for (const [productId, line] of wanted) {
    const rate = rateOf(garmentKeyOf(line.name), line.employeeId!);
    // A garment without a rate earns nothing here: the shop pays it some other way.
    if (!rate) continue;
    await tx.insert(karigarLedger).values({
      ...common,
      employeeId: line.employeeId!,
      kind: 'credit',
      amountPaise: rate.ratePaise,
      entryDate: await today(),
      productId,
      garment: line.name,
      generation: (latest.get(productId) ?? 0) + 1,
    });
  }
}
