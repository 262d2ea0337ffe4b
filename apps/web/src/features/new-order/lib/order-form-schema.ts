import { z } from 'zod';
import {
  IMAGES_PER_PRODUCT_MAX,
  IMAGES_PER_PRODUCT_MIN,
  TEXT_MAX_LENGTH,
} from '@tailor/shared/constants';
import {
  addressSchema,
  customerNameSchema,
  genderSchema,
  mobileNoSchema,
} from '@tailor/shared/customers';
import { isIsoDate, todayInShopZone } from '@tailor/shared/dates';
import {
  dueDateError,
  MEASUREMENT_VALUE_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  ORDER_MESSAGES,
  paymentTypeSchema,
  productInputSchema,
  productRefSchema,
  orderInputSchema,
  type OrderType,
} from '@tailor/shared/orders';
import { rupeesToPaise } from '@tailor/shared/money';
import { amountOf, orderTotal } from './amounts';
import { OTHER_GARMENT, type OrderFormValues, type ProductValues } from './order-form-values';

/** The form's own texts, for rules the shared schemas do not word for a form. */
export const FORM_MESSAGES = {
  correctErrors: 'Please correct the errors before proceeding',
  orderDateRequired: 'Order date is required',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD)',
  imagesUploading: 'Please wait for the images to finish uploading',
  imagesFailed: 'Remove or retry the images that failed to upload',
  measurementNameRequired: 'Measurement name is required',
  measurementNameRepeated: 'This measurement is already listed',
  measurementNameLength: `Measurement name must be at most ${TEXT_MAX_LENGTH} characters`,
  measurementValueLength: `Measurement values must be at most ${MEASUREMENT_VALUE_MAX_LENGTH} characters`,
  noteLength: `Note must be at most ${NOTE_MAX_LENGTH} characters`,
} as const;

/** The fields each step checks before the user may continue (steps 0 to 2; 3 is the review). */
export const STEP_FIELDS = [
  ['gender'],
  ['customer', 'products'],
  ['advancePayment', 'paymentType', 'orderDate', 'dueDate'],
] as const;

type Issue = (path: (string | number)[], message: string) => void;

function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? ORDER_MESSAGES.invalidAmount);
}

const priceSchema = productInputSchema.shape.price;
const advanceSchema = orderInputSchema.shape.advancePayment;

function checkProduct(product: ProductValues, index: number, isNew: boolean, issue: Issue): void {
  const at = (...path: (string | number)[]) => ['products', index, ...path];

  if (!product.garment) issue(at('garment'), ORDER_MESSAGES.productNameRequired);
  else if (product.garment === OTHER_GARMENT) {
    const error = firstError(productRefSchema, product.customName);
    if (error) issue(at('customName'), error);
  }

  const price = amountOf(product.price);
  if (price === null) issue(at('price'), ORDER_MESSAGES.invalidAmount);
  else if (isNew && price <= 0) issue(at('price'), ORDER_MESSAGES.priceAboveZero);
  else {
    const error = firstError(priceSchema, price);
    if (error) issue(at('price'), error);
  }

  const seen = new Set<string>();
  product.measurements.forEach((entry, m) => {
    const name = entry.name.trim();
    if (!name) issue(at('measurements', m, 'name'), FORM_MESSAGES.measurementNameRequired);
    else if (name.length > TEXT_MAX_LENGTH) {
      issue(at('measurements', m, 'name'), FORM_MESSAGES.measurementNameLength);
    } else if (seen.has(name.toLowerCase())) {
      issue(at('measurements', m, 'name'), FORM_MESSAGES.measurementNameRepeated);
    }
    seen.add(name.toLowerCase());
    if (entry.value.trim().length > MEASUREMENT_VALUE_MAX_LENGTH) {
      issue(at('measurements', m, 'value'), FORM_MESSAGES.measurementValueLength);
    }
  });

  if (product.note.trim().length > NOTE_MAX_LENGTH) issue(at('note'), FORM_MESSAGES.noteLength);

  const images = product.images;
  if (images.some((image) => image.status === 'uploading')) {
    issue(at('images'), FORM_MESSAGES.imagesUploading);
  } else if (images.some((image) => image.status === 'error')) {
    issue(at('images'), FORM_MESSAGES.imagesFailed);
  } else if (isNew && images.length < IMAGES_PER_PRODUCT_MIN) {
    issue(at('images'), ORDER_MESSAGES.imagesMin);
  } else if (images.length > IMAGES_PER_PRODUCT_MAX) {
    issue(at('images'), ORDER_MESSAGES.imagesMax);
  }

  if (!product.assignedTo) issue(at('assignedTo'), ORDER_MESSAGES.assignEmployee);
}

