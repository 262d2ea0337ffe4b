import { z } from 'zod';
import { DATE_OUT_OF_RANGE, isIsoDate, todayInShopZone } from '@tailor/shared/dates';
import {
  createOrderSchema,
  type CreateOrderInput,
} from '@tailor/shared/orders/create-order-schemas';
import { dueDateError } from '@tailor/shared/orders/rules';
import { ORDER_CODES } from '@tailor/shared/orders/messages';
import { type OrderType } from '@tailor/shared/orders/constants';
import { amountOf, orderTotal } from './amounts';
import { photoRef } from './offline-order';
import {
  OTHER_GARMENT,
  productNameOf,
  type OrderFormValues,
  type ProductValues,
} from './order-form-values';
import { trialDateError } from '@tailor/shared/trials';
import { FORM_MESSAGES } from './order-form-steps';

type Path = (string | number)[];
type Issue = (path: Path, message: string) => void;

/**
 * The POST /create_order body the form stands for, as it is typed: amounts that are not amounts
 * stay NaN and a date that is not a day is left out, so the shared schema words every rule it owns.
 */
function requestOf(values: OrderFormValues, orderType: OrderType): CreateOrderInput {
  const amount = (text: string) => amountOf(text) ?? Number.NaN;
  return {
    customer: {
      mobile_no: values.customer.mobile_no,
      name: values.customer.name,
      address: values.customer.address,
      gender: values.gender as CreateOrderInput['customer']['gender'],
    },
    order: {
      orderType,
      totalAmount: orderTotal(values.products),
      advancePayment: amount(values.advancePayment),
      paymentType: values.paymentType,
      orderDate: isIsoDate(values.orderDate) ? values.orderDate : undefined,
      dueDate: values.dueDate,
      products: values.products.map((product) => ({
        product: { name: productNameOf(product) },
        price: amount(product.price),
        measurements: Object.fromEntries(
          product.measurements
            .filter((entry) => entry.name.trim())
            .map((entry) => [entry.name.trim(), entry.value]),
        ),
        note: product.note,
        assigned_to: product.assignedTo || null,
        // A photo waiting on this phone goes with the order (the outbox uploads it first).
        uploadedImages: product.images.flatMap((image) =>
          image.id ? [image.id] : image.status === 'waiting' ? [photoRef(image.localId)] : [],
        ),
      })),
    },
  };
}

/** Where a shared schema's issue shows in the form, with its message; null for none. */
function formIssueOf(issue: z.core.$ZodIssue, values: OrderFormValues): [Path, string] | null {
  const [part, ...path] = issue.path as Path;
  if (part === 'customer')
    return path[0] === 'gender' ? [['gender'], issue.message] : [[part, ...path], issue.message];
  const [field, index, lineField, key] = path;
  if (field !== 'products' || typeof index !== 'number' || lineField === undefined) {
    return field === 'totalAmount' || field === 'orderType' ? null : [path, issue.message];
  }
  const product = values.products[index];
  if (!product) return null;
  const at = (...rest: Path): Path => ['products', index, ...rest];
  switch (lineField) {
    case 'product':
      return [at(product.garment === OTHER_GARMENT ? 'customName' : 'garment'), issue.message];
    case 'uploadedImages':
      return [at('images'), issue.message];
    case 'assigned_to':
      return [at('assignedTo'), issue.message];
    case 'measurements': {
      const row = product.measurements.findIndex((entry) => entry.name.trim() === key);
      if (row < 0) return [at('measurements'), issue.message];
      // A bad name fails the record's key; its own message is inside.
      if (issue.code === 'invalid_key')
        return [at('measurements', row, 'name'), issue.issues[0]?.message ?? issue.message];
      return [at('measurements', row, 'value'), issue.message];
    }
    default:
      return [at(lineField, ...(key === undefined ? [] : [key])), issue.message];
  }
}

/**
 * The message a shared schema's issue shows with: its own, or DATE_OUT_OF_RANGE for a business date
 * outside the window (worded with the window the pickers offer, which the schema checked against).
 */
