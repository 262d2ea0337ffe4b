import {
  notificationCleanupResultSchema,
  notificationCleanupSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  readAllResultSchema,
  unreadCountSchema,
} from '@tailor/shared/notifications-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { callerOf } from '../../plugins/auth';
import {
  cleanUpNotifications,
  countUnreadNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.string() });

/** The caller's own notifications; a store's selection narrows them to that store. */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const signedIn = ctx.guard();
  const { db, clock } = ctx;

  return async (app) => {
    app.get(
      '/notifications',
      {
        preHandler: signedIn,
        schema: {
          tags: ['notifications'],
          summary:
            "The caller's notifications, newest first, 20 a page; unread_only=true for unread ones",
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema, ...errors },
        },
      },
      (request) => listNotifications({ db, caller: callerOf(request), query: request.query }),
    );

    app.get(
      '/notifications/unread_count',
      {
        preHandler: signedIn,
        schema: {
          tags: ['notifications'],
          summary:
            "How many of the caller's notifications are unread (the web polls it every 30 s)",
          response: { 200: unreadCountSchema, ...errors },
        },
      },
      (request) => countUnreadNotifications({ db, caller: callerOf(request) }),
    );

    app.put(
      '/notifications/read_all',
      {
        preHandler: signedIn,
        schema: {
          tags: ['notifications'],
          summary: "Marks all of the caller's notifications read; answers how many were unread",
          response: { 200: readAllResultSchema, ...errors },
        },
      },
      (request) => markAllNotificationsRead({ db, caller: callerOf(request) }),
    );

    app.put(
      '/notifications/:id/read',
      {
        preHandler: signedIn,
        schema: {
          tags: ['notifications'],
          summary: "Marks one of the caller's notifications read; 404 for anyone else's",
          params: idParams,
          response: { 200: notificationSchema, ...errors },
        },
      },
      (request) => markNotificationRead({ db, caller: callerOf(request), id: request.params.id }),
    );

    app.delete(
      '/notifications/:id',
      {
        preHandler: signedIn,
        schema: {
          tags: ['notifications'],
          summary: "Deletes one of the caller's notifications; 404 for anyone else's",
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteNotification({ db, caller: callerOf(request), id: request.params.id });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/notifications/cleanup',
      {
        preHandler: signedIn,
        schema: {
          tags: ['notifications'],
          summary:
            "Deletes the caller's own notifications older than `days` (30 by default), read or not",
          body: notificationCleanupSchema,
          response: { 200: notificationCleanupResultSchema, ...errors },
        },
      },
      (request) =>
        cleanUpNotifications({ db, clock, caller: callerOf(request), days: request.body.days }),
    );
  };
}
