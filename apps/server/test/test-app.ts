import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SignInResult } from '@tailor/shared/auth';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { employees } from '../src/db/schema/employees';
import { users } from '../src/db/schema/users';
import { loadConfig, type Config } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/client';
import type { SmsMessage, SmsTransport } from '../src/features/auth/sms-transport';
import type { Clock } from '../src/lib/clock';
import { openTestDatabase } from './test-database';

/** Records messages instead of sending them: the stand-in for an SMS gateway. */
export class MemorySms implements SmsTransport {
  readonly sent: SmsMessage[] = [];
  failNext = false;
  async send(message: SmsMessage) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('gateway down');
    }
    this.sent.push(message);
  }
  lastCodeFor(phone: string): string {
    const message = [...this.sent].reverse().find((m) => m.to === phone);
    if (!message?.meta?.otp) throw new Error(`no OTP was sent to ${phone}`);
    return message.meta.otp;
  }
}

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
  /** Moves the clock to `instant`; it keeps ticking from there. */
  set(instant: Date | string) {
    this.offsetMs = new Date(instant).getTime() - Date.now();
  }
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  sms: MemorySms;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/tsm-unused',
    PUBLIC_URL: 'http://shop.test',
    SERVE_WEB: 'false',
    OTP_LIMIT_PER_ADDRESS: '1000',
    // Every test request comes from one address; the rate-limit tests set their own figures.
    RATE_LIMIT_SIGN_IN: '100000',
    RATE_LIMIT_PUBLIC: '100000',
    RATE_LIMIT_UPLOAD: '100000',
    ...overrides,
  });
}

export async function createTestContext(
  options: { env?: NodeJS.ProcessEnv; database?: DatabaseHandle } = {},
): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase());
  const sms = new MemorySms();
  const clock = new TestClock();
  // Its own data folder (uploaded images), removed on close.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tsm-data-'));
  const config = testConfig({ DATA_DIR: dataDir, ...options.env });
  const app = await buildApp({ config, db: database.db, sms, clock });
  await app.ready();
  return {
    app,
    database,
    sms,
    clock,
    config,
    async close() {
      try {
        await app.close();
      } finally {
        // Whatever the app did on closing, its database goes (on Citus, with its workers' sessions).
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

let phoneCounter = 0;
/** A distinct valid phone number per call within a test file. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `9${String(100_000_000 + phoneCounter * 7919).slice(-9)}`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function inject(
  ctx: TestContext,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject(options);
}

/** One call to the API (`/api` + `url`) as the holder of `token`; null for the public pages. */
export function callApi(
  ctx: TestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** Signs in by OTP as a user of this phone, with a distinct client address so no limit trips. */
export async function signIn(ctx: TestContext, phone = nextPhone()): Promise<SignInResult> {
  const request = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/otp/request',
    payload: { phone },
  });
  if (request.statusCode !== 200) throw new Error(`otp request failed: ${request.body}`);
  const verify = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { phone, otp: ctx.sms.lastCodeFor(phone) },
  });
  if (verify.statusCode !== 200) throw new Error(`otp verify failed: ${verify.body}`);
  return verify.json<SignInResult>();
}

export const validShop = {
  owners_name: 'Ramesh Kumar',
  shop_name: 'Kumar Tailors',
  email: 'ramesh@example.com',
  phone: '9812345678',
  address: '12 Chandni Chowk, Old Delhi',
  pincode: '110001',
  state: 'Delhi',
  district: 'New Delhi',
};

/** A shopkeeper with a shop: signs in and creates the account. */
export async function createShop(
  ctx: TestContext,
  overrides: Partial<typeof validShop> = {},
): Promise<SignInResult & { phone: string }> {
  const phone = nextPhone();
  const first = await signIn(ctx, phone);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/create_account',
    headers: bearer(first.token),
    payload: { ...validShop, ...overrides },
  });
  if (response.statusCode !== 200) throw new Error(`create_account failed: ${response.body}`);
  return { ...response.json<SignInResult>(), phone };
}

/**
 * An active employee of the shop, signed in to it: a user with a phone of its own and an employees
 * row linked to it, as an accepted invite leaves them.
 */
export async function createEmployee(
  ctx: TestContext,
  shop: { store_id: string | null },
  overrides: { name?: string; position?: string } = {},
): Promise<SignInResult & { phone: string; employee_id: string; name: string }> {
  const phone = nextPhone();
  const name = overrides.name ?? `Tailor ${phone.slice(-4)}`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({ phone, name })
    .returning({ id: users.id });
  await ctx.database.db.insert(employees).values({
    storeId: shop.store_id!,
    userId: user!.id,
    name,
    phone,
    position: overrides.position ?? 'tailor',
    experience: 3,
    specialization: 'all types',
  });
  const result = await signIn(ctx, phone);
  if (result.role !== 'employee' || result.store_id !== shop.store_id)
    throw new Error('employee sign-in did not select the store');
  return { ...result, phone, employee_id: result.employee_id!, name };
}
