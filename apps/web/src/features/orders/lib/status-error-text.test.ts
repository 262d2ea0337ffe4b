import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { statusUpdateErrorText } from './status-error-text';

const http = (status: number, error?: string) =>
  new ApiError(error ?? `Request failed with status ${status}`, {
    status,
    kind: 'http',
    body: error === undefined ? undefined : { error },
  });

describe('statusUpdateErrorText (spec §8 "Status update")', () => {
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
  ] as const)('prefers the server text for %i, else its own text', (status, key) => {
    expect(statusUpdateErrorText(http(status, 'What the server said'))).toEqual({
      serverText: 'What the server said',
    });
    expect(statusUpdateErrorText(http(status))).toEqual({ key });
    expect(statusUpdateErrorText(http(status, '   '))).toEqual({ key });
  });

  it('always says authentication error for 401 and server error for 500, whatever the body', () => {
    expect(statusUpdateErrorText(http(401, 'Unauthorized'))).toEqual({ key: 'unauthorized' });
    expect(statusUpdateErrorText(http(500, 'Something went wrong'))).toEqual({ key: 'server' });
    expect(statusUpdateErrorText(http(503))).toEqual({ key: 'server' });
  });

  it('shows the server sentence of a 409 and the default text for anything else', () => {
    expect(statusUpdateErrorText(http(409, 'Collect the remaining payment first'))).toEqual({
      serverText: 'Collect the remaining payment first',
    });
    expect(statusUpdateErrorText(http(409))).toEqual({ key: 'failed' });
    expect(statusUpdateErrorText(http(422, 'Idempotency key reused'))).toEqual({ key: 'failed' });
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
