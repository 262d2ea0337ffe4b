import { updateSettingsSchema } from '@tailor/shared/settings';
import {
  measurementTemplatesResultSchema,
  settingsSchema,
} from '@tailor/shared/settings-responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { storeCallerOf } from '../../plugins/auth';
import { getMeasurementTemplates, getSettings, updateSettings } from './settings.service';

const errors = errorResponses(400, 401, 403, 404);

export function settingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  const storeMember = ctx.guard({ roles: ['shopkeeper', 'employee'], store: true });
  const { db } = ctx;

  return async (app) => {
    app.get(
      '/settings',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['settings'],
          summary:
            "The shop's settings: customer message language, order number prefix, measurement templates",
          response: { 200: settingsSchema, ...errors },
        },
      },
      (request) => getSettings({ db, storeId: storeCallerOf(request).store_id }),
    );

    app.put(
      '/settings',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['settings'],
          summary:
            'Change some settings (only the fields given); measurement_templates null restores the defaults',
          body: updateSettingsSchema,
          response: { 200: settingsSchema, ...errors },
        },
      },
      (request) =>
        updateSettings({ db, storeId: storeCallerOf(request).store_id, input: request.body }),
    );

    app.get(
      '/measurement_templates',
      {
        preHandler: storeMember,
        schema: {
          tags: ['settings'],
          summary:
            'The garments and measurement names the new-order flow offers (the shop’s own or the defaults)',
          response: { 200: measurementTemplatesResultSchema, ...errors },
        },
      },
      (request) => getMeasurementTemplates({ db, storeId: storeCallerOf(request).store_id }),
    );
  };
}
