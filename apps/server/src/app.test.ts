import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('buildApp', () => {
  it('answers /healthz when the database is reachable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const verify = doc.paths['/api/auth/otp/verify'].post;
    expect(verify.requestBody.content['application/json'].schema.properties).toHaveProperty('otp');
    const accountRequired =
      doc.paths['/api/create_account'].post.requestBody.content['application/json'].schema.required;
    // Many tailors have no email: it is checked when given, never required.
    expect(accountRequired).not.toContain('email');
    expect(accountRequired).toEqual(
      expect.arrayContaining([
        'owners_name',
        'shop_name',
        'address',
        'pincode',
        'state',
        'district',
      ]),
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'Not found: GET /api/nope',
      code: 'ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/api/nope' },
    });
  });

  it('never answers bad input with a 5xx', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '"x"',
      '{"phone":null}',
      '{"phone":{"a":1}}',
      '{"phone":"9".repeat(5000)}',
    ];
    for (const payload of bodies) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/otp/verify',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
      expect(typeof response.json().error, payload).toBe('string');
    }
  });
});
