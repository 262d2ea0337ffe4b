/*
 * The notifications' request and answer schemas; notifications.ts keeps their types, rules and
 * texts, without zod (the signed-in frame's bell uses them).
 */
import { z } from 'zod';
import { NOTIFICATION_CLEANUP_DAYS, PAGE_SIZE_NOTIFICATIONS } from './constants';
import { pageSchema } from './customers';
import {
  NOTIFICATION_CLEANUP_DAYS_MAX,
  NOTIFICATION_CODES,
  NOTIFICATION_LIMIT_MAX,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
} from './notifications';

export const notificationDataSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.null()]),
);

/** One notification of the caller's list. */
export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  read: z.boolean(),
  data: notificationDataSchema,
  order_id: z.string().nullable(),
  store_id: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const limitMessage = NOTIFICATION_CODES.NOTIFICATION_LIMIT_INVALID;

/** GET /notifications: newest first, 20 a page. */
export const notificationListQuerySchema = z.object({
  page: pageSchema.default(1),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(NOTIFICATION_LIMIT_MAX, limitMessage)
    .default(PAGE_SIZE_NOTIFICATIONS),
  unread_only: z
    .stringbool({ error: NOTIFICATION_CODES.NOTIFICATION_UNREAD_ONLY_INVALID })
    .default(false),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** `total` counts what the filter matches; `has_more` says whether a next page has any. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  has_more: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const readAllResultSchema = z.object({ updated: z.number().int() });
export type ReadAllResult = z.infer<typeof readAllResultSchema>;

const daysMessage = `days must be a whole number from 1 to ${NOTIFICATION_CLEANUP_DAYS_MAX}`;

/** POST /notifications/cleanup: deletes the caller's notifications older than `days` (30 by default; the body may be left out). */
export const notificationCleanupSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    days: z
      .number({ error: daysMessage })
      .int(daysMessage)
      .min(1, daysMessage)
      .max(NOTIFICATION_CLEANUP_DAYS_MAX, daysMessage)
      .default(NOTIFICATION_CLEANUP_DAYS),
  }),
);
export type NotificationCleanup = z.output<typeof notificationCleanupSchema>;

export const notificationCleanupResultSchema = z.object({ deleted_count: z.number().int() });
export type NotificationCleanupResult = z.infer<typeof notificationCleanupResultSchema>;
