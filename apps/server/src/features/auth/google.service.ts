import { hkdfSync } from 'node:crypto';
import type { SignInResult } from '@tailor/shared/auth';
import { ERROR_CODES } from '@tailor/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/app-error';
import type { TokenService } from '../../plugins/auth';
import { buildSignInResult } from './sign-in.service';

/** The sign-in flow's cookie lives as long as a person may take at the provider's screens. */
export const GOOGLE_FLOW_TTL_S = 10 * 60;
const SCOPE = 'openid email profile';
const DISCOVERY_TIMEOUT_S = 10;

/** The identity provider could not be reached (discovery or the token exchange): a 502. */
export class IdentityProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super(ERROR_CODES.GOOGLE_UNAVAILABLE.message, { cause });
  }
}

const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43),
});
type Flow = z.infer<typeof flowSchema>;

export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

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
}

function isLocalHttp(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname)
  );
}

/** A network failure or time-out, as opposed to the provider refusing the request. */
function isUnreachable(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
  );
}

/**
 * Google (any OpenID Connect issuer) sign-in with the authorization code flow and PKCE. The
 * state, nonce and code verifier travel in an encrypted cookie rather than server memory, so any
 * copy of the server can finish a flow another copy started.
 */
export function createGoogleSignIn(deps: GoogleSignInDeps): GoogleSignIn {
  const { config, db, clock, tokens } = deps;
  const redirectUri = `${config.publicUrl}/oauth_callback`;
  const flowKey = new Uint8Array(
    hkdfSync('sha256', deps.jwtSecret, new Uint8Array(0), 'tailor-shop google sign-in flow', 32),
  );

  let discovered: Promise<oidc.Configuration> | undefined;
  function providerConfiguration(log: FastifyBaseLogger): Promise<oidc.Configuration> {
    const settings = config.oidc;
    if (!settings) throw notFound('GOOGLE_NOT_CONFIGURED');
    discovered ??= (async () => {
      const issuer = new URL(settings.issuer);
      try {
        return await oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
          timeout: DISCOVERY_TIMEOUT_S,
          // Plain http is only for a provider on this machine (the tests' local one).
          ...(isLocalHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
        });
      } catch (error) {
        // Forget the failure so that the next sign-in tries discovery again.
        discovered = undefined;
        log.error({ err: error, issuer: settings.issuer }, 'OpenID provider discovery failed');
        throw new IdentityProviderUnavailableError(error);
      }
    })();
    return discovered;
  }

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

  /** Claims from the ID token, completed from the userinfo endpoint when the token lacks them. */
  async function readProfile(
    configuration: oidc.Configuration,
    result: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
    log: FastifyBaseLogger,
  ): Promise<GoogleProfile> {
    const claims: Record<string, unknown> = { ...result.claims() };
    const sub = String(claims.sub);
    if ((!claims.email || !claims.name) && configuration.serverMetadata().userinfo_endpoint) {
      try {
        Object.assign(claims, await oidc.fetchUserInfo(configuration, result.access_token, sub), {
          sub,
        });
      } catch (error) {
        log.warn(
          { err: error },
          'OpenID userinfo request failed; signing in with the ID token claims only',
        );
      }
    }
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim() : null;
    return {
      sub,
      email: text(claims.email)?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: text(claims.name),
    };
  }

  return {
    async start({ log }) {
      const configuration = await providerConfiguration(log);
      const flow: Flow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl: authorizationUrl.href, sealedFlow: await sealFlow(flow) };
    },

    async finish({ query, sealedFlow, log }) {
      if (!config.oidc) throw notFound('GOOGLE_NOT_CONFIGURED');
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

      const configuration = await providerConfiguration(log);
      let result: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        result = await oidc.authorizationCodeGrant(
          configuration,
          new URL(`${redirectUri}?${params}`),
          {
            pkceCodeVerifier: flow.verifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
        );
      } catch (error) {
        if (isUnreachable(error)) {
          log.error({ err: error }, 'OpenID token endpoint unreachable');
          throw new IdentityProviderUnavailableError(error);
        }
        // A spent, forged or expired code, or a token that fails validation: the user starts again.
        log.warn({ err: error }, 'Google sign-in code exchange failed');
        throw badRequest('GOOGLE_SIGN_IN_FAILED');
      }

      const userId = await findOrCreateGoogleUser(
        db,
        await readProfile(configuration, result, log),
      );
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
