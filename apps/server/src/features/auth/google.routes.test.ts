import { createServer, type AddressInfo } from 'node:net';
import { signInResultSchema } from '@tailor/shared/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { users } from '../../db/schema/users';
import {
  startOidcProvider,
  type TestAccount,
  type TestOidcProvider,
} from '../../../test/oidc-provider';
import { createTestContext, signIn, testConfig, type TestContext } from '../../../test/test-app';

let provider: TestOidcProvider;
let ctx: TestContext;
beforeAll(async () => {
  provider = await startOidcProvider();
  ctx = await createTestContext({ env: provider.env });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

let accountCounter = 0;
function googleAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  accountCounter += 1;
  return {
    sub: `google-${accountCounter}-${Date.now()}`,
    email: `tailor${accountCounter}@example.com`,
    email_verified: true,
    name: `Tailor ${accountCounter}`,
    ...overrides,
  };
}

/** GET /api/auth/google/start: the provider URL and the flow cookie as a browser would send it. */
async function startGoogleSignIn(app = ctx.app) {
  const response = await app.inject({ method: 'GET', url: '/api/auth/google/start' });
  expect(response.statusCode).toBe(302);
  const setCookie = String(response.headers['set-cookie']);
  return {
    response,
    location: String(response.headers.location),
    setCookie,
    cookie: setCookie.split(';')[0]!,
  };
}

function callback(search: string, cookie?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/auth/google/callback${search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The whole flow: start, sign in at the provider, then the call /oauth_callback makes. */
async function signInWithGoogle(account: TestAccount) {
  const { location, cookie } = await startGoogleSignIn();
  const returned = await provider.signIn(location, account);
  return { returned, cookie, response: await callback(returned.search, cookie) };
}

describe('GET /api/auth/google/start', () => {
  it('redirects to the provider with the code flow, state, nonce and PKCE (S256)', async () => {
    const { location } = await startGoogleSignIn();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'tailor-test',
      redirect_uri: 'http://shop.test/oauth_callback',
      code_challenge_method: 'S256',
    });
    expect(params.scope!.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toBeTruthy();
    expect(params.nonce).toBeTruthy();
  });

  it('keeps the flow in an encrypted HttpOnly cookie for the Google routes only, for 10 minutes', async () => {
    const { location, setCookie, cookie } = await startGoogleSignIn();
    expect(setCookie).toMatch(/^tsm_google_flow=[\w-]*\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/api/auth/google');
    expect(setCookie).toContain('Max-Age=600');
    // Served over http here; https deployments get Secure.
    expect(setCookie).not.toContain('Secure');
    const state = new URL(location).searchParams.get('state')!;
    const readable = cookie
      .split('=')[1]!
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join('');
    expect(readable).not.toContain(state);
  });
});

describe('GET /api/auth/google/callback', () => {
  it('signs a new Google user up as a shopkeeper who still has to create the shop', async () => {
    const account = googleAccount({ name: 'Meera Shah', email: 'Meera.Shah@example.com' });
    const { returned, response } = await signInWithGoogle(account);
    expect(returned.pathname).toBe('/oauth_callback');
    expect(response.statusCode).toBe(200);
    const result = signInResultSchema.parse(response.json());
    expect(response.json()).toEqual({
      status: 'success',
      token: expect.any(String),
      user_id: expect.any(String),
      employee_id: null,
      role: 'shopkeeper',
      store_id: null,
      store_name: null,
      signup: true,
      store_selection_required: false,
      available_stores: [],
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, result.user_id));
    expect(user).toMatchObject({
      googleSub: account.sub,
      name: 'Meera Shah',
      email: 'meera.shah@example.com',
      phone: null,
    });

    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh_token',
      headers: { authorization: `Bearer ${result.token}` },
    });
    expect(refresh.statusCode).toBe(200);
  });

  it('signs the same Google account in again as the same user', async () => {
    const account = googleAccount();
    const first = (await signInWithGoogle(account)).response.json();
    const second = await signInWithGoogle(account);
    expect(second.response.statusCode).toBe(200);
    expect(second.response.json().user_id).toBe(first.user_id);
  });

  it('clears the flow cookie and answers with no-store', async () => {
    const { response } = await signInWithGoogle(googleAccount());
    expect(String(response.headers['set-cookie'])).toMatch(
      /^tsm_google_flow=; Path=\/api\/auth\/google; Max-Age=0;/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('never links to an existing account by email, verified or not', async () => {
    const phoneUser = await signIn(ctx);
    await ctx.database.db
      .update(users)
      .set({ email: 'taken@example.com' })
      .where(eq(users.id, phoneUser.user_id));
    const { response } = await signInWithGoogle(
      googleAccount({ email: 'Taken@Example.com', email_verified: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user_id).not.toBe(phoneUser.user_id);
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.id, phoneUser.user_id));
    expect(user!.googleSub).toBeNull();
  });

  it('never links by an email Google has not verified', async () => {
    const phoneUser = await signIn(ctx);
    await ctx.database.db
      .update(users)
      .set({ email: 'unverified@example.com' })
      .where(eq(users.id, phoneUser.user_id));
    const { response } = await signInWithGoogle(
      googleAccount({ email: 'unverified@example.com', email_verified: false }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user_id).not.toBe(phoneUser.user_id);
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.id, phoneUser.user_id));
    expect(user!.googleSub).toBeNull();
  });

  it('refuses a state that is not the one this browser started with', async () => {
    const { location, cookie } = await startGoogleSignIn();
    const returned = await provider.signIn(location, googleAccount());
    returned.searchParams.set('state', 'forged-state');
    const response = await callback(returned.search, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Google sign-in failed. Please try again.',
      code: 'GOOGLE_SIGN_IN_FAILED',
    });
    expect(String(response.headers['set-cookie'])).toMatch(/^tsm_google_flow=; /);
  });

  it('refuses a callback without the flow cookie', async () => {
    const { location } = await startGoogleSignIn();
    const returned = await provider.signIn(location, googleAccount());
    const response = await callback(returned.search);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Google sign-in expired. Please try again.',
      code: 'GOOGLE_SIGN_IN_EXPIRED',
    });
  });

  it('refuses a flow cookie older than 10 minutes', async () => {
    const { location, cookie } = await startGoogleSignIn();
    const returned = await provider.signIn(location, googleAccount());
    ctx.clock.advance(11 * 60_000);
    const response = await callback(returned.search, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Google sign-in expired. Please try again.',
      code: 'GOOGLE_SIGN_IN_EXPIRED',
    });
  });

  it('refuses a tampered flow cookie', async () => {
    const { location, cookie } = await startGoogleSignIn();
    const returned = await provider.signIn(location, googleAccount());
    const response = await callback(returned.search, `${cookie.slice(0, -4)}AAAA`);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a replayed code with 400, not a server error', async () => {
    const { returned, cookie, response } = await signInWithGoogle(googleAccount());
    expect(response.statusCode).toBe(200);
    const replay = await callback(returned.search, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: 'Google sign-in failed. Please try again.',
      code: 'GOOGLE_SIGN_IN_FAILED',
    });
  });

  it('refuses a code the provider never issued', async () => {
    const { location, cookie } = await startGoogleSignIn();
    const state = new URL(location).searchParams.get('state')!;
    const response = await callback(
      `?code=made-up&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Google sign-in failed. Please try again.',
      code: 'GOOGLE_SIGN_IN_FAILED',
    });
  });

  it('answers 400 when the provider reports an error (the user cancelled)', async () => {
    const { location, cookie } = await startGoogleSignIn();
    const state = new URL(location).searchParams.get('state')!;
    const response = await callback(`?error=access_denied&state=${state}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Google sign-in failed. Please try again.',
      code: 'GOOGLE_SIGN_IN_FAILED',
    });
  });
});

