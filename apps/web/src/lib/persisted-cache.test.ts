import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  indexedDbSnapshotStorage,
  PERSISTED_MAX_AGE_MS,
  persistQueryCache,
  type QueryPersistence,
} from './persisted-cache';
import { createQueryClient } from './query-client';
import { session } from './session-store';

const orders = { orders: [{ _id: 'o1', customer_name: 'Priya Nair' }] };
const customers = { customers: [{ _id: 'c1', name: 'Priya Nair' }] };

function signIn(userId: string, storeId: string): void {
  session.set('authToken', `token-${userId}`);
  session.set('userId', userId);
  session.set('selectedStoreId', storeId);
}

const started: QueryPersistence[] = [];

/** A fresh app start: a new query client whose cache comes back from the real (fake) IndexedDB. */
async function start(now?: () => number) {
  const client = createQueryClient();
  const persistence = persistQueryCache(client, { now });
  started.push(persistence);
  await persistence.restored;
  return { client, persistence };
}

afterEach(async () => {
  for (const persistence of started.splice(0)) persistence.stop();
  await indexedDbSnapshotStorage().remove();
});

describe('persisted query cache', () => {
  it('brings the last known orders and customers back on the next start', async () => {
    signIn('u1', 's1');
    const first = await start();
    first.client.setQueryData(['orders', 'list', { page: 1 }], orders);
    first.client.setQueryData(['customers', 'list'], customers);
    await first.persistence.flush();

    const next = await start();
    expect(next.client.getQueryData(['orders', 'list', { page: 1 }])).toEqual(orders);
    expect(next.client.getQueryData(['customers', 'list'])).toEqual(customers);
  });

  it('keeps an order page seen earlier even after the cache let it go', async () => {
    signIn('u1', 's1');
    const first = await start();
    first.client.setQueryData(['orders', 'detail', 'o1'], { _id: 'o1' });
    await first.persistence.flush();
    first.client.removeQueries({ queryKey: ['orders', 'detail', 'o1'] });
    first.client.setQueryData(['orders', 'list', { page: 1 }], orders);
    await first.persistence.flush();

    const next = await start();
    expect(next.client.getQueryData(['orders', 'detail', 'o1'])).toEqual({ _id: 'o1' });
  });

  it('shows nothing of another user or shop, and deletes it', async () => {
    signIn('u1', 's1');
    const first = await start();
    first.client.setQueryData(['orders', 'list'], orders);
    await first.persistence.flush();

    signIn('u2', 's1');
    const other = await start();
    expect(other.client.getQueryData(['orders', 'list'])).toBeUndefined();
    expect(await indexedDbSnapshotStorage().read()).toBeUndefined();
  });

  it('after a shop switch saves only what was fetched for the new shop', async () => {
    let clock = Date.now();
    const now = () => clock;
    signIn('u1', 's1');
    const first = await start(now);
    first.client.setQueryData(['orders', 'list'], orders, { updatedAt: clock });
    await first.persistence.flush();

    clock += 1_000;
    session.set('selectedStoreId', 's2');
    // The old shop's list is still on screen until it refetches; only the new answer is saved.
    clock += 1_000;
    first.client.setQueryData(['customers', 'list'], customers, { updatedAt: clock });
    await first.persistence.flush();

    const next = await start(now);
    expect(next.client.getQueryData(['orders', 'list'])).toBeUndefined();
    expect(next.client.getQueryData(['customers', 'list'])).toEqual(customers);
  });

  it('forgets everything on clear (logout)', async () => {
    signIn('u1', 's1');
    const first = await start();
    first.client.setQueryData(['orders', 'list'], orders);
    await first.persistence.flush();
    await first.persistence.clear();

    const next = await start();
    expect(next.client.getQueryData(['orders', 'list'])).toBeUndefined();
  });

  it('saves nothing while signed out', async () => {
    const first = await start();
    first.client.setQueryData(['orders', 'list'], orders);
    await first.persistence.flush();
    expect(await indexedDbSnapshotStorage().read()).toBeUndefined();
  });

  it('drops answers older than a week', async () => {
    let clock = 5_000_000_000;
    const now = () => clock;
    signIn('u1', 's1');
    const first = await start(now);
    first.client.setQueryData(['orders', 'list'], orders, { updatedAt: clock });
    await first.persistence.flush();

    clock += PERSISTED_MAX_AGE_MS + 1;
    const next = await start(now);
    expect(next.client.getQueryData(['orders', 'list'])).toBeUndefined();
  });
});
