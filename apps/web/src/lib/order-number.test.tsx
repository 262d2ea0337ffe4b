import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../test/render';
import { stubFetch } from '../test/render-page';
import { userDetailsQueryOptions } from './current-user';
import { useOrderNumber } from './order-number';
import { session } from './session';

afterEach(() => vi.unstubAllGlobals());

function details(prefix: string | undefined) {
  return {
    user: { _id: 'u1', name: 'Meena', phone: '9876543210', email: null },
    role: 'employee',
    signup: false,
    store: {
      _id: 's1',
      shop_name: 'Shree Ganesh Tailors',
      owners_name: 'Meena',
      email: null,
      phone: null,
      address: '14 Relief Road',
      pincode: '380001',
      district: 'Ahmedabad',
      state: 'Gujarat',
      ...(prefix === undefined ? {} : { order_number_prefix: prefix }),
    },
    employee_id: 'e1',
    auth_methods: ['phone'],
  };
}

function render(prefix: string | undefined) {
  session.set('authToken', 'token-1');
  const calls = stubFetch(() => ({ body: details(prefix) }));
  const client = createTestQueryClient();
  // The app bar loads the user's details; the hook reads them from there.
  void client.prefetchQuery(userDetailsQueryOptions());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useOrderNumber(), { wrapper }), calls };
}

describe('useOrderNumber', () => {
  it("writes a number with the shop's prefix, as its bill does", async () => {
    const { result, calls } = render('SGT-');
    await waitFor(() => expect(result.current(2)).toBe('SGT-2'));
    expect(calls).toHaveLength(1);
  });

  it('writes the bare number for a shop without a prefix', async () => {
    const { result } = render(undefined);
    expect(result.current(2)).toBe('2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current(2)).toBe('2');
  });
});
