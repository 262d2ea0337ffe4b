import { describe, expect, it } from 'vitest';
import { editOrderPayload, type EditOrderFormValues } from './edit-order-form';
import { makeOrderDetail } from './order-fixtures';

/** The edit form's values as opened on `order`, with `change` applied. */
function valuesOf(
  order: ReturnType<typeof makeOrderDetail>,
  change: Partial<EditOrderFormValues>,
): EditOrderFormValues {
  return {
    dueDate: order.order.dueDate,
    trial: {
      day: order.order.trialDate?.slice(0, 10) ?? '',
      time: order.order.trialDate?.slice(11, 16) ?? '',
    },
    paymentType: order.order.paymentType,
    customer: {
      name: order.customer.name,
      address: order.customer.address ?? '',
      gender: order.customer.gender ?? '',
    },
    products: order.order.products.map((line) => ({
      _id: line._id,
      name: line.product.name,
      price: String(line.price),
      note: line.note ?? '',
      assignedTo: line.assigned_to?._id ?? '',
      measurements: Object.entries(line.measurements).map(([name, value]) => ({ name, value })),
      prefilled: false,
      removed: false,
    })),
    ...change,
  };
}

describe('editOrderPayload: the trial', () => {
  it('sends a trial set with a time, as the wire writes it', () => {
    const order = makeOrderDetail({ order: { dueDate: '2099-01-10' } });
    const payload = editOrderPayload(
      order,
      valuesOf(order, { trial: { day: '2099-01-05', time: '17:30' } }),
      'shopkeeper',
    );
    expect(payload.order).toEqual({ trialDate: '2099-01-05T17:30' });
  });

  it('sends null for a trial removed, and nothing for one left as it was', () => {
    const order = makeOrderDetail({ order: { dueDate: '2099-01-10', trialDate: '2099-01-05' } });
    expect(
      editOrderPayload(order, valuesOf(order, { trial: { day: '', time: '' } }), 'shopkeeper')
        .order,
    ).toEqual({ trialDate: null });
    expect(editOrderPayload(order, valuesOf(order, {}), 'shopkeeper').order).toEqual({});
    expect(
      editOrderPayload(
        order,
        valuesOf(order, { trial: { day: '2099-01-05', time: '11:00' } }),
        'employee',
      ).order,
    ).toEqual({ trialDate: '2099-01-05T11:00' });
  });
});
