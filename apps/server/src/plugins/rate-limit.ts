import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/env';
import { tooManyRequests } from '../lib/app-error';
import { clientAddressOf } from './client-address';

const MINUTE_MS = 60_000;

/**
 * Request limits on the routes strangers can reach: sign-in, public links, pincode lookup, and
 * uploads (per user). Only routes that name a group get one: `global: false` keeps static files,
 * the docs and the signed-in API unlimited.
 *
 * Counters live in this server's memory: with N servers behind a load balancer a client may make
 * up to N times the figure. They throttle floods and scans; the limits that guard accounts (sign-in
 * codes per phone and address, wrong tries per code) are decided in the database by
 * features/auth/otp.service.ts and hold across servers.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientAddressOf(request),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests('RATE_LIMITED', Math.ceil(context.ttl / 1000)),
  });
}

export type RateLimitGroup = 'sign-in' | 'public' | 'public-pdf' | 'upload';

/**
 * A route's limit: `config: { rateLimit: rateLimitFor(ctx.config, 'public') }`. Counted per route
 * and per client address (TRUST_PROXY decides whose address that is; an IPv6 /64 is one address),
 * except uploads, counted per signed-in user after the route's guard has run.
 */
export function rateLimitFor(config: Config, group: RateLimitGroup): RateLimitOptions {
  const limits = config.rateLimits;
  switch (group) {
    case 'sign-in':
      return { max: limits.signInPer10Minutes, timeWindow: 10 * MINUTE_MS };
    case 'public':
      return { max: limits.publicPerMinute, timeWindow: MINUTE_MS };
    case 'public-pdf':
      // A PDF costs a hundred times a JSON answer to make.
      return { max: Math.max(1, Math.floor(limits.publicPerMinute / 10)), timeWindow: MINUTE_MS };
    case 'upload':
      return {
        max: limits.uploadsPer10Minutes,
        timeWindow: 10 * MINUTE_MS,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) =>
          request.auth ? `user:${request.auth.userId}` : clientAddressOf(request),
      };
  }
}
