import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { orderListError } from './order-list-error';

const http = (status: number) => new ApiError('failed', { status, kind: 'http' });
const text = (error: unknown) => i18n.t(`orderList:${orderListError(error).key}`);

describe('orderListError', () => {
  it('says the backend has issues on 500 and clears the list', () => {
    expect(text(http(500))).toBe(
      'Server error: The backend is experiencing issues. Please contact support.',
    );
    expect(orderListError(http(500)).clearsList).toBe(true);
  });

  it('treats any other 5xx as the same server error', () => {
    expect(orderListError(http(503))).toEqual({ key: 'errors.server', clearsList: true });
  });

  it('asks to log in again on 401', () => {
    expect(text(http(401))).toBe('Authentication error: Please login again.');
    expect(orderListError(http(401)).clearsList).toBe(false);
  });

  it('denies access on 403', () => {
    expect(text(http(403))).toBe("Access denied: You don't have permission to view orders.");
  });

  it('blames the connection on a network error', () => {
    expect(text(new ApiError('Network error', { status: null, kind: 'network' }))).toBe(
      'Network error: Please check your internet connection.',
    );
  });

  it.each([
    ['a 400', http(400)],
    ['a 404', http(404)],
    ['a timeout', new ApiError('Request timed out', { status: null, kind: 'timeout' })],
    [
      'an unreadable answer',
      new ApiError('Invalid response format from server', { status: 200, kind: 'http' }),
    ],
    ['a bug', new TypeError('x is undefined')],
  ])('falls back to the general text for %s', (_name, error) => {
    expect(text(error)).toBe('Unable to fetch orders. Please try again.');
    expect(orderListError(error).clearsList).toBe(false);
  });

  it('has the no-session text', () => {
    expect(i18n.t('orderList:errors.noSession')).toBe(
      'Authentication required. Please login again.',
    );
  });
});
