import { errors as joseErrors } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './auth';

const secret = new TextEncoder().encode('a secret of the test, 32 bytes or more');
const claims = {
  sub: '0b6f1f3e-8a0a-4c47-9d6b-2f3c1a1e5b11',
  role: 'shopkeeper' as const,
  store_id: '6a1c7a52-3f4e-4a8b-9f0e-7d2b5c9e1a33',
  employee_id: null,
  tv: 0,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('createTokenService', () => {
  it('checks a token’s signature once, then only whether it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T10:00:00Z') });
    const tokens = createTokenService(secret, 1);
    const token = await tokens.issue(claims);
    const verify = vi.spyOn(crypto.subtle, 'verify');

    for (let i = 0; i < 3; i++) expect(await tokens.verify(token)).toEqual(claims);
    expect(verify).toHaveBeenCalledTimes(1);

    // The same token with another signature is checked, and refused.
    const forged = `${token.slice(0, token.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    await expect(tokens.verify(forged)).rejects.toBeInstanceOf(
      joseErrors.JWSSignatureVerificationFailed,
    );

    vi.setSystemTime(new Date('2026-11-28T10:59:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-28T11:00:00Z'));
    await expect(tokens.verify(token)).rejects.toBeInstanceOf(joseErrors.JWTExpired);
  });

  it('imports the secret into WebCrypto once, not on every token', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const tokens = createTokenService(secret, 1);
    const first = await tokens.issue(claims);
    const second = await tokens.issue({ ...claims, tv: 1 });
    expect(await tokens.verify(first)).toEqual(claims);
    expect(await tokens.verify(second)).toEqual({ ...claims, tv: 1 });
    expect(importKey).toHaveBeenCalledTimes(1);
  });
});
