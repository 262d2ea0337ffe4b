import { z } from 'zod';
import { addDays, isoDateTimeInZone, startOfDayInstant } from './dates';
import { codesOf } from './rules';
import { CUSTOMER_MESSAGE_SETTINGS_RULES, NOT_COLLECTED_DAYS_MAX } from './customer-messages-rules';

/*
 * Messages to the customer at each step of an order (issue 16, item 1), each with the order's
 * tracking link, in the shop's customer-message language. They are written to an outbox table in
 * the transaction of the change that causes them and sent by a job, outside quiet hours.
 */

export const CUSTOMER_MESSAGE_KINDS = [
  /** The order is taken: total, advance, balance and the due date. */
  'order_taken',
  /** The day before the trial (fitting). */
  'trial_reminder',
  /** Two hours before a trial with a time of day (sent outside quiet hours, never after it). */
  'trial_soon',
  /** Status Completed: ready for pickup. */
  'ready',
  /** Completed with a balance left: the amount, payable by UPI from the tracking link. */
  'balance_due',
  /** Still not collected N days after it was ready (N set by the shop). */
  'not_collected',
  /** Delivered: thanks. */
  'delivered',
  /** The shop asks the customer to approve an add-on or a design (one per approval). */
  'approval_request',
] as const;
export type CustomerMessageKind = (typeof CUSTOMER_MESSAGE_KINDS)[number];

/**
 * queued: waits for its time (quiet hours, a retry); sending: handed to the gateway; sent;
 * failed: the gateway refused it or it ran out of tries (the staff can send it by hand); unknown:
 * the gateway may or may not have sent it (no answer in time, the connection dropped, a 5xx, a
 * send cut off): it is never sent again by itself, the staff check with the customer and send it
 * again or mark it sent; skipped: its reason was gone by its time (paid, collected, the trial
 * moved) or it was too old to send.
 */
export const CUSTOMER_MESSAGE_STATES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'unknown',
  'skipped',
] as const;
export type CustomerMessageState = (typeof CUSTOMER_MESSAGE_STATES)[number];

/** Messages are sent from 08:00 to 21:00 on the shop's clock; others wait until 08:00. */
export const QUIET_HOURS = { start: 21, end: 8 } as const;

/** `now` if it is outside quiet hours on the shop's clock, else the next 08:00 there. */
export function nextSendableTime(now: Date, timeZone: string): Date {
  const local = isoDateTimeInZone(now, timeZone);
  const hour = Number(local.slice(11, 13));
  if (hour >= QUIET_HOURS.end && hour < QUIET_HOURS.start) return now;
  const day = hour >= QUIET_HOURS.start ? addDays(local.slice(0, 10), 1) : local.slice(0, 10);
  return new Date(startOfDayInstant(day, timeZone).getTime() + QUIET_HOURS.end * 3_600_000);
}

export const NOT_COLLECTED_DAYS_DEFAULT = 7;

/** Which messages a shop sends (all, unless turned off), and after how many days 'not collected'. */
export const customerMessageSettingsSchema = z.object({
  order_taken: z.boolean(),
  trial_reminder: z.boolean(),
  trial_soon: z.boolean(),
  ready: z.boolean(),
  balance_due: z.boolean(),
  not_collected: z.boolean(),
  delivered: z.boolean(),
  approval_request: z.boolean(),
  not_collected_days: z.number().int(),
});
export type CustomerMessageSettings = z.infer<typeof customerMessageSettingsSchema>;

export const DEFAULT_CUSTOMER_MESSAGE_SETTINGS: CustomerMessageSettings = {
  order_taken: true,
  trial_reminder: true,
  trial_soon: true,
  ready: true,
  balance_due: true,
  not_collected: true,
  delivered: true,
  approval_request: true,
  not_collected_days: NOT_COLLECTED_DAYS_DEFAULT,
};

const CUSTOMER_MESSAGE_SETTINGS_CODES = codesOf(CUSTOMER_MESSAGE_SETTINGS_RULES);

/** PUT /settings `customer_messages`: only the fields given change. */
export const updateCustomerMessageSettingsSchema = z
  .object({
    ...Object.fromEntries(
      CUSTOMER_MESSAGE_KINDS.map((kind) => [
        kind,
        z
          .boolean({ error: CUSTOMER_MESSAGE_SETTINGS_CODES.CUSTOMER_MESSAGE_TOGGLE_INVALID })
          .optional(),
      ]),
    ),
    not_collected_days: z
      .number({ error: CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID })
      .int(CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID)
      .min(1, CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID)
      .max(NOT_COLLECTED_DAYS_MAX, CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID)
      .optional(),
  })
  .strict() as z.ZodType<Partial<CustomerMessageSettings>, Partial<CustomerMessageSettings>>;

/** A shop's stored settings (a JSON column that may lack fields added later) with the defaults. */
export function customerMessageSettingsOf(stored: unknown): CustomerMessageSettings {
  const given = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_CUSTOMER_MESSAGE_SETTINGS };
  for (const kind of CUSTOMER_MESSAGE_KINDS) {
    if (typeof given[kind] === 'boolean') settings[kind] = given[kind];
  }
  const days = given.not_collected_days;
  if (typeof days === 'number' && Number.isInteger(days) && days >= 1) {
    settings.not_collected_days = Math.min(days, NOT_COLLECTED_DAYS_MAX);
  }
  return settings;
}

/** GET /orders/{id}/messages: what was, and will be, sent to the customer about the order. */
export const orderCustomerMessagesSchema = z.object({
  /**
   * Whether the server sends messages itself (a gateway is configured). Without one, the staff
   * send each from their own phone with its WhatsApp link.
   */
  gateway: z.enum(['none', 'sms', 'whatsapp']),
  messages: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(CUSTOMER_MESSAGE_KINDS),
      state: z.enum(CUSTOMER_MESSAGE_STATES),
      /** The text as sent, or as it would be sent now. */
      text: z.string(),
      /** wa.me click-to-chat link with the text filled in, for sending it by hand. */
      whatsapp_link: z.string(),
      created_at: z.string(),
      /** When it goes out (after quiet hours or a retry), while queued. */
      scheduled_for: z.string().nullable(),
      sent_at: z.string().nullable(),
      /** Who sent it by hand (from their own WhatsApp), as the shop knows them; null for the gateway's. */
      sent_by: z.string().nullable(),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
    }),
  ),
});
export type OrderCustomerMessages = z.infer<typeof orderCustomerMessagesSchema>;
export type OrderCustomerMessage = OrderCustomerMessages['messages'][number];

/**
 * POST /orders/{id}/messages/{messageId}/resolve: mark_sent records that the staff sent a message
 * by hand (not sent yet, failed, or of unknown outcome, once they checked with the customer), with
 * who and when; send_again has the gateway send an unknown one again, with the same reference.
 */
export const resolveCustomerMessageSchema = z.object({
  action: z.enum(['mark_sent', 'send_again']),
});
export type ResolveCustomerMessage = z.infer<typeof resolveCustomerMessageSchema>;
