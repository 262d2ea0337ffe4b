import type { Notification } from '@tailor/shared/notifications-schemas';
import { vi } from 'vitest';
import type { StubCall } from '../../../test/render-page';
import { jsonResponse } from '../../../test/responses';

type Answer = { status?: number; body?: unknown };

/**
 * A small stand-in for the notification endpoints over `items` (newest first): lists with
 * page, limit and unread_only, the unread count, read, read_all and delete change `items`.
 */
export function stubNotificationsApi(items: Notification[], options: { failList?: boolean } = {}) {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: String(input), body: undefined };
      calls.push(call);
      const { status = 200, body = null } = answer(call);
      return status === 204 ? new Response(null, { status }) : jsonResponse(body, status);
    }),
  );
  return calls;

  function answer(call: StubCall): Answer {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (call.method === 'GET' && path === '/notifications/unread_count') {
      return { body: { unread_count: items.filter((n) => !n.read).length } };
    }
    if (call.method === 'GET' && path === '/notifications') {
      if (options.failList) return { status: 500, body: { error: 'Something went wrong' } };
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const matching =
        url.searchParams.get('unread_only') === 'true' ? items.filter((n) => !n.read) : items;
      return {
        body: {
          notifications: matching.slice((page - 1) * limit, page * limit),
          total: matching.length,
          has_more: page * limit < matching.length,
        },
      };
    }
    if (call.method === 'PUT' && path === '/notifications/read_all') {
      const updated = items.filter((n) => !n.read).length;
      for (const n of items) n.read = true;
      return { body: { updated } };
    }
    const one = /^\/notifications\/([^/]+)(\/read)?$/.exec(path);
    const index = one ? items.findIndex((n) => n._id === one[1]) : -1;
    if (one && index === -1) return { status: 404, body: { error: 'Notification not found' } };
    if (one && call.method === 'PUT' && one[2]) {
      items[index]!.read = true;
      return { body: items[index] };
    }
    if (one && call.method === 'DELETE') {
      items.splice(index, 1);
      return { status: 204 };
    }
    return { status: 404, body: { error: `Not found: ${call.method} ${path}` } };
  }
}
