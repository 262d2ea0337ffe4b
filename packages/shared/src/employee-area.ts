import { z } from 'zod';
import { PAGE_SIZE_EMPLOYEE_CREATED_ORDERS, PAGE_SIZE_ORDERS } from './constants';
import { pageSchema } from './customers';
import { businessDateSchema } from './dates-schemas';
import { employeeSchema } from './employees';
import { EMPLOYEE_NOT_FOUND, POSITIONS } from './employees-rules';
import { ORDER_CODES } from './orders/messages';
import { ORDER_LIST_LIMIT_MAX, ORDER_STATUSES, ORDER_TYPES } from './orders/constants';
import { orderStatusFilterSchema } from './orders/change-order-schemas';
import {
  memberOrderDetailSchema,
  memberOrderProductSchema,
  memberOrderSchema,
} from './price-visibility';

/** Texts of the employee screens when their data fails to load. */
export const EMPLOYEE_AREA_MESSAGES = {
  dashboardFailed: 'Failed to fetch employee dashboard data. Please try again later.',
  createdOrdersFailed: 'Failed to fetch employee created orders. Please try again later.',
  productNotFound: 'Product not found',
  employeeNotFound: EMPLOYEE_NOT_FOUND,
} as const;

/** How many orders the employee dashboard lists under "due soon" and "recently created". */
export const EMPLOYEE_DASHBOARD_DUE_SOON_MAX = 20;
export const EMPLOYEE_DASHBOARD_RECENT_MAX = 5;

/** GET /get_employee_details: the caller's own employee record in the selected store. */
export const employeeDetailsSchema = employeeSchema.omit({ sign_in: true }).extend({
  store_id: z.string(),
  store_name: z.string(),
  /** When the record was created (the invite accepted, or the shopkeeper added them). */
  joined_at: z.string(),
});
export type EmployeeDetails = z.infer<typeof employeeDetailsSchema>;

/**
 * GET /employee/assignees: who an employee may assign a product line to when creating an order,
 * the active staff of the selected store by name. Only what the choice needs: no phones or emails.
 */
export const assigneeListSchema = z.object({
  employees: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      position: z.enum(POSITIONS),
      /** The caller's own record (for the shopkeeper: their own row, shown as 'Me'). */
      is_me: z.boolean(),
      /** The shop owner's row: the owner can be assigned garments too. */
      is_owner: z.boolean().optional(),
    }),
  ),
});
export type AssigneeList = z.infer<typeof assigneeListSchema>;
export type Assignee = AssigneeList['employees'][number];

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const limitMessage = ORDER_CODES.ORDER_LIST_LIMIT_INVALID;

/** Query of GET /employee/orders and /employee/orders/created: dates filter the order date, inclusive. */
export function employeeOrderListQuerySchema(defaultLimit: number) {
  return z
    .object({
      page: pageSchema.default(1),
      limit: z.coerce
        .number({ error: limitMessage })
        .int(limitMessage)
        .min(1, limitMessage)
        .max(ORDER_LIST_LIMIT_MAX, limitMessage)
        .default(defaultLimit),
      status: orderStatusFilterSchema.optional(),
      startDate: z.preprocess(emptyToUndefined, businessDateSchema.optional()),
      endDate: z.preprocess(emptyToUndefined, businessDateSchema.optional()),
    })
    .refine((q) => !q.startDate || !q.endDate || q.endDate >= q.startDate, {
      message: ORDER_CODES.ORDER_END_BEFORE_START,
      path: ['endDate'],
    });
}

/** GET /employee/orders: 10 a page, like the shop's order list. */
export const assignedOrdersQuerySchema = employeeOrderListQuerySchema(PAGE_SIZE_ORDERS);
/** GET /employee/orders/created: the first page holds 20. */
export const createdOrdersQuerySchema = employeeOrderListQuerySchema(
  PAGE_SIZE_EMPLOYEE_CREATED_ORDERS,
);
export type EmployeeOrderListQueryInput = z.input<typeof assignedOrdersQuerySchema>;
export type EmployeeOrderListQuery = z.output<typeof assignedOrdersQuerySchema>;

/**
 * A page of order objects, newest first. In the employee's
 * views money is null when their position may not see prices (price-visibility.ts).
 */
export const employeeOrderListSchema = z.object({
  orders: z.array(memberOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
  has_more: z.boolean(),
});
export type EmployeeOrderList = z.infer<typeof employeeOrderListSchema>;

/** GET /employee/orders/{id}: the order with its customer, status history and payments. */
export const employeeOrderSchema = memberOrderDetailSchema;
export type EmployeeOrder = z.infer<typeof employeeOrderSchema>;

/** GET /employee/products/{id}: one product line with measurements and image URLs, and its order. */
export const employeeProductSchema = memberOrderProductSchema.extend({
  order_id: z.string(),
  order_number: z.number().int(),
  customer_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  delay_note: z.string().nullable(),
  orderType: z.enum(ORDER_TYPES),
  orderDate: z.string(),
  dueDate: z.string(),
});
export type EmployeeProduct = z.infer<typeof employeeProductSchema>;

/**
 * GET /employee/dashboard: the product lines assigned to the caller by their order's status, the
 * orders with the caller's work that are due within 7 days or overdue (earliest first), and the
 * orders the caller created.
 */
export const employeeDashboardSchema = z.object({
  assigned: z.object({
    total: z.number().int(),
    by_status: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  }),
  due_soon: z.array(memberOrderSchema),
  created_count: z.number().int(),
  recent_created: z.array(memberOrderSchema),
});
export type EmployeeDashboard = z.infer<typeof employeeDashboardSchema>;
