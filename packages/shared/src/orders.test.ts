import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { amountAboveRemainingMessage, totalBelowAdvanceMessage } from './orders/messages';
import {
  awaitsFinalPrice,
  canChooseStatus,
  collectAmountError,
  deliveredNeeds,
  dueDateError,
  dueWindowEnd,
  expectedDateError,
  finalTotalError,
  isClosedStatus,
  isDue,
  isOverdue,
  normalizeOrderStatus,
  remainingAmount,
  statusAfterAssignment,
  sumRupees,
  trackerStepIndex,
} from './orders/rules';
import {
  collectPaymentSchema,
  orderListQuerySchema,
  updateOrderStatusSchema,
  alterationPaymentSchema,
  cancelOrderSchema,
  updateOrderSchema,
} from './orders/change-order-schemas';
import {
  createOrderSchema,
  measurementsSchema,
  type CreateOrderInput,
} from './orders/create-order-schemas';
import { customerListQuerySchema } from './customers';
import { assignedOrdersQuerySchema } from './employee-area';
import { ruleText, type RuleCode } from './rule-codes';

// The orders below are dated in 2030: the schemas' business-date window is measured from this day.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2029-12-01T06:30:00Z'));
});
afterAll(() => vi.useRealTimers());

function validOrder(overrides: Partial<CreateOrderInput['order']> = {}): CreateOrderInput {
  return {
    customer: {
      name: 'Asha Rao',
      mobile_no: '9876543210',
      address: '12 MG Road, Pune',
      gender: 'female',
    },
    order: {
      orderType: 'new',
      totalAmount: 1700.5,
      advancePayment: 500,
      paymentType: 'cash',
      orderDate: '2030-01-01',
      dueDate: '2030-01-10',
      products: [
        {
          product: { name: 'Blouse' },
          price: 499.99,
          measurements: { Bust: '34' },
          uploadedImages: ['img-1'],
        },
        { product: 'Lehenga', price: 1200.5, uploadedImages: ['img-2', 'img-3'] },
        { product: { name: 'Fall' }, price: 0.01, uploadedImages: ['img-4'] },
      ],
      ...overrides,
    },
  };
}

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error!.issues[0]!.message;
}

