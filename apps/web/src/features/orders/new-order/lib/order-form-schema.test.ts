import { describe, expect, it } from 'vitest';
import { createOrderFormSchema } from './order-form-schema';
import {
  newProduct,
  OTHER_GARMENT,
  type OrderFormValues,
  type ProductValues,
} from './order-form-values';

const TODAY = '2026-11-21';

function product(overrides: Partial<ProductValues> = {}): ProductValues {
  return {
    ...newProduct(),
    garment: 'Shirt',
    price: '499.99',
    measurements: [{ name: 'Chest', value: '38.5' }],
    images: [
      {
        localId: 'l1',
        fileName: 'a.png',
        previewUrl: 'blob:a',
        status: 'done',
        progress: 1,
        id: 'img-1',
        error: null,
      },
    ],
    assignedTo: 'emp-1',
    ...overrides,
  };
}

function values(overrides: Partial<OrderFormValues> = {}): OrderFormValues {
  return {
    gender: 'male',
    customer: { mobile_no: '9876543210', name: 'Meera Shah', address: '5 Ashram Road' },
    products: [product()],
    advancePayment: '100',
    paymentType: 'cash',
    orderDate: TODAY,
    dueDate: '2026-11-30',
    ...overrides,
  };
}

/** path → message of every problem found. */
function problems(input: OrderFormValues, orderType: 'new' | 'alteration' = 'new') {
  const result = createOrderFormSchema(orderType, () => TODAY).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('createOrderFormSchema', () => {
  it('accepts a complete order', () => {
    expect(problems(values())).toEqual({});
  });

  it('words the missing details with the shared order texts', () => {
    expect(
      problems(
        values({
          gender: '',
          customer: { mobile_no: '', name: '', address: '' },
          products: [product({ garment: '', price: '', images: [], assignedTo: '' })],
          advancePayment: '',
          paymentType: '',
          dueDate: '',
        }),
      ),
    ).toEqual({
      gender: 'CUSTOMER_GENDER_REQUIRED',
      'customer.mobile_no': 'PHONE_INVALID',
      'customer.name': 'CUSTOMER_NAME_REQUIRED',
      'customer.address': 'CUSTOMER_ADDRESS_REQUIRED',
      'products.0.garment': 'ORDER_PRODUCT_NAME_REQUIRED',
      'products.0.price': 'ORDER_PRICE_ABOVE_ZERO',
      'products.0.images': 'ORDER_IMAGES_MIN',
      'products.0.assignedTo': 'ORDER_ASSIGNEE_REQUIRED',
      dueDate: 'DUE_DATE_REQUIRED',
    });
  });

  it('asks for the payment type only with an advance above ₹0', () => {
    expect(problems(values({ advancePayment: '100', paymentType: '' }))).toEqual({
      paymentType: 'ORDER_PAYMENT_TYPE_REQUIRED',
    });
    expect(problems(values({ advancePayment: '0', paymentType: '' }))).toEqual({});
  });

  it('needs at least one product', () => {
    expect(problems(values({ products: [] }))).toMatchObject({
      products: 'ORDER_NO_PRODUCTS',
    });
  });

  it('checks amounts and dates', () => {
    expect(problems(values({ advancePayment: '500' }))).toEqual({
      advancePayment: 'ORDER_ADVANCE_ABOVE_TOTAL',
    });
    expect(problems(values({ advancePayment: '1.234' }))).toEqual({
      advancePayment: 'ORDER_AMOUNT_INVALID',
    });
    expect(problems(values({ dueDate: '2026-11-20' }))).toEqual({
      dueDate: 'DUE_DATE_PAST',
    });
    expect(problems(values({ orderDate: '2026-11-25', dueDate: '2026-11-22' }))).toEqual({
      dueDate: 'ORDER_DUE_BEFORE_ORDER_DATE',
    });
    expect(problems(values({ dueDate: 'incomplete' }))).toEqual({
      dueDate: 'newOrder:validation.dateInvalid',
    });
  });

  it('refuses a due date outside the business-date window by its code, not a sentence', () => {
    expect(problems(values({ dueDate: '9999-12-31' }))).toEqual({ dueDate: 'DATE_OUT_OF_RANGE' });
  });

  it('asks an Other product for its name', () => {
    expect(
      problems(values({ products: [product({ garment: OTHER_GARMENT, customName: 'Ab' })] })),
    ).toEqual({
      'products.0.customName': 'ORDER_PRODUCT_NAME_LENGTH',
    });
  });

  it('waits for uploads and reports failed ones', () => {
    const uploading = product().images.map((image) => ({
      ...image,
      status: 'uploading' as const,
      id: null,
    }));
    expect(problems(values({ products: [product({ images: uploading })] }))).toEqual({
      'products.0.images': 'newOrder:validation.imagesUploading',
    });
    const failed = uploading.map((image) => ({ ...image, status: 'error' as const }));
    expect(problems(values({ products: [product({ images: failed })] }))).toEqual({
      'products.0.images': 'newOrder:validation.imagesFailed',
    });
  });

  it('refuses repeated and nameless measurements', () => {
    const measurements = [
      { name: 'Chest', value: '38' },
      { name: 'chest', value: '39' },
      { name: ' ', value: '1' },
    ];
    expect(problems(values({ products: [product({ measurements })] }))).toEqual({
      'products.0.measurements.1.name': 'newOrder:validation.measurementNameRepeated',
      'products.0.measurements.2.name': 'ORDER_MEASUREMENT_NAME_REQUIRED',
    });
  });

  it('lets an alteration have a price of 0, no images and an advance before the final price', () => {
    const alteration = values({
      products: [product({ price: '0', images: [] })],
      advancePayment: '200',
    });
    expect(problems(alteration, 'alteration')).toEqual({});
    expect(problems(alteration, 'new')).toEqual({
      'products.0.price': 'ORDER_PRICE_ABOVE_ZERO',
      'products.0.images': 'ORDER_IMAGES_MIN',
      advancePayment: 'ORDER_ADVANCE_ABOVE_TOTAL',
    });
    // Once it has a price, its advance is capped like any order's.
    expect(
      problems(
        values({ products: [product({ price: '150', images: [] })], advancePayment: '200' }),
        'alteration',
      ),
    ).toEqual({
      advancePayment: 'ORDER_ADVANCE_ABOVE_TOTAL',
    });
  });

  describe('the trial', () => {
    it('takes a trial from today up to the due date, with or without a time', () => {
      expect(problems(values({ trial: { day: TODAY, time: '18:00' } }))).toEqual({});
      expect(problems(values({ trial: { day: '2026-11-30', time: '' } }))).toEqual({});
      expect(problems(values({ trial: { day: '', time: '' } }))).toEqual({});
    });

    it('refuses a past trial and one after the due date, on the trial field', () => {
      expect(problems(values({ trial: { day: '2026-11-20', time: '' } }))).toEqual({
        trial: 'TRIAL_DATE_PAST',
      });
      expect(problems(values({ trial: { day: '2026-12-01', time: '' } }))).toEqual({
        trial: 'TRIAL_AFTER_DUE',
      });
    });
  });
});
