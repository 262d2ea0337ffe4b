import { customerBillingQuerySchema, orderIdParamsSchema } from '@tailor/shared/billing-schemas';
import { errorBodySchema } from '@tailor/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { pdfFileResponse, sendPdf } from '../../lib/pdf-file';
import { rateLimitFor } from '../../plugins/rate-limit';
import { storeCallerOf } from '../../plugins/auth';
import { createCustomerBillPdf, createReceiptPdf, createShopBillPdf } from './billing.service';

const errors = errorResponses(400, 401, 403, 404);

/** The bill (shop and customer copies) and the payment receipt as PDFs. */
export function billingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  const { db, clock, pincodes } = ctx;

  return async (app) => {
    app.get(
      '/generate_billing_pdf/:orderId',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['billing'],
          summary:
            "The shop's copy of an order's bill (billing_{order number}.pdf): contact details, measurements, notes, payments",
          params: orderIdParamsSchema,
          response: { 200: pdfFileResponse, ...errors },
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await createShopBillPdf({
            db,
            clock,
            pincodes,
            storeId: storeCallerOf(request).store_id,
            orderId: request.params.orderId,
          }),
        ),
    );

    app.get(
      '/generate_customer_billing_pdf/:orderId',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'public-pdf') },
        schema: {
          tags: ['billing'],
          summary:
            "The customer's copy of the bill (billing_{order number}_customer.pdf); no login, the order's share token instead",
          params: orderIdParamsSchema,
          querystring: customerBillingQuerySchema,
          response: { 200: pdfFileResponse, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await createCustomerBillPdf({
            db,
            clock,
            pincodes,
            orderId: request.params.orderId,
            shareToken: request.query.token,
          }),
        ),
    );

    app.get(
      '/generate_receipt_pdf/:orderId',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['billing'],
          summary:
            'The payment receipt of an order (receipt_{order number}.pdf): payments with dates and methods, total, paid, balance',
          params: orderIdParamsSchema,
          response: { 200: pdfFileResponse, ...errors },
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await createReceiptPdf({
            db,
            clock,
            pincodes,
            storeId: storeCallerOf(request).store_id,
            orderId: request.params.orderId,
          }),
        ),
    );
  };
}
