import {
  garmentSchema,
  garmentStageInputSchema,
  tagCodeParamsSchema,
} from '@tailor/shared/garments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { pdfFileResponse, sendPdf } from '../../lib/pdf-file';
import { storeCallerOf } from '../../plugins/auth';
import { getGarment, recordGarmentStage } from './garments.service';
import { createTagSheetPdf } from './tag-sheet-pdf';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Garment tags and their scans: the printable tags of an order, a garment by its tag, and a step
 * of its work. The shop's owner and its employees, each within the orders they reach.
 */
export function garmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const storeMember = ctx.guard({ roles: ['shopkeeper', 'employee'], store: true });
  const { db, clock, push, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;

  return async (app) => {
    app.get(
      '/orders/:id/tags.pdf',
      {
        preHandler: storeMember,
        schema: {
          tags: ['garments'],
          summary:
            "A printable tag for each garment of an order (tags_{order number}.pdf), on the shop's tag paper (A4 sheet of 24 labels or 58 mm thermal), with the QR of PUBLIC_URL/g/{tag_code}",
          params: z.object({ id: z.string() }),
          response: { 200: pdfFileResponse, ...errors },
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await createTagSheetPdf({
            db,
            publicUrl,
            caller: storeCallerOf(request),
            orderId: request.params.id,
          }),
        ),
    );

    app.get(
      '/garments/:tag_code',
      {
        preHandler: storeMember,
        schema: {
          tags: ['garments'],
          summary:
            "A garment by its tag: its order, customer's first name, measurements, photos, note, assignee, steps and next step",
          params: tagCodeParamsSchema,
          response: { 200: garmentSchema, ...errors },
        },
      },
      (request) =>
        getGarment({
          db,
          imageLinks,
          caller: storeCallerOf(request),
          tagCode: request.params.tag_code,
        }),
    );

    app.post(
      '/garments/:tag_code/stage',
      {
        preHandler: storeMember,
        schema: {
          tags: ['garments'],
          summary:
            "Record a step of a garment's work (received, cutting, stitching, finishing, trial, ready): its history, its karigar's step credit once, and the order Completed when every garment is ready (unless the shop turned that off)",
          params: tagCodeParamsSchema,
          body: garmentStageInputSchema,
          response: { 200: garmentSchema, ...errors },
        },
      },
      (request) =>
        recordGarmentStage({
          db,
          clock,
          push,
          imageLinks,
          caller: storeCallerOf(request),
          tagCode: request.params.tag_code,
          stage: request.body.stage,
        }),
    );
  };
}
