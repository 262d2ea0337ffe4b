import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // The embedded PostgreSQL server is the default; `pglite` is the fallback for machines where its
  // native binaries cannot run (PGlite does not survive power cuts: no fsync).
  DATABASE: z.enum(['embedded', 'pglite']).default('embedded'),
  // Off for a connection pooler in transaction mode that does not keep prepared statements.
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  PUBLIC_URL: z.url().optional(),
  SMS_TRANSPORT: z.enum(['console', 'outbox', 'http']).default('console'),
  SMS_OUTBOX: z.string().optional(),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_AUTHORIZATION: z.string().optional(),
  // Messages to customers: none (the staff send them from WhatsApp by hand), the SMS transport
  // above, or the WhatsApp Business Cloud API.
  MESSAGE_TRANSPORT: z.enum(['none', 'sms', 'whatsapp']).default('none'),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  OTP_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_PUBLIC: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_UPLOAD: z.coerce.number().int().positive().default(200),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 30),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:support@tailorshopmanager.in'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SERVE_WEB: booleanish.default(true),
  // Garment photos: DATA_DIR/uploads by default; an S3-compatible bucket when several servers share.
  IMAGE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_./-]*$/, 'letters, digits and _ . / - only')
    .default(''),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Which database the server opens: DATABASE_URL's server, or one kept in DATA_DIR. */
  database: 'external' | 'embedded' | 'pglite';
  /** Whether statements with parameters are prepared once per connection (db/prepared-statements). */
  preparedStatements: boolean;
  publicUrl: string;
  sms:
    | { transport: 'console' }
    | { transport: 'outbox'; outboxPath: string }
    | { transport: 'http'; url: string; authorization: string | undefined };
  messages:
    | { transport: 'none' }
    | { transport: 'sms' }
    | { transport: 'whatsapp'; apiUrl: string; phoneNumberId: string; accessToken: string };
  otpLimitPerAddress: number;
  trustProxy: boolean | string | string[];
  /** Requests per route and client address (uploads: per user); see plugins/rate-limit.ts. */
  rateLimits: { signInPer10Minutes: number; publicPerMinute: number; uploadsPer10Minutes: number };
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDist: string | undefined;
  serveWeb: boolean;
  imageStorage:
    | { kind: 'local' }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        prefix: string;
      };
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  const parts = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.length === 1 ? parts[0]! : parts;
}

/** Parses the environment once at boot; every bad variable is listed, then start-up stops. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.SMS_TRANSPORT === 'http' && !e.SMS_HTTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_HTTP_URL: required when SMS_TRANSPORT=http',
    );
  }
  if (
    e.MESSAGE_TRANSPORT === 'whatsapp' &&
    !(e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_ACCESS_TOKEN)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN: required when MESSAGE_TRANSPORT=whatsapp',
    );
  }
  if (e.DATABASE_URL && source.DATABASE) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE and DATABASE_URL: set one (DATABASE_URL names an external server)',
    );
  }
  if (e.IMAGE_STORAGE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when IMAGE_STORAGE=s3');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER and OIDC_CLIENT_ID must be set together',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    database: e.DATABASE_URL ? 'external' : e.DATABASE,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'on',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sms:
      e.SMS_TRANSPORT === 'outbox'
        ? {
            transport: 'outbox',
            outboxPath: path.resolve(e.SMS_OUTBOX ?? path.join(dataDir, 'sms-outbox.jsonl')),
          }
        : e.SMS_TRANSPORT === 'http'
          ? { transport: 'http', url: e.SMS_HTTP_URL!, authorization: e.SMS_HTTP_AUTHORIZATION }
          : { transport: 'console' },
    messages:
      e.MESSAGE_TRANSPORT === 'whatsapp'
        ? {
            transport: 'whatsapp',
            apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
            accessToken: e.WHATSAPP_ACCESS_TOKEN!,
          }
        : { transport: e.MESSAGE_TRANSPORT },
    otpLimitPerAddress: e.OTP_LIMIT_PER_ADDRESS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: {
      signInPer10Minutes: e.RATE_LIMIT_SIGN_IN,
      publicPerMinute: e.RATE_LIMIT_PUBLIC,
      uploadsPer10Minutes: e.RATE_LIMIT_UPLOAD,
    },
    jwtSecret: e.JWT_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT,
    },
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    serveWeb: e.SERVE_WEB,
    imageStorage:
      e.IMAGE_STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: e.S3_PREFIX,
          }
        : { kind: 'local' },
  };
}
