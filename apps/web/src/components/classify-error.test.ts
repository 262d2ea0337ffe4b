import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { classifyError, newErrorId } from './classify-error';

describe('classifyError', () => {
  it('tells API failures apart', () => {
    expect(classifyError(new ApiError('x', { status: null, kind: 'network' }))).toBe('network');
    expect(classifyError(new ApiError('x', { status: null, kind: 'timeout' }))).toBe('timeout');
    expect(classifyError(new ApiError('x', { status: 401, kind: 'http' }))).toBe('auth');
    expect(classifyError(new ApiError('x', { status: 404, kind: 'http' }))).toBe('notFound');
    expect(classifyError(new ApiError('x', { status: 500, kind: 'http' }))).toBe('general');
    expect(classifyError(new ApiError('x', { status: 403, kind: 'http' }))).toBe('general');
  });

  it('reads route error responses', () => {
    const routeError = (status: number) => ({
      status,
      statusText: '',
      internal: false,
      data: null,
    });
    expect(classifyError(routeError(404))).toBe('notFound');
    expect(classifyError(routeError(401))).toBe('auth');
    expect(classifyError(routeError(500))).toBe('general');
  });

  it('recognises a page file that could not load and a timeout', () => {
    expect(
      classifyError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe('network');
    expect(classifyError(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyError(new DOMException('timed out', 'TimeoutError'))).toBe('timeout');
  });

  it('calls anything else general', () => {
    expect(classifyError(new Error('x is undefined'))).toBe('general');
    expect(classifyError('weird')).toBe('general');
    expect(classifyError(undefined)).toBe('general');
  });

  it('calls every failure a connection one while offline', () => {
    expect(classifyError(new Error('x'), false)).toBe('network');
  });
});

describe('newErrorId', () => {
  it('makes short, distinct ids', () => {
    const ids = new Set(Array.from({ length: 50 }, newErrorId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^ERR-[2-9A-Z]{8}$/);
  });
});
