// The text namespaces of the orders pages and parts (see lib/page-texts.ts). The order forms and
// the order's page also show capacity's load under the due date and beside an assignment
// (CAPACITY_LOAD_TEXTS): the router adds that list, since reading it here through capacity's
// index would pull capacity's components into the entry chunk with this module.

/** The new order, add order and alteration order forms (new-order/). */
export const ORDER_FORM_TEXTS: readonly string[] = ['common', 'errors', 'newOrder'];
/** The staff order detail: the order, its payments, status and garments, and Edit order. */
export const ORDER_DETAILS_TEXTS: readonly string[] = [
  'common',
  'errors',
  'newOrder',
  'orderDetails',
  'public',
];
/** The order list page, and its list of orders (also on a customer's page). */
export const ORDER_LIST_TEXTS: readonly string[] = ['common', 'dataList', 'orderList', 'public'];
/** The employee's dashboard, assigned orders and created orders pages. */
export const EMPLOYEE_ORDER_LIST_TEXTS: readonly string[] = [
  'common',
  'dataList',
  'employeeArea',
  'public',
];
/** The employee's page of one product of an order. */
export const PRODUCT_DETAILS_TEXTS: readonly string[] = [
  'common',
  'employeeArea',
  'newOrder',
  'orderDetails',
  'public',
];
/** A garment by its tag (/app/g/:tag, /employee/g/:tag), and the scanner's garment card. */
export const GARMENT_PAGE_TEXTS: readonly string[] = [
  'common',
  'errors',
  'garments',
  'newOrder',
  'orderDetails',
  'public',
];
/** The garment tag scanner above the order lists (its code loads when opened, its texts with the list). */
export const SCAN_TEXTS: readonly string[] = ['common', 'errors', 'garments'];
