import { normalizeName } from '@tailor/shared/accounts';
import type { Gender } from '@tailor/shared/customers-rules';
import { isIsoDate } from '@tailor/shared/dates';
import type { MeasurementUnit } from '@tailor/shared/measurements';
import type { CreateOrderInput, ProductInputRaw } from '@tailor/shared/orders/create-order-schemas';
import type { OrderType, PaymentType } from '@tailor/shared/orders/constants';
import { amountOf, orderTotal } from './amounts';
import {
  productNameOf,
  type CustomerValues,
  type OrderFormValues,
  type ProductValues,
} from './order-form-values';
import { trialWire } from './trial-value';

/**
 * One product line of POST /create_order (and of Edit order's added garments): blank measurement
 * values and notes left out, images as their upload ids, and the unit the form showed (so a
 * change of the shop's unit meanwhile cannot relabel the values).
 */
export function productPayload(product: ProductValues, unit?: MeasurementUnit): ProductInputRaw {
  return {
    product: { name: productNameOf(product) },
    price: amountOf(product.price) ?? 0,
    measurements: Object.fromEntries(
      product.measurements
        .filter((entry) => entry.name.trim() && entry.value.trim())
        .map((entry) => [entry.name.trim(), entry.value.trim()]),
    ),
    ...(unit ? { measurement_unit: unit } : {}),
    note: product.note.trim() || null,
    assigned_to: product.assignedTo || null,
    uploadedImages: product.images.flatMap((image) => (image.id ? [image.id] : [])),
  };
}

/** Which person on the number: the one chosen, or someone new with their relation. */
function personOf(customer: CustomerValues): Partial<CreateOrderInput['customer']> {
  if (customer.newPerson)
    return {
      newPerson: true,
      ...(customer.relation ? { relation: customer.relation } : {}),
      ...(customer.dateOfBirth && isIsoDate(customer.dateOfBirth)
        ? { dateOfBirth: customer.dateOfBirth }
        : {}),
    };
  return customer.id ? { customerId: customer.id } : {};
}

/**
 * The POST /create_order body for checked form values: the total is the sum of the
 * prices, blank measurement values and notes are left out, images go as their upload ids.
 */
export function buildOrderPayload(
  values: OrderFormValues,
  orderType: OrderType,
  unit?: MeasurementUnit,
): CreateOrderInput {
  return {
    customer: {
      name: normalizeName(values.customer.name).trim(),
      mobile_no: values.customer.mobile_no,
      address: values.customer.address.trim(),
      gender: values.gender as Gender,
      ...personOf(values.customer),
    },
    order: {
      orderType,
      totalAmount: orderTotal(values.products),
      advancePayment: amountOf(values.advancePayment) ?? 0,
      // Only an advance has a way it was paid; a type picked before the advance went back to 0 is not sent.
      ...((amountOf(values.advancePayment) ?? 0) > 0
        ? { paymentType: values.paymentType as PaymentType }
        : {}),
      orderDate: values.orderDate,
      dueDate: values.dueDate,
      ...(values.trial?.day ? { trialDate: trialWire(values.trial) } : {}),
      products: values.products.map((product) => productPayload(product, unit)),
    },
  };
}