describe('createOrderSchema', () => {
  it('accepts a new order whose total is the sum of its prices to the paisa', () => {
    const parsed = createOrderSchema.parse(validOrder());
    expect(parsed.order.products.map((p) => p.product)).toEqual([
      { name: 'Blouse' },
      { name: 'Lehenga' },
      { name: 'Fall' },
    ]);
    expect(parsed.order.products[1]!.measurements).toEqual({});
    expect(parsed.order.products[0]!.assigned_to).toBeNull();
  });

  it('lower-cases payment type and gender, and defaults order type and advance', () => {
    const input = validOrder({
      paymentType: 'UPI',
      advancePayment: undefined,
      orderType: undefined,
    });
    input.customer.gender = 'Female';
    const parsed = createOrderSchema.parse(input);
    expect(parsed.order).toMatchObject({ paymentType: 'upi', advancePayment: 0, orderType: 'new' });
    expect(parsed.customer.gender).toBe('female');
  });

  it('keeps measurement values as text and drops blank ones', () => {
    const input = validOrder();
    input.order.products[0]!.measurements = { Chest: 38.5, Sleeve: ' 1/2 ', Neck: '  ' };
    expect(createOrderSchema.parse(input).order.products[0]!.measurements).toEqual({
      Chest: '38.5',
      Sleeve: '1/2',
    });
  });

  it.each([
    [
      'a total that differs from the sum of prices',
      { totalAmount: 1700.49 },
      'ORDER_TOTAL_MISMATCH',
    ],
    ['an advance above the total', { advancePayment: 1700.51 }, 'ORDER_ADVANCE_ABOVE_TOTAL'],
    ['a negative advance', { advancePayment: -1 }, 'ORDER_AMOUNT_INVALID'],
    ['a missing due date', { dueDate: '' }, 'ORDER_DUE_DATE_REQUIRED'],
    ['a due date before the order date', { dueDate: '2029-12-31' }, 'ORDER_DUE_BEFORE_ORDER_DATE'],
    ['a missing payment type', { paymentType: '' }, 'ORDER_PAYMENT_TYPE_REQUIRED'],
    ['an unknown payment type', { paymentType: 'cheque' }, 'ORDER_PAYMENT_TYPE_INVALID'],
    ['no products', { products: [], totalAmount: 0, advancePayment: 0 }, 'ORDER_NO_PRODUCTS'],
  ])('refuses %s', (_name, overrides, message) => {
    expect(
      firstError(
        createOrderSchema.safeParse(validOrder(overrides as Partial<CreateOrderInput['order']>)),
      ),
    ).toBe(message);
  });

  it('refuses a zero price on a new order', () => {
    const input = validOrder({ totalAmount: 1200.5 });
    input.order.products[0]!.price = 0;
    input.order.products[2]!.price = 0;
    expect(firstError(createOrderSchema.safeParse(input))).toBe('ORDER_PRICE_ABOVE_ZERO');
  });

  it('needs 1 to 4 distinct images per product of a new order', () => {
    const none = validOrder();
    none.order.products[0]!.uploadedImages = [];
    expect(firstError(createOrderSchema.safeParse(none))).toBe('ORDER_IMAGES_MIN');
    const five = validOrder();
    five.order.products[0]!.uploadedImages = ['a', 'b', 'c', 'd', 'e'];
    expect(firstError(createOrderSchema.safeParse(five))).toBe('ORDER_IMAGES_MAX');
    const twice = validOrder();
    twice.order.products[0]!.uploadedImages = ['a', 'a'];
    expect(firstError(createOrderSchema.safeParse(twice))).toBe('ORDER_IMAGES_REPEATED');
  });

  it('lets an alteration order have prices of 0, no images, and an advance before the final price', () => {
    const input = validOrder({
      orderType: 'alteration',
      totalAmount: 0,
      advancePayment: 200,
      products: [{ product: { name: 'Pant hem' }, price: 0 }],
    });
    expect(createOrderSchema.safeParse(input).success).toBe(true);
  });

  it('caps the advance of an alteration order once its total is known', () => {
    const input = validOrder({
      orderType: 'alteration',
      totalAmount: 150,
      advancePayment: 200,
      products: [{ product: { name: 'Pant hem' }, price: 150 }],
    });
    expect(firstError(createOrderSchema.safeParse(input))).toBe('ORDER_ADVANCE_ABOVE_TOTAL');
  });

  it.each([
    ['name', '', 'CUSTOMER_NAME_REQUIRED'],
    ['name', 'Al', 'CUSTOMER_NAME_MIN'],
    ['name', 'A'.repeat(51), 'CUSTOMER_NAME_MAX'],
    ['mobile_no', '98765', 'PHONE_INVALID'],
    ['gender', '', 'CUSTOMER_GENDER_REQUIRED'],
    ['gender', 'other', 'CUSTOMER_GENDER_REQUIRED'],
    ['address', 'abc', 'CUSTOMER_ADDRESS_MIN'],
  ])('refuses customer %s = %j', (field, value, message) => {
    const input = validOrder();
    (input.customer as Record<string, unknown>)[field] = value;
    expect(firstError(createOrderSchema.safeParse(input))).toBe(message);
  });

  it('does not throw on a price with a third decimal', () => {
    const input = validOrder();
    input.order.products[0]!.price = 499.999;
    expect(firstError(createOrderSchema.safeParse(input))).toBe('AMOUNT_DECIMALS');
  });

  it.each<[RuleCode, string]>([
    ['ORDER_NO_PRODUCTS', 'Please add at least one product before proceeding'],
    ['ORDER_PRODUCT_NAME_LENGTH', 'Product name must be 3 to 50 characters'],
    ['ORDER_ADVANCE_ABOVE_TOTAL', 'Advance payment cannot exceed total amount'],
    ['ORDER_AMOUNT_INVALID', 'Enter a valid amount'],
    ['ORDER_DUE_BEFORE_ORDER_DATE', 'Due date cannot be earlier than the order date'],
    ['ORDER_PAYMENT_TYPE_INVALID', 'Payment type must be cash, UPI or card'],
    ['ORDER_IMAGES_MAX', 'You can add at most 4 images per product'],
    ['ORDER_MEASUREMENT_VALUE_LENGTH', 'Measurement values must be at most 30 characters'],
    ['ORDER_NOTE_LENGTH', 'Note must be at most 1000 characters'],
    ['TRIAL_DATE_AFTER_DUE', 'Trial date must be on or before the due date'],
  ])('words the rule %s in English as the server answers it', (code, sentence) => {
    expect(ruleText(code)).toBe(sentence);
  });
});

