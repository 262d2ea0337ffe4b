import { ORDER_CODES } from '@tailor/shared/orders/messages';

/**
 * The form's own messages, for what only a form has (steps, typed dates, uploads, the measurement
 * rows): a newOrder key, or the code of the order rule the form applies itself.
 */
export const FORM_MESSAGES = {
  correctErrors: 'newOrder:validation.correctErrors',
  orderDateRequired: 'newOrder:validation.orderDateRequired',
  dateInvalid: 'newOrder:validation.dateInvalid',
  imagesUploading: 'newOrder:validation.imagesUploading',
  imagesFailed: 'newOrder:validation.imagesFailed',
  measurementNameRequired: ORDER_CODES.ORDER_MEASUREMENT_NAME_REQUIRED,
  measurementNameRepeated: 'newOrder:validation.measurementNameRepeated',
  measurementNameLength: ORDER_CODES.ORDER_MEASUREMENT_NAME_LENGTH,
  measurementValueLength: ORDER_CODES.ORDER_MEASUREMENT_VALUE_LENGTH,
  noteLength: ORDER_CODES.ORDER_NOTE_LENGTH,
} as const;

/** The fields each step checks before the user may continue (steps 0 to 2; 3 is the review). */
export const STEP_FIELDS = [
  ['gender'],
  ['customer', 'products'],
  ['advancePayment', 'paymentType', 'orderDate', 'dueDate', 'trial'],
] as const;
