import { z } from 'zod';
import { addDays, daysBetween, isIsoDate } from './dates';
import { businessDateSchema, isoDateSchema } from './dates-schemas';
import { ORDER_STATUSES, ORDER_TYPES } from './orders/constants';
import { codesOf, ruleIssue } from './rules';
import {
  BUFFER_DAYS_MAX,
  CAPACITY_RANGE_MAX_DAYS,
  CAPACITY_RULES,
  DAILY_CAPACITY_MAX,
  EMPLOYEE_CAPACITY_MAX,
} from './capacity-rules';

/*
 * The capacity calendar (workshop issue, item 2): how many garments the shop can finish a day, and
 * how many it has already promised on each day.
 *
 * A day's load is the number of garments (product lines) of the open orders whose work day it is:
 * orders not Completed, Delivered or Cancelled (a Completed garment is stitched; it waits only to
 * be collected). Alteration orders are orders with garments like any other and count the same way.
 * The work day is the order's due date, or, while it is Delayed with a new expected date, that
 * date: the garment will be worked on by then, so its load moves with it.
 *
 * Capacity is optional: without a daily capacity the shop does no capacity planning, the calendar
 * shows loads only and nothing warns. A day is full when its load has reached the capacity (no room
 * for another garment); the shop may still promise it. Per-employee capacities, when set, are shown
 * beside the load of each employee's assigned garments.
 *
 * Buffer days: staff work to an internal target date, the work day less the buffer days, never
 * before the order was taken. Customers never see it (tracking page, messages and bills keep the
 * due date).
 */

/** Statuses whose garments are still to be made: every status but these counts. */
export const CAPACITY_DONE_STATUSES = ['Completed', 'Delivered', 'Cancelled'] as const;

const CAPACITY_CODES = codesOf(CAPACITY_RULES);

/** Settings: garments a day for the whole shop; null: no capacity planning. */
export const dailyCapacitySchema = z
  .number({ error: CAPACITY_CODES.DAILY_CAPACITY_INVALID })
  .int(CAPACITY_CODES.DAILY_CAPACITY_INVALID)
  .min(1, CAPACITY_CODES.DAILY_CAPACITY_INVALID)
  .max(DAILY_CAPACITY_MAX, CAPACITY_CODES.DAILY_CAPACITY_INVALID)
  .nullable();

export const employeeDailyCapacitySchema = z
  .number({ error: CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID })
  .int(CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID)
  .min(1, CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID)
  .max(EMPLOYEE_CAPACITY_MAX, CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID);

/** Settings: employee id -> garments a day; an employee left out has no capacity of their own. */
export const employeeCapacitySchema = z.record(z.string(), employeeDailyCapacitySchema, {
  error: CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID,
});
export type EmployeeCapacity = z.infer<typeof employeeCapacitySchema>;

export const bufferDaysSchema = z
  .number({ error: CAPACITY_CODES.BUFFER_DAYS_INVALID })
  .int(CAPACITY_CODES.BUFFER_DAYS_INVALID)
  .min(0, CAPACITY_CODES.BUFFER_DAYS_INVALID)
  .max(BUFFER_DAYS_MAX, CAPACITY_CODES.BUFFER_DAYS_INVALID);

/** GET /capacity?from=&to=: both days included, at most 62 days. */
export const capacityQuerySchema = z
  .object({ from: businessDateSchema, to: businessDateSchema })
  .superRefine((range, ctx) => {
    // Runs beside the fields' own checks: a malformed day is theirs to refuse.
    if (!isIsoDate(range.from) || !isIsoDate(range.to)) return;
    if (range.to < range.from) {
      ctx.addIssue(ruleIssue(CAPACITY_CODES.CAPACITY_RANGE_ORDER, {}, ['to']));
    } else if (daysBetween(range.from, range.to) + 1 > CAPACITY_RANGE_MAX_DAYS) {
      ctx.addIssue(ruleIssue(CAPACITY_CODES.CAPACITY_RANGE_LENGTH, {}, ['to']));
    }
  });
export type CapacityQuery = z.infer<typeof capacityQuerySchema>;

export const capacityEmployeeLoadSchema = z.object({
  employee_id: z.string(),
  name: z.string(),
  garments: z.number().int(),
  /** The employee's own daily capacity, or null when the shop set none for them. */
  capacity: z.number().int().nullable(),
});
export type CapacityEmployeeLoad = z.infer<typeof capacityEmployeeLoadSchema>;

export const capacityDaySchema = z.object({
  date: isoDateSchema,
  /** Garments of open orders whose work day this is. */
  garments: z.number().int(),
  /** The shop's daily capacity, or null without capacity planning. */
  capacity: z.number().int().nullable(),
  /** Per employee with garments assigned that day or a capacity of their own. */
  per_employee: z.array(capacityEmployeeLoadSchema),
});
export type CapacityDay = z.infer<typeof capacityDaySchema>;

/** GET /capacity: every day of the range, in order, days without load included. */
export const capacitySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  daily_capacity: z.number().int().nullable(),
  buffer_days: z.number().int(),
  days: z.array(capacityDaySchema),
});
export type Capacity = z.infer<typeof capacitySchema>;

/** GET /capacity/orders?date=: the open orders whose work day it is. */
export const capacityDayQuerySchema = z.object({ date: businessDateSchema });

export const capacityDayOrderSchema = z.object({
  order_id: z.string(),
  order_number: z.number().int(),
  customer_name: z.string(),
  order_type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  garments: z.number().int(),
  due_date: isoDateSchema,
  /** A Delayed order's new expected date, which is then its work day. */
  expected_date: isoDateSchema.nullable(),
});
export type CapacityDayOrder = z.infer<typeof capacityDayOrderSchema>;

export const capacityDayOrdersSchema = z.object({
  date: isoDateSchema,
  orders: z.array(capacityDayOrderSchema),
});
export type CapacityDayOrders = z.infer<typeof capacityDayOrdersSchema>;

/* ───────────── Rules ───────────── */

/** The day an order's garments are worked to: its Delayed new expected date, else its due date. */
export function workDayOf(order: { dueDate: string; expectedDate?: string | null }): string {
  return order.expectedDate ?? order.dueDate;
}

/** Whether a day has no room left for another garment (never without a capacity). */
export function isDayFull(day: { garments: number; capacity: number | null }): boolean {
  return day.capacity !== null && day.garments >= day.capacity;
}

/** The first day after `after` in the loaded days with room for another garment, or null. */
export function firstFreeDay(days: readonly CapacityDay[], after: string): string | null {
  return days.find((day) => day.date > after && !isDayFull(day))?.date ?? null;
}

/**
 * The internal target date staff work to: the work day less the buffer days, not before the order
 * was taken; null when there are no buffer days (the target is the work day itself).
 */
export function internalTargetDate(
  order: { dueDate: string; expectedDate?: string | null; orderDate: string },
  bufferDays: number,
): string | null {
  if (bufferDays <= 0) return null;
  const target = addDays(workDayOf(order), -bufferDays);
  return target < order.orderDate ? order.orderDate : target;
}
