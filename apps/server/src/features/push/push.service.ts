import type {
  NotificationData,
  NotificationPriority,
  NotificationType,
} from '@tailor/shared/notifications';
import { notificationTitle } from '@tailor/shared/notifications';
import { PUSH_MESSAGES, type PushPayload, type PushSubscriptionJson } from '@tailor/shared/push';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/push-subscriptions';
import { stores } from '../../db/schema/stores';
import { badRequest } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { fetchPushTransport, type PushTransport } from './push-transport';

/** A stored notification, as push sends it to its user's browsers. */
export interface PushItem {
  id: string;
  userId: string;
  storeId: string | null;
  type: NotificationType;
  priority: NotificationPriority;
  data: NotificationData;
  orderId: string | null;
}

/** Something notifications can be handed to for pushing. */
export interface PushDispatch {
  dispatch(items: readonly PushItem[]): void;
}

/** Holds pushes back until `flush`: for notifications written inside a transaction, flushed after commit. */
export interface PushQueue extends PushDispatch {
  flush(): void;
}

export interface PushService extends PushDispatch {
  readonly publicKey: string;
  /** Whether a subscription may use this endpoint (https; plain http only when allowed, for tests). */
  allowsEndpoint(endpoint: string): boolean;
  /** A queue whose pushes leave only when flushed: pass it to `notify` inside a transaction. */
  afterCommit(): PushQueue;
  /** Resolves once every push started so far has been answered (shutdown, tests). */
  idle(): Promise<void>;
}

/** Push services keep an undelivered message this long while the browser is offline. */
const TIME_TO_LIVE_S = 24 * 60 * 60;

/** The app page a click on the push opens: the recipient's own area of the app. */
function pageFor(item: PushItem, ownsStore: boolean): string {
  if (ownsStore) {
    if (item.orderId) return `/app/order-details/${item.orderId}`;
    return item.type.startsWith('invite_') ? '/app/employee-list' : '/app/dashboard';
  }
  return item.orderId ? `/employee-order-details/${item.orderId}` : '/employee/dashboard';
}

function pushPayloadOf(item: PushItem, ownsStore: boolean): PushPayload {
  return {
    title: notificationTitle(item.type, item.data),
    notification_id: item.id,
    type: item.type,
    priority: item.priority,
    data: item.data,
    order_id: item.orderId,
    url: pageFor(item, ownsStore),
  };
}

/**
 * Web Push with the server's VAPID keys. Sending never fails the caller: it runs after the answer
 * is decided, errors are logged, and a subscription the push service calls gone (404, 410) is
 * removed.
 */
export function createPushService(options: {
  db: Database;
  vapid: { publicKey: string; privateKey: string; subject: string };
  log: FastifyBaseLogger;
  transport?: PushTransport;
  allowHttpEndpoints?: boolean;
}): PushService {
  const { db, vapid, log } = options;
  const transport = options.transport ?? fetchPushTransport;
  const inFlight = new Set<Promise<void>>();

  async function sendOne(
    item: PushItem,
    subscription: { endpoint: string; p256dh: string; auth: string },
    ownsStore: boolean,
  ) {
    const details = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(pushPayloadOf(item, ownsStore)),
      {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE_S,
        urgency: item.priority === 'normal' ? 'normal' : 'high',
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      // fetch sets the length of the body itself.
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    return transport.send({
      endpoint: details.endpoint,
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
    });
  }

  async function deliver(items: readonly PushItem[]): Promise<void> {
    const userIds = [...new Set(items.map((item) => item.userId))];
    const subscriptions = await db
      .select({
        id: pushSubscriptions.id,
        userId: pushSubscriptions.userId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        ownedStoreId: stores.id,
      })
      .from(pushSubscriptions)
      .leftJoin(stores, eq(stores.ownerUserId, pushSubscriptions.userId))
      .where(inArray(pushSubscriptions.userId, userIds));
    if (subscriptions.length === 0) return;

    const gone = new Set<string>();
    await Promise.all(
      items.flatMap((item) =>
        subscriptions
          .filter((subscription) => subscription.userId === item.userId)
          .map(async (subscription) => {
            try {
              const status = await sendOne(
                item,
                subscription,
                subscription.ownedStoreId !== null && subscription.ownedStoreId === item.storeId,
              );
              if (status === 404 || status === 410) gone.add(subscription.id);
              else if (status < 200 || status > 299)
                log.warn(
                  { status, subscription: subscription.id },
                  'push service refused a message',
                );
            } catch (error) {
              log.warn(
                { err: error, subscription: subscription.id },
                'push message could not be sent',
              );
            }
          }),
      ),
    );
    if (gone.size > 0)
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
  }

  const service: PushService = {
    publicKey: vapid.publicKey,
    allowsEndpoint(endpoint) {
      const protocol = new URL(endpoint).protocol;
      return protocol === 'https:' || (protocol === 'http:' && options.allowHttpEndpoints === true);
    },
    dispatch(items) {
      if (items.length === 0) return;
      const task = deliver(items).catch((error: unknown) =>
        log.error({ err: error }, 'push delivery failed'),
      );
      inFlight.add(task);
      void task.finally(() => inFlight.delete(task));
    },
    afterCommit() {
      const held: PushItem[] = [];
      return {
        dispatch: (items) => void held.push(...items),
        flush: () => service.dispatch(held.splice(0)),
      };
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
  return service;
}

/**
 * POST /push/subscribe: stores the browser's subscription for the caller. An endpoint belongs to
 * one browser, so a browser that subscribes again (after another user signed in on it) moves to
 * the caller with its new keys.
 */
export async function saveSubscription(options: {
  db: Database;
  push: PushService;
  caller: AuthContext;
  input: PushSubscriptionJson;
}): Promise<void> {
  const { db, push, caller, input } = options;
  if (!push.allowsEndpoint(input.endpoint)) throw badRequest(PUSH_MESSAGES.insecureEndpoint);
  const values = {
    userId: caller.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth },
    });
}

/** POST /push/unsubscribe: forgets the caller's subscription; nothing to do when it is not theirs or gone. */
export async function removeSubscription(options: {
  db: Database;
  caller: AuthContext;
  endpoint: string;
}): Promise<void> {
  const { db, caller, endpoint } = options;
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, caller.userId)),
    );
}
