import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@tailor/shared/error-codes';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { AppError, badRequest } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { clientAddressOf } from './client-address';

const KEY_TTL_MS = 24 * 60 * 60_000;
// A first request that has not answered in this long is taken to have died; a retry may run again.
const ABANDONED_AFTER_MS = 60_000;
const REPLAYED_HEADERS = ['content-type', 'content-disposition', 'location'];
export const ANSWER_LOST_MESSAGE = ERROR_CODES.IDEMPOTENCY_ANSWER_LOST.message;

interface Claim {
  scope: string;
  key: string;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Claim | null;
  }
}

/** The claim of the request whose code is running, if it sent an Idempotency-Key. */
const requestClaims = new AsyncLocalStorage<{ claim: Claim | null }>();

/**
 * The database as the routes see it: every transaction begun while a request holds an
 * Idempotency-Key claim first marks that claim as committed, in the same transaction. The mark is
 * thus durable exactly when the write is, and a retry after a crash between the commit and the
 * saving of the answer finds it and refuses to write again (rather than taking the claim for
 * abandoned and writing twice). If the claim was taken over meanwhile, the write is refused.
 */
export function markIdempotentWrites(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      const transaction: Database['transaction'] = (work, config) =>
        target.transaction(async (tx) => {
          const claim = requestClaims.getStore()?.claim;
          if (claim) {
            const marked = await tx
              .update(idempotencyKeys)
              .set({ committedAt: sql`now()` })
              .where(
                and(
                  eq(idempotencyKeys.scope, claim.scope),
                  eq(idempotencyKeys.key, claim.key),
                  eq(idempotencyKeys.createdAt, claim.createdAt),
                ),
              )
              .returning({ key: idempotencyKeys.key });
            if (marked.length === 0) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
          }
          return work(tx);
        }, config);
      return transaction;
    },
  });
}

/**
 * Whose key this is, and on which route. A signed-in caller's keys are theirs (any of their
 * tokens), set only after the route's guard has accepted the token, so a logged-out or forged
 * token never reaches a stored answer and stores nothing. Routes without a guard (sign-in codes,
 * invite answers) scope keys by route and client address: a retried sign-in after a lost answer
 * gets that answer, not "wait 30 seconds" or "code already used". These routes are rate-limited,
 * which bounds the rows strangers can make.
 */
function callerScope(request: FastifyRequest): string {
  const caller = request.auth ? `user:${request.auth.userId}` : `anon:${clientAddressOf(request)}`;
  return `${caller} ${request.method} ${request.routeOptions.url ?? ''}`;
}

function requestHash(request: FastifyRequest): string {
  // A multipart upload is still a stream here: its length stands in for the content, so that the
  // same key with another file is told apart in all but the rarest case.
  const body = request.isMultipart()
    ? `multipart:${request.headers['content-length'] ?? ''}`
    : JSON.stringify(request.body ?? null);
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${body}`)
    .digest('base64url');
}

/**
 * Idempotency-Key on every POST and PUT, looked up only after the route's guard has accepted the
 * caller: a repeat with the same key and body answers the first status and body and changes
 * nothing; the same key with another body is 422. Decided in the database, so it holds across
 * server copies.
 */
export function registerIdempotency(app: FastifyInstance, db: Database, clock: Clock): void {
  app.decorateRequest('idempotency', null);
  // The rest of each request runs inside this context, so its transactions can find its claim.
  app.addHook('onRequest', (_request, _reply, done) => {
    requestClaims.run({ claim: null }, done);
  });

  const lookUpKey: preHandlerAsyncHookHandler = async (request, reply) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > 200) throw badRequest('IDEMPOTENCY_KEY_INVALID');

    const scope = callerScope(request);
    const hash = requestHash(request);
    const now = clock.now();
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

    // Claims the key, or takes over an expired one or a first attempt that was abandoned before
    // its write committed: one statement, whose update runs only on such a row.
    const fresh = { method: request.method, path: request.url, requestHash: hash, createdAt: now };
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, ...fresh })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: {
          ...fresh,
          statusCode: null,
          responseBody: null,
          responseHeaders: null,
          committedAt: null,
        },
        setWhere: sql`(${idempotencyKeys.createdAt} < ${new Date(now.getTime() - KEY_TTL_MS)} or (${idempotencyKeys.statusCode} is null and ${idempotencyKeys.committedAt} is null and ${idempotencyKeys.createdAt} < ${new Date(now.getTime() - ABANDONED_AFTER_MS)}))`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      const claim = { scope, key, createdAt: now };
      request.idempotency = claim;
      const context = requestClaims.getStore();
      if (context) context.claim = claim;
      return;
    }

    const [stored] = await db.select().from(idempotencyKeys).where(where);
    if (!stored) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
    if (stored.requestHash !== hash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    if (stored.statusCode === null) {
      const abandoned = stored.createdAt.getTime() < now.getTime() - ABANDONED_AFTER_MS;
      throw new AppError(
        stored.committedAt && abandoned ? 'IDEMPOTENCY_ANSWER_LOST' : 'IDEMPOTENCY_KEY_IN_PROGRESS',
      );
    }
    reply
      .code(stored.statusCode)
      .headers({ ...(stored.responseHeaders ?? {}), 'idempotent-replayed': 'true' })
      .serializer((body: unknown) => body as string)
      .send(stored.responseBody ?? undefined);
    return reply;
  };

  // Runs last among each POST and PUT route's preHandlers, after its guard (and rate limit).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => m === 'POST' || m === 'PUT')) return;
    const existing = route.preHandler;
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      lookUpKey,
    ];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const context = requestClaims.getStore();
    if (context) context.claim = null;
    const where = and(
      eq(idempotencyKeys.scope, claim.scope),
      eq(idempotencyKeys.key, claim.key),
      eq(idempotencyKeys.createdAt, claim.createdAt),
    );
    const replayable = reply.statusCode < 500 && (typeof payload === 'string' || payload == null);
    if (!replayable) {
      // A server failure or a streamed answer: a retry may run the request again, unless its write
      // was committed, whose claim stays so that the retry is told so instead of writing twice.
      await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.committedAt)));
      return payload;
    }
    const body = typeof payload === 'string' && payload.length > 0 ? payload : null;
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    await db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, responseBody: body, responseHeaders: headers })
      .where(where);
    return payload;
  });
}

/** Removes keys older than a day; run by the daily maintenance job. */
export async function purgeExpiredIdempotencyKeys(db: Database, clock: Clock): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(clock.now().getTime() - KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
