import { pincodeLookupSchema } from '@tailor/shared/accounts';
import { errorBodySchema } from '@tailor/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { rateLimitFor } from '../../plugins/rate-limit';
import { notFound } from '../../lib/app-error';
import { lookupPincode } from './pincode-directory';

export function pincodeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pincode/:pincode',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'public') },
        schema: {
          tags: ['accounts'],
          summary: 'State and district of an Indian pincode (offline data set)',
          params: z.object({ pincode: z.string() }),
          response: { 200: pincodeLookupSchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const found = lookupPincode(ctx.pincodes, request.params.pincode);
        if (!found) throw notFound('PINCODE_NOT_FOUND');
        // The data set changes only with a release: let browsers keep answers for a day.
        reply.header('cache-control', 'public, max-age=86400');
        return found;
      },
    );
  };
}
