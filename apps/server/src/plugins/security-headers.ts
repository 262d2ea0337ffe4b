import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers, fit for a shop PC that serves its LAN over plain HTTP. Helmet's default CSP
 * asks for `upgrade-insecure-requests`, and Chromium then rewrites every script of a page opened
 * at http://192.168.1.10:3000 to https, leaving it blank; HSTS over plain HTTP is meaningless at
 * best. HSTS is sent only on requests that arrived over HTTPS: from a TLS reverse proxy that
 * `TRUST_PROXY` names (X-Forwarded-Proto: https), or a server listening with TLS itself.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/** For the API docs page, whose own CSP (@fastify/swagger-ui) asks for the same upgrade. */
export function withoutUpgradeInsecureRequests(csp: string): string {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
    .join('; ');
}
