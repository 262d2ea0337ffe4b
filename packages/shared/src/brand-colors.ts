import type { OrderStatus } from './orders/constants';

/**
 * The product's colours, for the staff app's theme and the server's own pages (the customer's
 * pages, the sign-in page) alike. Each tone carries white text on a chip and coloured text on
 * white at 4.5:1 or more (WCAG 1.4.3), which MUI's own info and warning and the lighter green
 * did not reach.
 */
export const BRAND_COLORS = {
  primary: '#283593',
  secondary: '#00796b',
  success: '#047857',
  info: '#0277bd',
  warning: '#c2410c',
  error: '#d32f2f',
  text: '#1c1f2e',
  textSecondary: '#5a6072',
  border: '#bdbdbd',
} as const;

export type StatusTone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/**
 * The one colour of each order status, on staff and customer screens alike: waiting amber,
 * assigned blue, in work teal, ready green, late red, handed over indigo; cancelled has none (an
 * outline).
 */
export const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone | null> = {
  Pending: 'warning',
  Assigned: 'info',
  'In Process': 'secondary',
  Completed: 'success',
  Delayed: 'error',
  Delivered: 'primary',
  Cancelled: null,
};
