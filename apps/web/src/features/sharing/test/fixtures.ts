import type {
  SharedCustomerOrder,
  SharedCustomerOrders,
  SharedOrder,
} from '@tailor/shared/sharing';
import { vi } from 'vitest';

export function makeSharedOrder(order: Partial<SharedOrder['order']> = {}): SharedOrder {
  return {
    shop_name: 'Sai Tailors',
    customer_name: 'Asha Rao',
    shop_language: 'en',
    customer_pdf_url: '/api/generate_customer_billing_pdf/order-1?token=tok_123456789012345',
    order: {
      order_number: 42,
      status: 'Assigned',
      totalAmount: 2700,
      advancePayment: 1000,
      paidAmount: 1000,
      remainingAmount: 1700,
      orderDate: '2026-11-05',
      dueDate: '2026-11-20',
      delay_note: null,
      expected_date: null,
      products: ['Shirt', 'Trouser'],
      ...order,
    },
  };
}

export function makeHistoryOrder(
  n: number,
  order: Partial<SharedCustomerOrder> = {},
): SharedCustomerOrder {
  return {
    _id: `order-${n}`,
    order_number: n,
    orderDate: '2026-11-05',
    status: 'Assigned',
    totalAmount: 1000 * n,
    dueDate: '2026-11-20',
    delay_note: null,
    expected_date: null,
    share_link: `http://localhost:3000/shared_order/token-${n}`,
    products: ['Shirt'],
    ...order,
  };
}

export function makeHistory(orders: SharedCustomerOrder[]): SharedCustomerOrders {
  return {
    store_name: 'Sai Tailors',
    customer_name: 'Asha Rao',
    shop_language: 'en',
    orders,
  };
}

/** Makes the screen a phone (below MUI's sm breakpoint, 600 px) or a wide screen for useMediaQuery. */
export function useScreen(kind: 'phone' | 'wide') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: kind === 'phone' && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
