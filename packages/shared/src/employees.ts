import { z } from 'zod';
import { nameField, optionalEmailSchema } from './accounts';
import { phoneSchema } from './auth';
import { pageSchema } from './customers';
import { ORDER_STATUSES } from './orders/constants';
import { codesOf } from './rules';
import {
  ASSIGNMENTS_LIMIT_MAX,
  EMPLOYEE_RULES,
  INVITE_DELIVERIES,
  MAX_EXPERIENCE_YEARS,
  POSITIONS,
  SIGN_IN_STATES,
  SPECIALIZATIONS,
} from './employees-rules';

export const EMPLOYEE_CODES = codesOf(EMPLOYEE_RULES);

/**
 * POST /add_employee: creates an employee, or updates the one named by `_id`.
 * Name, phone, experience and specialization are required; email and position are not
 * (position defaults to tailor).
 */
export const addEmployeeSchema = z.object({
  _id: z.string().optional(),
  name: nameField({
    required: EMPLOYEE_CODES.EMPLOYEE_NAME_REQUIRED,
    min: EMPLOYEE_CODES.EMPLOYEE_NAME_MIN,
    max: EMPLOYEE_CODES.EMPLOYEE_NAME_MAX,
  }),
  phone: phoneSchema,
  email: optionalEmailSchema,
  position: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v ? v : 'tailor'))
    .pipe(z.enum(POSITIONS, EMPLOYEE_CODES.EMPLOYEE_POSITION_INVALID)),
  experience: z
    .number({ error: EMPLOYEE_CODES.EMPLOYEE_EXPERIENCE_REQUIRED })
    .int(EMPLOYEE_CODES.EMPLOYEE_EXPERIENCE_WHOLE)
    .min(0, EMPLOYEE_CODES.EMPLOYEE_EXPERIENCE_NEGATIVE)
    .max(MAX_EXPERIENCE_YEARS, EMPLOYEE_CODES.EMPLOYEE_EXPERIENCE_MAX),
  specialization: z
    .string({ error: EMPLOYEE_CODES.EMPLOYEE_SPECIALIZATION_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, EMPLOYEE_CODES.EMPLOYEE_SPECIALIZATION_REQUIRED)
    .pipe(z.enum(SPECIALIZATIONS, EMPLOYEE_CODES.EMPLOYEE_SPECIALIZATION_INVALID)),
  /**
   * Adding someone new can invite them to sign in, in the same transaction: 'sms' also texts them
   * the link through the shop's message transport; 'link' only makes it (the shop shares it, e.g.
   * on WhatsApp). Absent: a record only. Ignored when updating.
   */
  send_invite: z.enum(INVITE_DELIVERIES, EMPLOYEE_CODES.EMPLOYEE_SEND_INVITE_INVALID).optional(),
});
export type AddEmployeeInput = z.input<typeof addEmployeeSchema>;
export type AddEmployee = z.output<typeof addEmployeeSchema>;

/** One employee as the API answers it. Invited employees may have no experience or specialization yet. */
export const employeeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  position: z.enum(POSITIONS),
  experience: z.number().int().nullable(),
  specialization: z.enum(SPECIALIZATIONS).nullable(),
  active: z.boolean(),
  sign_in: z.enum(SIGN_IN_STATES),
});
export type Employee = z.infer<typeof employeeSchema>;

/**
 * POST /add_employee answer: the employee, and when `send_invite` was asked the invite made with
 * them (its link to share) and whether the SMS went out (null when none was asked).
 */
export const savedEmployeeSchema = employeeSchema.extend({
  invite: z
    .object({
      invite_link: z.string(),
      token: z.string(),
      expires_at: z.string(),
      sms: z.enum(['sent', 'failed']).nullable(),
    })
    .nullable()
    .optional(),
});
export type SavedEmployee = z.infer<typeof savedEmployeeSchema>;

/** GET /get_employees: the shop's active employees, by name. */
export const employeeListSchema = z.object({ employees: z.array(employeeSchema) });
export type EmployeeList = z.infer<typeof employeeListSchema>;

/** GET /get_employees query: the list holds active employees unless include_inactive is true. */
export const employeeListQuerySchema = z.object({
  include_inactive: z
    .enum(['true', 'false'], 'include_inactive must be true or false')
    .optional()
    .transform((v) => v === 'true'),
});

/** GET /employees/{id}, PUT /employees/{id}/deactivate and /activate. */
export const employeeDetailSchema = employeeSchema.extend({
  /** Whether a person signs in as this employee (an accepted invite), or it is a record only. */
  has_login: z.boolean(),
  created_at: z.string(),
  /** Product lines assigned to them, and those of orders not yet Delivered or Cancelled. */
  assigned_products: z.number().int(),
  open_products: z.number().int(),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

export const PAGE_SIZE_ASSIGNMENTS = 10;
const assignmentsLimitMessage = EMPLOYEE_CODES.EMPLOYEE_ASSIGNMENTS_LIMIT_INVALID;

/** GET /get_assigned_products/{employeeId} query. */
export const assignedProductsQuerySchema = z.object({
  page: pageSchema.default(1),
  limit: z.coerce
    .number({ error: assignmentsLimitMessage })
    .int(assignmentsLimitMessage)
    .min(1, assignmentsLimitMessage)
    .max(ASSIGNMENTS_LIMIT_MAX, assignmentsLimitMessage)
    .default(PAGE_SIZE_ASSIGNMENTS),
});
export type AssignedProductsQuery = z.output<typeof assignedProductsQuerySchema>;

/** One product line assigned to the employee, with its order's number, customer, status and due date. */
export const assignmentSchema = z.object({
  _id: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  customer_name: z.string(),
  product_name: z.string(),
  price: z.number(),
  status: z.enum(ORDER_STATUSES),
  due_date: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** GET /get_assigned_products/{employeeId}: newest orders first. */
export const assignedProductsSchema = z.object({
  assignments: z.array(assignmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
  error: z.null(),
});
export type AssignedProducts = z.infer<typeof assignedProductsSchema>;
