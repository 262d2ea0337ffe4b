import { signInResultSchema } from '@tailor/shared/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { rateLimitFor } from '../../plugins/rate-limit';
import { createGoogleSignIn, GOOGLE_FLOW_TTL_S } from './google.service';
import { IdentityProviderUnavailableError } from './identity-provider';

const FLOW_COOKIE = 'tsm_google_flow';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name)
      return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

function rawQuery(request: FastifyRequest): string {
  const start = request.url.indexOf('?');
  return start === -1 ? '' : request.url.slice(start + 1);
}

/** The flow cookie goes back only to these routes, and no page script can read it. */
function flowCookie(
  value: string,
  options: { path: string; secure: boolean; maxAgeS: number },
): string {
  const attributes = [
    `${FLOW_COOKIE}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeS}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.maxAgeS === 0) attributes.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

const callbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

export function googleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const google = createGoogleSignIn({
    config: ctx.config,
    db: ctx.db,
    clock: ctx.clock,
    tokens: ctx.tokens,
    jwtSecret: ctx.secrets.jwtSecret,
    identity: ctx.identity,
  });
  const secure = ctx.config.publicUrl.startsWith('https:');

  function sendUnavailableOrRethrow(reply: FastifyReply, error: unknown) {
    if (error instanceof IdentityProviderUnavailableError)
      return reply.code(502).send({ error: error.message, code: 'GOOGLE_UNAVAILABLE' });
    throw error;
  }

  return async (app) => {
    const cookiePath = `${app.prefix}/auth/google`;

    app.get(
      '/auth/google/start',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'sign-in') },
        schema: {
          tags: ['auth'],
          summary: 'Start Google sign-in: 302 to the identity provider (state, nonce, PKCE)',
        },
      },
      async (request, reply) => {
        try {
          const { authorizationUrl, sealedFlow } = await google.start({ log: request.log });
          return reply
            .header(
              'set-cookie',
              flowCookie(sealedFlow, { path: cookiePath, secure, maxAgeS: GOOGLE_FLOW_TTL_S }),
            )
            .header('cache-control', 'no-store')
            .redirect(authorizationUrl, 302);
        } catch (error) {
          return sendUnavailableOrRethrow(reply, error);
        }
      },
    );

    app.get(
      '/auth/google/callback',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'sign-in') },
        schema: {
          tags: ['auth'],
          summary: 'Finish Google sign-in with the query the provider sent to /oauth_callback',
          querystring: callbackQuerySchema,
          response: { 200: signInResultSchema },
        },
      },
      async (request, reply) => {
        // The flow is single-use: whatever the outcome, the browser forgets it.
        reply
          .header('set-cookie', flowCookie('', { path: cookiePath, secure, maxAgeS: 0 }))
          .header('cache-control', 'no-store');
        try {
          return await google.finish({
            // The raw query, so that every parameter the provider sent (iss included) is checked.
            query: rawQuery(request),
            sealedFlow: readCookie(request, FLOW_COOKIE),
            log: request.log,
          });
        } catch (error) {
          return sendUnavailableOrRethrow(reply, error);
        }
      },
    );
  };
}
