import { describe, expect, it } from 'vitest';
import { createOrderSchema } from '@tailor/shared/orders/create-order-schemas';
import { buildOrderPayload } from './build-order-payload';
import { newProduct, OTHER_GARMENT, type OrderFormValues } from './order-form-values';

const image = (id: string) => ({
  localId: `local-${id}`,
  fileName: `${id}.png`,
  previewUrl: `blob:${id}`,
  status: 'done' as const,
  progress: 1,
  id,
  error: null,
});

const values: OrderFormValues = {
  gender: 'female',
  customer: { mobile_no: '9123456789', name: '  Asha   Verma ', address: ' 22 MG Road ' },
  products: [
    {
      ...newProduct(),
      garment: 'Blouse',
      price: '499.99',
      measurements: [
        { name: 'Bust', value: ' 34 ' },
        { name: 'Waist', value: '' },
      ],
      note: '  Deep back  ',
      images: [image('img-1'), image('img-2')],
      assignedTo: 'emp-1',
    },
    {
      ...newProduct(),
      garment: OTHER_GARMENT,
      customName: ' Dupatta edging ',
      price: '1200.5',
      images: [image('img-3')],
      assignedTo: 'emp-2',
    },
  ],
  advancePayment: '700.49',
  paymentType: 'upi',
  orderDate: '2026-11-21',
  dueDate: '2026-11-30',
};

describe('buildOrderPayload', () => {
  it('makes the POST /create_order body the server checks', () => {
    const payload = buildOrderPayload(values, 'new');
    expect(payload).toEqual({
      customer: {
        name: 'Asha Verma',
        mobile_no: '9123456789',
        address: '22 MG Road',
        gender: 'female',
      },
      order: {
        orderType: 'new',
        totalAmount: 1700.49,
        advancePayment: 700.49,
        paymentType: 'upi',
        orderDate: '2026-11-21',
        dueDate: '2026-11-30',
        products: [
          {
            product: { name: 'Blouse' },
            price: 499.99,
            measurements: { Bust: '34' },
            note: 'Deep back',
            assigned_to: 'emp-1',
            uploadedImages: ['img-1', 'img-2'],
          },
          {
            product: { name: 'Dupatta edging' },
            price: 1200.5,
            measurements: {},
            note: null,
            assigned_to: 'emp-2',
            uploadedImages: ['img-3'],
          },
        ],
      },
    });
    expect(createOrderSchema.safeParse(payload).success).toBe(true);
  });

  it('sends blank amounts as 0 for an alteration', () => {
    const alteration = buildOrderPayload(
      {
        ...values,
        advancePayment: '',
        products: [{ ...values.products[0]!, price: '', images: [] }],
      },
      'alteration',
    );
    expect(alteration.order).toMatchObject({
      orderType: 'alteration',
      totalAmount: 0,
      advancePayment: 0,
    });
    expect(alteration.order.products[0]).toMatchObject({ price: 0, uploadedImages: [] });
    expect(createOrderSchema.safeParse(alteration).success).toBe(true);
  });

  it('sends the trial as the wire writes it, and leaves it out when there is none', () => {
    const timed = buildOrderPayload(
      { ...values, trial: { day: '2026-11-28', time: '17:30' } },
      'new',
    );
    expect(timed.order.trialDate).toBe('2026-11-28T17:30');
    expect(createOrderSchema.safeParse(timed).success).toBe(true);
    const day = buildOrderPayload({ ...values, trial: { day: '2026-11-28', time: '' } }, 'new');
    expect(day.order.trialDate).toBe('2026-11-28');
    expect('trialDate' in buildOrderPayload(values, 'new').order).toBe(false);
  });
});

describe('buildOrderPayload: who on the number the order is for', () => {
  it('names the person chosen among those on the number', () => {
    const payload = buildOrderPayload(
      { ...values, customer: { ...values.customer, id: 'cust-2', newPerson: false, relation: '' } },
      'new',
    );
    expect(payload.customer).toMatchObject({ customerId: 'cust-2' });
    expect(payload.customer).not.toHaveProperty('newPerson');
    expect(createOrderSchema.safeParse(payload).success).toBe(true);
  });

  it('says someone new is added, with their relation, and never a person chosen before', () => {
    const payload = buildOrderPayload(
      {
        ...values,
        customer: { ...values.customer, id: 'cust-2', newPerson: true, relation: 'son' },
      },
      'new',
    );
    expect(payload.customer).toMatchObject({ newPerson: true, relation: 'son' });
    expect(payload.customer).not.toHaveProperty('customerId');
  });

  it('leaves the choice to the number and the name for a draft kept before families were', () => {
    const payload = buildOrderPayload(values, 'new');
    expect(Object.keys(payload.customer).sort()).toEqual([
      'address',
      'gender',
      'mobile_no',
      'name',
    ]);
  });
});
