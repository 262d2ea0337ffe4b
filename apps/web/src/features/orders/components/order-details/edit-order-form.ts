import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { addressSchema, customerNameSchema, genderSchema } from '@tailor/shared/customers';
import { type Role } from '@tailor/shared/constants';
import { todayInShopZone } from '@tailor/shared/dates';
import { createRupeeAmountSchema } from '@tailor/shared/money-schemas';
import { dueDateError } from '@tailor/shared/orders/rules';
import { measurementsSchema, productRefSchema } from '@tailor/shared/orders/create-order-schemas';
import { ORDER_CODES } from '@tailor/shared/orders/messages';
import {
  type ProductUpdate,
  type UpdateOrderInput,
} from '@tailor/shared/orders/change-order-schemas';
import type { MemberOrderDetail } from '@tailor/shared/price-visibility';
import { trialDateError } from '@tailor/shared/trials';
import { trialValueOf, trialWire, type TrialValue } from '../../new-order';

interface LineValues {
  _id: string;
  name: string;
  price: string;
  note: string;
  assignedTo: string;
  measurements: { name: string; value: string }[];
  /** Read by the shared measurements editor: edited lines never come from a previous order. */
  prefilled: boolean;
  removed: boolean;
}

export interface EditOrderFormValues {
  dueDate: string;
  trial: TrialValue;
  paymentType: string;
  customer: { name: string; address: string; gender: string };
  products: LineValues[];
}

const priceSchema = createRupeeAmountSchema({
  invalidMessage: ORDER_CODES.ORDER_AMOUNT_INVALID,
  minMessage: ORDER_CODES.ORDER_PRICE_ABOVE_ZERO,
});

/**
 * The edit form's rules are the create rules (the shared schemas), checked field by field so the
 * form keeps its shape: a due date only when changed (an old one may be past now), a price above 0
 * on a new order, at least one line kept, the customer only where the caller may change them.
 */
function editOrderFormSchema(order: MemberOrderDetail, today: string, shopkeeper: boolean) {
  const check = (
    ctx: z.RefinementCtx,
    schema: z.ZodType,
    value: unknown,
    path: (string | number)[],
  ) => {
    const result = schema.safeParse(value);
    if (!result.success)
      ctx.addIssue({ code: 'custom', path, message: result.error.issues[0]!.message });
  };
  return z
    .object({
      dueDate: z.string(),
      trial: z.object({ day: z.string(), time: z.string() }),
      paymentType: z.string(),
      customer: z.object({ name: z.string(), address: z.string(), gender: z.string() }),
      products: z.array(
        z.object({
          _id: z.string(),
          name: z.string(),
          price: z.string(),
          note: z.string(),
          assignedTo: z.string(),
          measurements: z.array(z.object({ name: z.string(), value: z.string() })),
          prefilled: z.boolean(),
          removed: z.boolean(),
        }),
      ),
    })
    .superRefine((values, ctx) => {
      if (values.dueDate !== order.order.dueDate) {
        const error = dueDateError(values.dueDate, today);
        if (error) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: error });
        else if (values.dueDate < order.order.orderDate)
          ctx.addIssue({
            code: 'custom',
            path: ['dueDate'],
            message: ORDER_CODES.ORDER_DUE_BEFORE_ORDER_DATE,
          });
      }
      // A trial set or moved is checked against today; one that stays, against a moved due date.
      const trialChanged = trialWire(values.trial) !== (order.order.trialDate ?? null);
      if (values.trial.day && (trialChanged || values.dueDate !== order.order.dueDate)) {
        const trial = { date: values.trial.day, time: values.trial.time || null };
        const error = trialChanged
          ? trialDateError(trial, today, values.dueDate)
          : trial.date > values.dueDate
            ? 'TRIAL_AFTER_DUE'
            : null;
        if (error) ctx.addIssue({ code: 'custom', path: ['trial'], message: error });
      }
      if (shopkeeper) {
        check(ctx, customerNameSchema, values.customer.name, ['customer', 'name']);
        check(ctx, addressSchema, values.customer.address, ['customer', 'address']);
        check(ctx, genderSchema, values.customer.gender, ['customer', 'gender']);
      }
      values.products.forEach((line, index) => {
        if (line.removed) return;
        check(ctx, productRefSchema, line.name, ['products', index, 'name']);
        const priceHidden = order.order.products[index]?.price === null;
        const price = line.price.trim() === '' ? Number.NaN : Number(line.price);
        if (!priceHidden) check(ctx, priceSchema, price, ['products', index, 'price']);
        if (!priceHidden && order.order.orderType === 'new' && price <= 0)
          ctx.addIssue({
            code: 'custom',
            path: ['products', index, 'price'],
            message: ORDER_CODES.ORDER_PRICE_ABOVE_ZERO,
          });
        line.measurements.forEach((m, position) => {
          const path = ['products', index, 'measurements', position, 'value'];
          check(ctx, measurementsSchema, { [m.name || '-']: m.value }, path);
        });
      });
    });
}

