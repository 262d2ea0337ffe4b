import { z } from 'zod';
import { codesOf } from './rules';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from './notifications';
import { notificationDataSchema } from './notifications-schemas';
import { PUSH_RULES } from './push-rules';

/** GET /push/vapid-public-key: the applicationServerKey for PushManager.subscribe. */
export const vapidPublicKeySchema = z.object({ vapidPublicKey: z.string() });
export type VapidPublicKey = z.infer<typeof vapidPublicKeySchema>;

const PUSH_CODES = codesOf(PUSH_RULES);

const endpointSchema = z
  .string({ error: PUSH_CODES.PUSH_ENDPOINT_INVALID })
  .trim()
  .max(2048, PUSH_CODES.PUSH_ENDPOINT_INVALID)
  .pipe(z.url({ protocol: /^https?$/, error: PUSH_CODES.PUSH_ENDPOINT_INVALID }));

// base64url without padding, as PushSubscription.toJSON() writes the keys.
const base64url = (length: { min: number; max: number }) =>
  z
    .string({ error: PUSH_CODES.PUSH_KEYS_INVALID })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_CODES.PUSH_KEYS_INVALID)
    .min(length.min, PUSH_CODES.PUSH_KEYS_INVALID)
    .max(length.max, PUSH_CODES.PUSH_KEYS_INVALID);

/**
 * POST /push/subscribe: the browser's PushSubscription.toJSON(). p256dh is a P-256 public key
 * (65 bytes: 87 characters), auth a secret of at least 16 bytes (22 characters).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullish(),
  keys: z.object(
    {
      p256dh: base64url({ min: 87, max: 88 }),
      auth: base64url({ min: 22, max: 44 }),
    },
    { error: PUSH_CODES.PUSH_KEYS_INVALID },
  ),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;
export type PushSubscriptionJson = z.output<typeof pushSubscriptionSchema>;

export const pushSubscribeResultSchema = z.object({ subscribed: z.literal(true) });

/** POST /push/unsubscribe (the web calls it on logout). */
export const pushUnsubscribeSchema = z.object({
  endpoint: z
    .string({ error: PUSH_CODES.PUSH_ENDPOINT_INVALID })
    .trim()
    .min(1, PUSH_CODES.PUSH_ENDPOINT_INVALID)
    .max(2048, PUSH_CODES.PUSH_ENDPOINT_INVALID),
});
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** What the service worker receives (JSON, encrypted per RFC 8291): small, well under 4 KB. */
export const pushPayloadSchema = z.object({
  /** English fallback text; the app words it from type and data when it can. */
  title: z.string().optional(),
  notification_id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  data: notificationDataSchema,
  order_id: z.string().nullable(),
  /** The order's number as the shop writes it ('KT-42'), for the English fallback; '' for none. */
  order_number: z.string(),
  /** The app page to open on click, relative to the web origin. */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