function checkPayment(values: OrderFormValues, isNew: boolean, today: string, issue: Issue): void {
  const total = orderTotal(values.products);
  const advance = amountOf(values.advancePayment);
  const advanceError =
    advance === null ? ORDER_MESSAGES.invalidAmount : firstError(advanceSchema, advance);
  if (advanceError) issue(['advancePayment'], advanceError);
  else if (advance !== null) {
    // An alteration whose prices are still 0 gets its final total later; its advance is not capped yet.
    const finalPriceLater = !isNew && total === 0;
    if (!finalPriceLater && rupeesToPaise(advance) > rupeesToPaise(total)) {
      issue(['advancePayment'], ORDER_MESSAGES.advanceAboveTotal);
    }
  }

  const paymentError = firstError(paymentTypeSchema, values.paymentType);
  if (paymentError) issue(['paymentType'], paymentError);

  const orderDateOk = isIsoDate(values.orderDate);
  if (!values.orderDate) issue(['orderDate'], FORM_MESSAGES.orderDateRequired);
  else if (!orderDateOk) issue(['orderDate'], FORM_MESSAGES.dateInvalid);

  if (values.dueDate && !isIsoDate(values.dueDate)) issue(['dueDate'], FORM_MESSAGES.dateInvalid);
  else {
    const dueError = dueDateError(values.dueDate, today);
    if (dueError) issue(['dueDate'], dueError);
    else if (orderDateOk && values.dueDate < values.orderDate) {
      issue(['dueDate'], ORDER_MESSAGES.dueBeforeOrderDate);
    }
  }
}

/**
 * The product cards' rules alone, as the form checks them: for garments added to an order already
 * taken (Edit order's Add garment), which has its customer and payment.
 */
export function createProductsFormSchema(orderType: OrderType) {
  const isNew = orderType === 'new';
  return z.custom<OrderFormValues>().superRefine((values, ctx) => {
    const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    values.products.forEach((product, index) => checkProduct(product, index, isNew, issue));
  });
}

/**
 * Every rule of the four steps, worded as spec §5 and the shared schemas word them. The form asks
 * for the fields of one step at a time (STEP_FIELDS), so only that step's messages show.
 * A new order needs prices above 0 and 1 to 4 images per product; an alteration does not.
 */
export function createOrderFormSchema(orderType: OrderType, today: () => string = todayInShopZone) {
  const isNew = orderType === 'new';
  return z.custom<OrderFormValues>().superRefine((values, ctx) => {
    const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });

    const genderError = firstError(genderSchema, values.gender);
    if (genderError) issue(['gender'], genderError);

    const customerFields = [
      ['mobile_no', mobileNoSchema],
      ['name', customerNameSchema],
      ['address', addressSchema],
    ] as const;
    for (const [field, schema] of customerFields) {
      const error = firstError(schema, values.customer[field]);
      if (error) issue(['customer', field], error);
    }

    if (values.products.length === 0) issue(['products'], ORDER_MESSAGES.noProducts);
    values.products.forEach((product, index) => checkProduct(product, index, isNew, issue));

    checkPayment(values, isNew, today(), issue);
  });
}
