import { ERROR_CODE_LIST, ERROR_CODES, errorMessage } from '@tailor/shared/error-codes';
import { errorBodySchema } from '@tailor/shared/errors';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { registerErrorHandler } from './error-handler';

async function appThrowing(error: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fail', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('registerErrorHandler', () => {
  it.each([
    ['a connection ended by a database shutdown (57P01)', { code: '57P01' }],
    ['a refused connection while the database restarts', { code: 'ECONNREFUSED' }],
    ['a connection exception (08006)', { code: '08006' }],
  ])('answers 503 with Retry-After for %s, also when it is the cause', async (_, cause) => {
    const direct = Object.assign(new Error('terminating connection'), cause);
    const wrapped = new Error('Failed query: select 1', { cause: direct });
    for (const error of [direct, wrapped]) {
      const app = await appThrowing(error);
      const response = await app.inject({ method: 'GET', url: '/fail' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({
        error: 'The server is restarting its database. Please try again in a moment.',
        code: 'DATABASE_UNAVAILABLE',
      });
      await app.close();
    }
  });

  it('answers 503 for a statement on a connection that died under its transaction', async () => {
    const dead = new Error('Client has encountered a connection error and is not queryable');
    const app = await appThrowing(
      new Error('Failed query: rollback to savepoint sp1', { cause: dead }),
    );
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    await app.close();
  });

  it('answers 503 with Retry-After for a lock wait that timed out (55P03), also as the cause', async () => {
    const direct = Object.assign(new Error('canceling statement due to lock timeout'), {
      code: '55P03',
    });
    const wrapped = new Error('Failed query: insert into "orders"', { cause: direct });
    for (const error of [direct, wrapped]) {
      const app = await appThrowing(error);
      const response = await app.inject({ method: 'GET', url: '/fail' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({
        error: 'The server is busy. Please try again in a few seconds.',
        code: 'SERVER_BUSY',
      });
      await app.close();
    }
  });

  it('answers 500 for any other failure, without its message', async () => {
    const app = await appThrowing(Object.assign(new Error('duplicate key'), { code: '23505' }));
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('duplicate key');
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    await app.close();
  });

  // Values for the codes whose message is built from params; any value of the right type does.
  const sampleParams: Record<string, Record<string, string | number>> = {
    ROUTE_NOT_FOUND: { method: 'GET', path: '/api/nope' },
    UNSAFE_TEXT: { field: 'name' },
    OTP_RESEND_WAIT: { seconds: 12 },
    OTP_INCORRECT: { count: 2 },
    TOTAL_BELOW_PAID: { paid: 800 },
    PAYMENT_ABOVE_BALANCE: { remaining: 1500 },
    TOTAL_BELOW_ADVANCE: { advance: 150 },
    IMPORT_WRONG_VERSION: { version: '0', expected: 1 },
    IMPORT_OWNER_HAS_SHOP: { phone: '9876543210' },
    IMPORT_SHOP_EXISTS: { shop: 'Kumar Tailors' },
  };

  it.each(ERROR_CODE_LIST)(
    'answers an AppError %s with its status, message and code',
    async (code) => {
      const params = sampleParams[code];
      const free = ERROR_CODES[code].message === null;
      const error = new AppError(code, free ? { message: 'Said where it happened' } : { params });
      const app = await appThrowing(error);
      const response = await app.inject({ method: 'GET', url: '/fail' });
      expect(response.statusCode).toBe(ERROR_CODES[code].status);
      const body = errorBodySchema.parse(response.json());
      expect(body).toEqual({
        error: free ? 'Said where it happened' : errorMessage(code, params),
        code,
        ...(params ? { params } : {}),
      });
      expect(body.error).not.toBe('');
      await app.close();
    },
  );

  it('answers schema validation, bad JSON and unknown routes with their codes', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.post(
      '/things',
      { schema: { body: z.object({ name: z.string().min(3, 'Name is too short') }) } },
      async () => ({ ok: true }),
    );
    await app.ready();
    const invalid = await app.inject({ method: 'POST', url: '/things', payload: { name: 'ab' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'Name is too short', code: 'VALIDATION_FAILED' });
    const broken = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: 'Request body is not valid JSON',
      code: 'INVALID_JSON',
    });
    await app.close();
  });
});