describe('updateOrderStatusSchema', () => {
  it('accepts the four statuses in any casing', () => {
    expect(updateOrderStatusSchema.parse({ order_id: 'x', status: 'in process' }).status).toBe(
      'In Process',
    );
    expect(updateOrderStatusSchema.parse({ order_id: 'x', status: 'DELIVERED' }).status).toBe(
      'Delivered',
    );
  });

  it.each([
    [{ order_id: 'x' }, 'ORDER_STATUS_REQUIRED'],
    [{ order_id: 'x', status: '' }, 'ORDER_STATUS_REQUIRED'],
    [{ status: 'Completed' }, 'ORDER_ID_MISSING'],
    [{ order_id: 'x', status: 'Pending' }, 'ORDER_STATUS_INVALID'],
    [{ order_id: 'x', status: 'Shipped' }, 'ORDER_STATUS_INVALID'],
    [{ order_id: 'x', status: 'Delayed', delay_note: '  ' }, 'ORDER_DELAY_REASON_REQUIRED'],
    [
      { order_id: 'x', status: 'Delayed', delay_note: 'x'.repeat(1001) },
      'ORDER_DELAY_REASON_LENGTH',
    ],
    [
      { order_id: 'x', status: 'Completed', expected_date: '2030-01-01' },
      'ORDER_EXPECTED_DATE_ONLY_DELAYED',
    ],
  ])('refuses %j: %s', (body, message) => {
    expect(firstError(updateOrderStatusSchema.safeParse(body))).toBe(message);
  });

  it('keeps a delay reason, trimmed', () => {
    expect(
      updateOrderStatusSchema.parse({
        order_id: 'x',
        status: 'delayed',
        delay_note: ' Fabric late ',
      }).delay_note,
    ).toBe('Fabric late');
  });
});

describe('payment schemas', () => {
  it.each([0, -5, Number.NaN, 1.234])('collect refuses %s', (amount) => {
    expect(firstError(collectPaymentSchema.safeParse({ remainingAmount: amount }))).toMatch(
      /^(ORDER_PAYMENT_INVALID|AMOUNT_DECIMALS)$/,
    );
  });
  it('collect accepts a part payment and an optional payment type', () => {
    expect(collectPaymentSchema.parse({ remainingAmount: 10.5, paymentType: 'Card' })).toEqual({
      remainingAmount: 10.5,
      paymentType: 'card',
    });
  });
  it('final alteration total must be above 0', () => {
    expect(firstError(alterationPaymentSchema.safeParse({ totalAmount: 0 }))).toBe(
      'ORDER_TOTAL_INVALID',
    );
  });
});

