import type { webcrypto } from 'node:crypto';
import type { Role } from '@tailor/shared/constants';
import { tokenClaimsSchema, type TokenClaims } from '@tailor/shared/auth';
import { sql } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../lib/app-error';

export interface AuthContext extends TokenClaims {
  userId: string;
}

/** The caller of a request that passed `requireAuth` with a store: its store is always known. */
export interface StoreAuthContext extends AuthContext {
  store_id: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface TokenService {
  issue(claims: Omit<TokenClaims, 'tv'> & { tv: number }): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
}

/** How many verified tokens a server remembers (about 250 bytes each), the oldest forgotten first. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(secret: Uint8Array, ttlHours: number): TokenService {
  // Imported once: given the raw secret, jose imports it into WebCrypto on every call.
  let key: Promise<webcrypto.CryptoKey> | undefined;
  const hmacKey = () =>
    (key ??= crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]));
  // A token's signature and claims never change, so a token verified once needs only its expiry
  // checked again: checking its signature is most of a signed-in request's own work. Only tokens
  // that passed are kept, and revocation (the token version) is still read on every request.
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();
  return {
    async issue(claims) {
      return new SignJWT({
        role: claims.role,
        store_id: claims.store_id,
        employee_id: claims.employee_id,
        tv: claims.tv,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(await hmacKey());
    },
    async verify(token) {
      const known = verified.get(token);
      // jose's own test: expired once `exp` is not after the current second.
      if (known && known.exp > Math.floor(Date.now() / 1000)) return known.claims;
      // An expired one is verified again, for jose to refuse it as expired.
      verified.delete(token);
      const { payload } = await jwtVerify(token, await hmacKey(), { algorithms: ['HS256'] });
      // Frozen: the same claims now answer every request with this token.
      const claims = Object.freeze(tokenClaimsSchema.parse(payload));
      if (typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: payload.exp });
      }
      return claims;
    },
  };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

interface AuthRow {
  tokenVersion: number;
  employeeActive: boolean | null;
}

/** Verifies the bearer token and that it was not logged out; sets request.auth. */
export async function authenticate(
  request: FastifyRequest,
  db: Database,
  tokens: TokenService,
): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('AUTH_REQUIRED');
  let claims: TokenClaims;
  try {
    claims = await tokens.verify(token);
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('SESSION_EXPIRED');
    throw unauthorized('TOKEN_INVALID');
  }
  // One query checks both that the token was not logged out and, for an employee, that the job
  // it names is still theirs and active: a deactivated employee loses access at once. Plain SQL:
  // every signed-in request runs it, and drizzle's query builder took 20 times as long to write
  // it out (about 50 µs) as this does.
  const result = await db.execute(sql`
    select u.token_version as "tokenVersion", e.active as "employeeActive"
    from users u
    left join employees e on e.id = ${claims.employee_id}::uuid and e.user_id = u.id
    where u.id = ${claims.sub}`);
  const [user] = (result as unknown as { rows: AuthRow[] }).rows;
  if (!user || user.tokenVersion !== claims.tv) throw unauthorized('SESSION_EXPIRED');
  if (claims.employee_id && !user.employeeActive) {
    throw unauthorized('SHOP_ACCESS_ENDED');
  }
  const auth = { ...claims, userId: claims.sub };
  request.auth = auth;
  return auth;
}

interface RequireAuthOptions {
  roles?: Role[];
  /** The caller must have a selected store; every query is then scoped to it. */
  store?: boolean;
}

export type Guard = (options?: RequireAuthOptions) => preHandlerAsyncHookHandler;

/** Route guards: `preHandler: guard({ roles: ['shopkeeper'], store: true })`. */
export function createGuard(db: Database, tokens: TokenService): Guard {
  return (options = {}) =>
    async (request) => {
      const auth = await authenticate(request, db, tokens);
      if (options.roles && !options.roles.includes(auth.role)) throw forbidden('PERMISSION_DENIED');
      if (options.store && !auth.store_id) throw forbidden('STORE_NOT_SELECTED');
      // The request's transaction then sees only this shop's rows (row-level security).
      if (options.store) request.shopScope = auth.store_id!;
    };
}

/** The caller of a guarded route; throws if the route forgot its guard. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized('AUTH_REQUIRED');
  return request.auth;
}

export function storeCallerOf(request: FastifyRequest): StoreAuthContext {
  const auth = callerOf(request);
  if (!auth.store_id) throw forbidden('STORE_NOT_SELECTED');
  // A shop's route runs under the shop's row-level security only behind a `store: true` guard.
  if (request.shopScope !== auth.store_id)
    throw new Error(`${request.routeOptions.url ?? 'route'}: a shop's route needs store: true`);
  return auth as StoreAuthContext;
}
