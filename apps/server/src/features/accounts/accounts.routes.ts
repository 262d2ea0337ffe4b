import {
  createAccountSchema,
  storeSchema,
  updateAccountSchema,
  userDetailsSchema,
} from '@tailor/shared/accounts';
import { signInResultSchema } from '@tailor/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { callerOf, storeCallerOf } from '../../plugins/auth';
import { createAccount, getUserDetails, updateAccount } from './accounts.service';

const errors = errorResponses(400, 401, 403, 404);

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/create_account',
      {
        preHandler: ctx.guard({ roles: ['shopkeeper'] }),
        schema: {
          tags: ['accounts'],
          summary: "Create the signed-in owner's shop",
          body: createAccountSchema,
          response: { 200: signInResultSchema },
        },
      },
      (request) =>
        createAccount({
          db: ctx.db,
          tokens: ctx.tokens,
          pincodes: ctx.pincodes,
          caller: callerOf(request),
          input: request.body,
        }),
    );

    app.put(
      '/account',
      {
        preHandler: ctx.guard({ roles: ['shopkeeper'], store: true }),
        schema: {
          tags: ['accounts'],
          summary: "Change the shop's details (the same fields and rules as account creation)",
          body: updateAccountSchema,
          response: { 200: storeSchema, ...errors },
        },
      },
      (request) =>
        updateAccount({
          db: ctx.db,
          pincodes: ctx.pincodes,
          caller: storeCallerOf(request),
          input: request.body,
        }),
    );

    app.get(
      '/get_user_details',
      {
        preHandler: ctx.guard(),
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in user and their shop',
          response: { 200: userDetailsSchema },
        },
      },
      (request) => getUserDetails({ db: ctx.db, caller: callerOf(request) }),
    );
  };
}
