import type { LastMeasurements } from '@tailor/shared/customers';
import {
  measurementWarnings,
  type MeasurementUnit,
  type MeasurementWarning,
} from '@tailor/shared/measurements';
import { lastTakenFor, lastValuesIn, previousValueOf } from './measurement-prefill';
import { productNameOf, type ProductValues } from './order-form-values';

/** The unusual values of one product line, for the confirmation before the order is sent. */
export interface ProductMeasurementWarnings {
  /** The line's place in the order, from 0. */
  index: number;
  garment: string;
  warnings: MeasurementWarning[];
}

/**
 * Every value of the order that looks unusual: outside its plausible range, or changed a lot since
 * the customer's last order of the garment. They ask to be confirmed, never refuse the order.
 */
export function orderMeasurementWarnings(
  products: readonly Pick<ProductValues, 'garment' | 'customName' | 'measurements'>[],
  lastMeasurements: LastMeasurements | undefined,
  /** The unit the values are written in: ranges and last time's values are taken in it. */
  unit: MeasurementUnit = 'in',
): ProductMeasurementWarnings[] {
  return products.flatMap((product, index) => {
    const garment = productNameOf(product);
    const last = lastValuesIn(lastTakenFor(lastMeasurements, garment), unit);
    const warnings = product.measurements.flatMap((entry) =>
      measurementWarnings({
        name: entry.name.trim(),
        value: entry.value,
        garment,
        previous: previousValueOf(last, entry.name),
        unit,
      }),
    );
    return warnings.length > 0 ? [{ index, garment, warnings }] : [];
  });
}
