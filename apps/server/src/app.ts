import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { IMAGE_MAX_BYTES } from '@tailor/shared/constants';
import { ERROR_CODE_LIST } from '@tailor/shared/error-codes';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { lazyPincodeDirectory } from './adapters/india-post-pincodes';
import { createSmsTransport } from './adapters/message-gateways';
import { createOpenIdProvider } from './adapters/openid-connect';
import type { AppContext } from './app-context';
import { createServices } from './composition';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { requestScopedDatabase } from './db/request-transaction';
import { accountRoutes } from './features/accounts/accounts.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { settingsRoutes } from './features/accounts/settings.routes';
import { dataExportRoutes } from './features/data-export/data-export.routes';
import { customerRoutes } from './features/customers/customers.routes';
import { employeeRoutes } from './features/employees/employees.routes';
import { employeeOrderRoutes } from './features/orders/employee-orders.routes';
import { inviteRoutes } from './features/invites/invites.routes';
import { storeRoutes } from './features/stores/stores.routes';
import { authRoutes } from './features/auth/auth.routes';
import { googleRoutes } from './features/auth/google.routes';
import type { SmsTransport } from './features/auth';
import { healthRoutes } from './features/health/health.routes';
import { createImageLinks } from './features/images';
import { imageRoutes } from './features/images/images.routes';
import type { PincodeDirectory } from './features/pincodes';
import { orderRoutes } from './features/orders/orders.routes';
import { customerMessageRoutes } from './features/customer-messages/customer-messages.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { pushRoutes } from './features/push/push.routes';
import { paymentRoutes } from './features/payments/payments.routes';
import { sharingRoutes } from './features/sharing/sharing.routes';
import { sharingPageRoutes } from './features/sharing/sharing-pages.routes';
import { takingsRoutes } from './features/takings/takings.routes';
import { booksRoutes } from './features/books/books.routes';
import { outstandingRoutes } from './features/outstanding/outstanding.routes';
import { garmentRoutes } from './features/orders/garments.routes';
import { approvalRoutes } from './features/orders/approvals.routes';
import { fitAnswerPageRoutes, fitAnswerRoutes } from './features/orders/fit-answers.routes';
import { karigarRoutes } from './features/karigars/karigars.routes';
import { capacityRoutes } from './features/capacity/capacity.routes';
import { pincodeRoutes } from './features/pincodes/pincodes.routes';
import { appError } from './lib/app-error';
import { systemClock, type Clock } from './lib/clock';
import { createWorkQueue, HEAVY_READS } from './lib/work-queue';
import { createGuard, createTokenService } from './plugins/auth';
import { businessDateValidatorCompiler } from './plugins/business-dates';
import { registerErrorHandler } from './plugins/error-handler';
import { privateLoggerOptions } from './plugins/log-privacy';
import { registerRateLimits } from './plugins/rate-limit';
import { registerRequestTransactions } from './plugins/request-transaction';
import {
  registerSecurityHeaders,
  withoutUpgradeInsecureRequests,
} from './plugins/security-headers';
import { registerTextSafety } from './plugins/text-safety';
import { findWebDist, registerWebApp, sendWebPage } from './web-assets';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  clock?: Clock;
  sms?: SmsTransport;
  pincodes?: PincodeDirectory;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole product's HTTP app without listening: the map of the system. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Features see the database through the request's transaction when it has one.
  const db = requestScopedDatabase(options.db);
  const app = Fastify({
    logger: privateLoggerOptions(options.logger),
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const { secrets, storage, push } = await createServices({ config, db, log: app.log });
  const tokens = createTokenService(secrets.jwtSecret, config.tokenTtlHours);
  const clock = options.clock ?? systemClock;
  app.setValidatorCompiler(businessDateValidatorCompiler(clock));
  const ctx: AppContext = {
    config,
    db,
    clock,
    secrets,
    tokens,
    guard: createGuard(db, tokens),
    sms: options.sms ?? createSmsTransport(config.sms, app.log),
    identity: config.oidc ? createOpenIdProvider(config.oidc) : null,
    pincodes: options.pincodes ?? lazyPincodeDirectory(),
    storage,
    imageLinks: createImageLinks({ secret: secrets.jwtSecret, clock }),
    heavyReads: createWorkQueue(HEAVY_READS),
    push,
  };
  app.decorateRequest('auth', null);

  await registerSecurityHeaders(app);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tailor Shop Manager API',
        version: '1.0.0',
        description: `Every error answer is \`{ error, code, params? }\`: \`error\` the English message, \`code\` one of ${ERROR_CODE_LIST.join(', ')} (packages/shared/src/error-codes.ts), \`params\` the values its message is worded with.`,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: withoutUpgradeInsecureRequests,
  });

  registerTextSafety(app);
  // Before the request transactions: both add to each route's preHandlers, and a refused request
  // stores no key.
  await registerRateLimits(app);
  registerRequestTransactions(app, options.db, clock);

  await app.register(healthRoutes(ctx));
  // The customer's pages (/shared_order/…, /shared_customer_orders/…) as server-rendered HTML.
  await app.register(sharingPageRoutes(ctx));
  await app.register(fitAnswerPageRoutes(ctx));
  await app.register(
    async (api) => {
      await api.register(authRoutes(ctx));
      await api.register(googleRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(pincodeRoutes(ctx));
      await api.register(employeeRoutes(ctx));
      await api.register(customerRoutes(ctx));
      await api.register(orderRoutes(ctx));
      await api.register(customerMessageRoutes(ctx));
      await api.register(paymentRoutes(ctx));
      await api.register(imageRoutes(ctx));
      await api.register(analyticsRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(pushRoutes(ctx));
      await api.register(sharingRoutes(ctx));
      await api.register(billingRoutes(ctx));
      await api.register(inviteRoutes(ctx));
      await api.register(storeRoutes(ctx));
      await api.register(employeeOrderRoutes(ctx));
      await api.register(settingsRoutes(ctx));
      await api.register(dataExportRoutes(ctx));
      await api.register(takingsRoutes(ctx));
      await api.register(booksRoutes(ctx));
      await api.register(outstandingRoutes(ctx));
      await api.register(karigarRoutes(ctx));
      await api.register(garmentRoutes(ctx));
      await api.register(approvalRoutes(ctx));
      await api.register(fitAnswerRoutes(ctx));
      await api.register(capacityRoutes(ctx));
    },
    { prefix: '/api' },
  );

  const webDist = config.serveWeb ? findWebDist(config.webDist) : undefined;
  if (webDist) {
    await registerWebApp(app, webDist);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (webDist && wantsPage) {
      // A first visit to the sign-in screens gets the static sign-in page; every other client-side
      // route (/app/..., /invite/...) loads the single page app.
      return sendWebPage(webDist, request, reply);
    }
    throw appError('ROUTE_NOT_FOUND', {
      method: request.method,
      path: request.url.split('?')[0] ?? '',
    });
  });

  return app;
}
