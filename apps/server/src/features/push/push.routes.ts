import { errorBodySchema } from '@tailor/shared/errors';
import {
  pushSubscribeResultSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  vapidPublicKeySchema,
} from '@tailor/shared/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../plugins/auth';
import { removeSubscription, saveSubscription } from './push.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

/** Web Push: the VAPID key for the browser, and the browser's subscription for each user. */
export function pushRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const signedIn = ctx.guard();
  const { db, push } = ctx;

  return async (app) => {
    // Pushes still on their way finish before the database closes.
    app.addHook('onClose', () => push.idle());

    app.get(
      '/push/vapid-public-key',
      {
        schema: {
          tags: ['push'],
          summary: "The server's VAPID public key (applicationServerKey); public",
          response: { 200: vapidPublicKeySchema },
        },
      },
      () => ({ vapidPublicKey: push.publicKey }),
    );

    app.post(
      '/push/subscribe',
      {
        preHandler: signedIn,
        schema: {
          tags: ['push'],
          summary:
            "Stores the browser's PushSubscription for the caller; their notifications are pushed to it",
          body: pushSubscriptionSchema,
          response: { 201: pushSubscribeResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        await saveSubscription({ db, push, caller: callerOf(request), input: request.body });
        return reply.code(201).send({ subscribed: true });
      },
    );

    app.post(
      '/push/unsubscribe',
      {
        preHandler: signedIn,
        schema: {
          tags: ['push'],
          summary:
            "Forgets the caller's subscription with this endpoint (on logout); 204 also when there was none",
          body: pushUnsubscribeSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeSubscription({
          db,
          caller: callerOf(request),
          endpoint: request.body.endpoint,
        });
        return reply.code(204).send(null);
      },
    );
  };
}
