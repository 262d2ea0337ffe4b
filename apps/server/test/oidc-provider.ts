import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** Who signs in at the test identity provider: the claims it vouches for. */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The env that points the app at this provider. */
  env: Record<string, string>;
  /**
   * Plays the browser: follows the app's authorization URL, signs in as `account` (login and
   * consent happen at once, without screens) and returns the URL the provider sends the browser
   * back to (the app's /oauth_callback with code and state, or an error).
   */
  signIn(authorizationUrl: string, account: TestAccount): Promise<URL>;
  close(): Promise<void>;
}

const CLIENT_ID = 'tailor-test';
const CLIENT_SECRET = 'tailor-test-secret-0123456789abcdef';

/** Minimal cookie jar: name -> value, forgetting cookies the provider expires. */
function storeCookies(jar: Map<string, string>, response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired =
      attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) ||
      attributes.some((a) => /expires=.*1970/i.test(a));
    if (expired || !value) jar.delete(name);
    else jar.set(name, value);
  }
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client that must use
 * PKCE. `port` lets a test start it where an app already expects it.
 */
export async function startOidcProvider(
  options: { port?: number; redirectUri?: string } = {},
): Promise<TestOidcProvider> {
  const redirectUri = options.redirectUri ?? 'http://shop.test/oauth_callback';
  const accounts = new Map<string, TestAccount>();
  let nextAccount: TestAccount | undefined;
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) =>
    res.writeHead(503).end();

  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google, put the profile claims in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
    jwks: {
      keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }],
    },
    cookies: { keys: ['tailor-test-cookie-key'] },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  });
  const providerHandler = provider.callback();

  /** The provider's login and consent screens, answered at once for the next account. */
  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const accountId = details.session?.accountId ?? nextAccount?.sub;
    if (!accountId) throw new Error('no account to sign in as');
    const grant =
      (details.grantId && (await provider.Grant.find(details.grantId))) ||
      new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  handle = (req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    providerHandler(req, res);
  };

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET },

    async signIn(authorizationUrl, account) {
      accounts.set(account.sub, account);
      nextAccount = account;
      const jar = new Map<string, string>();
      const appOrigin = new URL(redirectUri).origin;
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.origin === appOrigin) return url;
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetch(url, {
          redirect: 'manual',
          headers: cookie ? { cookie } : {},
        });
        storeCookies(jar, response);
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) {
          throw new Error(
            `the provider answered ${response.status} at ${url.pathname}: ${(await response.text()).slice(0, 500)}`,
          );
        }
        await response.body?.cancel();
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },

    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
