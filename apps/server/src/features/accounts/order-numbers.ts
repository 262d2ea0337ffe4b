import type { MeasurementUnit } from '@tailor/shared/measurements';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Takes the shop's next order number, in the order's transaction, as its first statement on the
 * shop's tables: the update locks the shop's row (no key update), so concurrent orders of one shop
 * take numbers, and write the rest of their rows, in turn. Answers the number and the shop's unit of
 * measurement of the moment.
 */
export async function takeOrderNumber(
  tx: Tx,
  storeId: string,
): Promise<{ orderNumber: number; measurementUnit: MeasurementUnit }> {
  const result = await tx.execute(sql`
    update stores set next_order_number = next_order_number + 1 where id = ${storeId}::uuid
    returning next_order_number - 1 as order_number, measurement_unit`);
  const [row] = (
    result as unknown as { rows: { order_number: number; measurement_unit: MeasurementUnit }[] }
  ).rows;
  return { orderNumber: Number(row!.order_number), measurementUnit: row!.measurement_unit };
}
