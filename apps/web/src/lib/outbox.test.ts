import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
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
  type OutboxPhoto,
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
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
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

/**
 * The multipart form an upload sends, as recorded: happy-dom's FormData takes only its own Blobs,
 * and those do not survive IndexedDB's structured clone here; Node's Blobs do, as a browser's do.
 */
class RecordedForm {
  parts: { name: string; value: unknown; fileName?: string }[] = [];
  append(name: string, value: unknown, fileName?: string) {
    this.parts.push({ name, value, fileName });
  }
}

function takenPhoto(ref: string, text: string): OutboxPhoto {
  return {
    ref,
    file: new NodeBlob([text], { type: 'image/png' }) as unknown as Blob,
    fileName: `${ref}.png`,
    idempotencyKey: `key-${ref}`,
    uploadedId: null,
  };
}

/** A new order taken offline: one photo already uploaded (img-old), two taken offline. */
function newOrder(key: string): NewOutboxEntry {
  return {
    kind: 'newOrder',
    method: 'POST',
    path: '/create_order',
    body: {
      customer: {
        name: 'Asha Verma',
        mobile_no: '9876543210',
        address: '1 Road',
        gender: 'female',
      },
      order: {
        advancePayment: 200,
        products: [
          { product: { name: 'Blouse' }, uploadedImages: ['img-old', 'photo-a'] },
          { product: { name: 'Kurta' }, uploadedImages: ['photo-b'] },
        ],
      },
    },
    idempotencyKey: key,
    photos: [takenPhoto('photo-a', 'front'), takenPhoto('photo-b', 'back')],
    label: { order: '', detail: 'Asha Verma' },
  };
}

/**
 * The server as far as idempotency goes: an image or an order per new key, and a repeated key
 * answered with what it made the first time (the idempotency plugin). `lose` makes it do the work
 * and then lose the answer on the way back.
 */
function fakeServer() {
  const images = new Map<string, string>();
  const orders = new Map<string, unknown>();
  const lose = new Set<string>();
  answer = (call) => {
    const key = call.key ?? '';
    let result: unknown;
    if (call.url === '/api/upload_image') {
      if (!images.has(key)) images.set(key, `img-${images.size + 1}`);
      result = { _id: images.get(key), url: `/api/images/${images.get(key)}` };
    } else {
      if (!orders.has(key)) orders.set(key, call.body);
      result = { _id: `order-${orders.size}`, order_number: orders.size };
    }
    if (lose.delete(`${call.url} ${key}`)) return Promise.reject(new TypeError('Failed to fetch'));
    return jsonResponse(result, 201);
  };
  return { images, orders, lose };
}

const uploads = () => sent.filter((call) => call.url === '/api/upload_image');
const creates = () => sent.filter((call) => call.url === '/api/create_order');