describe('GET /api/auth/providers', () => {
  it('offers Google when an issuer is configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: true });
  });
});

/** Another app on this file's database, configured by `env`. */
async function appWith(env: Record<string, string>) {
  const app = await buildApp({ config: testConfig(env), db: ctx.database.db });
  await app.ready();
  return app;
}

describe('behind https', () => {
  it('marks the flow cookie Secure', async () => {
    const app = await appWith({ ...provider.env, PUBLIC_URL: 'https://shop.example' });
    try {
      const { setCookie, location } = await startGoogleSignIn(app);
      expect(setCookie).toMatch(/; Secure(;|$)/);
      expect(new URL(location).searchParams.get('redirect_uri')).toBe(
        'https://shop.example/oauth_callback',
      );
    } finally {
      await app.close();
    }
  });
});

describe('without an identity provider', () => {
  it('answers 404 on both Google routes', async () => {
    const plain = await appWith({});
    try {
      for (const url of ['/api/auth/google/start', '/api/auth/google/callback?code=x&state=y']) {
        const response = await plain.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'Google sign-in is not configured',
          code: 'GOOGLE_NOT_CONFIGURED',
        });
      }
    } finally {
      await plain.close();
    }
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('when the provider is unreachable', () => {
  it('answers 502 and tries discovery again on the next sign-in', async () => {
    const port = await freePort();
    const app = await appWith({ ...provider.env, OIDC_ISSUER: `http://127.0.0.1:${port}` });
    let late: TestOidcProvider | undefined;
    try {
      const down = await app.inject({ method: 'GET', url: '/api/auth/google/start' });
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({
        error: 'Google sign-in is unavailable right now. Please try again later.',
        code: 'GOOGLE_UNAVAILABLE',
      });

      late = await startOidcProvider({ port });
      const up = await startGoogleSignIn(app);
      expect(new URL(up.location).origin).toBe(late.issuer);
    } finally {
      await app.close();
      await late?.close();
    }
  });
});
