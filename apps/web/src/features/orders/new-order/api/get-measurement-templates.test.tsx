import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MEASUREMENT_TEMPLATES } from '@tailor/shared/measurements';
import { createTestQueryClient } from '../../../../test/render';
import { jsonResponse } from '../../../../test/responses';
import {
  measurementTemplatesQueryOptions,
  useMeasurementTemplates,
} from './get-measurement-templates';

const OWN = {
  male: [{ garment: 'Jodhpuri', measurements: ['Chest', 'Length'] }],
  female: [],
};

function render(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { fetch, client, ...renderHook(() => useMeasurementTemplates(), { wrapper }) };
}

describe('useMeasurementTemplates', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the shop's own templates from GET /measurement_templates", async () => {
    const { result, fetch } = render(async () => jsonResponse({ measurement_templates: OWN }));
    await waitFor(() => expect(result.current).toEqual(OWN));
    expect(fetch.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      '/api/measurement_templates',
    ]);
  });

  it('falls back to the default templates when the request fails', async () => {
    const { result, client } = render(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { queryKey } = measurementTemplatesQueryOptions();
    await waitFor(() => expect(client.getQueryState(queryKey)?.status).toBe('error'));
    expect(result.current).toBe(DEFAULT_MEASUREMENT_TEMPLATES);
  });
});
