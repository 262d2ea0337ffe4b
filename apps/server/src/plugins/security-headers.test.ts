import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let direct: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  direct = await createTestContext();
  proxied = await createTestContext({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

describe('security headers on a LAN over plain HTTP', () => {
  it('sends a CSP without upgrade-insecure-requests, which would blank the page', async () => {
    const response = await direct.app.inject({
      method: 'GET',
      url: '/api/auth/providers',
      headers: { host: '192.168.1.10:3000' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('keeps the API docs page free of the upgrade too', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends no HSTS over plain HTTP, even when a client claims https without a trusted proxy', async () => {
    const plain = await direct.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await direct.app.inject({
      method: 'GET',
      url: '/api/auth/providers',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the trusted TLS proxy says the request came over https', async () => {
    const overTls = await proxied.app.inject({
      method: 'GET',
      url: '/api/auth/providers',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
    });
    expect(overTls.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const overHttp = await proxied.app.inject({
      method: 'GET',
      url: '/api/auth/providers',
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.5' },
    });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});
