import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.database).toBe('embedded');
    expect(config.preparedStatements).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.sms).toEqual({ transport: 'console' });
    expect(config.otpLimitPerAddress).toBe(30);
    expect(config.trustProxy).toBe(false);
    expect(config.oidc).toBeUndefined();
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/tailor',
      DATABASE_URL: 'postgres://u:p@db:5432/tailor',
      PUBLIC_URL: 'https://shop.example.in/',
      SMS_TRANSPORT: 'outbox',
      SMS_OUTBOX: '/tmp/outbox.jsonl',
      OTP_LIMIT_PER_ADDRESS: '100',
      TRUST_PROXY: '10.0.0.1,10.0.0.2',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/tailor');
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/tailor');
    expect(config.database).toBe('external');
    expect(config.publicUrl).toBe('https://shop.example.in');
    expect(config.sms).toEqual({ transport: 'outbox', outboxPath: '/tmp/outbox.jsonl' });
    expect(config.otpLimitPerAddress).toBe(100);
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(config.oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'client',
      clientSecret: 'secret',
    });
  });

  it('keeps PGlite only when DATABASE=pglite asks for it, and refuses it beside DATABASE_URL', () => {
    expect(loadConfig({ DATABASE: 'pglite' }).database).toBe('pglite');
    expect(() => loadConfig({ DATABASE: 'sqlite' })).toThrow(/DATABASE/);
    expect(() =>
      loadConfig({ DATABASE: 'pglite', DATABASE_URL: 'postgres://u:p@db:5432/tailor' }),
    ).toThrow(/DATABASE and DATABASE_URL/);
  });

  it('prepares statements unless DATABASE_PREPARED_STATEMENTS=off, for a transaction-mode pooler', () => {
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).preparedStatements).toBe(false);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'on' }).preparedStatements).toBe(true);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMS_TRANSPORT: 'pigeon',
        JWT_SECRET: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SMS_TRANSPORT', 'JWT_SECRET'])
      expect(message).toContain(name);
  });

  it('needs a gateway URL for the http SMS transport', () => {
    expect(() => loadConfig({ SMS_TRANSPORT: 'http' })).toThrow(/SMS_HTTP_URL/);
  });

  it('needs the OIDC issuer and client id together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://accounts.google.com' })).toThrow(
      /OIDC_ISSUER and OIDC_CLIENT_ID/,
    );
  });
});
