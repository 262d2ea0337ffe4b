import type { QueryClient } from '@tanstack/react-query';
import type { PushSubscriptionInput } from '@tailor/shared/push';
import { vapidPublicKeyQueryOptions } from '../api/get-vapid-public-key';
import { subscribePush } from '../api/subscribe-push';
import { unsubscribePush } from '../api/unsubscribe-push';
import { base64UrlToBytes, isPushSupported, sameKey, SERVICE_WORKER_URL } from './push-support';

/**
 * Registers the service worker, subscribes this browser with the server's VAPID key and tells the
 * server (POST /push/subscribe). Needs the notification permission already granted.
 */
export async function subscribeThisDevice(queryClient: QueryClient): Promise<void> {
  if (!isPushSupported() || Notification.permission !== 'granted') return;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const { vapidPublicKey } = await queryClient.fetchQuery(vapidPublicKeyQueryOptions());
  const key = base64UrlToBytes(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await subscribePush(subscription.toJSON() as PushSubscriptionInput);
}

/**
 * On logout: the server forgets this browser's subscription (while the token still works) and the
 * browser drops it, so the next person to sign in here gets only their own notifications.
 */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await unsubscribePush({ endpoint: subscription.endpoint });
  } finally {
    await subscription.unsubscribe().catch(() => false);
  }
}
