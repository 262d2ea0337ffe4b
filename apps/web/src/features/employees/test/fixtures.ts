import type { Employee } from '@tailor/shared/employees';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/responses';

export type StubAnswer = { status?: number; body?: unknown } | 'hang';
export type StubCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Replaces fetch with `answer(call)` and records every call. */
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
      if (result === 'hang') return new Promise<Response>(() => {});
      return jsonResponse(result.body ?? null, result.status ?? 200);
    }),
  );
  return calls;
}

export function makeEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    _id: 'emp-1',
    name: 'Ravi Kumar',
    phone: '9876543210',
    email: 'ravi@example.com',
    position: 'tailor',
    experience: 6,
    specialization: "men's wear",
    active: true,
    sign_in: 'can_sign_in',
    ...overrides,
  };
}

export const team: Employee[] = [
  makeEmployee(),
  makeEmployee({
    _id: 'emp-2',
    name: 'Sunita Shah',
    phone: '9123456780',
    email: 'sunita@shop.in',
    position: 'manager',
  }),
  makeEmployee({
    _id: 'emp-3',
    name: 'amit Joshi',
    phone: '9000011111',
    email: null,
    position: 'assistant',
  }),
];