function editOrderInitialValues(order: MemberOrderDetail): EditOrderFormValues {
  return {
    dueDate: order.order.dueDate,
    trial: trialValueOf(order.order.trialDate),
    paymentType: order.order.paymentType,
    customer: {
      name: order.customer.name,
      address: order.customer.address ?? '',
      gender: order.customer.gender ?? '',
    },
    products: order.order.products.map((line) => ({
      _id: line._id,
      name: line.product.name,
      // Null for staff who may not see prices: they never see or send a price.
      price: line.price === null ? '' : String(line.price),
      note: line.note ?? '',
      assignedTo: line.assigned_to?._id ?? '',
      measurements: Object.entries(line.measurements).map(([name, value]) => ({ name, value })),
      prefilled: false,
      removed: false,
    })),
  };
}

/** Only what differs from the order as shown goes to POST /update_order. */
export function editOrderPayload(
  order: MemberOrderDetail,
  values: EditOrderFormValues,
  role: Role,
): UpdateOrderInput {
  const shopkeeper = role === 'shopkeeper';
  const payload: UpdateOrderInput = { order_id: order._id, order: {} };
  if (values.dueDate !== order.order.dueDate) payload.order.dueDate = values.dueDate;
  const trial = trialWire(values.trial);
  if (trial !== (order.order.trialDate ?? null)) payload.order.trialDate = trial;
  if (shopkeeper && values.paymentType !== order.order.paymentType)
    payload.order.paymentType = values.paymentType;
  // Changing the person is the shopkeeper's: an employee's edit never carries the customer.
  const customer: NonNullable<UpdateOrderInput['customer']> = {};
  if (values.customer.name.trim() !== order.customer.name) customer.name = values.customer.name;
  if (values.customer.address.trim() !== (order.customer.address ?? ''))
    customer.address = values.customer.address;
  if (values.customer.gender !== (order.customer.gender ?? ''))
    customer.gender = values.customer.gender;
  if (shopkeeper && Object.keys(customer).length > 0) payload.customer = customer;

  const products: Partial<ProductUpdate>[] = [];
  const removed: string[] = [];
  values.products.forEach((line, index) => {
    const before = order.order.products[index]!;
    if (line.removed) {
      removed.push(line._id);
      return;
    }
    const update: Partial<ProductUpdate> & { _id: string } = { _id: line._id };
    if (line.name.trim() !== before.product.name) update.product = { name: line.name.trim() };
    if (shopkeeper && Number(line.price) !== before.price) update.price = Number(line.price);
    const measurements = Object.fromEntries(
      line.measurements
        .map((m) => [m.name.trim(), m.value.trim()] as const)
        .filter(([, value]) => value !== ''),
    );
    if (JSON.stringify(measurements) !== JSON.stringify(before.measurements))
      update.measurements = measurements;
    if (line.note.trim() !== (before.note ?? '')) update.note = line.note.trim() || null;
    if (shopkeeper && line.assignedTo !== (before.assigned_to?._id ?? ''))
      update.assigned_to = line.assignedTo || null;
    if (Object.keys(update).length > 1) products.push(update);
  });
  if (products.length > 0) payload.order.products = products as ProductUpdate[];
  if (removed.length > 0) payload.order.removeProducts = removed;
  return payload;
}

/** The edit form of `order`, opened on the order as shown and checked by the edit rules. */
export function useEditOrderForm(order: MemberOrderDetail, shopkeeper: boolean) {
  const schema = useMemo(
    () => editOrderFormSchema(order, todayInShopZone(new Date()), shopkeeper),
    [order, shopkeeper],
  );
  return useForm<EditOrderFormValues>({
    defaultValues: editOrderInitialValues(order),
    resolver: zodResolver(schema),
  });
}
