import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers, fit for a shop PC that serves its LAN over plain HTTP. Helmet's default CSP
 * asks for `upgrade-insecure-requests`, and Chromium then rewrites every script of a page opened
 * at http://192.168.1.10:3000 to https, leaving it blank; HSTS over plain HTTP is meaningless at
 * best. HSTS is sent only on requests that arrived over HTTPS: from a TLS reverse proxy that
 * `TRUST_PROXY` names (X-Forwarded-Proto: https), or a server listening with TLS itself.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders({
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
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}

/**
 * The headers helmet sets with these options, worked out once at start. Helmet's plugin for Fastify
 * runs helmet afresh on every request, parsing the CSP's directives each time; with no directive
 * that depends on the request, every response gets the same headers, so they are set as they are.
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string) {
      headers.set(name, value);
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return [...headers];
}

/** For the API docs page, whose own CSP (@fastify/swagger-ui) asks for the same upgrade. */
export function withoutUpgradeInsecureRequests(csp: string): string {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
    .join('; ');
}
