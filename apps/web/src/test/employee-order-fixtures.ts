import type { EmployeeOrderList } from '@tailor/shared/employee-area';
import type { Order, OrderProduct } from '@tailor/shared/orders/responses';
import { vi } from 'vitest';
import { jsonResponse } from './responses';

export type StubAnswer = { status?: number; body?: unknown };
export type StubCall = { method: string; path: string; query: URLSearchParams };

/** Replaces fetch with `answer(call)` and records every call. */
export function stubApi(answer: (call: StubCall) => StubAnswer) {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams };
      // The shop's load, read for its buffer days: none here, and not one of the calls under test.
      if (call.path === '/api/capacity') {
        const from = url.searchParams.get('from')!;
        return jsonResponse({
          from,
          to: url.searchParams.get('to'),
          daily_capacity: null,
          buffer_days: 0,
          days: [],
        });
      }
      calls.push(call);
      const result = answer(call);
      return jsonResponse(result.body ?? null, result.status ?? 200);
    }),
  );
  return calls;
}

export function makeProduct(overrides: Partial<OrderProduct> = {}): OrderProduct {
  return {
    _id: 'product-1',
    product: { name: 'Shirt' },
    price: 1200,
    measurements: { Chest: '40', Sleeve: '24 1/2' },
    measurement_unit: 'in',
    note: 'Slim fit',
    uploadedImages: [],
    assigned_to: { _id: 'me', name: 'Kiran Desai' },
    ...overrides,
  };
}

/** An order with one product of mine and one of a colleague. */
export function makeOrder(n: number, overrides: Partial<Order> = {}): Order {
  const status = overrides.status ?? 'Assigned';
  return {
    _id: `order-${n}`,
    order_id: `order-${n}`,
    order_number: n,
    customer_name: `Customer ${n}`,
    customer_mobile_no: '9876543210',
    customer_id: `customer-${n}`,
    status,
    delay_note: null,
    expected_date: null,
    share_token: `share-${n}`,
    share_link: `http://localhost/shared_order/share-${n}`,
    created_at: '2026-11-05T09:30:00.000Z',
    ...overrides,
    order: {
      orderType: 'new',
      totalAmount: 2700,
      advancePayment: 1000,
      paidAmount: 1000,
      remainingAmount: 1700,
      status,
      orderDate: '2026-11-05',
      dueDate: '2099-11-12',
      trialDate: null,
      paymentType: 'upi',
      products: [
        makeProduct({ _id: `product-${n}-a` }),
        makeProduct({
          _id: `product-${n}-b`,
          product: { name: 'Trouser' },
          assigned_to: { _id: 'colleague', name: 'Ravi Kumar' },
        }),
      ],
    },
  };
}

/** One page of `all` as GET /employee/orders(/created) answers it for `page` and `limit`. */
export function pageOf(all: Order[], query: URLSearchParams): EmployeeOrderList {
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  const orders = all.slice((page - 1) * limit, page * limit);
  const totalPages = Math.max(1, Math.ceil(all.length / limit));
  return {
    orders,
    total: all.length,
    page,
    limit,
    total_pages: totalPages,
    has_more: page < totalPages,
  };
}