describe('orderListQuerySchema', () => {
  it('defaults page and limit and normalises the status filter', () => {
    expect(orderListQuerySchema.parse({})).toMatchObject({ page: 1, limit: 10 });
    expect(orderListQuerySchema.parse({ status: 'due' }).status).toBe('Due');
    expect(orderListQuerySchema.parse({ status: 'completed' }).status).toBe('Completed');
    expect(orderListQuerySchema.parse({ status: 'All' }).status).toBeUndefined();
  });
  it('refuses an end date before the start date', () => {
    expect(
      firstError(
        orderListQuerySchema.safeParse({ startDate: '2030-02-02', endDate: '2030-02-01' }),
      ),
    ).toBe('ORDER_END_BEFORE_START');
  });
  it.each([
    [{ status: 'Lost' }, 'ORDER_STATUS_FILTER_INVALID'],
    [{ assignedTo: 'someone' }, 'ORDER_ASSIGNEE_FILTER_INVALID'],
    [{ orderType: 'repair' }, 'ORDER_TYPE_INVALID'],
    [{ limit: '101' }, 'ORDER_LIST_LIMIT_INVALID'],
    [{ page: '0' }, 'LIST_PAGE_INVALID'],
  ])('refuses the filter %j with its code', (query, code) => {
    expect(firstError(orderListQuerySchema.safeParse(query))).toBe(code);
  });
});

describe('the order requests’ other refusals', () => {
  const sixtyOne = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`M${i}`, '1']));
  it.each([
    [
      'a measurement value that is not text',
      () => measurementsSchema.safeParse({ Chest: true }),
      'ORDER_MEASUREMENT_VALUE_TEXT',
    ],
    [
      'measurements that are not a map',
      () => measurementsSchema.safeParse(['38']),
      'ORDER_MEASUREMENTS_MAP',
    ],
    ['61 measurements', () => measurementsSchema.safeParse(sixtyOne), 'ORDER_MEASUREMENTS_MAX'],
    [
      'images that are not a list',
      () =>
        createOrderSchema.safeParse(
          validOrder({
            products: [{ product: 'Blouse', price: 1700.5, uploadedImages: 'img-1' as never }],
          }),
        ),
      'ORDER_IMAGES_LIST',
    ],
    [
      '51 products',
      () =>
        createOrderSchema.safeParse(
          validOrder({
            products: Array.from({ length: 51 }, () => ({
              product: 'Fall',
              price: 1,
              uploadedImages: ['i'],
            })),
            totalAmount: 51,
          }),
        ),
      'ORDER_PRODUCTS_MAX',
    ],
    [
      'an unknown order type',
      () => createOrderSchema.safeParse(validOrder({ orderType: 'repair' })),
      'ORDER_TYPE_INVALID',
    ],
    [
      'an edit without its order',
      () => updateOrderSchema.safeParse({ order_id: 'x' }),
      'ORDER_DATA_MISSING',
    ],
    [
      'an edited line without its id',
      () => updateOrderSchema.safeParse({ order_id: 'x', order: { products: [{ _id: '' }] } }),
      'ORDER_PRODUCT_ID_REQUIRED',
    ],
    [
      'a long cancel reason',
      () => cancelOrderSchema.safeParse({ order_id: 'x', reason: 'x'.repeat(1001) }),
      'ORDER_CANCEL_REASON_LENGTH',
    ],
    [
      'an unknown choice for the money paid',
      () => cancelOrderSchema.safeParse({ order_id: 'x', paid_money: 'donate' }),
      'ORDER_PAID_MONEY_INVALID',
    ],
    [
      'an employee list limit of 0',
      () => assignedOrdersQuerySchema.safeParse({ limit: 0 }),
      'ORDER_LIST_LIMIT_INVALID',
    ],
    [
      'an employee list ending before it starts',
      () => assignedOrdersQuerySchema.safeParse({ startDate: '2030-02-02', endDate: '2030-02-01' }),
      'ORDER_END_BEFORE_START',
    ],
  ])('refuses %s with its code', (_name, parse, code) => {
    expect(firstError(parse())).toBe(code);
  });

  it('words them in English as the API answered before', () => {
    const english: [RuleCode, string][] = [
      ['ORDER_TOTAL_MISMATCH', 'Total amount must equal the sum of product prices'],
      ['ORDER_PRODUCTS_MAX', 'An order can have at most 50 products'],
      ['ORDER_MEASUREMENTS_MAX', 'At most 60 measurements per product'],
      ['ORDER_DELAY_REASON_LENGTH', 'Delay reason must be at most 1000 characters'],
      ['ORDER_CANCEL_REASON_LENGTH', 'Reason must be at most 1000 characters'],
      ['ORDER_LIST_LIMIT_INVALID', 'limit must be a whole number from 1 to 100'],
      [
        'ORDER_STATUS_FILTER_INVALID',
        'Status filter must be one of All, Pending, Assigned, In Process, Completed, Delayed, Delivered, Cancelled, Due',
      ],
    ];
    for (const [code, text] of english) expect(ruleText(code)).toBe(text);
    expect(customerListQuerySchema.safeParse({ limit: '1001' }).error!.issues[0]!.message).toBe(
      'CUSTOMER_LIST_LIMIT_INVALID',
    );
    expect(ruleText('CUSTOMER_LIST_LIMIT_INVALID')).toBe(
      'limit must be a whole number from 0 to 1000',
    );
  });
});

