import { errorBodySchema } from '@tailor/shared/errors';
import {
  availableStoresSchema,
  switchStoreResultSchema,
  switchStoreSchema,
} from '@tailor/shared/stores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../plugins/auth';
import { listAvailableStores, switchStore } from './stores.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export function storeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Any signed-in user: someone who owns a shop may also work in another.
  const signedIn = ctx.guard();

  return async (app) => {
    app.get(
      '/employee/available_stores',
      {
        preHandler: signedIn,
        schema: {
          tags: ['stores'],
          summary: 'The shops where the caller has an active job, by name',
          response: { 200: availableStoresSchema, ...errors },
        },
      },
      (request) => listAvailableStores({ db: ctx.db, caller: callerOf(request) }),
    );

    app.post(
      '/employee/switch_store',
      {
        preHandler: signedIn,
        schema: {
          tags: ['stores'],
          summary: "Select one of the caller's stores: a new employee token scoped to it",
          body: switchStoreSchema,
          response: { 200: switchStoreResultSchema, ...errors },
        },
      },
      (request) =>
        switchStore({
          db: ctx.db,
          tokens: ctx.tokens,
          caller: callerOf(request),
          storeId: request.body.store_id,
        }),
    );
  };
}
