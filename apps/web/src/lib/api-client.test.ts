import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { z } from 'zod';
import { hangingFetch, jsonResponse } from '../test/responses';
import { api, ApiError, buildUrl, idempotencyKeyFor } from './api-client';
import { setNavigator } from './navigation';
import { dismissSessionExpired, takeReturnPath, useSessionExpiredNotice } from './session-expired';
import { session } from './session';

let fetchMock: Mock<typeof fetch>;
let navigate: Mock<(path: string) => void>;
let alertMock: Mock<(message?: unknown) => void>;
let noticeShown: () => boolean;

function headersOf(call: number): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  alertMock = vi.fn();
  vi.stubGlobal('alert', alertMock);
  dismissSessionExpired();
  const notice = renderHook(() => useSessionExpiredNotice());
  noticeShown = () => notice.result.current;
  navigate = vi.fn();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/app/dashboard');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setNavigator(null);
});

describe('api requests', () => {
  it('sends JSON accept and the stored token as a bearer token to the /api base', async () => {
    session.set('authToken', 'tok-123');
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await expect(
      api.get('/get_orders', { query: { page: 1, status: undefined, storeId: null } }),
    ).resolves.toEqual({
      ok: true,
    });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/get_orders?page=1');
    expect(headersOf(0).get('Authorization')).toBe('Bearer tok-123');
    expect(headersOf(0).get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header without a stored token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await api.get('/shared_order/abc');
    expect(headersOf(0).has('Authorization')).toBe(false);
  });

  it('sends a body as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await api.post('/create_account', { shop_name: 'Sai Tailors' });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ shop_name: 'Sai Tailors' }));
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
  });

  it('resolves undefined for a 204 answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/notifications/1')).resolves.toBeUndefined();
  });

  it('parses answers with the given schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: 't', extra: 1 }));
    await expect(
      api.post('/refresh_token', undefined, { schema: z.object({ token: z.string() }) }),
    ).resolves.toEqual({
      token: 't',
    });
  });

  it("rejects an answer that does not match the schema with 'Invalid response format from server'", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: 42 }));
    const error = await api
      .get('/x', { schema: z.object({ token: z.string() }) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid response format from server');
  });

  it("uses the server's error field as the message of an HTTP error", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Invalid Pincode' }, 404));
    const error = (await api.get('/pincode/999999').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      message: 'Invalid Pincode',
      status: 404,
      kind: 'http',
      body: { error: 'Invalid Pincode' },
    });
  });

  it('skips empty query values when building a URL', () => {
    expect(buildUrl('/get_orders', { page: 2, status: 'Due', startDate: '', endDate: null })).toBe(
      '/api/get_orders?page=2&status=Due&startDate=',
    );
  });
});

describe('timeout', () => {
  it("gives up after 30 seconds with kind 'timeout'", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const result = api.get('/slow').catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);

    const error = (await result) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeNull();
  });

  it('passes a caller abort on without retrying', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const result = api.get('/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await result;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('write retries', () => {
  it('retries a POST after a 5xx, waiting 1 s then 2 s, with one Idempotency-Key', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ error: 'boom' }, 500))
      .mockResolvedValueOnce(jsonResponse({ error: 'boom' }, 503))
      .mockResolvedValueOnce(jsonResponse({ _id: 'o1' }, 201));

    const result = api.post('/create_order', { a: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);

    await expect(result).resolves.toEqual({ _id: 'o1' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = [0, 1, 2].map((i) => headersOf(i).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('retries a PUT after a network error with the same Idempotency-Key', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ ok: true }));

    const result = api.put('/notifications/read_all');
    await vi.advanceTimersByTimeAsync(1_000);

    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(0).get('Idempotency-Key')).toBe(headersOf(1).get('Idempotency-Key'));
  });

  it('stops after two retries and throws the last error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ error: 'down' }, 502)));

    const result = api.post('/send-invite', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3_000);

    const error = (await result) as ApiError;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ status: 502, kind: 'http', message: 'down' });
  });

  it('never retries a 4xx', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Invalid input' }, 400));

    const result = api.post('/create_order', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);

    expect(await result).toMatchObject({ status: 400, message: 'Invalid input' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never retries a GET (the query cache does that)', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse({ error: 'boom' }, 500));

    const result = api.get('/get_orders').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);

    expect(await result).toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(0).has('Idempotency-Key')).toBe(false);
  });

  it('keeps an Idempotency-Key given by the caller', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    const vars = { amount: 10 };
    const key = idempotencyKeyFor(vars);
    await api.put('/update_remaining_payment/o1', vars, { headers: { 'Idempotency-Key': key } });
    expect(headersOf(0).get('Idempotency-Key')).toBe(key);
    expect(idempotencyKeyFor(vars)).toBe(key);
    expect(idempotencyKeyFor({ amount: 10 })).not.toBe(key);
  });
});

describe('401 rule', () => {
  function signedIn() {
    session.set('authToken', 'tok');
    session.set('userId', 'u1');
    session.set('userData', '{}');
    session.set('role', 'shopkeeper');
  }

  it('tells in the app (no browser alert), clears token, user id and user data, and goes to /', async () => {
    signedIn();
    window.history.replaceState(null, '', '/app/order-details/o1?tab=bill');
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Unauthorized' }, 401));

    const error = await api.get('/get_dashboard_data').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401 });
    expect(alertMock).not.toHaveBeenCalled();
    expect(noticeShown()).toBe(true);
    // Signing in again leads back to where the user was.
    expect(takeReturnPath()).toEqual({ path: '/app/order-details/o1?tab=bill', userId: 'u1' });
    expect(takeReturnPath()).toBeNull();
    expect(session.get('authToken')).toBeNull();
    expect(session.get('userId')).toBeNull();
    expect(session.get('userData')).toBeNull();
    expect(session.get('role')).toBe('shopkeeper');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('tells once when several requests fail together', async () => {
    signedIn();
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ error: 'Unauthorized' }, 401)),
    );
    await Promise.allSettled([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(noticeShown()).toBe(true);
    // Dismissed, it stays closed while the screen's other requests fail after it.
    act(() => dismissSessionExpired());
    await Promise.allSettled([api.get('/d'), api.get('/e')]);
    expect(noticeShown()).toBe(false);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('does nothing during a manual logout', async () => {
    signedIn();
    session.set('manualLogout', 'true');
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Unauthorized' }, 401));

    await api.post('/auth/logout').catch(() => undefined);

    expect(alertMock).not.toHaveBeenCalled();
    expect(noticeShown()).toBe(false);
    expect(session.get('authToken')).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['/', '/otp', '/signup'])('does nothing on %s', async (path) => {
    window.history.replaceState(null, '', path);
    signedIn();
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Invalid OTP' }, 401));

    const error = await api.post('/auth/otp/verify', {}).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, message: 'Invalid OTP' });
    expect(alertMock).not.toHaveBeenCalled();
    expect(noticeShown()).toBe(false);
    expect(session.get('authToken')).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });
});
