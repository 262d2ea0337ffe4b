import { errorBodySchema } from '@tailor/shared/errors';
import {
  karigarLedgerSchema,
  karigarRateInputSchema,
  karigarRateListSchema,
  karigarRateSchema,
  karigarSummarySchema,
  ledgerEntrySchema,
  ledgerPeriodQuerySchema,
  payoutInputSchema,
  orderWorkSchema,
  reverseEntryInputSchema,
  workStepInputSchema,
} from '@tailor/shared/karigars';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { pdfFileResponse, sendPdf } from '../../lib/pdf-file';
import { storeCallerOf } from '../../plugins/auth';
import {
  createPaySlipPdf,
  deleteKarigarRate,
  getKarigarLedger,
  getKarigarSummary,
  getOwnLedger,
  listKarigarRates,
  recordPayout,
  reverseLedgerEntry,
  setKarigarRate,
} from './karigars.service';
import { getOrderWork, markWorkStep } from './karigar-work.service';

const errors = errorResponses(400, 401, 403, 404);
const employeeParams = z.object({ employeeId: z.string() });

/**
 * Karigar piece-rate wages: the shopkeeper sets rates, records and reverses payouts and sees every
 * karigar's ledger; an employee sees only their own.
 */
export function karigarRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  const employee = ctx.guard({ roles: ['employee'], store: true });
  const storeMember = ctx.guard({ roles: ['shopkeeper', 'employee'], store: true });
  const { db, clock } = ctx;

  return async (app) => {
    app.get(
      '/karigar-rates',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['karigars'],
          summary: "The shop's piece rates by garment: for all, and each employee's own",
          response: { 200: karigarRateListSchema, ...errors },
        },
      },
      (request) => listKarigarRates({ db, storeId: storeCallerOf(request).store_id }),
    );

    app.put(
      '/karigar-rates',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['karigars'],
          summary:
            "Sets a garment's rate for one employee (employee_id) or for all (null); credits already made keep their rate",
          body: karigarRateInputSchema,
          response: { 200: karigarRateSchema, ...errors },
        },
      },
      (request) => setKarigarRate({ db, caller: storeCallerOf(request), input: request.body }),
    );

    app.delete(
      '/karigar-rates/:id',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['karigars'],
          summary: 'Removes a rate: the garment earns nothing from now on; past credits stay',
          params: z.object({ id: z.string() }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteKarigarRate({
          db,
          storeId: storeCallerOf(request).store_id,
          rateId: request.params.id,
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/karigars',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['karigars'],
          summary:
            "Every karigar's owed at the start, earned, paid and owed at the end of a period (from, to; this month by default)",
          querystring: ledgerPeriodQuerySchema,
          response: { 200: karigarSummarySchema, ...errors },
        },
      },
      (request) =>
        getKarigarSummary({
          db,
          clock,
          storeId: storeCallerOf(request).store_id,
          query: request.query,
        }),
    );

    app.get(
      '/karigars/:employeeId/ledger',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['karigars'],
          summary: "One karigar's sums and entries of a period, oldest first",
          params: employeeParams,
          querystring: ledgerPeriodQuerySchema,
          response: { 200: karigarLedgerSchema, ...errors },
        },
      },
      (request) =>
        getKarigarLedger({
          db,
          clock,
          storeId: storeCallerOf(request).store_id,
          employeeId: request.params.employeeId,
          query: request.query,
        }),
    );

    app.get(
      '/karigars/:employeeId/pay-slip',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['karigars'],
          summary: "A karigar's pay slip for a period as a PDF in the shop's language",
          params: employeeParams,
          querystring: ledgerPeriodQuerySchema,
          response: { 200: pdfFileResponse, ...errors },
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await createPaySlipPdf({
            db,
            clock,
            storeId: storeCallerOf(request).store_id,
            employeeId: request.params.employeeId,
            query: request.query,
          }),
        ),
    );

    app.post(
      '/karigars/:employeeId/payouts',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['karigars'],
          summary:
            'Records money given to a karigar (cash or UPI, a note, the day); above what is owed it is an advance',
          params: employeeParams,
          body: payoutInputSchema,
          response: { 201: ledgerEntrySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(
          await recordPayout({
            db,
            clock,
            caller: storeCallerOf(request),
            employeeId: request.params.employeeId,
            input: request.body,
          }),
        ),
    );

    app.post(
      '/karigar-ledger/:entryId/reverse',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['karigars'],
          summary: 'Reverses a payout recorded by mistake with a reversing entry of today (once)',
          params: z.object({ entryId: z.string() }),
          body: reverseEntryInputSchema,
          response: { 201: ledgerEntrySchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(
          await reverseLedgerEntry({
            db,
            clock,
            caller: storeCallerOf(request),
            entryId: request.params.entryId,
            input: request.body,
          }),
        ),
    );

    app.get(
      '/orders/:id/karigar-work',
      {
        preHandler: storeMember,
        schema: {
          tags: ['karigars'],
          summary:
            "Per garment of the order (an employee's own garments only), the steps of work the shop pays for and which are done",
          params: z.object({ id: z.string() }),
          response: { 200: orderWorkSchema, ...errors },
        },
      },
      (request) => getOrderWork({ db, caller: storeCallerOf(request), orderId: request.params.id }),
    );

    app.post(
      '/karigar-work',
      {
        preHandler: storeMember,
        schema: {
          tags: ['karigars'],
          summary:
            "Marks a step of a garment's work (cutting, stitching, finishing, trial fix) done, crediting its karigar once at their rate for it (not on a Cancelled order), or not done, reversing that credit (by the shopkeeper or the karigar credited only); by the shopkeeper or the garment's karigar",
          body: workStepInputSchema,
          response: { 200: orderWorkSchema, ...errors, 409: errorBodySchema },
        },
      },
      (request) => markWorkStep({ db, clock, caller: storeCallerOf(request), input: request.body }),
    );

    app.get(
      '/employee/ledger',
      {
        preHandler: employee,
        schema: {
          tags: ['employee area'],
          summary: "The caller's own wage ledger in the selected store for a period",
          querystring: ledgerPeriodQuerySchema,
          response: { 200: karigarLedgerSchema, ...errors },
        },
      },
      (request) =>
        getOwnLedger({ db, clock, caller: storeCallerOf(request), query: request.query }),
    );

    app.get(
      '/employee/ledger/pay-slip',
      {
        preHandler: employee,
        schema: {
          tags: ['employee area'],
          summary: "The caller's own pay slip for a period as a PDF in the shop's language",
          querystring: ledgerPeriodQuerySchema,
          response: { 200: pdfFileResponse, ...errors },
        },
      },
      async (request, reply) => {
        const caller = storeCallerOf(request);
        return sendPdf(
          reply,
          await createPaySlipPdf({
            db,
            clock,
            storeId: caller.store_id,
            employeeId: caller.employee_id ?? undefined,
            query: request.query,
          }),
        );
      },
    );
  };
}
