import type { Invite } from '@tailor/shared/invites';
import { vi } from 'vitest';
import { jsonResponse } from './responses';

export type StubAnswer = { status?: number; body?: unknown } | 'network-error' | 'hang';
export type StubCall = { method: string; path: string; body: unknown };

/** Replaces fetch with `answer(call)` and records every call with its path and JSON body. */
export function stubApi(answer: (call: StubCall) => StubAnswer) {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const result = answer(call);
      if (result === 'network-error') throw new TypeError('Failed to fetch');
      if (result === 'hang') return new Promise<Response>(() => {});
      return jsonResponse(result.body ?? null, result.status ?? 200);
    }),
  );
  return calls;
}

export function makeInvite(overrides: Partial<Invite> = {}): Invite {
  const token = overrides.token ?? 'tok-1';
  return {
    _id: 'invite-1',
    name: 'Kiran Desai',
    phone: '9876543210',
    email: null,
    status: 'pending',
    created_at: '2026-11-05T06:30:00.000Z',
    expires_at: '2099-11-12T06:30:00.000Z',
    expired: false,
    invite_link: `http://shop.test/invite/${token}`,
    token,
    ...overrides,
  };
}

/**
 * Gives the navigator an own `name` property for one test (clipboard, share); the returned
 * function takes it away again, uncovering happy-dom's own.
 */
export function stubNavigator<K extends 'clipboard' | 'share'>(
  name: K,
  value: unknown,
): () => void {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  return () => {
    delete (navigator as unknown as Record<string, unknown>)[name];
  };
}
