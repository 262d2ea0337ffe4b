import { errorBodySchema } from '@tailor/shared/errors';
import { takingsQuerySchema, takingsSchema } from '@tailor/shared/takings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { inLine } from '../../lib/work-queue';
import { storeCallerOf } from '../../plugins/auth';
import { getTakings, isLongRange } from './takings.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The shopkeeper's takings: money received and refunded by day, method and person. */
export function takingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  const { db, clock, heavyReads } = ctx;

  return async (app) => {
    app.get(
      '/takings',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['takings'],
          summary:
            "Payments received and refunded between two of the shop's days (today by default), with totals by method and by who took them",
          querystring: takingsQuerySchema,
          response: { 200: takingsSchema, ...errors },
        },
      },
      (request) => {
        const { from, to } = request.query;
        // A day or a month is a handful of rows; a longer range shares the whole-shop reads' line.
        const long = from !== undefined && to !== undefined && isLongRange({ from, to });
        return getTakings({
          db,
          clock,
          storeId: storeCallerOf(request).store_id,
          query: request.query,
          run: long ? (task) => inLine(heavyReads, task) : undefined,
        });
      },
    );
  };
}
