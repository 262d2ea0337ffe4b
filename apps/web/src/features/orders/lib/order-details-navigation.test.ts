import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderDetail } from '../components/order-details/order-fixtures';
import { orderFromNavigationState, orderIdFrom } from './order-details-navigation';

describe('orderFromNavigationState', () => {
  it('takes a list order and its customer from state, without history or payments', () => {
    const view = orderFromNavigationState(
      {
        order: makeOrder(),
        customer: { _id: 'customer-1', name: 'Anil Sharma', mobile_no: '9876543210' },
      },
      'order-1',
    );
    expect(view?._id).toBe('order-1');
    expect(view?.customer).toEqual({
      _id: 'customer-1',
      name: 'Anil Sharma',
      mobile_no: '9876543210',
      gender: null,
      address: null,
    });
    expect(view?.status_history).toBeNull();
    expect(view?.payments).toBeNull();
  });

  it('keeps a whole order detail as it is', () => {
    const detail = makeOrderDetail();
    expect(orderFromNavigationState({ order: detail }, null)).toEqual(detail);
  });

  it('has no customer when state names none', () => {
    expect(orderFromNavigationState({ order: makeOrder() }, 'order-1')?.customer).toBeNull();
  });

  it('ignores state for another order, of the wrong shape, or absent', () => {
    expect(orderFromNavigationState({ order: makeOrder() }, 'order-2')).toBeNull();
    expect(orderFromNavigationState({ order: { _id: 'order-1' } }, 'order-1')).toBeNull();
    expect(orderFromNavigationState(null, 'order-1')).toBeNull();
    expect(orderFromNavigationState('order-1', 'order-1')).toBeNull();
  });
});

describe('orderIdFrom', () => {
  const none = new URLSearchParams();
  it('reads the path, then ?id=, then the state', () => {
    expect(orderIdFrom({ pathId: 'a', search: new URLSearchParams('id=b'), state: null })).toBe(
      'a',
    );
    expect(
      orderIdFrom({ pathId: undefined, search: new URLSearchParams('id=b'), state: null }),
    ).toBe('b');
    expect(orderIdFrom({ pathId: undefined, search: none, state: { order: { _id: 'c' } } })).toBe(
      'c',
    );
    expect(orderIdFrom({ pathId: ' ', search: none, state: { order: {} } })).toBeNull();
  });
});
