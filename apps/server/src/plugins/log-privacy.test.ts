import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { customers } from '../db/schema/customers';
import type { DatabaseHandle } from '../db/client';
import { MemorySms, TestClock, testConfig } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { scrubMessage } from './log-privacy';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let database: DatabaseHandle;
let dataDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tsm-log-'));
  app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    db: database.db,
    sms: new MemorySms(),
    clock: new TestClock(),
    logger: { level: 'info', stream },
  });
  // A route that fails the way a real bug would: a database error over a customer's data.
  app.post('/api/test/failing-write', async (request) => {
    const body = request.body as { name: string; phone: string; address: string };
    await database.db.insert(customers).values({
      storeId: 'not-a-store-id',
      name: body.name,
      mobileNo: body.phone,
      address: body.address,
      gender: 'female',
    } as typeof customers.$inferInsert);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('logs', () => {
  it('log a 5xx with request id, route, message and stack, and no personal data', async () => {
    const personal = {
      name: 'Savitri Deshpande',
      phone: '9823456712',
      address: '17 Lokmanya Nagar, Indore',
    };
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret-token-value.signature';
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/failing-write?mobile=9876501234&share=tok_live_abcdef',
      headers: { authorization: `Bearer ${token}`, cookie: 'flow=sealed-secret' },
      payload: personal,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });

    const log = lines.join('\n');
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.level === 50);
    expect(failure).toBeDefined();
    expect(failure.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(failure).toMatchObject({ method: 'POST', route: '/api/test/failing-write' });
    expect(failure.err.message).toContain('Failed query');
    expect(failure.err.stack).toMatch(/\n\s+at /);
    for (const secret of [
      personal.name,
      personal.phone,
      personal.address,
      'Lokmanya',
      '9876501234',
      'tok_live_abcdef',
      token,
      'secret-token-value',
      'sealed-secret',
      'not-a-store-id',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('scrubMessage', () => {
  it('drops query parameters, quoted values and long numbers from database errors', () => {
    expect(
      scrubMessage(
        'Failed query: insert into "customers" ("name", "mobile_no") values ($1, $2)\nparams: Asha,9812345678',
      ),
    ).toBe('Failed query: insert into "customers" ("name", "mobile_no") values ($1, $2)');
    expect(scrubMessage('invalid input syntax for type uuid: "Asha Rao"')).toBe(
      'invalid input syntax for type uuid: "…"',
    );
    expect(scrubMessage('Key (mobile_no)=(9812345678) already exists.')).toBe(
      'Key (mobile_no)=(…) already exists.',
    );
    expect(scrubMessage("near 'Asha' at 9812345678")).toBe("near '…' at #");
  });
});
