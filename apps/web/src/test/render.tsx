import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers';

/** A fresh query cache per test, without retries, so failures show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function renderWithProviders(
  ui: ReactElement,
  queryClient = createTestQueryClient(),
): RenderResult {
  return render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
}
