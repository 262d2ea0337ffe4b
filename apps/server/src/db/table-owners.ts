/**
 * Who writes each table (STYLE.md 15): the feature folder under src/features whose files alone
 * insert, update or delete its rows. Another feature changes them through the owner's public
 * function (its index.ts), inside the caller's transaction. A few tables are written outside the
 * features: by the request plugins, the common lib, the daily jobs, or only by the triggers of the
 * migrations (the kept totals). table-owners.test.ts reads every write and holds the code to this.
 */
export const TABLE_OWNERS = {
  users: 'auth',
  otp_challenges: 'auth',
  otp_attempts: 'auth',
  stores: 'accounts',
  employees: 'employees',
  invites: 'invites',
  customers: 'customers',
  orders: 'orders',
  order_products: 'orders',
  order_status_events: 'orders',
  garment_steps: 'orders',
  order_approvals: 'orders',
  order_fit_answers: 'orders',
  product_images: 'images',
  payments: 'payments',
  gst_invoices: 'billing',
  gst_invoice_series: 'billing',
  gst_notes: 'billing',
  gst_note_series: 'billing',
  notifications: 'notifications',
  customer_messages: 'customer-messages',
  cash_counts: 'books',
  karigar_rates: 'karigars',
  karigar_ledger: 'karigars',
  push_subscriptions: 'push',
  idempotency_keys: 'plugins',
  server_secrets: 'lib',
  job_claims: 'jobs',
  store_money_months: 'triggers',
  store_revenue_days: 'triggers',
  store_order_counts: 'triggers',
  employee_work_counts: 'triggers',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;

/** Where a write may come from: a feature folder, or one of the places outside the features. */
export type TableOwner = (typeof TABLE_OWNERS)[TableName];
