import { createAccountSchema, userDetailsSchema } from '@tailor/shared/accounts';
import { signInResultSchema } from '@tailor/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../plugins/auth';
import { createAccount, getUserDetails } from './accounts.service';

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
        createAccount({ db: ctx.db, tokens: ctx.tokens, pincodes: ctx.pincodes, caller: callerOf(request), input: request.body }),
    );

    app.get(
      '/get_user_details',
      {
        preHandler: ctx.guard(),
        schema: { tags: ['accounts'], summary: 'The signed-in user and their shop', response: { 200: userDetailsSchema } },
      },
      (request) => getUserDetails({ db: ctx.db, caller: callerOf(request) }),
    );
  };
}
