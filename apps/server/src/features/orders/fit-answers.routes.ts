import { errorBodySchema } from '@tailor/shared/errors';
import { fitFeedbackAnswerSchema, fitFeedbackSchema } from '@tailor/shared/fit';
import { shareTokenParamsSchema } from '@tailor/shared/sharing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { rateLimitFor } from '../../plugins/rate-limit';
import { recordFitAnswer } from './fit-answers.service';

/** How it fitted, told by the customer from the tracking link (no login: the share token is the key). */
export function fitAnswerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, push, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const config = { rateLimit: rateLimitFor(ctx.config, 'public') };

  return async (app) => {
    app.post(
      '/shared_order/:share_token/feedback',
      {
        config,
        schema: {
          tags: ['sharing'],
          summary:
            "How the order fitted, for 14 days after Delivered: good, or needs a change (per garment with product_id, or the whole order), with a note; once per garment. 'needs_change' opens an alteration order for the same person, priced 0 and due in 3 days, and tells the shop",
          params: shareTokenParamsSchema,
          body: fitFeedbackSchema,
          response: {
            200: fitFeedbackAnswerSchema,
            404: errorBodySchema,
            ...errorResponses(400, 409),
          },
        },
      },
      async (request, reply) =>
        reply.header('cache-control', 'no-store').send(
          await recordFitAnswer({
            db,
            clock,
            push,
            publicUrl,
            imageLinks,
            shareToken: request.params.share_token,
            feedback: request.body,
          }),
        ),
    );
  };
}

/**
 * The tracking page's fit forms, posted as a browser posts a form without any script: the answer
 * is recorded as POST /api/shared_order/{token}/feedback records it, then the page is shown again
 * (303) with the answer given.
 */
export function fitAnswerPageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, push, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;

  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.post(
      '/shared_order/:share_token/feedback',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'public') },
        schema: { hide: true, params: shareTokenParamsSchema },
      },
      async (request, reply) => {
        const page = `/shared_order/${encodeURIComponent(request.params.share_token)}`;
        const feedback = fitFeedbackSchema.safeParse(request.body);
        if (!feedback.success) return reply.redirect(`${page}#fit-card`, 303);
        try {
          await recordFitAnswer({
            db,
            clock,
            push,
            publicUrl,
            imageLinks,
            shareToken: request.params.share_token,
            feedback: feedback.data,
          });
        } catch (error) {
          // Answered already, the window closed: the page shows how things stand.
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        }
        return reply.redirect(`${page}#fit-card`, 303);
      },
    );
  };
}
