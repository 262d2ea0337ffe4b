import {
  orderCustomerMessagesSchema,
  resolveCustomerMessageSchema,
} from '@tailor/shared/customer-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { storeCallerOf } from '../../plugins/auth';
import { listOrderMessages, resolveOrderMessage } from './customer-messages.service';

export function customerMessageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const storeMember = ctx.guard({ roles: ['shopkeeper', 'employee'], store: true });
    app.get(
      '/orders/:id/messages',
      {
        preHandler: storeMember,
        schema: {
          tags: ['orders'],
          summary:
            "The order's messages to its customer (order taken, trial reminder, ready, balance due, not collected, delivered): what was sent when, what waits, and a WhatsApp link to send each by hand",
          params: z.object({ id: z.string() }),
          response: { 200: orderCustomerMessagesSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) =>
        listOrderMessages({
          db: ctx.db,
          clock: ctx.clock,
          config: ctx.config,
          caller: storeCallerOf(request),
          orderId: request.params.id,
        }),
    );
    app.post(
      '/orders/:id/messages/:messageId/resolve',
      {
        preHandler: storeMember,
        schema: {
          tags: ['orders'],
          summary:
            'Record a message the staff sent by hand (not sent yet, failed, or of unknown outcome after checking with the customer) as sent by the caller now, or have the gateway send an unknown one again',
          params: z.object({ id: z.string(), messageId: z.string() }),
          body: resolveCustomerMessageSchema,
          response: {
            200: orderCustomerMessagesSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      (request) =>
        resolveOrderMessage({
          db: ctx.db,
          clock: ctx.clock,
          config: ctx.config,
          caller: storeCallerOf(request),
          orderId: request.params.id,
          messageId: request.params.messageId,
          input: request.body,
        }),
    );
  };
}
