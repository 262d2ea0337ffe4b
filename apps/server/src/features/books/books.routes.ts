import {
  booksRangeQuerySchema,
  cashCountInputSchema,
  cmp08QuerySchema,
  cmp08Schema,
  dayBookSchema,
  gstr1AnswerSchema,
  gstr1CsvQuerySchema,
  gstr1QuerySchema,
} from '@tailor/shared/books';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { inLine } from '../../lib/work-queue';
import { storeCallerOf } from '../../plugins/auth';
import { getCmp08 } from './cmp08.service';
import { dayBookCsv, getDayBook, saveCashCount } from './day-book.service';
import { exportTallyXml } from './tally.service';
import { gstr1Csv } from './gstr1';
import { getGstr1 } from './gstr1.service';
import { badRequest } from '../../lib/app-error';

const errors = errorResponses(400, 401, 403, 404);

const textFile = z.string().meta({ format: 'binary' });

/** Saved, never kept by a cache: the files hold the shop's money. */
function attachment(fileName: string, contentType: string) {
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  };
}

/** The shopkeeper's books: the day book, the composition return, and what an accountant loads. */
export function booksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  const { db, heavyReads } = ctx;

  return async (app) => {
    app.get(
      '/reports/day-book',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['books'],
          summary:
            "Each day's receipts by mode, refunds, karigar payouts and cash at the end of the day, with the counted cash and the difference",
          querystring: booksRangeQuerySchema,
          response: { 200: dayBookSchema, ...errors },
        },
      },
      (request) =>
        inLine(heavyReads, () =>
          getDayBook({ db, storeId: storeCallerOf(request).store_id, ...request.query }),
        ),
    );

    app.get(
      '/reports/day-book.csv',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['books'],
          summary: 'The day book as CSV (day-book-FROM-TO.csv), a row a day',
          querystring: booksRangeQuerySchema,
          produces: ['text/csv'],
          response: { 200: textFile, ...errors },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const book = await inLine(heavyReads, () =>
          getDayBook({ db, storeId: storeCallerOf(request).store_id, from, to }),
        );
        return reply
          .headers(attachment(`day-book-${from}-${to}.csv`, 'text/csv; charset=utf-8'))
          .send(dayBookCsv(book));
      },
    );

    app.put(
      '/reports/day-book/cash-count',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['books'],
          summary:
            'The cash counted at the end of a day (replaces an earlier count; null removes it); answers that day of the day book',
          body: cashCountInputSchema,
          response: { 200: dayBookSchema, ...errors },
        },
      },
      async (request) => {
        const storeId = storeCallerOf(request).store_id;
        await saveCashCount({ db, storeId, input: request.body });
        const { day } = request.body;
        return getDayBook({ db, storeId, from: day, to: day });
      },
    );

    app.get(
      '/exports/tally.xml',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['books'],
          summary:
            "The period's sales invoices or bills of supply, credit and debit notes, receipts and refunds as TallyPrime XML vouchers (tally-FROM-TO.xml)",
          querystring: booksRangeQuerySchema,
          produces: ['application/xml'],
          response: { 200: textFile, ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, xml } = await inLine(heavyReads, () =>
          exportTallyXml({ db, storeId: storeCallerOf(request).store_id, ...request.query }),
        );
        return reply.headers(attachment(fileName, 'application/xml; charset=utf-8')).send(xml);
      },
    );

    app.get(
      '/reports/gstr1',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['books'],
          summary:
            "The month's GSTR-1 in the GST offline tool's JSON layout (b2b, b2cl, b2cs, cdnr, cdnur, hsn, doc_issue); a composition shop gets its quarter's CMP-08 instead",
          querystring: gstr1QuerySchema,
          response: { 200: gstr1AnswerSchema, ...errors },
        },
      },
      (request) =>
        inLine(heavyReads, () =>
          getGstr1({ db, storeId: storeCallerOf(request).store_id, month: request.query.month }),
        ),
    );

    app.get(
      '/reports/gstr1.csv',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['books'],
          summary:
            "One section of the month's GSTR-1 as CSV in the offline tool's template columns (gstr1-YYYY-MM-section.csv)",
          querystring: gstr1CsvQuerySchema,
          produces: ['text/csv'],
          response: { 200: textFile, ...errors },
        },
      },
      async (request, reply) => {
        const { month, section } = request.query;
        const answer = await inLine(heavyReads, () =>
          getGstr1({ db, storeId: storeCallerOf(request).store_id, month }),
        );
        if (answer.return !== 'GSTR-1') throw badRequest('GSTR1_COMPOSITION');
        return reply
          .headers(attachment(`gstr1-${month}-${section}.csv`, 'text/csv; charset=utf-8'))
          .send(gstr1Csv(answer, section));
      },
    );

    app.get(
      '/reports/cmp08',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['books'],
          summary:
            "A composition shop's quarter for CMP-08: its bills of supply's turnover, with notes, and the tax at its composition rate",
          querystring: cmp08QuerySchema,
          response: { 200: cmp08Schema, ...errors },
        },
      },
      (request) =>
        getCmp08({
          db,
          storeId: storeCallerOf(request).store_id,
          financialYear: request.query.financial_year,
          quarter: request.query.quarter,
        }),
    );
  };
}
