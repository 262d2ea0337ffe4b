import {
  customerByMobileSchema,
  customerDetailSchema,
  customerListQuerySchema,
  customerListSchema,
  lastMeasurementsSchema,
  measurementHistorySchema,
  updateCustomerAddressSchema,
  updateCustomerDetailsSchema,
} from '@tailor/shared/customers';
import { errorBodySchema } from '@tailor/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { storeCallerOf } from '../../plugins/auth';
import {
  getCustomer,
  getCustomerByMobile,
  getLastMeasurements,
  getMeasurementHistory,
  listCustomers,
  updateCustomerAddress,
  updateCustomerDetails,
} from './customers.service';

const errors = errorResponses(400, 401, 403, 404);
const updateErrors = { ...errors, 409: errorBodySchema };
const idParams = z.object({ id: z.string() });

export function customerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  // Taking an order at the counter, an employee finds a returning customer by the number they give
  // and starts from their last measurements; browsing customers stays the shopkeeper's.
  const storeMember = ctx.guard({ roles: ['shopkeeper', 'employee'], store: true });
  const { db } = ctx;
  const publicUrl = ctx.config.publicUrl;

  return async (app) => {
    app.get(
      '/get_customers',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['customers'],
          summary:
            "The shop's customers, newest first; search by name or mobile number; limit 0 for all",
          querystring: customerListQuerySchema,
          response: { 200: customerListSchema, ...errors },
        },
      },
      (request) =>
        listCustomers({ db, storeId: storeCallerOf(request).store_id, query: request.query }),
    );

    app.get(
      '/customers/by-mobile/:mobile',
      {
        preHandler: storeMember,
        schema: {
          tags: ['customers'],
          summary:
            "The number's first person with everyone on this mobile number in `people`, each with their last measurements, or 404; any member taking an order finds them (no money, no links)",
          params: z.object({ mobile: z.string() }),
          response: { 200: customerByMobileSchema, ...errors },
        },
      },
      (request) =>
        getCustomerByMobile({ db, caller: storeCallerOf(request), mobile: request.params.mobile }),
    );

    app.get(
      '/customers/:id',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['customers'],
          summary: 'One customer with the link to their public order history',
          params: idParams,
          response: { 200: customerDetailSchema, ...errors },
        },
      },
      (request) =>
        getCustomer({
          db,
          publicUrl,
          storeId: storeCallerOf(request).store_id,
          customerId: request.params.id,
        }),
    );

    app.put(
      '/customers/:id',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['customers'],
          summary:
            "Correct a person's name, relation, gender and date of birth (409 when another person on the number has the name)",
          params: idParams,
          body: updateCustomerDetailsSchema,
          response: { 200: customerDetailSchema, ...updateErrors },
        },
      },
      (request) =>
        updateCustomerDetails({
          db,
          clock: ctx.clock,
          publicUrl,
          storeId: storeCallerOf(request).store_id,
          customerId: request.params.id,
          details: request.body,
        }),
    );

    app.put(
      '/customers/:id/address',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['customers'],
          summary: "Change a customer's address",
          params: idParams,
          body: updateCustomerAddressSchema,
          response: { 200: customerDetailSchema, ...errors },
        },
      },
      (request) =>
        updateCustomerAddress({
          db,
          publicUrl,
          storeId: storeCallerOf(request).store_id,
          customerId: request.params.id,
          address: request.body.address,
        }),
    );

    app.get(
      '/customers/:id/last-measurements',
      {
        preHandler: storeMember,
        schema: {
          tags: ['customers'],
          summary:
            "Per garment, the measurements of the customer's latest order of it (for an employee: only their orders' customers)",
          params: idParams,
          response: { 200: lastMeasurementsSchema, ...errors },
        },
      },
      (request) =>
        getLastMeasurements({ db, caller: storeCallerOf(request), customerId: request.params.id }),
    );

    app.get(
      '/customers/:id/measurement-history',
      {
        preHandler: storeMember,
        schema: {
          tags: ['customers'],
          summary:
            "Per garment, each measurement's values over the customer's latest orders of it, newest first (for an employee: only the orders they may reach)",
          params: idParams,
          response: { 200: measurementHistorySchema, ...errors },
        },
      },
      (request) =>
        getMeasurementHistory({
          db,
          caller: storeCallerOf(request),
          customerId: request.params.id,
        }),
    );
  };
}
