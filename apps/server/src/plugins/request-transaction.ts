import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { Database } from '../db/client';
import {
  holdTransaction,
  requestTransaction,
  runInRequestScope,
  type HeldTransaction,
} from '../db/request-transaction';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import {
  claimKey,
  idempotencyKeyOf,
  sendStoredAnswer,
  storeAnswer,
  type IdempotencyKey,
} from './idempotency';

/** How long a client should wait before retrying when the answer could not be made durable. */
const RETRY_AFTER_SECONDS = '2';

interface OpenRequestTransaction {
  held: HeldTransaction | null;
  scope: ReturnType<typeof requestTransaction.scope>;
  key: IdempotencyKey | null;
  /** The handler failed: its writes are undone (to the savepoint, or with the whole transaction). */
  handlerFailed: boolean;
  /** The handler's writes could not be undone: nothing of the request may commit. */
  broken: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop whose rows this request may see: set by a guard with `store: true`. */
    shopScope: string | null;
    idempotencyKey: IdempotencyKey | null;
    openTransaction: OpenRequestTransaction | null;
  }
}

/**
 * One request, one transaction, for every request of a shop's staff (a guard with `store: true`)
 * and every POST or PUT with an Idempotency-Key:
 * - it runs as the database role `tsm_request` with the shop's id set, so row-level security shows
 *   and takes only that shop's rows, whatever a query forgets;
 * - it holds the key's claim, every write the handler makes (features reach the database only
 *   through `requestScopedDatabase`, which answers with this transaction) and the answer sent, so a
 *   crash at any moment leaves either nothing (a retry runs the request) or the write with its
 *   answer (a retry gets that answer, marked `idempotent-replayed`); never a write without its
 *   answer. The same key with another body is 422. Decided in the database, so it holds across
 *   server copies.
 * Other requests (sign-in, the customer's pages, choosing a shop) span shops by nature and run on
 * the pool as the server's own role.
 */
export function registerRequestTransactions(
  app: FastifyInstance,
  db: Database,
  clock: Clock,
): void {
  app.decorateRequest('shopScope', null);
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('openTransaction', null);
  app.addHook('onRequest', (_request, _reply, done) => runInRequestScope(done));

  // Runs after the route's guard (and rate limit), so a refused caller stores nothing.
  const readKey: preHandlerAsyncHookHandler = async (request) => {
    request.idempotencyKey = idempotencyKeyOf(request, clock);
  };

  function inRequestTransaction(handler: RouteHandlerMethod): RouteHandlerMethod {
    return async function (this: FastifyInstance, request, reply) {
      const key = request.idempotencyKey;
      const shop = request.shopScope;
      if (!key && !shop) return handler.call(this, request, reply);

      // A shop's writes take its write lock (see holdTransaction); its reads do not.
      const writes = request.method !== 'GET' && request.method !== 'HEAD';
      const held = await holdTransaction(db, { shop, writes });
      const open: OpenRequestTransaction = {
        held,
        scope: requestTransaction.scope(),
        key,
        handlerFailed: false,
        broken: false,
      };
      request.openTransaction = open;
      if (key) {
        const stored = await claimKey(held.tx, key, request);
        if (stored) {
          open.held = null;
          await held.rollback();
          return sendStoredAnswer(reply, key, stored);
        }
      }
      await requestTransaction.enter(held, { savepoint: key !== null });
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        open.handlerFailed = true;
        if (key && open.held) {
          // The refusal is the answer: the handler's writes are undone, the claim stays for it.
          await requestTransaction.undoHandler(held).catch(() => {
            open.broken = true;
          });
        }
        throw error;
      }
    };
  }

  app.addHook('onRoute', (route) => {
    const existing = route.preHandler;
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      readKey,
    ];
    route.handler = inRequestTransaction(route.handler);
  });

  // Stores the answer in the request's transaction and commits, before a byte of it is sent: an
  // answer the client receives is one a retry will get again.
  app.addHook('onSend', async (request, reply, payload) => {
    const open = request.openTransaction;
    const held = open?.held;
    if (!open || !held) return payload;
    open.held = null;
    const keepsNothing = reply.statusCode >= 500 || (open.handlerFailed && !open.key);
    if (keepsNothing) {
      // Nothing of a failed request stays, its key's claim included: a retry runs it afresh.
      await requestTransaction.end(held, open.scope, false).catch(() => undefined);
      return payload;
    }
    try {
      if (open.broken) throw new Error('the failed handler could not be undone');
      if (open.key) await storeAnswer(held.tx, open.key, reply, payload);
      await requestTransaction.end(held, open.scope, true);
      return payload;
    } catch (error) {
      await requestTransaction.end(held, open.scope, false).catch(() => undefined);
      // The database went away at the commit: whether it happened, a retry with the key will tell.
      request.log.warn({ err: error }, 'a request could not commit its transaction');
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
    const open = request.openTransaction;
    if (!open?.held) return;
    const held = open.held;
    open.held = null;
    await requestTransaction.end(held, open.scope, false).catch(() => undefined);
  };
  app.addHook('onResponse', abandon);
  app.addHook('onRequestAbort', abandon);
}
