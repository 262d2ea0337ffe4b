import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
      });
      await app.close();
    }
  });

  it('answers 500 for any other failure, without its message', async () => {
    const app = await appThrowing(Object.assign(new Error('duplicate key'), { code: '23505' }));
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('duplicate key');
    await app.close();
  });
});
