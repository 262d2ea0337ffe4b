import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { statusUpdateErrorText } from './status-error-text';

const http = (status: number, error?: string, code?: string) =>
  new ApiError(error ?? `Request failed with status ${status}`, {
    status,
    kind: 'http',
    body: error === undefined ? undefined : { error, code },
  });

describe('statusUpdateErrorText', () => {
  it('names a network failure or a timeout as a network error', () => {
    expect(
      statusUpdateErrorText(new ApiError('Network error', { status: null, kind: 'network' })),
    ).toEqual({
      key: 'network',
    });
    expect(
      statusUpdateErrorText(new ApiError('Request timed out', { status: null, kind: 'timeout' })),
    ).toEqual({
      key: 'network',
    });
  });

  it.each([
    [400, 'badRequest'],
    [403, 'forbidden'],
    [404, 'notFound'],
  ] as const)('prefers the server reason by its code for %i, else its own text', (status, key) => {
    expect(statusUpdateErrorText(http(status, 'What the server said', 'ORDER_NOT_FOUND'))).toEqual({
      code: 'ORDER_NOT_FOUND',
      params: {},
    });
    expect(statusUpdateErrorText(http(status))).toEqual({ key });
    // An English sentence without a code is never shown.
    expect(statusUpdateErrorText(http(status, 'What the server said'))).toEqual({ key });
  });

  it('always says authentication error for 401 and server error for 500, whatever the body', () => {
    expect(statusUpdateErrorText(http(401, 'Unauthorized', 'SESSION_EXPIRED'))).toEqual({
      key: 'unauthorized',
    });
    expect(statusUpdateErrorText(http(500, 'Something went wrong', 'INTERNAL'))).toEqual({
      key: 'server',
    });
    expect(statusUpdateErrorText(http(503))).toEqual({ key: 'server' });
  });

  it('shows the reason of a 409 by its code and the default text for anything else', () => {
    expect(
      statusUpdateErrorText(
        http(409, 'Collect the remaining payment first', 'BALANCE_DUE_BEFORE_DELIVERED'),
      ),
    ).toEqual({ code: 'BALANCE_DUE_BEFORE_DELIVERED', params: {} });
    expect(statusUpdateErrorText(http(409))).toEqual({ key: 'failed' });
    expect(
      statusUpdateErrorText(http(422, 'Idempotency key reused', 'IDEMPOTENCY_KEY_REUSED')),
    ).toEqual({ key: 'failed' });
    expect(statusUpdateErrorText(new Error('boom'))).toEqual({ key: 'failed' });
    // An answer that failed the schema is an http ApiError with status 200 and no error text.
    expect(
      statusUpdateErrorText(
        new ApiError('Invalid response format from server', {
          status: 200,
          kind: 'http',
          body: {},
        }),
      ),
    ).toEqual({ key: 'failed' });
  });
});
