import type { CustomerPageTexts, OrderStatusNames } from './texts';

export const chooseLanguage = 'Choose language';

export const orderStatus: OrderStatusNames = {
  pending: 'Pending',
  assigned: 'Assigned',
  inProcess: 'In Process',
  completed: 'Completed',
  delayed: 'Delayed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const pages: CustomerPageTexts = {
  order: {
    title: 'Order Tracking',
    orderNumber: 'Order #{{number}}',
    orderNumberLabel: 'Order Number',
    totalAmount: 'Total Amount',
    advancePaid: 'Advance Paid',
    paidSoFar: 'Paid so far',
    remainingAmount: 'Remaining Amount',
    currentStatus: 'Current Status',
    orderDate: 'Order Date',
    dueDate: 'Due Date',
    progress: 'Order Progress',
    pendingNote: 'Your order has been received. Work starts once it is assigned to a tailor.',
    delayedNote: 'Your order is delayed. The shop will finish it as soon as possible.',
    cancelledNote: 'This order was cancelled.',
    deliveredNote: 'Your order has been delivered. Thank you!',
    products: 'Ordered Products',
    productNumber: 'Product #{{number}}',
    noProducts: 'No products in this order.',
    downloadBill: 'Download bill',
    errorTitle: 'Error Loading Order',
    errorText: 'Failed to fetch order details.',
    retry: 'Try again',
  },
  history: {
    title: 'Order History',
    orderCount: '{{count}} Order(s)',
    ordersLabel: 'Orders of {{name}}',
    orderNumber: 'Order #{{number}}',
    orderDate: 'Order Date',
    total: 'Total',
    dueDate: 'Due Date',
    status: 'Status',
    products: 'Products',
    delivered: 'Delivered',
    trackOrder: 'Track Order',
    trackOrderLabel: 'Track order #{{number}} (opens in a new tab)',
    emptyTitle: 'No Orders Found',
    emptyText: "This customer doesn't have any orders yet.",
    errorTitle: 'Error Loading Customer Details',
    errorText: 'Failed to fetch data',
    customerNotFound: 'Customer not found',
    retry: 'Try again',
  },
  delay: {
    title: 'Your order is delayed',
    reason: 'Reason from the shop: {{reason}}',
    expectedDate: 'New expected date: {{date}}',
  },
  preview: {
    orderDescription: 'Track the progress of your order at {{shop}}.',
    historyDescription: 'All your orders at {{shop}}, with their status.',
  },
};
