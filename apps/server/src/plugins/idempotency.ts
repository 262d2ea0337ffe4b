import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { AppError, badRequest } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { clientAddressOf } from './client-address';

const KEY_TTL_MS = 24 * 60 * 60_000;
const REPLAYED_HEADERS = ['content-type', 'content-disposition', 'location'];
/** Marks a stored answer whose body was bytes (kept as base64), among its stored headers. */
const BINARY_BODY = 'x-stored-body-base64';

/** A POST or PUT that carries an Idempotency-Key: whose key, and the request it stands for. */
export interface IdempotencyKey {
  scope: string;
  key: string;
  hash: string;
  createdAt: Date;
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

/** The request's Idempotency-Key, if it is a POST or PUT that sent one; 400 for a malformed one. */
export function idempotencyKeyOf(request: FastifyRequest, clock: Clock): IdempotencyKey | null {
  if (request.method !== 'POST' && request.method !== 'PUT') return null;
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 200) throw badRequest('IDEMPOTENCY_KEY_INVALID');
  return {
    scope: callerScope(request),
    key,
    hash: requestHash(request),
    createdAt: clock.now(),
  };
}

const keyRow = (key: IdempotencyKey) =>
  and(eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.key, key.key));

export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/**
 * Claims the key inside the request's transaction. A claim by another request that is still
 * running holds the row's lock, so this waits for that request to end: then its answer is there
 * (it committed) or its claim is gone (it rolled back, and this request runs). An expired key is
 * taken over. Returns null when claimed, else the answer the key already holds.
 */
export async function claimKey(
  tx: Tx,
  key: IdempotencyKey,
  request: FastifyRequest,
): Promise<StoredAnswer | null> {
  // Plain SQL, as storeAnswer's: every keyed write runs both, and drizzle's query builder took more
  // CPU to write them out than they take.
  const expired = new Date(key.createdAt.getTime() - KEY_TTL_MS).toISOString();
  const result = await tx.execute(sql`
    insert into idempotency_keys (scope, key, method, path, request_hash, created_at)
    values (${key.scope}, ${key.key}, ${request.method}, ${request.url}, ${key.hash},
            ${key.createdAt.toISOString()}::timestamptz)
    on conflict (scope, key) do update
      set method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
          created_at = excluded.created_at, status_code = null, response_body = null,
          response_headers = null, committed_at = null
      where idempotency_keys.created_at < ${expired}::timestamptz
    returning key`);
  if ((result as unknown as { rows: unknown[] }).rows.length > 0) return null;
  const [stored] = await tx.select().from(idempotencyKeys).where(keyRow(key));
  if (!stored) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
  return stored;
}

/** Answers a repeated request with what its key holds: the first answer, or why not. */
export function sendStoredAnswer(
  reply: FastifyReply,
  key: IdempotencyKey,
  stored: StoredAnswer,
): FastifyReply {
  if (stored.requestHash !== key.hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  // A claim without an answer was left by a version that committed the two apart.
  if (stored.statusCode === null) throw new AppError('IDEMPOTENCY_ANSWER_LOST');
  const { [BINARY_BODY]: binary, ...headers } = stored.responseHeaders ?? {};
  const body =
    stored.responseBody !== null && binary
      ? Buffer.from(stored.responseBody, 'base64')
      : (stored.responseBody ?? undefined);
  return reply
    .code(stored.statusCode)
    .headers({ ...headers, 'idempotent-replayed': 'true' })
    .serializer((payload: unknown) => payload as string)
    .send(body);
}

/** Stores the answer with the key, in the request's transaction, for a retry to get again. */
export async function storeAnswer(
  tx: Tx,
  key: IdempotencyKey,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (typeof value === 'string') headers[name] = value;
  }
  let body: string | null = null;
  if (typeof payload === 'string' && payload.length > 0) body = payload;
  else if (Buffer.isBuffer(payload)) {
    body = payload.toString('base64');
    headers[BINARY_BODY] = '1';
  }
  await tx.execute(sql`
    update idempotency_keys
    set status_code = ${reply.statusCode}, response_body = ${body},
        response_headers = ${JSON.stringify(headers)}::jsonb, committed_at = now()
    where scope = ${key.scope} and key = ${key.key}`);
}

/** Removes keys older than a day; run by the daily maintenance job. */
export async function purgeExpiredIdempotencyKeys(db: Database, clock: Clock): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(clock.now().getTime() - KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
