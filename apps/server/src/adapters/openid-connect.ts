import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../config/env';
import {
  IdentityProviderUnavailableError,
  type GoogleProfile,
  type IdentityProvider,
} from '../features/auth';
import { badRequest } from '../lib/app-error';

const SCOPE = 'openid email profile';
const DISCOVERY_TIMEOUT_S = 10;

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
 * The OpenID Connect provider of the configuration (Google, or any issuer) over openid-client: the
 * issuer's metadata, discovered once (again after a failure), the authorization URL, the code
 * exchange and the profile.
 */
export function createOpenIdProvider(settings: NonNullable<Config['oidc']>): IdentityProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  function providerConfiguration(log: FastifyBaseLogger): Promise<oidc.Configuration> {
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
    newFlow() {
      return {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
    },

    async authorizationUrl({ flow, redirectUri, log }) {
      const configuration = await providerConfiguration(log);
      const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return authorizationUrl.href;
    },

    async profileFromCallback({ callbackUrl, flow, log }) {
      const configuration = await providerConfiguration(log);
      let result: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        result = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (isUnreachable(error)) {
          log.error({ err: error }, 'OpenID token endpoint unreachable');
          throw new IdentityProviderUnavailableError(error);
        }
        // A spent, forged or expired code, or a token that fails validation: the user starts again.
        log.warn({ err: error }, 'Google sign-in code exchange failed');
        throw badRequest('GOOGLE_SIGN_IN_FAILED');
      }
      return readProfile(configuration, result, log);
    },
  };
}
