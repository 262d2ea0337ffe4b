import { errorBodySchema } from '@tailor/shared/errors';
import {
  acceptInviteResultSchema,
  inviteActionResultSchema,
  inviteListSchema,
  inviteResponseSchema,
  myInviteListSchema,
  publicInviteSchema,
  sendInviteResultSchema,
  sendInviteSchema,
} from '@tailor/shared/invites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { rateLimitFor } from '../../plugins/rate-limit';
import { callerOf, storeCallerOf } from '../../plugins/auth';
import { clientAddressOf } from '../../plugins/client-address';
import {
  acceptInvite,
  cancelInvite,
  getPublicInvite,
  listMyInvites,
  listShopInvites,
  rejectInvite,
  resendInvite,
  sendInvite,
} from './invites.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const answerErrors = { ...errors, 410: errorBodySchema, 429: errorBodySchema };
const tokenParams = z.object({ token: z.string() });

export function inviteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  const { db, clock, tokens } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const otpPepper = ctx.secrets.otpPepper;

  return async (app) => {
    app.post(
      '/send-invite',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['invites'],
          summary: 'Invite someone to join the shop as an employee: a link valid for 7 days',
          body: sendInviteSchema,
          response: { 201: sendInviteResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await sendInvite({
          db,
          clock,
          publicUrl,
          caller: storeCallerOf(request),
          input: request.body,
        });
        return reply.code(201).send(result);
      },
    );

    app.get(
      '/invites/shopkeeper',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['invites'],
          summary: "The shop's invites, newest first",
          response: { 200: inviteListSchema, ...errors },
        },
      },
      (request) =>
        listShopInvites({ db, clock, publicUrl, storeId: storeCallerOf(request).store_id }),
    );

    app.post(
      '/invites/:token/cancel',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['invites'],
          summary: 'Cancel a pending invite: its link stops working',
          params: tokenParams,
          response: { 200: inviteActionResultSchema, ...errors },
        },
      },
      (request) =>
        cancelInvite({
          db,
          clock,
          publicUrl,
          storeId: storeCallerOf(request).store_id,
          token: request.params.token,
        }),
    );

    app.post(
      '/invites/:token/resend',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['invites'],
          summary:
            'Resend a pending invite: a new link valid for 7 days; the old link stops working',
          params: tokenParams,
          response: { 200: inviteActionResultSchema, ...errors },
        },
      },
      (request) =>
        resendInvite({
          db,
          clock,
          publicUrl,
          storeId: storeCallerOf(request).store_id,
          token: request.params.token,
        }),
    );

    app.get(
      '/invites/:token',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'public') },
        schema: {
          tags: ['invites'],
          summary:
            'Public: the invite behind a link (shop, name, status, expiry, last 4 digits of the phone)',
          params: tokenParams,
          response: { 200: publicInviteSchema, 404: errorBodySchema },
        },
      },
      (request) => getPublicInvite({ db, clock, token: request.params.token }),
    );

    app.post(
      '/invites/:token/accept',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'sign-in') },
        schema: {
          tags: ['invites'],
          summary:
            "Public: accept with the invited phone's OTP (from POST /auth/otp/request); answers the sign-in result",
          params: tokenParams,
          body: inviteResponseSchema,
          response: { 200: acceptInviteResultSchema, ...answerErrors },
        },
      },
      (request) =>
        acceptInvite({
          db,
          clock,
          push: ctx.push,
          tokens,
          otpPepper,
          token: request.params.token,
          input: request.body,
          clientAddress: clientAddressOf(request),
        }),
    );

    app.post(
      '/invites/:token/reject',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'sign-in') },
        schema: {
          tags: ['invites'],
          summary: "Public: decline with the invited phone's OTP",
          params: tokenParams,
          body: inviteResponseSchema,
          response: { 200: publicInviteSchema, ...answerErrors },
        },
      },
      (request) =>
        rejectInvite({
          db,
          clock,
          push: ctx.push,
          otpPepper,
          token: request.params.token,
          input: request.body,
          clientAddress: clientAddressOf(request),
        }),
    );

    app.get(
      '/employee/invites',
      {
        // Any signed-in user: the invites are the caller's own, found by their verified phone.
        preHandler: ctx.guard(),
        schema: {
          tags: ['invites'],
          summary: "Invites sent to the caller's phone by any shop, newest first",
          response: { 200: myInviteListSchema, ...errors },
        },
      },
      (request) => listMyInvites({ db, clock, publicUrl, userId: callerOf(request).userId }),
    );
  };
}
