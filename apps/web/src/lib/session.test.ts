import type { SignInResult } from '@tailor/shared/auth';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { jsonResponse } from '../test/responses';
import { setNavigator } from './navigation';
import { queryClient } from './query-client';
import { logout, readSessionSnapshot, saveSignIn, session } from './session';

const result: SignInResult = {
  status: 'success',
  token: 'tok',
  user_id: 'u1',
  employee_id: 'e1',
  role: 'employee',
  store_id: 's1',
  store_name: 'Sai Tailors',
  signup: false,
  store_selection_required: false,
  available_stores: [],
};

describe('saveSignIn', () => {
  it('stores the sign-in result under the session keys', () => {
    saveSignIn(result, { fromOtp: true });
    expect(readSessionSnapshot()).toMatchObject({
      authToken: 'tok',
      userId: 'u1',
      role: 'employee',
      employeeId: 'e1',
      selectedStoreId: 's1',
      selectedStoreName: 'Sai Tailors',
      signup: 'false',
      fromOtp: 'true',
      fromGoogle: null,
    });
  });

  it('removes values the new result does not carry', () => {
    session.set('employeeId', 'old');
    session.set('selectedStoreId', 'old');
    session.set('selectedStoreName', 'Old');
    session.set('fromOtp', 'true');
    saveSignIn(
      {
        ...result,
        role: 'shopkeeper',
        employee_id: null,
        store_id: null,
        store_name: null,
        signup: true,
      },
      { fromGoogle: true },
    );
    expect(readSessionSnapshot()).toMatchObject({
      employeeId: null,
      selectedStoreId: null,
      selectedStoreName: null,
      signup: 'true',
      fromGoogle: 'true',
      fromOtp: null,
    });
  });

  it("forgets the previous user's cached data", () => {
    queryClient.setQueryData(['orders'], [1]);
    saveSignIn(result, {});
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
  });
});

describe('logout', () => {
  let fetchMock: Mock<typeof fetch>;
  let navigate: Mock<(path: string) => void>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('alert', vi.fn());
    navigate = vi.fn();
    setNavigator(navigate);
    window.history.replaceState(null, '', '/app/dashboard');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setNavigator(null);
  });

  it('revokes the token, clears the session and the cache, goes to / and drops the flag after 1 s', async () => {
    vi.useFakeTimers();
    saveSignIn(result, { fromOtp: true });
    session.set('userData', '{}');
    queryClient.setQueryData(['orders'], [1]);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await logout();

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer tok',
    );
    const snapshot = readSessionSnapshot();
    expect(Object.entries(snapshot).filter(([, value]) => value !== null)).toEqual([
      ['manualLogout', 'true'],
    ]);
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/');

    vi.advanceTimersByTime(1_000);
    expect(session.get('manualLogout')).toBeNull();
  });

  it('logs out even when the server refuses, without the session-expired alert', async () => {
    saveSignIn(result, {});
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Unauthorized' }, 401));

    await logout();

    expect(window.alert).not.toHaveBeenCalled();
    expect(session.get('authToken')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
