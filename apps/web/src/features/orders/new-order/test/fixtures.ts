import type { CustomerDetail } from '@tailor/shared/customers';
import type { Employee } from '@tailor/shared/employees';
import type { Order } from '@tailor/shared/orders/responses';

export const ravi: Employee = {
  _id: 'emp-1',
  name: 'Ravi Kumar',
  phone: '9876500001',
  email: null,
  position: 'tailor',
  experience: 6,
  specialization: "men's wear",
  active: true,
  sign_in: 'can_sign_in',
};

export const asha: CustomerDetail = {
  _id: 'cust-1',
  name: 'Asha Verma',
  gender: 'male',
  mobile_no: '9123456789',
  address: '22 MG Road, Navrangpura',
  relation: 'self',
  date_of_birth: null,
  gstin: null,
  people_on_mobile: 1,
  order_count: 2,
  last_order_date: '2026-10-01',
  created_at: '2026-01-10T10:00:00.000Z',
  share_link: 'http://localhost/shared_customer_orders/token',
};

export function createdOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-42',
    order_id: 'order-42',
    order_number: 42,
    customer_name: 'Asha Verma',
    customer_mobile_no: '9876543210',
    customer_id: 'cust-1',
    status: 'Assigned',
    delay_note: null,
    expected_date: null,
    share_token: 'share',
    share_link: 'http://localhost/shared_order/share',
    created_at: '2026-11-21T10:00:00.000Z',
    order: {
      orderType: 'new',
      totalAmount: 499.99,
      advancePayment: 0,
      paidAmount: 0,
      remainingAmount: 499.99,
      status: 'Assigned',
      orderDate: '2026-11-21',
      dueDate: '2026-12-01',
      trialDate: null,
      paymentType: 'cash',
      products: [],
    },
    ...overrides,
  };
}
