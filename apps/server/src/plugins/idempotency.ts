import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { Database, Tx } from '../db/client';
import {
  holdTransaction,
  requestTransaction,
  runInRequestScope,
  type HeldTransaction,
} from '../db/request-transaction';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { AppError, badRequest } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { clientAddressOf } from './client-address';

const KEY_TTL_MS = 24 * 60 * 60_000;
const REPLAYED_HEADERS = ['content-type', 'content-disposition', 'location'];
/** Marks a stored answer whose body was bytes (kept as base64), among its stored headers. */
const BINARY_BODY = 'x-stored-body-base64';
/** How long a client should wait before retrying when the answer could not be made durable. */
const RETRY_AFTER_SECONDS = '2';

interface KeyedRequest {
  scope: string;
  key: string;
  hash: string;
  createdAt: Date;
  /** The transaction holding the key's claim, the handler's writes and, at the end, the answer. */
  held: HeldTransaction | null;
  /** The handler failed and its writes could not be undone: nothing of the request may commit. */
  broken: boolean;
  requestScope: ReturnType<typeof requestTransaction.scope>;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: KeyedRequest | null;
  }
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
 * Claims the key inside the request's transaction. A claim by another request that is still
 * running holds the row's lock, so this waits for that request to end: then its answer is there
 * (it committed) or its claim is gone (it rolled back, and this request runs). An expired key is
 * taken over.
 */
async function claimKey(tx: Tx, keyed: KeyedRequest, request: FastifyRequest): Promise<boolean> {
  const fresh = {
    method: request.method,
    path: request.url,
    requestHash: keyed.hash,
    createdAt: keyed.createdAt,
  };
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope: keyed.scope, key: keyed.key, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        ...fresh,
        statusCode: null,
        responseBody: null,
        responseHeaders: null,
        committedAt: null,
      },
      setWhere: sql`${idempotencyKeys.createdAt} < ${new Date(keyed.createdAt.getTime() - KEY_TTL_MS)}`,
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

function replay(reply: FastifyReply, stored: typeof idempotencyKeys.$inferSelect) {
  const { [BINARY_BODY]: binary, ...headers } = stored.responseHeaders ?? {};
  const body =
    stored.responseBody !== null && binary
      ? Buffer.from(stored.responseBody, 'base64')
      : (stored.responseBody ?? undefined);
  return reply
    .code(stored.statusCode!)
    .headers({ ...headers, 'idempotent-replayed': 'true' })
    .serializer((payload: unknown) => payload as string)
    .send(body);
}

/** The answer as it can be stored for a replay, or null for a streamed one. */
function storableAnswer(reply: FastifyReply, payload: unknown) {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (typeof value === 'string') headers[name] = value;
  }
  if (payload == null || typeof payload === 'string') {
    const body = typeof payload === 'string' && payload.length > 0 ? payload : null;
    return { body, headers };
  }
  if (Buffer.isBuffer(payload)) {
    return { body: payload.toString('base64'), headers: { ...headers, [BINARY_BODY]: '1' } };
  }
  return null;
}

/**
 * Idempotency-Key on every POST and PUT, by construction: a request that carries one runs in one
 * transaction that holds the key's claim, every write its handler makes (features reach the
 * database only through `requestScopedDatabase`, which answers with this transaction) and the
 * answer it sends. A crash at any moment therefore leaves either nothing (a retry runs the request)
 * or the write with its answer (a retry gets that answer: same status and body, marked
 * `idempotent-replayed`); never a write without its answer. The same key with another body is
 * 422. Decided in the database, so it holds across server copies.
 */
export function registerIdempotency(app: FastifyInstance, db: Database, clock: Clock): void {
  app.decorateRequest('idempotency', null);
  app.addHook('onRequest', (_request, _reply, done) => runInRequestScope(done));

  // Checks the key's form before the body is read further; runs after the route's guard.
  const readKey: preHandlerAsyncHookHandler = async (request) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > 200) throw badRequest('IDEMPOTENCY_KEY_INVALID');
    request.idempotency = {
      scope: callerScope(request),
      key,
      hash: requestHash(request),
      createdAt: clock.now(),
      held: null,
      broken: false,
      requestScope: requestTransaction.scope(),
    };
  };

  function keyedHandler(handler: RouteHandlerMethod): RouteHandlerMethod {
    return async function (this: FastifyInstance, request, reply) {
      const keyed = request.idempotency;
      if (!keyed) return handler.call(this, request, reply);

      const held = await holdTransaction(db);
      keyed.held = held;
      if (!(await claimKey(held.tx, keyed, request))) {
        const [stored] = await held.tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, keyed.scope), eq(idempotencyKeys.key, keyed.key)));
        keyed.held = null;
        await held.rollback();
        if (!stored) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
        if (stored.requestHash !== keyed.hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        // A claim without an answer was left by a version that committed the two apart.
        if (stored.statusCode === null) throw new AppError('IDEMPOTENCY_ANSWER_LOST');
        return replay(reply, stored);
      }

      await requestTransaction.enter(held);
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        // The refusal is the answer: the handler's own writes are undone, the claim stays for it.
        if (keyed.held) {
          await requestTransaction.undoHandler(held).catch(() => {
            keyed.broken = true;
          });
        }
        throw error;
      }
    };
  }

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => m === 'POST' || m === 'PUT')) return;
    const existing = route.preHandler;
    // Last among the route's preHandlers, after its guard (and rate limit).
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      readKey,
    ];
    route.handler = keyedHandler(route.handler);
  });

  // Stores the answer in the request's transaction and commits, before a byte of it is sent: an
  // answer the client receives is one a retry will get again.
  app.addHook('onSend', async (request, reply, payload) => {
    const keyed = request.idempotency;
    const held = keyed?.held;
    if (!keyed || !held) return payload;
    keyed.held = null;
    const answer = reply.statusCode < 500 ? storableAnswer(reply, payload) : null;
    if (reply.statusCode >= 500) {
      // Nothing of a failed request stays, its claim included: a retry runs it afresh.
      await requestTransaction.end(held, keyed.requestScope, false).catch(() => undefined);
      return payload;
    }
    try {
      if (keyed.broken) throw new Error('the failed handler could not be undone');
      await held.tx
        .update(idempotencyKeys)
        .set({
          statusCode: reply.statusCode,
          responseBody: answer?.body ?? null,
          responseHeaders: answer?.headers ?? {},
          committedAt: sql`now()`,
        })
        .where(and(eq(idempotencyKeys.scope, keyed.scope), eq(idempotencyKeys.key, keyed.key)));
      await requestTransaction.end(held, keyed.requestScope, true);
      return payload;
    } catch (error) {
      await requestTransaction.end(held, keyed.requestScope, false).catch(() => undefined);
      // The database went away at the commit: whether it happened, a retry with the key will tell.
      request.log.warn({ err: error }, 'a keyed request could not commit its answer');
      reply
        .code(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({
        error: new AppError('DATABASE_UNAVAILABLE').message,
        code: 'DATABASE_UNAVAILABLE',
      });
    }
  });

  // A request that ended without an answer (the client went away) leaves nothing behind.
  const abandon = async (request: FastifyRequest) => {
    const held = request.idempotency?.held;
    if (!held || !request.idempotency) return;
    request.idempotency.held = null;
    await requestTransaction.end(held, request.idempotency.requestScope, false);
  };
  app.addHook('onResponse', abandon);
  app.addHook('onRequestAbort', abandon);
}

/** Removes keys older than a day; run by the daily maintenance job. */
export async function purgeExpiredIdempotencyKeys(db: Database, clock: Clock): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(clock.now().getTime() - KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
