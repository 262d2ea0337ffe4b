import type { PushSubscriptionInput } from '@tailor/shared/push';
import { keyedWrite } from '../../../lib/keyed-write';

/** POST /push/subscribe: this browser's PushSubscription, so the caller's notifications reach it. */
export function subscribePush(subscription: PushSubscriptionInput): Promise<{ subscribed: true }> {
  return keyedWrite('post', '/push/subscribe', subscription, () =>
    import('@tailor/shared/push').then((m) => m.pushSubscribeResultSchema),
  );
}
