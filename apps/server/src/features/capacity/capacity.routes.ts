import {
  capacityDayOrdersSchema,
  capacityDayQuerySchema,
  capacityQuerySchema,
  capacitySchema,
} from '@tailor/shared/capacity';
import { errorBodySchema } from '@tailor/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { storeCallerOf } from '../../plugins/auth';
import { getCapacity, listCapacityDayOrders } from './capacity.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The capacity calendar: the load of each day against the shop's capacity, and a day's orders.
 * Every member of the shop reads them: whoever takes an order promises its due date.
 */
export function capacityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const storeMember = ctx.guard({ roles: ['shopkeeper', 'employee'], store: true });
  const { db } = ctx;

  return async (app) => {
    app.get(
      '/capacity',
      {
        preHandler: storeMember,
        schema: {
          tags: ['capacity'],
          summary:
            "Per day from one date to another (at most 62 days): the garments of open orders due (or, Delayed, expected) that day, the shop's daily capacity and each employee's share against their own",
          querystring: capacityQuerySchema,
          response: { 200: capacitySchema, ...errors },
        },
      },
      (request) =>
        getCapacity({ db, storeId: storeCallerOf(request).store_id, query: request.query }),
    );

    app.get(
      '/capacity/orders',
      {
        preHandler: storeMember,
        schema: {
          tags: ['capacity'],
          summary:
            "The open orders whose garments are due (or, Delayed, expected) on a day, with their garment counts; an employee's own work only",
          querystring: capacityDayQuerySchema,
          response: { 200: capacityDayOrdersSchema, ...errors },
        },
      },
      (request) =>
        listCapacityDayOrders({ db, caller: storeCallerOf(request), date: request.query.date }),
    );
  };
}
