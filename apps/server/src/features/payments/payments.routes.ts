import { alterationPaymentSchema, collectPaymentSchema, orderSchema } from '@tailor/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { storeCallerOf } from '../../plugins/auth';
import { collectPayment, setAlterationTotal } from './payments.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const orderParams = z.object({ orderId: z.string() });

export function paymentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, push } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const imageLinks = ctx.imageLinks;

  return async (app) => {
    app.put(
      '/update_remaining_payment/:orderId',
      {
        preHandler: ctx.guard({ roles: ['shopkeeper', 'employee'], store: true }),
        schema: {
          tags: ['payments'],
          summary:
            'Record an amount collected now (remainingAmount, rupees), at most the remaining balance',
          params: orderParams,
          body: collectPaymentSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      (request) =>
        collectPayment({
          db,
          push,
          publicUrl,
          imageLinks,
          caller: storeCallerOf(request),
          orderId: request.params.orderId,
          input: request.body,
        }),
    );

    app.put(
      '/update_alteration_payment/:orderId',
      {
        preHandler: ctx.guard({ roles: ['shopkeeper'], store: true }),
        schema: {
          tags: ['payments'],
          summary: "Set an alteration order's final total, not below what was paid",
          params: orderParams,
          body: alterationPaymentSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      (request) =>
        setAlterationTotal({
          db,
          publicUrl,
          imageLinks,
          caller: storeCallerOf(request),
          orderId: request.params.orderId,
          input: request.body,
        }),
    );
  };
}