describe('rules', () => {
  it('remainingAmount is exact and never negative', () => {
    expect(remainingAmount(1700.5, 500.49)).toBe(1200.01);
    expect(remainingAmount(0, 200)).toBe(0);
    expect(sumRupees([499.99, 1200.5, 0.01])).toBe(1700.5);
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
  });

  it('canChooseStatus: Delivered is for the shopkeeper only; other statuses are not choices', () => {
    expect(canChooseStatus('shopkeeper', 'Delivered')).toBe(true);
    expect(canChooseStatus('employee', 'Delivered')).toBe(false);
    expect(canChooseStatus('employee', 'in process')).toBe(true);
    expect(canChooseStatus('shopkeeper', 'Pending')).toBe(false);
    expect(canChooseStatus('shopkeeper', 'Cancelled')).toBe(false);
  });

  it('deliveredNeeds asks for the final total of an alteration at 0, else an unpaid balance (paise)', () => {
    expect(deliveredNeeds({ orderType: 'new', totalPaise: 100000, remainingPaise: 20000 })).toBe(
      'collect-payment',
    );
    expect(deliveredNeeds({ orderType: 'new', totalPaise: 100000, remainingPaise: 0 })).toBe(
      'none',
    );
    expect(deliveredNeeds({ orderType: 'alteration', totalPaise: 0, remainingPaise: 0 })).toBe(
      'final-payment',
    );
    expect(
      deliveredNeeds({ orderType: 'alteration', totalPaise: 30000, remainingPaise: 10000 }),
    ).toBe('collect-payment');
    expect(deliveredNeeds({ orderType: 'alteration', totalPaise: 30000, remainingPaise: 0 })).toBe(
      'none',
    );
    expect(deliveredNeeds({ orderType: 'new', totalPaise: 100000, remainingPaise: 1 })).toBe(
      'collect-payment',
    );
  });

  it('awaitsFinalPrice: only an alteration still priced at 0', () => {
    expect(awaitsFinalPrice({ orderType: 'alteration', totalPaise: 0 })).toBe(true);
    expect(awaitsFinalPrice({ orderType: 'alteration', totalPaise: 1 })).toBe(false);
    expect(awaitsFinalPrice({ orderType: 'new', totalPaise: 0 })).toBe(false);
  });

  it('statusAfterAssignment: Pending and Assigned follow the assignments, other statuses stay', () => {
    expect(statusAfterAssignment(null, true)).toBe('Assigned');
    expect(statusAfterAssignment(null, false)).toBe('Pending');
    expect(statusAfterAssignment('Pending', true)).toBe('Assigned');
    expect(statusAfterAssignment('Assigned', false)).toBe('Pending');
    expect(statusAfterAssignment('Assigned', true)).toBe('Assigned');
    expect(statusAfterAssignment('In Process', false)).toBe('In Process');
    expect(statusAfterAssignment('Delayed', true)).toBe('Delayed');
    expect(statusAfterAssignment('Delivered', false)).toBe('Delivered');
  });

  it('isDue covers today and the next 6 days, overdue included, open orders only', () => {
    const today = '2030-03-28';
    expect(dueWindowEnd(today)).toBe('2030-04-03');
    expect(isDue({ status: 'Pending', dueDate: '2030-04-03' }, today)).toBe(true);
    expect(isDue({ status: 'Pending', dueDate: '2030-04-04' }, today)).toBe(false);
    expect(isDue({ status: 'In Process', dueDate: '2029-01-01' }, today)).toBe(true);
    expect(isDue({ status: 'delivered', dueDate: today }, today)).toBe(false);
    expect(isDue({ status: 'Cancelled', dueDate: today }, today)).toBe(false);
  });

  it('isOverdue: open orders whose due date has passed', () => {
    const today = '2030-03-28';
    expect(isOverdue({ status: 'Pending', dueDate: '2030-03-27' }, today)).toBe(true);
    expect(isOverdue({ status: 'Pending', dueDate: today }, today)).toBe(false);
    expect(isOverdue({ status: 'Delivered', dueDate: '2030-03-01' }, today)).toBe(false);
    expect(isOverdue({ status: 'cancelled', dueDate: '2030-03-01' }, today)).toBe(false);
    expect(isClosedStatus('Delivered')).toBe(true);
    expect(isClosedStatus('Delayed')).toBe(false);
  });

  it('normalizeOrderStatus and trackerStepIndex ignore case', () => {
    expect(normalizeOrderStatus(' in PROCESS ')).toBe('In Process');
    expect(normalizeOrderStatus('shipped')).toBeNull();
    expect(trackerStepIndex('assigned')).toBe(0);
    expect(trackerStepIndex('Completed')).toBe(2);
    expect(trackerStepIndex('deliverd')).toBe(3);
    expect(trackerStepIndex('Pending')).toBe(-1);
  });

  it('dueDateError refuses with its error code', () => {
    expect(dueDateError('', '2030-01-02')).toBe('DUE_DATE_REQUIRED');
    expect(dueDateError('2030-01-01', '2030-01-02')).toBe('DUE_DATE_PAST');
    expect(dueDateError('2030-01-02', '2030-01-02')).toBeNull();
  });

  it('expectedDateError refuses a past day with its error code', () => {
    expect(expectedDateError('2030-01-01', '2030-01-02')).toBe('EXPECTED_DATE_PAST');
    expect(expectedDateError('2030-01-02', '2030-01-02')).toBeNull();
    expect(expectedDateError(null, '2030-01-02')).toBeNull();
  });

  it('collectAmountError and finalTotalError refuse with their error codes', () => {
    expect(collectAmountError(0, 10000)).toBe('PAYMENT_AMOUNT_INVALID');
    expect(collectAmountError(10.005, 10000)).toBe('PAYMENT_AMOUNT_INVALID');
    expect(collectAmountError(1500.5, 150049)).toBe('PAYMENT_ABOVE_BALANCE');
    expect(collectAmountError(1500.49, 150049)).toBeNull();
    expect(finalTotalError(null, 10000)).toBe('TOTAL_AMOUNT_INVALID');
    expect(finalTotalError(99.99, 10000)).toBe('TOTAL_BELOW_ADVANCE');
    expect(finalTotalError(100, 10000)).toBeNull();
  });

  it('the amount messages carry the amount in en-IN rupees', () => {
    expect(amountAboveRemainingMessage(1500.49)).toBe(
      'Amount cannot exceed remaining amount (₹1,500.49)',
    );
    expect(amountAboveRemainingMessage(150000)).toBe(
      'Amount cannot exceed remaining amount (₹1,50,000)',
    );
    expect(totalBelowAdvanceMessage(100)).toBe(
      'Total amount cannot be less than advance payment (₹100)',
    );
  });
});
