import {
  dashboardDataSchema,
  ordersDueThisWeekSchema,
  revenueListSchema,
  revenueQuerySchema,
} from '@tailor/shared/analytics';
import { errorBodySchema } from '@tailor/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { storeCallerOf } from '../../plugins/auth';
import { inLine } from '../../lib/work-queue';
import { getDashboardData, getMonthlyRevenue, listOrdersDueThisWeek } from './analytics.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The shopkeeper's dashboard and earnings. */
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  const { db, clock, heavyReads } = ctx;

  return async (app) => {
    app.get(
      '/get_dashboard_data',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['analytics'],
          summary:
            'Earnings (month, year, overall; advance and remaining; monthly growth), daily and yearly revenue, orders due this week',
          response: { 200: dashboardDataSchema, ...errors },
        },
      },
      (request) =>
        inLine(heavyReads, () =>
          getDashboardData({ db, clock, storeId: storeCallerOf(request).store_id }),
        ),
    );

    app.get(
      '/orders_due_this_week',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['analytics'],
          summary: 'Open orders due today or in the next 6 days, and overdue ones',
          response: { 200: ordersDueThisWeekSchema, ...errors },
        },
      },
      (request) =>
        inLine(heavyReads, () =>
          listOrdersDueThisWeek({ db, clock, storeId: storeCallerOf(request).store_id }),
        ),
    );

    app.get(
      '/get_revenue',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['analytics'],
          summary: 'Revenue per month of a year (this year by default): only months with revenue',
          querystring: revenueQuerySchema,
          response: { 200: revenueListSchema, ...errors },
        },
      },
      (request) =>
        inLine(heavyReads, () =>
          getMonthlyRevenue({
            db,
            clock,
            storeId: storeCallerOf(request).store_id,
            year: request.query.year,
          }),
        ),
    );
  };
}
