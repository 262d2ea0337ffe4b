import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/responses';
import {
  dismissChange,
  enqueueChange,
  flushOutbox,
  loadOutbox,
  outboxEntries,
  outboxRetryDelay,
  resetOutboxForTests,
  sendOrKeep,
  type NewOutboxEntry,
} from './outbox';
import { session } from './session-store';

type Sent = { method: string; url: string; key: string | null; body: unknown };

let sent: Sent[] = [];
let answer: (call: Sent) => Response | Promise<Response> = () => jsonResponse({});

function statusChange(orderId: string, status: string, key: string): NewOutboxEntry {
  return {
    kind: 'status',
    method: 'POST',
    path: '/update_order_status',
    body: { order_id: orderId, status, delay_note: null },
    idempotencyKey: key,
    label: { order: '7', detail: status },
  };
}

function payment(orderId: string, amount: number, key: string): NewOutboxEntry {
  return {
    kind: 'payment',
    method: 'PUT',
    path: `/update_remaining_payment/${orderId}`,
    body: { remainingAmount: amount, paymentType: 'cash' },
    idempotencyKey: key,
    label: { order: '7', detail: String(amount) },
  };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

beforeEach(() => {
  session.set('authToken', 'token-1');
  session.set('userId', 'u1');
  session.set('selectedStoreId', 's1');
  sent = [];
  answer = () => jsonResponse({});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const call: Sent = {
        method: init?.method ?? 'GET',
        url: String(input),
        key: headers.get('Idempotency-Key'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      sent.push(call);
      return answer(call);
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  setOnline(true);
  resetOutboxForTests();
  await clear(createStore('tailor-outbox', 'changes'));
});

describe('outbox', () => {
  it('sends waiting changes in the order they were made, each with its own key', async () => {
    await enqueueChange(statusChange('o1', 'In Process', 'key-status'));
    await enqueueChange(payment('o1', 500, 'key-payment'));
    await flushOutbox();
    expect(sent.map(({ method, url, key }) => [method, url, key])).toEqual([
      ['POST', '/api/update_order_status', 'key-status'],
      ['PUT', '/api/update_remaining_payment/o1', 'key-payment'],
    ]);
    expect(sent[1]!.body).toEqual({ remainingAmount: 500, paymentType: 'cash' });
    expect(outboxEntries()).toEqual([]);
  });

  it('sends a change made while a run is already sending before that run settles', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = () => held.then(() => jsonResponse({}));
    await enqueueChange(statusChange('o1', 'In Process', 'key-first'));
    // The run the first change scheduled starts and waits on its answer.
    await vi.waitFor(() => expect(sent.map((call) => call.key)).toEqual(['key-first']));
    await enqueueChange(payment('o1', 500, 'key-later'));
    const settled = flushOutbox();
    release();
    await settled;
    expect(sent.map((call) => call.key)).toEqual(['key-first', 'key-later']);
    expect(outboxEntries()).toEqual([]);
  });

  it('keeps a change and its key through failed tries, and holds later ones behind it', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await enqueueChange(statusChange('o1', 'Completed', 'key-1'));
    await enqueueChange(payment('o1', 200, 'key-2'));
    await flushOutbox();
    answer = () => jsonResponse({ error: 'Service unavailable', code: 'INTERNAL' }, 503);
    await flushOutbox();
    // Every try so far was the first change's, always with the key it was made with.
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((call) => call.key))).toEqual(new Set(['key-1']));
    expect(outboxEntries().map((entry) => entry.state)).toEqual(['waiting', 'waiting']);

    const tries = sent.length;
    answer = () => jsonResponse({});
    await flushOutbox();
    expect(sent.slice(tries).map((call) => call.key)).toEqual(['key-1', 'key-2']);
    expect(outboxEntries()).toEqual([]);
  });

  it('survives a reload: what waits is read back from IndexedDB', async () => {
    await enqueueChange(payment('o9', 300, 'key-kept'));
    resetOutboxForTests();
    await loadOutbox();
    expect(outboxEntries()).toMatchObject([
      { kind: 'payment', idempotencyKey: 'key-kept', state: 'waiting' },
    ]);
  });

  it('lists a refused change with the server’s code until dismissed, and sends the rest', async () => {
    answer = (call) =>
      call.key === 'key-refused'
        ? jsonResponse(
            {
              error: 'Amount exceeds the balance',
              code: 'PAYMENT_EXCEEDS_BALANCE',
              params: { balance: 1000 },
            },
            400,
          )
        : jsonResponse({});
    await enqueueChange(payment('o1', 9_000, 'key-refused'));
    await enqueueChange(statusChange('o2', 'Completed', 'key-next'));
    await flushOutbox();
    expect(sent.map((call) => call.key)).toEqual(['key-refused', 'key-next']);
    const [refused] = outboxEntries();
    expect(refused).toMatchObject({
      state: 'refused',
      error: { code: 'PAYMENT_EXCEEDS_BALANCE', params: { balance: 1000 } },
    });

    await flushOutbox();
    expect(sent).toHaveLength(2);
    await dismissChange(refused!.id);
    expect(outboxEntries()).toEqual([]);
  });

  it('shows another user nothing of this user’s changes, and does not send them', async () => {
    await enqueueChange(payment('o1', 100, 'key-u1'));
    session.set('userId', 'u2');
    expect(outboxEntries()).toEqual([]);
    await flushOutbox();
    expect(sent).toEqual([]);
  });

  it('keeps a write made offline instead of sending it', async () => {
    setOnline(false);
    const send = vi.fn(async () => ({ ok: true }));
    expect(await sendOrKeep(payment('o1', 100, 'key-offline'), send)).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(outboxEntries()).toMatchObject([{ idempotencyKey: 'key-offline' }]);
  });

  it('queues a write made online behind changes still waiting, so the order holds', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await enqueueChange(statusChange('o1', 'Completed', 'key-first'));
    await flushOutbox();
    const send = vi.fn(async () => ({ ok: true }));
    expect(await sendOrKeep(payment('o1', 100, 'key-second'), send)).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(outboxEntries().map((entry) => entry.idempotencyKey)).toEqual([
      'key-first',
      'key-second',
    ]);
  });

  it('keeps a write whose answer never came, with the key it was sent with', async () => {
    const { ApiError } = await import('./api-client');
    const send = vi.fn(async () => {
      throw new ApiError('Network error', { status: null, kind: 'network' });
    });
    expect(await sendOrKeep(payment('o1', 100, 'key-lost'), send)).toBeNull();
    expect(outboxEntries()).toMatchObject([{ idempotencyKey: 'key-lost', state: 'waiting' }]);
  });

  it('waits longer after each failure, at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(outboxRetryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
