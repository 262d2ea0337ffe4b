import {
  approvalListSchema,
  approvalParamsSchema,
  approvalSchema,
  createApprovalSchema,
} from '@tailor/shared/approvals';
import { approvalsWithoutAmounts } from '@tailor/shared/price-visibility';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { answerWithPricesAsAllowed } from '../employees';
import { createApproval, listApprovals } from './approvals.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * What the shop asks the customer to approve before doing it: an add-on at a price or a design.
 * The shop's owner and its employees, each within the orders they reach; staff who may not see
 * prices read every amount as null.
 */
export function approvalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const storeMember = ctx.guard({ roles: ['shopkeeper', 'employee'], store: true });
  const { db, clock, imageLinks } = ctx;

  return async (app) => {
    app.get(
      '/orders/:id/approvals',
      {
        preHandler: storeMember,
        schema: {
          tags: ['orders'],
          summary:
            "The order's approvals (add-ons and designs asked of the customer, with their answers and times), oldest first, and the order's photos to choose from",
          params: approvalParamsSchema,
          response: { 200: approvalListSchema, ...errors },
        },
      },
      (request) =>
        answerWithPricesAsAllowed(
          db,
          request,
          (caller) => listApprovals({ db, imageLinks, caller, orderId: request.params.id }),
          approvalsWithoutAmounts,
        ),
    );

    app.post(
      '/orders/:id/approvals',
      {
        preHandler: storeMember,
        schema: {
          tags: ['orders'],
          summary:
            "Ask the customer to approve an add-on (with its price in rupees; staff who may set prices) or a design (with one of the order's photos); the customer is sent the tracking link. Not on Delivered or Cancelled orders",
          params: approvalParamsSchema,
          body: createApprovalSchema,
          response: { 201: approvalSchema, ...errors },
        },
      },
      async (request, reply) => {
        const approval = await answerWithPricesAsAllowed(
          db,
          request,
          (caller) =>
            createApproval({
              db,
              clock,
              imageLinks,
              caller,
              orderId: request.params.id,
              input: request.body,
            }),
          (view) => ({ ...view, amount: null }),
        );
        return reply.code(201).send(approval);
      },
    );
  };
}