describe('outbox: a new order with photos taken offline', () => {
  beforeEach(() => vi.stubGlobal('FormData', RecordedForm));

  it('keeps the photos as Blobs through a reload, uploads them first and sends the order once with their ids', async () => {
    const server = fakeServer();
    setOnline(false);
    await enqueueChange(newOrder('key-order'));
    // A reload with no connection: the photos' bytes come back from IndexedDB.
    resetOutboxForTests();
    await loadOutbox();
    const [kept] = outboxEntries();
    expect(kept).toMatchObject({ kind: 'newOrder', state: 'waiting', idempotencyKey: 'key-order' });
    expect(kept!.photos!.map((photo) => photo.file)).toEqual([
      expect.any(NodeBlob),
      expect.any(NodeBlob),
    ]);
    expect(await kept!.photos![1]!.file.text()).toBe('back');

    setOnline(true);
    await flushOutbox();
    expect(sent.map((call) => [call.url, call.key])).toEqual([
      ['/api/upload_image', 'key-photo-a'],
      ['/api/upload_image', 'key-photo-b'],
      ['/api/create_order', 'key-order'],
    ]);
    const form = uploads()[0]!.body as RecordedForm;
    expect(form.parts).toHaveLength(1);
    expect(form.parts[0]).toMatchObject({ name: 'file', fileName: 'photo-a.png' });
    expect(await (form.parts[0]!.value as Blob).text()).toBe('front');
    expect(server.orders.size).toBe(1);
    const order = creates()[0]!.body as { order: { advancePayment: number; products: unknown[] } };
    expect(order.order.advancePayment).toBe(200);
    expect(order.order.products).toEqual([
      { product: { name: 'Blouse' }, uploadedImages: ['img-old', 'img-1'] },
      { product: { name: 'Kurta' }, uploadedImages: ['img-2'] },
    ]);
    expect(outboxEntries()).toEqual([]);
  });

  it('sends a photo whose answer was lost again with its key, so the order uses the one image made', async () => {
    const server = fakeServer();
    server.lose.add('/api/upload_image key-photo-a');
    await enqueueChange(newOrder('key-order'));
    await flushOutbox();
    // The image was made but its id never came: nothing else went out, the order still waits.
    expect(sent.map((call) => call.key)).toEqual(['key-photo-a']);
    expect(outboxEntries()).toMatchObject([{ state: 'waiting' }]);
    expect(outboxEntries()[0]!.photos!.map((photo) => photo.uploadedId)).toEqual([null, null]);

    await flushOutbox();
    expect(uploads().map((call) => call.key)).toEqual([
      'key-photo-a',
      'key-photo-a',
      'key-photo-b',
    ]);
    expect(server.images.size).toBe(2);
    expect(creates()).toHaveLength(1);
    const order = creates()[0]!.body as { order: { products: { uploadedImages: string[] }[] } };
    expect(order.order.products.map((line) => line.uploadedImages)).toEqual([
      ['img-old', 'img-1'],
      ['img-2'],
    ]);
  });

  it('remembers the ids already answered: an order whose answer was lost is resent, after a reload, without uploading again', async () => {
    const server = fakeServer();
    server.lose.add('/api/create_order key-order');
    await enqueueChange(newOrder('key-order'));
    await flushOutbox();
    expect(uploads()).toHaveLength(2);
    expect(creates()).toHaveLength(1);
    resetOutboxForTests();
    await loadOutbox();
    expect(outboxEntries()[0]!.photos!.map((photo) => photo.uploadedId)).toEqual([
      'img-1',
      'img-2',
    ]);

    await flushOutbox();
    expect(uploads()).toHaveLength(2);
    expect(creates().map((call) => call.key)).toEqual(['key-order', 'key-order']);
    expect(creates()[1]!.body).toEqual(creates()[0]!.body);
    expect(server.orders.size).toBe(1);
    expect(outboxEntries()).toEqual([]);
  });

  it('waits and tries again while a photo’s first upload is still running on the server', async () => {
    const server = fakeServer();
    const serve = answer;
    answer = (call) =>
      call.url === '/api/upload_image' && sent.length === 1
        ? jsonResponse(
            {
              error: 'A request with this Idempotency-Key is still being processed',
              code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
            },
            409,
          )
        : serve(call);
    await enqueueChange(newOrder('key-order'));
    await flushOutbox();
    expect(outboxEntries()).toMatchObject([{ state: 'waiting' }]);
    await flushOutbox();
    expect(server.orders.size).toBe(1);
    expect(outboxEntries()).toEqual([]);
  });

  it('lists a refused new order by its customer with the server’s code, keeping its uploaded photos', async () => {
    const server = fakeServer();
    const serve = answer;
    answer = (call) =>
      call.url === '/api/create_order'
        ? jsonResponse({ error: 'Advance cannot exceed total', code: 'ADVANCE_EXCEEDS_TOTAL' }, 400)
        : serve(call);
    await enqueueChange(newOrder('key-order'));
    await flushOutbox();
    const [refused] = outboxEntries();
    expect(refused).toMatchObject({
      kind: 'newOrder',
      state: 'refused',
      label: { order: '', detail: 'Asha Verma' },
      error: { code: 'ADVANCE_EXCEEDS_TOTAL' },
    });
    expect(refused!.photos!.map((photo) => photo.uploadedId)).toEqual(['img-1', 'img-2']);
    await flushOutbox();
    expect(sent).toHaveLength(3);
    expect(server.orders.size).toBe(0);
  });
});
