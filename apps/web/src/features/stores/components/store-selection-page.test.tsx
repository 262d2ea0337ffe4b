import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORE_MESSAGES } from '@tailor/shared/stores-rules';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { jsonResponse } from '../../../test/responses';
import { StoreSelectionPage } from './store-selection-page';
import { StoreSwitcher } from './store-switcher';

type Call = { method: string; path: string; body: unknown; auth: string | null };
type Answer = { status?: number; body?: unknown };

const stores = [
  { store_id: 'store-a', store_name: 'Patel Stitching Centre' },
  { store_id: 'store-b', store_name: 'Sharma Tailors' },
];

function stubApi(answer: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        auth: new Headers(init?.headers).get('Authorization'),
      };
      calls.push(call);
      const result = answer(call) ?? defaultAnswer(call);
      return jsonResponse(result.body ?? null, result.status ?? 200);
    }),
  );
  return calls;
}

function defaultAnswer(call: Call): Answer {
  if (call.path === '/api/employee/available_stores') return { body: { stores } };
  if (call.path === '/api/employee/switch_store') {
    const store = stores.find((s) => s.store_id === (call.body as { store_id: string }).store_id)!;
    return {
      body: {
        token: `token-${store.store_id}`,
        selected_store_id: store.store_id,
        selected_store_name: store.store_name,
        employee_id: `employee-in-${store.store_id}`,
      },
    };
  }
  return { status: 404, body: { error: 'Not found' } };
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/employee/orders', element: <p>Employee orders</p> },
    ],
    { initialEntries: [path] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const retries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
  session.set('authToken', 'token-signed-in');
  session.set('role', 'employee');
  session.set('userId', 'user-1');
});
afterEach(() => {
  apiConfig.writeRetries = retries;
  vi.unstubAllGlobals();
});

describe('StoreSelectionPage', () => {
  it('lists the stores and, once one is chosen, keeps its token, id, name and employee id', async () => {
    const calls = stubApi(() => undefined);
    const { router } = renderAt('/store-selection', <StoreSelectionPage />);
    expect(screen.getByRole('heading', { name: 'Select a Store' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your shops' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Patel Stitching Centre', 'Sharma Tailors']);
    fireEvent.click(within(list).getByRole('button', { name: 'Work in Sharma Tailors' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/orders'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/employee/switch_store',
      body: { store_id: 'store-b' },
      auth: 'Bearer token-signed-in',
    });
    expect(session.get('authToken')).toBe('token-store-b');
    expect(session.get('selectedStoreId')).toBe('store-b');
    expect(session.get('selectedStoreName')).toBe('Sharma Tailors');
    expect(session.get('employeeId')).toBe('employee-in-store-b');
  });

  it(`says '${STORE_MESSAGES.fetchFailed}' when the stores cannot be fetched`, async () => {
    stubApi((call) =>
      call.method === 'GET' ? { status: 500, body: { error: 'down' } } : undefined,
    );
    renderAt('/store-selection', <StoreSelectionPage />);
    expect(await screen.findByText('Failed to fetch stores', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it(`says '${STORE_MESSAGES.switchFailed}' and stays when the switch fails`, async () => {
    stubApi((call) =>
      call.method === 'POST' ? { status: 403, body: { error: 'nope' } } : undefined,
    );
    const { router } = renderAt('/store-selection', <StoreSelectionPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Work in Patel Stitching Centre' }));
    expect(await screen.findByText('Failed to switch store')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/store-selection');
    expect(session.get('authToken')).toBe('token-signed-in');
    expect(session.get('selectedStoreId')).toBeNull();
  });

  it('asks to sign in when there is no session', () => {
    session.remove('authToken');
    const calls = stubApi(() => undefined);
    renderAt('/store-selection', <StoreSelectionPage />);
    expect(screen.getByText('Please sign in to choose a store.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('StoreSwitcher', () => {
  it('shows nothing for an employee of one store', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/employee/available_stores'
        ? { body: { stores: stores.slice(0, 1) } }
        : undefined,
    );
    renderAt('/employee/dashboard', <StoreSwitcher />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Switch store' })).toBeNull();
  });

  it('switches to another of the employee’s stores and opens its orders', async () => {
    session.set('selectedStoreId', 'store-a');
    session.set('selectedStoreName', 'Patel Stitching Centre');
    stubApi(() => undefined);
    const { router } = renderAt('/employee/dashboard', <StoreSwitcher />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch store' }));
    const current = screen.getByRole('menuitem', { name: 'Patel Stitching Centre' });
    expect(current.className).toContain('Mui-selected');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sharma Tailors' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/orders'));
    expect(session.get('selectedStoreName')).toBe('Sharma Tailors');
    expect(session.get('authToken')).toBe('token-store-b');
    expect(await screen.findByText('Now working in Sharma Tailors')).toBeTruthy();
  });

  it('shows nothing to a shopkeeper', async () => {
    session.set('role', 'shopkeeper');
    const calls = stubApi(() => undefined);
    renderAt('/app/dashboard', <StoreSwitcher />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Switch store' })).toBeNull();
  });
});
