import type {
  NotificationData,
  NotificationPriority,
  NotificationType,
} from '@tailor/shared/notifications';
import { dashboardPath } from '@tailor/shared/app-paths';
import {
  notificationTargetPath,
  notificationTitle,
  orderNumberText,
} from '@tailor/shared/notifications';
import type { PushPayload, PushSubscriptionJson } from '@tailor/shared/push';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { afterRequestCommit } from '../../db/request-transaction';
import { pushSubscriptions } from '../../db/schema/push-subscriptions';
import { stores } from '../../db/schema/stores';
import { badRequest } from '../../lib/app-error';
import type { Secrets } from '../../lib/server-secrets';
import type { AuthContext } from '../../plugins/auth';
import { createEndpointGuard, type EndpointGuard, type PushTarget } from './push-endpoint';
import type { PushTransport } from './push-transport';

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
  /**
   * Why a subscription may not use this endpoint (https on port 443 at a public address; anything
   * when allowed, for tests), or null when it may.
   */
  endpointRefusal(
    endpoint: string,
  ): Promise<'PUSH_ENDPOINT_INSECURE' | 'PUSH_ENDPOINT_NOT_PUBLIC' | null>;
  /** A queue whose pushes leave only when flushed: pass it to `notify` inside a transaction. */
  afterCommit(): PushQueue;
  /** Resolves once every push started so far has been answered (shutdown, tests). */
  idle(): Promise<void>;
}

/** A user's browsers that are pushed to: a new subscription beyond these replaces the oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 5;

/** Push services keep an undelivered message this long while the browser is offline. */
const TIME_TO_LIVE_S = 24 * 60 * 60;

/** The page a click on the push opens, in the recipient's own area, as the web list opens it. */
function pageFor(item: PushItem, ownsStore: boolean): string {
  const area = ownsStore ? 'shopkeeper' : 'employee';
  return (
    notificationTargetPath(area, { type: item.type, order_id: item.orderId }) ?? dashboardPath(area)
  );
}

function pushPayloadOf(item: PushItem, ownsStore: boolean, orderNumberPrefix: string): PushPayload {
  return {
    title: notificationTitle(item.type, item.data, orderNumberPrefix),
    notification_id: item.id,
    type: item.type,
    priority: item.priority,
    data: item.data,
    order_id: item.orderId,
    order_number: orderNumberText(item.data, orderNumberPrefix),
    url: pageFor(item, ownsStore),
  };
}

/** The push service of this installation, the same for the app and the scheduler. */
export function createInstallationPushService(options: {
  db: Database;
  config: Config;
  secrets: Secrets;
  log: FastifyBaseLogger;
  transport: PushTransport;
}): PushService {
  const { db, config, secrets, log, transport } = options;
  return createPushService({
    db,
    vapid: {
      publicKey: secrets.vapidPublicKey,
      privateKey: secrets.vapidPrivateKey,
      subject: config.vapid.subject,
    },
    log,
    transport,
    // Tests play the push service on plain http; browsers' push services are always https.
    allowHttpEndpoints: config.env === 'test',
  });
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
  transport: PushTransport;
  /** Tests only: any http(s) endpoint, for a push service played on the loopback. */
  allowHttpEndpoints?: boolean;
  /** The endpoint check; by default the real one (createEndpointGuard). */
  endpointGuard?: EndpointGuard;
}): PushService {
  const { db, vapid, log, transport } = options;
  const guard =
    options.endpointGuard ??
    createEndpointGuard({ allowAnyEndpoint: options.allowHttpEndpoints === true });
  const inFlight = new Set<Promise<void>>();

  async function sendOne(
    item: PushItem,
    subscription: { endpoint: string; p256dh: string; auth: string },
    target: PushTarget,
    ownsStore: boolean,
    orderNumberPrefix: string,
  ) {
    const details = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(pushPayloadOf(item, ownsStore, orderNumberPrefix)),
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
      address: target.address,
    });
  }

  async function deliver(items: readonly PushItem[]): Promise<void> {
    const userIds = [...new Set(items.map((item) => item.userId))];
    // Plain SQL: every notice asks, and drizzle's query builder took more CPU than the statement.
    const found = await db.execute(sql`
      select p.id, p.user_id as "userId", p.endpoint, p.p256dh, p.auth, s.id as "ownedStoreId"
      from push_subscriptions p left join stores s on s.owner_user_id = p.user_id
      where p.user_id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    const subscriptions = (
      found as unknown as {
        rows: {
          id: string;
          userId: string;
          endpoint: string;
          p256dh: string;
          auth: string;
          ownedStoreId: string | null;
        }[];
      }
    ).rows;
    if (subscriptions.length === 0) return;
    // Order numbers are written as the shop writes them ('KT-42'), in the fallback texts too.
    const storeIds = [...new Set(items.flatMap((item) => (item.storeId ? [item.storeId] : [])))];
    const prefixes = new Map(
      storeIds.length === 0
        ? []
        : (
            await db
              .select({ id: stores.id, prefix: stores.orderNumberPrefix })
              .from(stores)
              .where(inArray(stores.id, storeIds))
          ).map((row) => [row.id, row.prefix]),
    );

    // Checked again now: a host's DNS answer may have changed since it was subscribed.
    const targets = new Map<string, PushTarget>();
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const checked = await guard.check(subscription.endpoint);
        if (checked.ok) targets.set(subscription.id, checked.target);
        else
          log.warn(
            { subscription: subscription.id, reason: checked.reason },
            'push endpoint refused at send time',
          );
      }),
    );

    const gone = new Set<string>();
    await Promise.all(
      items.flatMap((item) =>
        subscriptions
          .filter((subscription) => subscription.userId === item.userId)
          .filter((subscription) => targets.has(subscription.id))
          .map(async (subscription) => {
            try {
              const status = await sendOne(
                item,
                subscription,
                targets.get(subscription.id)!,
                subscription.ownedStoreId !== null && subscription.ownedStoreId === item.storeId,
                (item.storeId && prefixes.get(item.storeId)) || '',
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
    async endpointRefusal(endpoint) {
      const checked = await guard.check(endpoint);
      if (checked.ok) return null;
      return checked.reason === 'not-https' ? 'PUSH_ENDPOINT_INSECURE' : 'PUSH_ENDPOINT_NOT_PUBLIC';
    },
    dispatch(items) {
      if (items.length === 0) return;
      // Told only of what the request's transaction commits, and read from outside it.
      afterRequestCommit(() => {
        const task = deliver(items).catch((error: unknown) =>
          log.error({ err: error }, 'push delivery failed'),
        );
        inFlight.add(task);
        void task.finally(() => inFlight.delete(task));
      });
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
 * the caller with its new keys. A user keeps their newest MAX_SUBSCRIPTIONS_PER_USER browsers.
 */
export async function saveSubscription(options: {
  db: Database;
  push: PushService;
  caller: AuthContext;
  input: PushSubscriptionJson;
}): Promise<void> {
  const { db, push, caller, input } = options;
  const refusal = await push.endpointRefusal(input.endpoint);
  if (refusal) throw badRequest(refusal);
  const values = {
    userId: caller.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    createdAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: values.userId,
          p256dh: values.p256dh,
          auth: values.auth,
          createdAt: values.createdAt,
        },
      });
    const older = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, caller.userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .offset(MAX_SUBSCRIPTIONS_PER_USER);
    if (older.length > 0)
      await tx.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          older.map((row) => row.id),
        ),
      );
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
