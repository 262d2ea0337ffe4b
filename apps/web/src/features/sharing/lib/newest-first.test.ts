import { describe, expect, it } from 'vitest';
import type { SharedCustomerOrder } from '@tailor/shared/sharing';
import { newestFirst } from './newest-first';

function order(id: string, orderDate: string): SharedCustomerOrder {
  return {
    _id: id,
    order_number: Number(id),
    orderDate,
    status: 'Assigned',
    totalAmount: 100,
    dueDate: orderDate,
    delay_note: null,
    expected_date: null,
    share_link: `http://x/shared_order/${id}`,
    products: [],
  };
}

describe('newestFirst', () => {
  it('sorts by order date, newest first, keeping the given order within a day', () => {
    const sorted = newestFirst([
      order('1', '2026-01-05'),
      order('2', '2026-03-01'),
      order('3', '2025-12-31'),
      order('4', '2026-03-01'),
    ]);
    expect(sorted.map((o) => o._id)).toEqual(['2', '4', '1', '3']);
  });
});
