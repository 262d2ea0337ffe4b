import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createShop,
  createTestContext,
  nextPhone,
  type TestContext,
} from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { RATE_LIMIT_SIGN_IN: '3', RATE_LIMIT_PUBLIC: '20', RATE_LIMIT_UPLOAD: '2' },
  });
});
afterAll(() => ctx.close());

const from = (remoteAddress: string) => ({ remoteAddress });

function expectLimited(response: { statusCode: number; headers: object; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: 'Too many requests. Please wait a moment and try again.',
    code: 'RATE_LIMITED',
  });
  const retryAfter = Number((response.headers as Record<string, string>)['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe('rate limits', () => {
  it('limits sign-in requests per client address with 429 and Retry-After', async () => {
    const ask = (address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/otp/request',
        payload: { phone: nextPhone() },
        ...from(address),
      });
    for (let i = 0; i < 3; i += 1) expect((await ask('198.51.100.1')).statusCode).toBe(200);
    expectLimited(await ask('198.51.100.1'));
    // Another address, and the same address's other routes, are not affected.
    expect((await ask('198.51.100.2')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const other = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/providers',
        ...from('198.51.100.1'),
      });
      expect(other.statusCode).toBe(200);
    }
    const docs = await ctx.app.inject({
      method: 'GET',
      url: '/docs/json',
      ...from('198.51.100.1'),
    });
    expect(docs.statusCode).toBe(200);
    const health = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      ...from('198.51.100.1'),
    });
    expect(health.statusCode).toBe(200);
  });

  it('limits the Google sign-in and invite endpoints', async () => {
    for (let i = 0; i < 3; i += 1) {
      await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/google/start',
        ...from('198.51.100.3'),
      });
    }
    expectLimited(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/google/start',
        ...from('198.51.100.3'),
      }),
    );
    const accept = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/invites/unknown-token-000000000000/accept',
        payload: { phone: nextPhone(), otp: '123456' },
        ...from('198.51.100.3'),
      });
    for (let i = 0; i < 3; i += 1) expect((await accept()).statusCode).not.toBe(429);
    expectLimited(await accept());
  });

  it('limits public links and the pincode lookup per address', async () => {
    for (const url of [
      '/api/pincode/110001',
      '/api/shared_order/AAAAAAAAAAAAAAAAAAAAAA',
      '/api/invites/AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      for (let i = 0; i < 20; i += 1) {
        const ok = await ctx.app.inject({ method: 'GET', url, ...from('198.51.100.4') });
        expect(ok.statusCode, url).not.toBe(429);
      }
      expectLimited(await ctx.app.inject({ method: 'GET', url, ...from('198.51.100.4') }));
    }
  });

  it("limits a customer's bill PDF harder: making one costs far more", async () => {
    const url = '/api/generate_customer_billing_pdf/00000000-0000-4000-8000-000000000000?token=x';
    for (let i = 0; i < 2; i += 1) {
      const answered = await ctx.app.inject({ method: 'GET', url, ...from('198.51.100.5') });
      expect(answered.statusCode).not.toBe(429);
    }
    expectLimited(await ctx.app.inject({ method: 'GET', url, ...from('198.51.100.5') }));
  });

  it('limits uploads per signed-in user, not per address', async () => {
    // Two sign-ins from the default address: within its sign-in limit of 3.
    const a = await createShop(ctx);
    const b = await createShop(ctx);
    const upload = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/upload_image',
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(token) },
        payload:
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image\r\n--x--\r\n',
        ...from('192.0.2.9'),
      });
    for (let i = 0; i < 2; i += 1) expect((await upload(a.token)).statusCode).not.toBe(429);
    expectLimited(await upload(a.token));
    expect((await upload(b.token)).statusCode).not.toBe(429);
    // A stranger without a token is refused by the guard and uses up nobody's uploads.
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
      ...from('192.0.2.9'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
