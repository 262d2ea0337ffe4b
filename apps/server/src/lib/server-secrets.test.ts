import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/test-database';
import { testConfig } from '../../test/test-app';
import { loadSecrets } from './server-secrets';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('loadSecrets', () => {
  it('generates the secrets once and finds the same ones on the next start', async () => {
    const first = await loadSecrets(database.db, testConfig());
    const second = await loadSecrets(database.db, testConfig());
    expect(Buffer.from(second.jwtSecret).toString()).toBe(Buffer.from(first.jwtSecret).toString());
    expect(second.vapidPublicKey).toBe(first.vapidPublicKey);
    expect(second.otpPepper).toBe(first.otpPepper);
    expect(first.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it('agrees on one set when two servers start at once', async () => {
    const [a, b] = await Promise.all([
      loadSecrets(database.db, testConfig()),
      loadSecrets(database.db, testConfig()),
    ]);
    expect(a.vapidPrivateKey).toBe(b.vapidPrivateKey);
  });

  it('prefers secrets given in the environment', async () => {
    const config = testConfig({
      JWT_SECRET: 'x'.repeat(40),
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
    });
    const secrets = await loadSecrets(database.db, config);
    expect(Buffer.from(secrets.jwtSecret).toString()).toBe('x'.repeat(40));
    expect(secrets.vapidPublicKey).toBe('pub');
    expect(secrets.vapidPrivateKey).toBe('priv');
  });
});
