import {
  dehydrate,
  hydrate,
  onlineManager,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { session } from './session-store';

type DehydratedQuery = DehydratedState['queries'][number];

/** What IndexedDB keeps: the last known answers of one signed-in user in one shop. */
export type CacheSnapshot = { scope: string; savedAt: number; queries: DehydratedQuery[] };

/** Where the snapshot lives; IndexedDB in the app, a stand-in in tests if needed. */
export type SnapshotStorage = {
  read(): Promise<CacheSnapshot | undefined>;
  write(snapshot: CacheSnapshot): Promise<void>;
  remove(): Promise<void>;
};

const SNAPSHOT_KEY = 'snapshot';
/** Answers older than this are not shown offline: a week-old order list misleads more than it helps. */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** Enough for the lists and a few hundred order pages, small enough to read at once on a cheap phone. */
export const PERSISTED_MAX_QUERIES = 300;
/** Changes come in bursts (a screen's queries land together): one write per burst. */
const SAVE_DELAY_MS = 1_000;

let idbStore: UseStore | undefined;

export function indexedDbSnapshotStorage(): SnapshotStorage {
  const store = () => (idbStore ??= createStore('tailor-query-cache', 'snapshots'));
  return {
    read: () => get<CacheSnapshot>(SNAPSHOT_KEY, store()),
    write: (snapshot) => set(SNAPSHOT_KEY, snapshot, store()),
    remove: () => del(SNAPSHOT_KEY, store()),
  };
}

/**
 * Whose answers these are: the signed-in user in the selected shop. Null when nobody is signed in,
 * and nothing is then saved.
 */
export function currentCacheScope(): string | null {
  const token = session.get('authToken');
  const userId = session.get('userId');
  if (!token || !userId) return null;
  return `${userId}:${session.get('selectedStoreId') ?? ''}`;
}

export type QueryPersistence = {
  /** Settles once the saved answers (if any, and if they are this session's) are in the cache. */
  restored: Promise<void>;
  /** Writes the pending change now (tests; before the page goes away). */
  flush(): Promise<void>;
  /** Forgets every saved answer (logout). */
  clear(): Promise<void>;
  stop(): void;
};

/**
 * Keeps the query cache's successful answers in IndexedDB and puts them back on the next start, so
 * the signed-in app opens with no network and shows the last known orders, customers and order
 * details. Restoring does not hold up the first render: a screen waiting on a paused (offline)
 * query fills in when the saved answer arrives, and a fresher answer from the network wins.
 *
 * The snapshot belongs to one user in one shop. Another scope's snapshot is deleted unread; after
 * a shop switch only answers fetched under the new scope are saved, never the old shop's that a
 * screen still shows until it refetches.
 */
export function persistQueryCache(
  client: QueryClient,
  options: { storage?: SnapshotStorage; now?: () => number } = {},
): QueryPersistence {
  const storage = options.storage ?? indexedDbSnapshotStorage();
  const now = options.now ?? Date.now;
  const known = new Map<string, DehydratedQuery>();
  let scope: string | null = null;
  let scopeSince = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  const fresh = (query: DehydratedQuery) =>
    query.state.dataUpdatedAt > now() - PERSISTED_MAX_AGE_MS;

  /** Starts a new scope when the session changed; answers whether there is one. */
  const followScope = (): boolean => {
    const current = currentCacheScope();
    if (current !== scope) {
      scope = current;
      scopeSince = now();
      known.clear();
    }
    return scope !== null;
  };

  const restored = (async () => {
    const current = currentCacheScope();
    let snapshot: CacheSnapshot | undefined;
    try {
      snapshot = await storage.read();
    } catch {
      return; // No IndexedDB here (private mode): the app works online as before.
    }
    if (!snapshot) return;
    if (!current || snapshot.scope !== current) {
      await storage.remove().catch(() => undefined);
      return;
    }
    const queries = snapshot.queries.filter(fresh);
    scope = current;
    scopeSince = 0; // Restored answers are this scope's own.
    for (const query of queries) known.set(query.queryHash, query);
    hydrate(client, { queries, mutations: [] });
    // Saved answers are for showing while the network cannot answer, never a reason to skip
    // asking it: each is marked stale, so a screen that shows one fetches it again when it can.
    for (const query of queries) {
      void client.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
    }
  })();

  const shouldSave = (query: Query) =>
    query.state.status === 'success' && query.state.dataUpdatedAt >= scopeSince;

  const save = async () => {
    if (stopped || !followScope() || !scope) return;
    const state = dehydrate(client, { shouldDehydrateQuery: shouldSave });
    for (const query of state.queries) known.set(query.queryHash, query);
    const queries = [...known.values()]
      .filter(fresh)
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, PERSISTED_MAX_QUERIES);
    known.clear();
    for (const query of queries) known.set(query.queryHash, query);
    try {
      await storage.write({ scope, savedAt: now(), queries });
    } catch {
      // Quota or a closed database: the next change tries again.
    }
  };

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    await restored;
    writing = writing.then(save);
    await writing;
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    // A session change shows at once, before the new shop's answers arrive.
    followScope();
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), SAVE_DELAY_MS);
  });

  return {
    restored,
    flush,
    async clear() {
      clearTimeout(timer);
      timer = undefined;
      known.clear();
      scope = null;
      await writing;
      await storage.remove().catch(() => undefined);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
}

let appPersistence: QueryPersistence | null = null;

/** Starts keeping the app's query cache (main.tsx); a second call answers the first one's. */
export function startQueryPersistence(client: QueryClient): QueryPersistence {
  if (appPersistence) return appPersistence;
  // TanStack Query assumes a connection until the browser says otherwise; a start with none must
  // pause the queries (keeping the saved answers on screen), not fail them into error screens.
  if (!navigator.onLine) onlineManager.setOnline(false);
  const persistence = persistQueryCache(client);
  // A change made just before the tab closes or the phone locks the browser is kept too.
  window.addEventListener('pagehide', () => void persistence.flush());
  appPersistence = persistence;
  return persistence;
}

/** Forgets the saved answers (logout); nothing to do when persistence never started. */
export function clearPersistedQueries(): Promise<void> {
  return appPersistence?.clear() ?? Promise.resolve();
}
