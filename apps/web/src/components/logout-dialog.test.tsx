import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueChange, outboxEntries, resetOutboxForTests } from '../lib/outbox';
import { session } from '../lib/session';
import { renderWithProviders } from '../test/render';
import { jsonResponse } from '../test/responses';
import { LogoutDialog } from './logout-dialog';

beforeEach(() => {
  session.set('authToken', 'token-1');
  session.set('userId', 'u1');
  session.set('selectedStoreId', 's1');
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  // Offline: nothing reaches the server, so the change keeps waiting.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  resetOutboxForTests();
  await clear(createStore('tailor-outbox', 'changes'));
});

describe('LogoutDialog', () => {
  it('says what is lost when changes made offline still wait, and drops them only on confirm', async () => {
    await enqueueChange({
      kind: 'status',
      method: 'POST',
      path: '/update_order_status',
      body: { order_id: 'o1', status: 'Completed', delay_note: null },
      idempotencyKey: 'key-1',
      label: { order: '7', detail: 'Completed' },
    });
    const onClose = vi.fn();
    renderWithProviders(<LogoutDialog open onClose={onClose} />);
    expect(
      await screen.findByText(
        '1 change made offline has not been sent yet. If you log out now, it will be lost.',
      ),
    ).toBeDefined();
    expect(outboxEntries()).toHaveLength(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({}, 204))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(session.get('authToken')).toBeNull();
    session.set('authToken', 'token-1');
    session.set('userId', 'u1');
    expect(outboxEntries()).toEqual([]);
  });

  it('keeps the usual question when nothing waits', async () => {
    renderWithProviders(<LogoutDialog open onClose={() => undefined} />);
    expect(
      await screen.findByText('You will need a new code sent to your phone to sign in again.'),
    ).toBeDefined();
  });
});
