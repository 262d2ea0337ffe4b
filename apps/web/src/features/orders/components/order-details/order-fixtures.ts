import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Order, OrderDetail, OrderProduct } from '@tailor/shared/orders/responses';
import { ruleParams, ruleText, type RuleCode } from '@tailor/shared/rule-codes';
import { i18n } from '../../../../lib/i18n';
import { jsonResponse } from '../../../../test/responses';

/** Test data shaped exactly like the API's answers (the screens parse them with the shared schemas). */

export function makeProduct(overrides: Partial<OrderProduct> = {}): OrderProduct {
  return {
    _id: 'product-1',
    product: { name: 'Shirt' },
    price: 1200,
    measurements: { Chest: '40', Sleeve: '24.5' },
    measurement_unit: 'in',
    note: 'Slim fit',
    uploadedImages: ['/api/images/key-a', '/api/images/key-b'],
    assigned_to: { _id: 'emp-1', name: 'Ravi Kumar' },
    ...overrides,
  };
}

type OrderOverrides = Omit<Partial<Order>, 'order'> & { order?: Partial<Order['order']> };

export function makeOrder(overrides: OrderOverrides = {}): Order {
  const { order, ...top } = overrides;
  const status = top.status ?? 'Assigned';
  return {
    _id: 'order-1',
    order_id: 'order-1',
    order_number: 42,
    customer_name: 'Anil Sharma',
    customer_mobile_no: '9876543210',
    customer_id: 'customer-1',
    status,
    delay_note: null,
    expected_date: null,
    share_token: 'share-token',
    share_link: 'http://localhost/shared_order/share-token',
    created_at: '2026-11-05T09:30:00.000Z',
    ...top,
    order: {
      orderType: 'new',
      totalAmount: 2700,
      advancePayment: 1000,
      paidAmount: 1000,
      remainingAmount: 1700,
      status,
      orderDate: '2026-11-05',
      dueDate: '2026-11-12',
      trialDate: null,
      paymentType: 'upi',
      products: [
        makeProduct(),
        makeProduct({
          _id: 'product-2',
          product: { name: 'Trouser' },
          price: 1500,
          measurements: { Waist: '34' },
          note: null,
          uploadedImages: [],
          assigned_to: { _id: 'emp-2', name: 'Sunita Devi' },
        }),
      ],
      ...order,
    },
  };
}

export function makeOrderDetail(
  overrides: OrderOverrides &
    Partial<
      Pick<OrderDetail, 'customer' | 'status_history' | 'payments' | 'cancellation' | 'upi_payee'>
    > = {},
): OrderDetail {
  const { customer, status_history, payments, cancellation, upi_payee, ...rest } = overrides;
  return {
    ...makeOrder(rest),
    customer: customer ?? {
      _id: 'customer-1',
      name: 'Anil Sharma',
      gender: 'male',
      mobile_no: '9876543210',
      address: '22 Ashram Road, Ahmedabad',
    },
    status_history: status_history ?? [
      {
        from: null,
        to: 'Assigned',
        note: null,
        by_name: 'Meena Patel',
        at: '2026-11-05T09:30:00.000Z',
        changes: [],
      },
    ],
    payments: payments ?? [
      {
        _id: 'pay-1',
        amount: 1000,
        kind: 'advance',
        method: 'upi',
        at: '2026-11-05T09:30:00.000Z',
        recorded_by_name: 'Meena Patel',
      },
    ],
    cancellation: cancellation ?? null,
    upi_payee: upi_payee ?? null,
    trial_answer: null,
  };
}

export type StubCall = { method: string; url: string; body: unknown };
export type StubAnswer = { status?: number; body?: unknown } | 'network-error' | Promise<never>;

/** The API's 400 for a request a shared rule refused: its English sentence, its rule and field. */
export function ruleRefusal(rule: RuleCode, field: string): StubAnswer {
  return {
    status: 400,
    body: {
      error: ruleText(rule),
      code: 'VALIDATION_FAILED',
      params: { ...ruleParams(rule), rule, field },
    },
  };
}

/** Runs `test` with the interface in `lng`, and in English again after it. */
export async function inLanguage(lng: string, test: () => Promise<void>): Promise<void> {
  await act(() => i18n.changeLanguage(lng));
  try {
    await test();
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
}

/** Replaces fetch with `answer(call)` and records every call. */
export function stubFetch(answer: (call: StubCall) => StubAnswer) {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const result = answer(call);
      if (result instanceof Promise) return result;
      if (result === 'network-error') throw new TypeError('Failed to fetch');
      return jsonResponse(result.body ?? null, result.status ?? 200);
    }),
  );
  return calls;
}
