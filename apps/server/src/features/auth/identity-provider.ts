import { ERROR_CODES } from '@tailor/shared/error-codes';
import type { FastifyBaseLogger } from 'fastify';

/** The identity provider could not be reached (discovery or the token exchange): a 502. */
export class IdentityProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super(ERROR_CODES.GOOGLE_UNAVAILABLE.message, { cause });
  }
}

export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** A sign-in flow's secrets, kept in the browser's sealed cookie between its two legs. */
export interface SignInFlow {
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * The OpenID Connect provider (Google) as the sign-in uses it; its adapter speaks the protocol
 * (adapters/openid-connect.ts). A provider that cannot be reached throws
 * IdentityProviderUnavailableError; a code it refuses, GOOGLE_SIGN_IN_FAILED.
 */
export interface IdentityProvider {
  /** A new flow's state, nonce and PKCE code verifier. */
  newFlow(): SignInFlow;
  /** The provider's authorization URL for this flow. */
  authorizationUrl(options: {
    flow: SignInFlow;
    redirectUri: string;
    log: FastifyBaseLogger;
  }): Promise<string>;
  /** Exchanges the code of the provider's redirect for the person's profile. */
  profileFromCallback(options: {
    callbackUrl: URL;
    flow: SignInFlow;
    log: FastifyBaseLogger;
  }): Promise<GoogleProfile>;
}
