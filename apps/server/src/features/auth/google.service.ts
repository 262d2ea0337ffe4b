import { hkdfSync } from 'node:crypto';
import type { SignInResult } from '@tailor/shared/auth';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/app-error';
import type { TokenService } from '../../plugins/auth';
import type { GoogleProfile, IdentityProvider } from './identity-provider';
import { buildSignInResult } from './sign-in.service';

/** The sign-in flow's cookie lives as long as a person may take at the provider's screens. */
export const GOOGLE_FLOW_TTL_S = 10 * 60;
const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43),
});
type Flow = z.infer<typeof flowSchema>;

export interface GoogleSignIn {
  /** The provider's authorization URL and the sealed flow to keep in the browser's cookie. */
  start(options: {
    log: FastifyBaseLogger;
  }): Promise<{ authorizationUrl: string; sealedFlow: string }>;
  /** Completes the flow from the query the provider returned to /oauth_callback. */
  finish(options: {
    query: string;
    sealedFlow: string | undefined;
    log: FastifyBaseLogger;
  }): Promise<SignInResult>;
}

interface GoogleSignInDeps {
  config: Config;
  db: Database;
  clock: Clock;
  tokens: TokenService;
  jwtSecret: Uint8Array;
  /** The configured provider's adapter; null when no issuer is configured. */
  identity: IdentityProvider | null;
}

/**
 * Google (any OpenID Connect issuer) sign-in with the authorization code flow and PKCE, through
 * the provider's adapter (adapters/openid-connect.ts). The
 * state, nonce and code verifier travel in an encrypted cookie rather than server memory, so any
 * copy of the server can finish a flow another copy started.
 */
export function createGoogleSignIn(deps: GoogleSignInDeps): GoogleSignIn {
  const { config, db, clock, tokens, identity } = deps;
  const redirectUri = `${config.publicUrl}/oauth_callback`;
  const flowKey = new Uint8Array(
    hkdfSync('sha256', deps.jwtSecret, new Uint8Array(0), 'tailor-shop google sign-in flow', 32),
  );

  async function sealFlow(flow: Flow): Promise<string> {
    const now = Math.floor(clock.now().getTime() / 1000);
    return new EncryptJWT(flow)
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt(now)
      .setExpirationTime(now + GOOGLE_FLOW_TTL_S)
      .encrypt(flowKey);
  }

  async function openFlow(sealed: string | undefined): Promise<Flow> {
    if (!sealed) throw badRequest('GOOGLE_SIGN_IN_EXPIRED');
    try {
      const { payload } = await jwtDecrypt(sealed, flowKey, {
        currentDate: clock.now(),
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      return flowSchema.parse(payload);
    } catch {
      throw badRequest('GOOGLE_SIGN_IN_EXPIRED');
    }
  }

  return {
    async start({ log }) {
      if (!identity) throw notFound('GOOGLE_NOT_CONFIGURED');
      const flow: Flow = identity.newFlow();
      const authorizationUrl = await identity.authorizationUrl({ flow, redirectUri, log });
      return { authorizationUrl, sealedFlow: await sealFlow(flow) };
    },

    async finish({ query, sealedFlow, log }) {
      if (!identity) throw notFound('GOOGLE_NOT_CONFIGURED');
      const flow = await openFlow(sealedFlow);
      const params = new URLSearchParams(query);
      if (params.has('error')) {
        log.info(
          { error: params.get('error'), description: params.get('error_description') },
          'Google sign-in refused by the provider',
        );
        throw badRequest('GOOGLE_SIGN_IN_FAILED');
      }
      if (params.get('state') !== flow.state || !params.get('code'))
        throw badRequest('GOOGLE_SIGN_IN_FAILED');

      const profile = await identity.profileFromCallback({
        callbackUrl: new URL(`${redirectUri}?${params}`),
        flow,
        log,
      });
      const userId = await findOrCreateGoogleUser(db, profile);
      return buildSignInResult(db, tokens, userId);
    },
  };
}

/**
 * The user of this Google account: found by its subject, else a new user. Never linked to an
 * existing account by email: the emails we hold are typed in at signup and never verified, so
 * linking by them would let someone pre-register another person's address and receive their
 * Google sign-in.
 */
export async function findOrCreateGoogleUser(
  db: Database,
  profile: GoogleProfile,
): Promise<string> {
  const [known] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.googleSub, profile.sub));
  if (known) return known.id;

  const [created] = await db
    .insert(users)
    .values({ googleSub: profile.sub, name: profile.name, email: profile.email })
    .onConflictDoNothing({ target: users.googleSub })
    .returning({ id: users.id });
  if (created) return created.id;
  // A concurrent first sign-in of the same account created it a moment ago.
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.googleSub, profile.sub));
  return existing!.id;
}
