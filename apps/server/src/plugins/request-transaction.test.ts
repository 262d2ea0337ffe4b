import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { REQUEST_ROLE, requestScopedDatabase } from '../db/request-transaction';
import { systemClock } from '../lib/clock';
import { registerRequestTransactions } from './request-transaction';

let database: DatabaseHandle;
let app: FastifyInstance;
const SHOP = '11111111-1111-4111-8111-111111111111';

beforeAll(async () => {
  database = await openTestDatabase();
  const db = requestScopedDatabase(database.db);
  app = Fastify();
  registerRequestTransactions(app, database.db, systemClock);
  // Who the database takes the request for, as a feature's query would find it.
  const whoAmI = async () => {
    const result = await db.execute(
      sql`select current_user as role, current_setting('app.store_id', true) as shop`,
    );
    const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      role: string;
      shop: string | null;
    }[];
    return row;
  };
  app.get('/shop', { preHandler: async (request) => void (request.shopScope = SHOP) }, whoAmI);
  app.get('/sign-in', whoAmI);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('registerRequestTransactions', () => {
  it("runs a shop's request as the request role with the shop set", async () => {
    const response = await app.inject({ method: 'GET', url: '/shop' });
    expect(response.json()).toEqual({ role: REQUEST_ROLE, shop: SHOP });
  });

  it('runs a request that spans shops as the server itself, with no shop set', async () => {
    const response = await app.inject({ method: 'GET', url: '/sign-in' });
    const body = response.json<{ role: string; shop: string | null }>();
    expect(body.role).not.toBe(REQUEST_ROLE);
    expect(body.shop ?? '').toBe('');
  });

  it('leaves no shop behind on the connection for the next request', async () => {
    await app.inject({ method: 'GET', url: '/shop' });
    const response = await app.inject({ method: 'GET', url: '/sign-in' });
    expect(response.json<{ role: string }>().role).not.toBe(REQUEST_ROLE);
  });
});
