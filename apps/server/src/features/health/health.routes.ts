import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness, and whether the database and the photo storage answer',
          response: {
            200: z.object({ status: z.literal('ok') }),
            503: z.object({
              status: z.literal('unavailable'),
              failing: z.array(z.enum(['database', 'storage'])),
            }),
          },
        },
      },
      async (request, reply) => {
        const [database, storage] = await Promise.allSettled([
          ctx.db.execute(sql`select 1`),
          ctx.storage.ping(),
        ]);
        if (database.status === 'fulfilled' && storage.status === 'fulfilled') {
          return { status: 'ok' as const };
        }
        const failing = [
          ...(database.status === 'rejected' ? ['database' as const] : []),
          ...(storage.status === 'rejected' ? ['storage' as const] : []),
        ];
        request.log.warn({ failing }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable' as const, failing });
      },
    );
  };
}
