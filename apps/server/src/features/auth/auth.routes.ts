import {
  otpRequestResultSchema,
  otpRequestSchema,
  otpVerifySchema,
  refreshTokenResultSchema,
  signInResultSchema,
  authProvidersSchema,
} from '@tailor/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../plugins/auth';
import { clientAddressOf } from '../../plugins/client-address';
import { rateLimitFor } from '../../plugins/rate-limit';
import { requestOtp, verifyOtp } from './otp.service';
import { buildSignInResult, findOrCreateUserByPhone, revokeTokens } from './sign-in.service';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const otpDeps = {
    db: ctx.db,
    clock: ctx.clock,
    sms: ctx.sms,
    pepper: ctx.secrets.otpPepper,
    limitPerAddress: ctx.config.otpLimitPerAddress,
  };

  return async (app) => {
    const requestSchema = {
      tags: ['auth'],
      body: otpRequestSchema,
      response: { 200: otpRequestResultSchema },
    };
    app.post(
      '/auth/otp/request',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'sign-in') },
        schema: { ...requestSchema, summary: 'Send a sign-in code by SMS' },
      },
      (request) =>
        requestOtp(otpDeps, { phone: request.body.phone, clientAddress: clientAddressOf(request) }),
    );
    app.post(
      '/auth/otp/resend',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'sign-in') },
        schema: { ...requestSchema, summary: 'Send a new sign-in code' },
      },
      (request) =>
        requestOtp(otpDeps, { phone: request.body.phone, clientAddress: clientAddressOf(request) }),
    );

    app.post(
      '/auth/otp/verify',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'sign-in') },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with the code',
          body: otpVerifySchema,
          response: { 200: signInResultSchema },
        },
      },
      async (request) => {
        await verifyOtp(otpDeps, { ...request.body, clientAddress: clientAddressOf(request) });
        const userId = await findOrCreateUserByPhone(ctx.db, request.body.phone);
        return buildSignInResult(ctx.db, ctx.tokens, userId);
      },
    );

    app.get(
      '/auth/providers',
      {
        schema: {
          tags: ['auth'],
          summary: 'Which sign-in methods are configured',
          response: { 200: authProvidersSchema },
        },
      },
      async () => ({ google: Boolean(ctx.config.oidc) }),
    );

    app.post(
      '/refresh_token',
      {
        preHandler: ctx.guard(),
        schema: {
          tags: ['auth'],
          summary: 'A fresh token for the same session',
          response: { 200: refreshTokenResultSchema },
        },
      },
      async (request) => {
        const { sub, role, store_id, employee_id, tv } = callerOf(request);
        return { token: await ctx.tokens.issue({ sub, role, store_id, employee_id, tv }) };
      },
    );

    app.post(
      '/auth/logout',
      {
        preHandler: ctx.guard(),
        schema: {
          tags: ['auth'],
          summary: 'Sign out: the token stops working',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await revokeTokens(ctx.db, callerOf(request).userId);
        return reply.code(204).send(null);
      },
    );
  };
}
