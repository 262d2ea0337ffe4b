import { CSV_EXPORT_FILES, shopExportSchema } from '@tailor/shared/data-export';
import { errorBodySchema } from '@tailor/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { storeCallerOf } from '../../plugins/auth';
import { exportShopCsv, exportShopJson } from './data-export.service';
import { inLine } from '../../lib/work-queue';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

// Sent as bytes (Fastify does not serialise a Buffer); described here for /docs.
const zipFileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({
    description: `application/zip holding ${Object.keys(CSV_EXPORT_FILES).join(', ')} and README.txt`,
    format: 'binary',
  });

/** Saved, never shown inline, and never kept by a cache: the files hold the shop's customers. */
function attachment(fileName: string) {
  return {
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  };
}

export function dataExportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  const { db, clock, heavyReads } = ctx;

  return async (app) => {
    app.get(
      '/export/csv',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['data export'],
          summary:
            'Customers, orders, products, payments and employees as CSV files in a ZIP (tailor-shop-export-YYYY-MM-DD.zip)',
          produces: ['application/zip'],
          response: { 200: zipFileSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, zip } = await inLine(heavyReads, () =>
          exportShopCsv({
            db,
            clock,
            publicUrl: ctx.config.publicUrl,
            storeId: storeCallerOf(request).store_id,
          }),
        );
        return reply
          .headers({ 'content-type': 'application/zip', ...attachment(fileName) })
          .send(zip);
      },
    );

    app.get(
      '/export/json',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['data export'],
          summary:
            "The shop's complete record (tailor-shop-export-YYYY-MM-DD.json), which the restore command reads",
          response: { 200: shopExportSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, data } = await inLine(heavyReads, () =>
          exportShopJson({ db, clock, storeId: storeCallerOf(request).store_id }),
        );
        // Typed as ShopExport already: checking every row against the schema again would hold the
        // event loop for about a second per few thousand orders (measured), for no gain.
        return reply
          .headers({ 'content-type': 'application/json; charset=utf-8', ...attachment(fileName) })
          .serializer(JSON.stringify)
          .send(data);
      },
    );
  };
}
