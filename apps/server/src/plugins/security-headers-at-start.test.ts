import type * as helmetModule from 'helmet';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

vi.mock('helmet', async (importOriginal) => {
  const real = await importOriginal<typeof helmetModule>();
  return { ...real, default: vi.fn(real.default) };
});

let ctx: TestContext;
let helmetRunsAtStart: number;
beforeAll(async () => {
  vi.mocked(helmet).mockClear();
  ctx = await createTestContext();
  helmetRunsAtStart = vi.mocked(helmet).mock.calls.length;
});
afterAll(async () => {
  await ctx.close();
});

describe('registerSecurityHeaders', () => {
  it('works helmet’s headers out once at start and sets them on every response as they are', async () => {
    expect(helmetRunsAtStart).toBe(1);
    for (const url of ['/api/auth/providers', '/healthz', '/api/no-such-route']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    expect(vi.mocked(helmet)).toHaveBeenCalledTimes(helmetRunsAtStart);
  });
});
