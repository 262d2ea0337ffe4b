import { approvalDecisionSchema, sharedApprovalParamsSchema } from '@tailor/shared/approvals';
import { errorBodySchema } from '@tailor/shared/errors';
import {
  sharedCustomerOrdersSchema,
  sharedOrderSchema,
  shareTokenParamsSchema,
} from '@tailor/shared/sharing';
import { trialAnswerSchema } from '@tailor/shared/trials';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { rateLimitFor } from '../../plugins/rate-limit';
import { getSharedCustomerOrders, getSharedOrder } from './sharing.service';
import { answerApproval } from './approval-answer.service';
import { answerTrial } from './trial-answer.service';

// Private data behind a capability URL: no browser or proxy may keep a copy.
function sendUncached(reply: FastifyReply, answer: unknown) {
  return reply.header('cache-control', 'no-store').send(answer);
}

/** The customer's link-based pages: no login, the share token is the key. */
export function sharingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const config = { rateLimit: rateLimitFor(ctx.config, 'public') };

  return async (app) => {
    app.get(
      '/shared_order/:share_token',
      {
        config,
        schema: {
          tags: ['sharing'],
          summary:
            "Public order tracking: the shop, the customer's name and the order, without contact details",
          params: shareTokenParamsSchema,
          response: { 200: sharedOrderSchema, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        sendUncached(
          reply,
          await getSharedOrder({
            db,
            clock: ctx.clock,
            imageLinks,
            shareToken: request.params.share_token,
          }),
        ),
    );

    app.post(
      '/shared_order/:share_token/trial',
      {
        config,
        schema: {
          tags: ['sharing'],
          summary:
            "The customer's answer to the order's trial, no login: they will come (confirmed), or they ask for another day (another_day, with a note); the shop owner is notified",
          params: shareTokenParamsSchema,
          body: trialAnswerSchema,
          response: { 200: sharedOrderSchema, ...errorResponses(400, 404, 409) },
        },
      },
      async (request, reply) =>
        sendUncached(
          reply,
          await answerTrial({
            db,
            clock: ctx.clock,
            push: ctx.push,
            imageLinks,
            shareToken: request.params.share_token,
            answer: request.body,
          }),
        ),
    );

    app.post(
      '/shared_order/:share_token/approvals/:approval_id',
      {
        config,
        schema: {
          tags: ['sharing'],
          summary:
            "The customer's answer to what the shop asked them to approve (an add-on or a design), no login: approve or decline, with an optional note; once only (409 after). An approved add-on becomes a line of the order and raises its total; the shop is notified either way",
          params: sharedApprovalParamsSchema,
          body: approvalDecisionSchema,
          response: { 200: sharedOrderSchema, ...errorResponses(400, 404, 409) },
        },
      },
      async (request, reply) =>
        sendUncached(
          reply,
          await answerApproval({
            db,
            clock: ctx.clock,
            push: ctx.push,
            imageLinks,
            shareToken: request.params.share_token,
            approvalId: request.params.approval_id,
            decision: request.body,
          }),
        ),
    );

    app.get(
      '/shared_customer_orders/:share_token',
      {
        config,
        schema: {
          tags: ['sharing'],
          summary:
            'Public customer order history, newest first by order date, each with its tracking link',
          params: shareTokenParamsSchema,
          response: { 200: sharedCustomerOrdersSchema, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        sendUncached(
          reply,
          await getSharedCustomerOrders({ db, publicUrl, shareToken: request.params.share_token }),
        ),
    );
  };
}
