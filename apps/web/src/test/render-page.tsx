import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { renderWithProviders } from './render';
import { jsonResponse } from './responses';

type Entry = string | { pathname: string; state?: unknown };

/** Renders one page at `path` inside the app's providers; any other route renders nothing. */
export function renderPage(
  page: ReactElement,
  { path, entry = path, queryClient }: { path: string; entry?: Entry; queryClient?: QueryClient },
) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: null },
    ],
    { initialEntries: [entry] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />, queryClient), router };
}

export type StubAnswer = { status?: number; body?: unknown } | 'network-error';
export type StubCall = { method: string; url: string; body: unknown };

/** Replaces fetch with `answer(call)`; records every call. */
export function stubFetch(answer: (call: StubCall) => StubAnswer) {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const result = answer(call);
      if (result === 'network-error') throw new TypeError('Failed to fetch');
      return jsonResponse(result.body ?? null, result.status ?? 200);
    }),
  );
  return calls;
}
