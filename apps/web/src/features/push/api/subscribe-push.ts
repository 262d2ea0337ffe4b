import { pushSubscribeResultSchema, type PushSubscriptionInput } from '@tailor/shared/push';
import { api, idempotencyKeyFor } from '../../../lib/api-client';

/** POST /push/subscribe: this browser's PushSubscription, so the caller's notifications reach it. */
export function subscribePush(subscription: PushSubscriptionInput): Promise<{ subscribed: true }> {
  return api.post<{ subscribed: true }>('/push/subscribe', subscription, {
    schema: pushSubscribeResultSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(subscription) },
  });
}
