import { vi } from 'vitest';
import { jsonResponse } from '../../../test/responses';

export type StubAnswer = { status?: number; body?: unknown } | 'network-error';
export type StubCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Replaces fetch with `answer(call)` and records every call with its path, query and JSON body. */
export function stubApi(answer: (call: StubCall) => StubAnswer) {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
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
