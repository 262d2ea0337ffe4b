import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxIndicator } from '../../../../components/outbox-indicator';
import { apiConfig } from '../../../../lib/api-client';
import { outboxEntries, resetOutboxForTests } from '../../../../lib/outbox';
import { session } from '../../../../lib/session';
import { FakeXhr, fileOf } from '../../../../test/fake-xhr';
import { renderWithProviders } from '../../../../test/render';
import { renderNewOrder } from '../test/render-new-order';
import type { ApiCall } from '../test/stub-api';

const writeRetries = apiConfig.writeRetries;
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

beforeEach(() => {
  apiConfig.writeRetries = 0;
  session.set('userId', 'u1');
  session.set('selectedStoreId', 's1');
});
afterEach(async () => {
  apiConfig.writeRetries = writeRetries;
  vi.unstubAllGlobals();
  setOnline(true);
  resetOutboxForTests();
  await clear(createStore('tailor-outbox', 'changes'));
});

const creates = (calls: ApiCall[]) => calls.filter((c) => c.url === '/api/create_order');
const confirmDialog = () => screen.getByRole('dialog', { name: 'Submit order' });
const keptNotice = () => screen.findByText('Order saved on this phone');

type KeptOrder = {
  customer: { name: string };
  order: { advancePayment: number; products: { uploadedImages: string[] }[] };
};

describe('a new order taken with no connection', { timeout: 30_000 }, () => {
  it('keeps a photo that cannot be sent on this phone, and saves the order with it in the outbox', async () => {
    const { chooseGender, fillCustomer, fillProduct, upload, next, fillPayment, calls } =
      renderNewOrder();
    setOnline(false);
    await chooseGender();
    fillCustomer('9876543210', 'Farida Khan');
    await fillProduct(1, { images: 0 });
    const [xhr] = await upload(1, [fileOf('kurta-front.png')], false);
    await xhr!.failNetwork();
    expect(
      await screen.findByText('No connection: kept on this phone, sent with the order'),
    ).toBeTruthy();

    await next();
    await screen.findByRole('heading', { name: 'Payment' });
    await fillPayment({ advance: '300' });
    await next();
    await screen.findByRole('heading', { name: 'Customer' });
    await next();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Confirm' }));

    const notice = (await keptNotice()).closest('[role="alert"]') as HTMLElement;
    expect(notice.textContent).toContain('The order for Farida Khan is saved');
    expect(creates(calls)).toHaveLength(0);
    const [entry] = outboxEntries();
    expect(entry).toMatchObject({
      kind: 'newOrder',
      method: 'POST',
      path: '/create_order',
      state: 'waiting',
      label: { order: '', detail: 'Farida Khan' },
    });
    // The photo goes as it was taken, with the key its first try went with: had that try
    // reached the server, the outbox's upload is answered with the same image.
    expect(entry!.photos).toHaveLength(1);
    const [photo] = entry!.photos!;
    expect(photo!.file).toBeInstanceOf(Blob);
    expect(photo!.fileName).toBe('kurta-front.png');
    expect(photo!.idempotencyKey).toBe(xhr!.headers['Idempotency-Key']);
    expect(photo!.idempotencyKey).toBeTruthy();
    const body = entry!.body as KeptOrder;
    expect(body.customer.name).toBe('Farida Khan');
    expect(body.order.advancePayment).toBe(300);
    expect(body.order.products[0]!.uploadedImages).toEqual([photo!.ref]);

    // Take another order: a fresh form, the kept one still waiting.
    fireEvent.click(screen.getByRole('button', { name: 'Take another order' }));
    expect(await screen.findByRole('radio', { name: 'Male' })).toBeTruthy();
    expect(outboxEntries()).toHaveLength(1);
  });

  it('online, keeps an order whose answer never came with the key it was sent with, and resends it once', async () => {
    const { toReview, next, calls } = renderNewOrder({ createAnswers: ['network-error'] });
    await toReview({ advance: '100' });
    await next();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Confirm' }));
    // Kept, and sent again at once: the screen ends saying so.
    expect(await screen.findByText('Order sent', undefined, { timeout: 5_000 })).toBeDefined();
    // The outbox sends it at once (the connection is there): with the same key, one order.
    await waitFor(() => expect(creates(calls)).toHaveLength(2));
    const [lost, resent] = creates(calls);
    expect(resent!.headers.get('Idempotency-Key')).toBe(lost!.headers.get('Idempotency-Key'));
    expect(resent!.body).toEqual(lost!.body);
    await waitFor(() => expect(outboxEntries()).toEqual([]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(creates(calls)).toHaveLength(2);
  });

  it('says the kept order was sent, with its number and a way to it, once the outbox sends it', async () => {
    // Lost, then unreachable once more: the outbox sends it on its next try, 2 s later.
    const { toReview, next } = renderNewOrder({
      createAnswers: ['network-error', 'network-error'],
    });
    await toReview({ advance: '100' });
    await next();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Confirm' }));
    await keptNotice();
    // Sent: the screen no longer says it will be.
    const notice = await screen.findByText('Order sent', undefined, { timeout: 10_000 });
    expect(notice.closest('[role="alert"]')!.textContent).toContain(
      'has reached the shop as order #42',
    );
    expect(screen.queryByText('Order saved on this phone')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open order' }).getAttribute('href')).toBe(
      '/app/order-details/order-42',
    );
  });

  it('sends a photo with its own Idempotency-Key, and the same key again when the connection returns', async () => {
    const { chooseGender, fillCustomer, fillProduct, upload } = renderNewOrder();
    await chooseGender();
    fillCustomer();
    await fillProduct(1, { images: 0 });
    const [first] = await upload(1, [fileOf('shirt.png')], false);
    // Online, with no answer (the connection dropped): it waits, and goes again when it returns.
    await first!.failNetwork();
    await screen.findByText('No connection: kept on this phone, sent with the order');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const again = FakeXhr.sent.at(-1)!;
    expect(again).not.toBe(first);
    expect(again.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    await again.respond(201, { _id: 'img-9', url: '/api/images/k9' });
    expect(await screen.findByLabelText('shirt.png uploaded')).toBeTruthy();
  });

  it('tries a photo the server refused with a new key, so Retry is not answered with the refusal again', async () => {
    const { chooseGender, fillCustomer, fillProduct, upload } = renderNewOrder();
    await chooseGender();
    fillCustomer();
    await fillProduct(1, { images: 0 });
    const [first] = await upload(1, [fileOf('shirt.png')], false);
    await first!.respond(400, { error: 'Please choose an image to upload', code: 'IMAGE_MISSING' });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const again = FakeXhr.sent.at(-1)!;
    expect(again).not.toBe(first);
    expect(again.headers['Idempotency-Key']).toBeTruthy();
    expect(again.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });
});

describe('the offline indicator', () => {
  it('counts a new order kept offline and names it by its customer', async () => {
    setOnline(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    session.set('authToken', 'token-1');
    const { enqueueChange } = await import('../../../../lib/outbox');
    await enqueueChange({
      kind: 'newOrder',
      method: 'POST',
      path: '/create_order',
      body: {},
      idempotencyKey: 'key-1',
      label: { order: '', detail: 'Farida Khan' },
    });
    renderWithProviders(<OutboxIndicator />);
    fireEvent.click(await screen.findByRole('button', { name: 'Offline: 1 change waiting' }));
    expect(await screen.findByText('New order for Farida Khan')).toBeTruthy();
  });
});