function messageOf(issue: z.core.$ZodIssue, message: string): string {
  const params = (issue as { params?: { code?: unknown } }).params;
  return params?.code === DATE_OUT_OF_RANGE ? DATE_OUT_OF_RANGE : message;
}

/** What only the form checks: the garment choice's rows, uploads in flight, typed dates, an assignee. */
function checkFormOnly(values: OrderFormValues, today: string, issue: Issue): void {
  values.products.forEach((product: ProductValues, index) => {
    const at = (...rest: Path): Path => ['products', index, ...rest];
    const seen = new Set<string>();
    product.measurements.forEach((entry, row) => {
      const name = entry.name.trim().toLowerCase();
      if (!name) issue(at('measurements', row, 'name'), FORM_MESSAGES.measurementNameRequired);
      else if (seen.has(name))
        issue(at('measurements', row, 'name'), FORM_MESSAGES.measurementNameRepeated);
      seen.add(name);
    });
    if (product.images.some((image) => image.status === 'uploading')) {
      issue(at('images'), FORM_MESSAGES.imagesUploading);
    } else if (product.images.some((image) => image.status === 'error')) {
      issue(at('images'), FORM_MESSAGES.imagesFailed);
    }
    if (!product.assignedTo) issue(at('assignedTo'), ORDER_CODES.ORDER_ASSIGNEE_REQUIRED);
  });

  if (!values.orderDate) issue(['orderDate'], FORM_MESSAGES.orderDateRequired);
  else if (!isIsoDate(values.orderDate)) issue(['orderDate'], FORM_MESSAGES.dateInvalid);

  if (values.dueDate && !isIsoDate(values.dueDate)) issue(['dueDate'], FORM_MESSAGES.dateInvalid);
  else {
    const dueError = dueDateError(values.dueDate, today);
    if (dueError) issue(['dueDate'], dueError);
  }

  const trial = values.trial;
  if (trial?.day) {
    if (!isIsoDate(trial.day)) issue(['trial'], FORM_MESSAGES.dateInvalid);
    else {
      const trialError = trialDateError(
        { date: trial.day, time: trial.time || null },
        today,
        values.dueDate || trial.day,
      );
      if (trialError) issue(['trial'], trialError);
    }
  }
}

/**
 * The new-order form's rules: the shared create-order schema (the checks and texts
 * the server applies) run on the request the form stands for, plus what only the form has. A field
 * shows its first problem, the form's own first. The form asks for the fields of one step at a time
 * (STEP_FIELDS), so only that step's messages show.
 */
export function createOrderFormSchema(orderType: OrderType, today: () => string = todayInShopZone) {
  return z.custom<OrderFormValues>().superRefine((values, ctx) => {
    const shown = new Set<string>();
    const issue: Issue = (path, message) => {
      const key = path.join('.');
      if (shown.has(key)) return;
      shown.add(key);
      ctx.addIssue({ code: 'custom', path, message });
    };

    checkFormOnly(values, today(), issue);

    const checked = createOrderSchema.safeParse(requestOf(values, orderType));
    if (checked.success) return;
    for (const found of checked.error.issues) {
      const mapped = formIssueOf(found, values);
      if (mapped) issue(mapped[0], messageOf(found, mapped[1]));
    }
  });
}

/**
 * The product cards' rules alone, for garments added to an order already taken (Edit order's Add
 * garment): the same rules as the whole form, keeping only what they say about each product line.
 * The values must carry a valid advance ('0'), so the shared schema's line rules run.
 */
export function createProductsFormSchema(
  orderType: OrderType,
  today: () => string = todayInShopZone,
) {
  const order = createOrderFormSchema(orderType, today);
  return z.custom<OrderFormValues>().superRefine((values, ctx) => {
    const checked = order.safeParse(values);
    if (checked.success) return;
    for (const found of checked.error.issues) {
      if (found.path[0] === 'products' && found.path.length > 2)
        ctx.addIssue({ code: 'custom', path: found.path as Path, message: found.message });
    }
  });
}
