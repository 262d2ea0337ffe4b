import {
  assignedOrdersQuerySchema,
  createdOrdersQuerySchema,
  employeeDashboardSchema,
  employeeOrderListSchema,
  employeeOrderSchema,
  employeeProductSchema,
  type EmployeeOrderList,
} from '@tailor/shared/employee-area';
import {
  orderDetailWithoutPrices,
  orderWithoutPrices,
  productWithoutPrice,
} from '@tailor/shared/price-visibility';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { answerWithPricesAsAllowed, employeeCallerOf } from '../employees';
import {
  getEmployeeDashboard,
  getEmployeeProduct,
  listAssignedOrders,
  listCreatedOrders,
} from './employee-orders.service';
import { getOrderDetail } from './order-detail';

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.string() });
const listWithoutPrices = (list: EmployeeOrderList) => ({
  ...list,
  orders: list.orders.map(orderWithoutPrices),
});

/** The employee's own order lists and pages: always scoped to the job of the selected store. */
export function employeeOrderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const employee = ctx.guard({ roles: ['employee'], store: true });
  const { db, clock, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const views = { db, clock, publicUrl, imageLinks };

  return async (app) => {
    app.get(
      '/employee/dashboard',
      {
        preHandler: employee,
        schema: {
          tags: ['employee area'],
          summary: 'My assigned work by status, what is due soon, what I created',
          response: { 200: employeeDashboardSchema, ...errors },
        },
      },
      (request) =>
        answerWithPricesAsAllowed(
          db,
          request,
          (caller) => getEmployeeDashboard({ ...views, caller }),
          (dashboard) => ({
            ...dashboard,
            due_soon: dashboard.due_soon.map(orderWithoutPrices),
            recent_created: dashboard.recent_created.map(orderWithoutPrices),
          }),
        ),
    );

    app.get(
      '/employee/orders',
      {
        preHandler: employee,
        schema: {
          tags: ['employee area'],
          summary:
            'Orders with a product assigned to me, newest first; status=Due is the 7-day window with overdue orders',
          querystring: assignedOrdersQuerySchema,
          response: { 200: employeeOrderListSchema, ...errors },
        },
      },
      (request) =>
        answerWithPricesAsAllowed(
          db,
          request,
          (caller) => listAssignedOrders({ ...views, caller, query: request.query }),
          listWithoutPrices,
        ),
    );

    app.get(
      '/employee/orders/created',
      {
        preHandler: employee,
        schema: {
          tags: ['employee area'],
          summary: 'Orders I created, newest first (20 a page by default)',
          querystring: createdOrdersQuerySchema,
          response: { 200: employeeOrderListSchema, ...errors },
        },
      },
      (request) =>
        answerWithPricesAsAllowed(
          db,
          request,
          (caller) => listCreatedOrders({ ...views, caller, query: request.query }),
          listWithoutPrices,
        ),
    );

    app.get(
      '/employee/orders/:id',
      {
        preHandler: employee,
        schema: {
          tags: ['employee area'],
          summary: 'One order I work on or created, with its customer, history and payments',
          params: idParams,
          response: { 200: employeeOrderSchema, ...errors },
        },
      },
      (request) =>
        answerWithPricesAsAllowed(
          db,
          request,
          (caller) =>
            getOrderDetail({
              db,
              publicUrl,
              imageLinks,
              caller: employeeCallerOf(caller),
              orderId: request.params.id,
            }),
          orderDetailWithoutPrices,
        ),
    );

    app.get(
      '/employee/products/:id',
      {
        preHandler: employee,
        schema: {
          tags: ['employee area'],
          summary:
            'One product line assigned to me or of an order I created, with measurements and images',
          params: idParams,
          response: { 200: employeeProductSchema, ...errors },
        },
      },
      (request) =>
        answerWithPricesAsAllowed(
          db,
          request,
          (caller) => getEmployeeProduct({ db, imageLinks, caller, productId: request.params.id }),
          productWithoutPrice,
        ),
    );
  };
}
