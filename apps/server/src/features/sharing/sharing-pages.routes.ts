import { approvalDecisionSchema, sharedApprovalParamsSchema } from '@tailor/shared/approvals';
import { shareTokenParamsSchema } from '@tailor/shared/sharing';
import { trialAnswerSchema } from '@tailor/shared/trials';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { rateLimitFor } from '../../plugins/rate-limit';
import { renderErrorPage, renderHistoryPage } from './pages/history-page';
import { renderOrderPage } from './pages/order-page';
import { languageCookie, pageLanguageOf, PUBLIC_TEXTS } from './pages/page-language';
import { sendPage } from './pages/send-page';
import { getSharedCustomerOrders, getSharedOrder } from './sharing.service';
import { answerApproval } from './approval-answer.service';
import { answerTrial } from './trial-answer.service';

// Any ?lang= is taken or ignored, never refused: a page link must always open.
const pageQuerySchema = z.object({ lang: z.unknown().optional() });

function isNotFound(error: unknown): boolean {
  return error instanceof AppError && error.statusCode === 404;
}

/**
 * The customer's pages as HTML (one order's tracking page, the customer's order history): rendered here from the services the API uses, readable before or without any
 * script, a few KB on the wire, in the viewer's language.
 */
export function sharingPageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const routeOptions = {
    config: { rateLimit: rateLimitFor(ctx.config, 'public') },
    schema: { hide: true, params: shareTokenParamsSchema, querystring: pageQuerySchema },
  };

  return async (app) => {
    app.get('/shared_order/:share_token', routeOptions, async (request, reply) => {
      const cookies = request.headers.cookie;
      let page: string;
      let status = 200;
      let chosen: ReturnType<typeof pageLanguageOf>;
      try {
        const order = await getSharedOrder({
          db,
          clock: ctx.clock,
          imageLinks,
          shareToken: request.params.share_token,
        });
        chosen = pageLanguageOf(request.query, cookies, order.shop_language);
        const base = `/shared_order/${encodeURIComponent(request.params.share_token)}`;
        page = renderOrderPage(
          order,
          chosen.language,
          `${base}/trial`,
          `${base}/approvals`,
          `${base}/feedback`,
        );
      } catch (error) {
        chosen = pageLanguageOf(request.query, cookies, undefined);
        const t = PUBLIC_TEXTS[chosen.language].pages.order;
        status = isNotFound(error) ? 404 : 500;
        if (status === 500) request.log.error({ err: error }, 'shared order page failed');
        page = renderErrorPage({
          language: chosen.language,
          title: t.errorTitle,
          text: t.errorText,
          retry: status === 500 ? t.retry : undefined,
        });
      }
      if (chosen.chosen) reply.header('set-cookie', languageCookie(chosen.language));
      return sendPage(request, reply, status, page);
    });

    // The trial card's forms (pages/trial-card.ts), posted as a browser posts a form without any
    // script: the answer is recorded as POST /api/shared_order/{token}/trial records it, then the
    // page is shown again (303), saying what was answered.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.post(
      '/shared_order/:share_token/trial',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'public') },
        schema: { hide: true, params: shareTokenParamsSchema },
      },
      async (request, reply) => {
        const page = `/shared_order/${encodeURIComponent(request.params.share_token)}`;
        const answer = trialAnswerSchema.safeParse(request.body);
        if (!answer.success) return reply.redirect(page, 303);
        try {
          await answerTrial({
            db,
            clock: ctx.clock,
            push: ctx.push,
            imageLinks,
            shareToken: request.params.share_token,
            answer: answer.data,
          });
        } catch (error) {
          // No trial, a closed order: the page shows how things stand. An unknown link: its 404 page.
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        }
        return reply.redirect(`${page}#trial-card`, 303);
      },
    );

    // The approvals card's forms (pages/approvals-card.ts), posted without any script: the answer
    // is recorded as POST /api/shared_order/{token}/approvals/{id} records it, then the page is
    // shown again (303) with the answer as given.
    app.post(
      '/shared_order/:share_token/approvals/:approval_id',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'public') },
        schema: { hide: true, params: sharedApprovalParamsSchema },
      },
      async (request, reply) => {
        const page = `/shared_order/${encodeURIComponent(request.params.share_token)}`;
        const decision = approvalDecisionSchema.safeParse(request.body);
        if (!decision.success) return reply.redirect(`${page}#approvals-card`, 303);
        try {
          await answerApproval({
            db,
            clock: ctx.clock,
            push: ctx.push,
            imageLinks,
            shareToken: request.params.share_token,
            approvalId: request.params.approval_id,
            decision: decision.data,
          });
        } catch (error) {
          // Answered already, a closed order: the page shows how things stand.
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        }
        return reply.redirect(`${page}#approvals-card`, 303);
      },
    );

    app.get('/shared_customer_orders/:share_token', routeOptions, async (request, reply) => {
      const cookies = request.headers.cookie;
      let page: string;
      let status = 200;
      let chosen: ReturnType<typeof pageLanguageOf>;
      try {
        const history = await getSharedCustomerOrders({
          db,
          publicUrl,
          shareToken: request.params.share_token,
        });
        chosen = pageLanguageOf(request.query, cookies, history.shop_language);
        page = renderHistoryPage(history, chosen.language);
      } catch (error) {
        chosen = pageLanguageOf(request.query, cookies, undefined);
        const t = PUBLIC_TEXTS[chosen.language].pages.history;
        status = isNotFound(error) ? 404 : 500;
        if (status === 500) request.log.error({ err: error }, 'customer history page failed');
        page = renderErrorPage({
          language: chosen.language,
          title: t.errorTitle,
          text: status === 404 ? t.customerNotFound : t.errorText,
          retry: status === 500 ? t.retry : undefined,
        });
      }
      if (chosen.chosen) reply.header('set-cookie', languageCookie(chosen.language));
      return sendPage(request, reply, status, page);
    });
  };
}
