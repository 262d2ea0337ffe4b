import { errorBodySchema } from '@tailor/shared/errors';
import {
  outstandingQuerySchema,
  outstandingReminderBodySchema,
  outstandingReminderSchema,
  outstandingSchema,
} from '@tailor/shared/outstanding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { inLine } from '../../lib/work-queue';
import { storeCallerOf } from '../../plugins/auth';
import { exportOutstandingCsv, getOutstanding, remindCustomer } from './outstanding.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Money and garments still out: the shopkeeper's report, its CSV and a reminder per order. */
export function outstandingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  const { db, clock, config, heavyReads } = ctx;

  return async (app) => {
    app.get(
      '/outstanding',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['outstanding'],
          summary:
            'Balances due and garments ready but not collected, aged in buckets of 0-7, 8-30, 31-90 and 90+ days, with totals and the oldest orders of each',
          querystring: outstandingQuerySchema,
          response: { 200: outstandingSchema, ...errors },
        },
      },
      (request) =>
        getOutstanding({
          db,
          clock,
          config,
          storeId: storeCallerOf(request).store_id,
          query: request.query,
        }),
    );

    app.get(
      '/outstanding/csv',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['outstanding'],
          summary:
            'Every order of the money-still-out report as CSV (money-still-out-YYYY-MM-DD.csv)',
          produces: ['text/csv'],
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        // Every order still out, unbounded: it waits in the whole-shop reads' line.
        const { fileName, csv } = await inLine(heavyReads, () =>
          exportOutstandingCsv({ db, clock, storeId: storeCallerOf(request).store_id }),
        );
        return reply
          .headers({
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${fileName}"`,
            'cache-control': 'no-store',
          })
          .send(csv);
      },
    );

    app.post(
      '/outstanding/:orderId/reminder',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['outstanding'],
          summary:
            "Queues today's reminder to the customer (not collected, or balance due), once per order and day, and answers its words and WhatsApp link",
          params: z.object({ orderId: z.string() }),
          body: outstandingReminderBodySchema,
          response: {
            200: outstandingReminderSchema,
            ...errors,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      (request) =>
        remindCustomer({
          db,
          clock,
          config,
          storeId: storeCallerOf(request).store_id,
          orderId: request.params.orderId,
          kind: request.body.kind,
        }),
    );
  };
}
