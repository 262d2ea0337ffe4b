import { vi } from 'vitest';
import { jsonResponse } from '../../../../test/responses';

export type ApiCall = { method: string; url: string; body: unknown; headers: Headers };
export type ApiAnswer = { status?: number; body?: unknown } | 'network-error';

/** Replaces fetch with `answer(call)`; records every call with its headers. */
export function stubApi(answer: (call: ApiCall) => ApiAnswer) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      const result = answer(call);
      if (result === 'network-error') throw new TypeError('Failed to fetch');
      return jsonResponse(result.body ?? null, result.status ?? 200);
    }),
  );
  return calls;
}
