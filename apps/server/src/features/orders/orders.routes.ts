import {
  cancelOrderSchema,
  createOrderSchema,
  customerOrdersSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  updateOrderSchema,
  updateOrderStatusSchema,
} from '@tailor/shared/orders';
import {
  memberOrderDetailSchema,
  memberOrderSchema,
  orderDetailWithoutPrices,
  orderWithoutPrices,
} from '@tailor/shared/price-visibility';
import { trialListQuerySchema, trialListSchema } from '@tailor/shared/trials';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { storeCallerOf } from '../../plugins/auth';
import { answerWithPricesAsAllowed } from '../employees';
import { cancelOrder, updateOrder } from './order-edits.service';
import { listOrders } from './order-list.service';
import { createOrder } from './order-create.service';
import { getOrderDetail } from './order-detail';
import { listCustomerOrders, updateOrderStatus } from './orders.service';
import { listTrials } from './trial-list.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  const storeMember = ctx.guard({ roles: ['shopkeeper', 'employee'], store: true });
  const { db, clock, push } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const imageLinks = ctx.imageLinks;
  const writes = { db, clock, push, publicUrl, imageLinks };

  return async (app) => {
    app.post(
      '/create_order',
      {
        preHandler: storeMember,
        schema: {
          tags: ['orders'],
          summary:
            'Create an order with its customer, products, images and advance, in one transaction',
          body: createOrderSchema,
          response: { 201: memberOrderSchema, ...errors },
        },
      },
      async (request, reply) => {
        const order = await answerWithPricesAsAllowed(
          db,
          request,
          (caller) => createOrder({ ...writes, caller, input: request.body }),
          orderWithoutPrices,
        );
        return reply.code(201).send(order);
      },
    );

    app.get(
      '/get_orders',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['orders'],
          summary:
            "The shop's orders, newest first; status=Due is the 7-day window with overdue orders",
          querystring: orderListQuerySchema,
          response: { 200: orderListSchema, ...errors },
        },
      },
      (request) =>
        listOrders({
          db,
          clock,
          publicUrl,
          imageLinks,
          caller: storeCallerOf(request),
          query: request.query,
        }),
    );

    app.get(
      '/trials',
      {
        preHandler: storeMember,
        schema: {
          tags: ['orders'],
          summary:
            "The shop's trials (fittings) day by day, from a day to another (a week from today by default), with each customer's answer",
          querystring: trialListQuerySchema,
          response: { 200: trialListSchema, ...errors },
        },
      },
      (request) =>
        listTrials({ db, clock: ctx.clock, caller: storeCallerOf(request), query: request.query }),
    );

    app.get(
      '/orders/:id',
      {
        preHandler: storeMember,
        schema: {
          tags: ['orders'],
          summary: 'One order with its customer, status history and payments',
          params: z.object({ id: z.string() }),
          response: { 200: memberOrderDetailSchema, ...errors },
        },
      },
      (request) =>
        answerWithPricesAsAllowed(
          db,
          request,
          (caller) =>
            getOrderDetail({ db, publicUrl, imageLinks, caller, orderId: request.params.id }),
          orderDetailWithoutPrices,
        ),
    );

    app.get(
      '/get_customer_orders/:customerId',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['customers'],
          summary: "A customer's orders, newest first",
          params: z.object({ customerId: z.string() }),
          response: { 200: customerOrdersSchema, ...errors },
        },
      },
      (request) =>
        listCustomerOrders({
          db,
          publicUrl,
          imageLinks,
          storeId: storeCallerOf(request).store_id,
          customerId: request.params.customerId,
        }),
    );

    app.post(
      '/update_order_status',
      {
        preHandler: storeMember,
        schema: {
          tags: ['orders'],
          summary:
            'Set In Process, Completed, Delayed (with a reason and an optional new date) or Delivered (shopkeeper, nothing owed)',
          body: updateOrderStatusSchema,
          response: { 200: memberOrderSchema, ...errors },
        },
      },
      (request) =>
        answerWithPricesAsAllowed(
          db,
          request,
          (caller) => updateOrderStatus({ ...writes, caller, input: request.body }),
          orderWithoutPrices,
        ),
    );

    app.post(
      '/update_order',
      {
        preHandler: storeMember,
        schema: {
          tags: ['orders'],
          summary:
            "Fix an order: due date, payment type, customer details, product lines (edit or remove); employees only their orders' measurements, notes, garments and dates (403 for a change to the customer)",
          body: updateOrderSchema,
          response: { 200: memberOrderSchema, ...errors },
        },
      },
      (request) =>
        answerWithPricesAsAllowed(
          db,
          request,
          (caller) => updateOrder({ ...writes, caller, input: request.body }),
          orderWithoutPrices,
        ),
    );

    app.post(
      '/cancel_order',
      {
        preHandler: storeMember,
        schema: {
          tags: ['orders'],
          summary:
            'Cancel an order (shopkeeper): it keeps its payments; money received is refunded (a refund in the ledger) or kept',
          body: cancelOrderSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      (request) => cancelOrder({ ...writes, caller: storeCallerOf(request), input: request.body }),
    );
  };
}
