import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { api, ApiError } from './api-client';
import { currentCacheScope } from './persisted-cache';

/** What kind of change waits, for its line in the list of waiting changes. */
export type OutboxKind = 'status' | 'payment' | 'alterationPayment' | 'newOrder';

/**
 * A photo taken for a change that waits (a new order's garment photo), kept as its bytes until it
 * is uploaded. The change's body names it by `ref` where its image id goes; the id replaces it once
 * POST /upload_image has answered, and is kept at once, so a resend never uploads it again.
 */
export type OutboxPhoto = {
  /** Stands for the photo's image id in the change's body until it is uploaded. */
  ref: string;
  file: Blob;
  fileName: string;
  /** Fixed when the photo was taken: an upload whose answer was lost answers the same image. */
  idempotencyKey: string;
  /** The id POST /upload_image answered, once it has. */
  uploadedId: string | null;
};

/**
 * One change made without a connection, kept in IndexedDB until the server has it. Its
 * Idempotency-Key is fixed when the change is made, so however often it is sent (a lost answer,
 * a retry after the connection returns), the server applies it once.
 */
export type OutboxEntry = {
  id: string;
  /** The signed-in user and shop it was made in (persisted-cache's scope); only they send it. */
  scope: string;
  kind: OutboxKind;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  idempotencyKey: string;
  /** Photos uploaded first, in order; their ids then take their refs' places in the body. */
  photos?: OutboxPhoto[];
  createdAt: number;
  /**
   * What the list shows: the order's number as the shop writes it, and a detail (status, amount);
   * a new order has no number yet ('') and its detail is the customer's name.
   */
  label: { order: string; detail: string };
  state: 'waiting' | 'refused';
  /** The server's refusal (4xx), worded by its code like every other error of the app. */
  error?: { code: string | null; message: string; params: Record<string, string | number> };
};

export type NewOutboxEntry = Pick<
  OutboxEntry,
  'kind' | 'method' | 'path' | 'body' | 'idempotencyKey' | 'label' | 'photos'
>;

/** Waits between tries while the server cannot be reached: 2 s doubling to 1 minute. */
export function outboxRetryDelay(failures: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, failures - 1), 60_000);
}

let idbStore: UseStore | undefined;
const store = () => (idbStore ??= createStore('tailor-outbox', 'changes'));

let all: OutboxEntry[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();
let sequence = 0;

function publish(next: OutboxEntry[]): void {
  all = [...next].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  for (const listener of listeners) listener();
}

/** Reads what an earlier visit left waiting (once). */
export function loadOutbox(): Promise<void> {
  loaded ??= (async () => {
    try {
      const rows = await entries<string, OutboxEntry>(store());
      publish(rows.map(([, entry]) => entry));
    } catch {
      // No IndexedDB (private mode, an old browser): nothing was kept, writes go straight out.
    }
  })();
  return loaded;
}

async function save(entry: OutboxEntry): Promise<void> {
  await set(entry.id, entry, store());
  publish([...all.filter((e) => e.id !== entry.id), entry]);
}

async function remove(id: string): Promise<void> {
  await del(id, store());
  publish(all.filter((e) => e.id !== id));
}

/** This user's changes in this shop, oldest first. */
export function outboxEntries(): OutboxEntry[] {
  const scope = currentCacheScope();
  return all.filter((entry) => entry.scope === scope);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let snapshot: { source: OutboxEntry[]; scope: string | null; view: OutboxEntry[] } | null = null;

/** A change the server has taken: `answer` is what it replied, `sentAt` when. */
export type SentChange = { entry: OutboxEntry; sentAt: number; answer: unknown };

/** How many sent changes are remembered: enough for the screens still showing them as sent. */
const SENT_KEPT = 20;
let sent: SentChange[] = [];
const sentListeners = new Set<(changes: SentChange[]) => void>();
let sentSnapshot: { source: SentChange[]; scope: string | null; view: SentChange[] } | null = null;

/**
 * Calls `listener` with the changes of who is signed in that each pass of the outbox sent, so
 * the app can say they reached the server.
 */
export function onChangesSent(listener: (changes: SentChange[]) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/**
 * The changes of who is signed in sent since the app started (the latest few), re-rendering as
 * more are sent: a screen whose data predates a change's `sentAt` still lacks it.
 */
export function useSentChanges(): SentChange[] {
  return useSyncExternalStore(subscribe, () => {
    const scope = currentCacheScope();
    if (!sentSnapshot || sentSnapshot.source !== sent || sentSnapshot.scope !== scope)
      sentSnapshot = {
        source: sent,
        scope,
        view: sent.filter((change) => change.entry.scope === scope),
      };
    return sentSnapshot.view;
  });
}

/** The waiting and refused changes of who is signed in, re-rendering as they change. */
export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(subscribe, () => {
    const scope = currentCacheScope();
    if (!snapshot || snapshot.source !== all || snapshot.scope !== scope)
      snapshot = { source: all, scope, view: outboxEntries() };
    return snapshot.view;
  });
}

/** Whether changes wait to be sent, so a new one must queue behind them to keep their order. */
export function hasWaitingChanges(): boolean {
  return outboxEntries().some((entry) => entry.state === 'waiting');
}

/** Keeps a change for later; answers its entry. */
export async function enqueueChange(change: NewOutboxEntry): Promise<OutboxEntry> {
  await loadOutbox();
  const scope = currentCacheScope();
  if (!scope) throw new Error('Nobody is signed in');
  const createdAt = Date.now();
  const entry: OutboxEntry = {
    ...change,
    id: `${createdAt.toString(36).padStart(9, '0')}-${(sequence++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    scope,
    createdAt,
    state: 'waiting',
  };
  await save(entry);
  scheduleFlush(0);
  return entry;
}

/** A refused change the user has read: it leaves the list. */
export function dismissChange(id: string): Promise<void> {
  return remove(id);
}

/** Logout with changes waiting, confirmed: they are dropped with the session. */
export async function discardChanges(): Promise<void> {
  await loadOutbox();
  const scope = currentCacheScope();
  await Promise.all(all.filter((entry) => entry.scope === scope).map((entry) => remove(entry.id)));
}

/** A write the outbox can take instead of failing: no connection, or no answer in time. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

/** The body with each uploaded photo's id in the place of its ref. */
function withPhotoIds(body: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof body === 'string') return ids.get(body) ?? body;
  if (Array.isArray(body)) return body.map((item) => withPhotoIds(item, ids));
  if (body && typeof body === 'object' && !(body instanceof Blob)) {
    return Object.fromEntries(
      Object.entries(body).map(([name, value]) => [name, withPhotoIds(value, ids)]),
    );
  }
  return body;
}

/**
 * Uploads the entry's photos not yet uploaded, one at a time, keeping each id as soon as it is
 * answered; answers the entry with every photo's id.
 */
async function uploadPhotos(entry: OutboxEntry): Promise<OutboxEntry> {
  let current = entry;
  for (const [index, photo] of (entry.photos ?? []).entries()) {
    if (photo.uploadedId) continue;
    const form = new FormData();
    form.append('file', photo.file, photo.fileName);
    const answer = await api.post<{ _id?: unknown }>('/upload_image', form, {
      headers: { 'Idempotency-Key': photo.idempotencyKey },
      retries: 0,
    });
    if (typeof answer?._id !== 'string') {
      throw new ApiError('Invalid response format from server', { status: 201, kind: 'http' });
    }
    const photos = [...(current.photos ?? [])];
    photos[index] = { ...photo, uploadedId: answer._id };
    current = { ...current, photos };
    // Kept before anything else is sent: a resend after this point reuses the id.
    await save(current);
  }
  return current;
}

async function sendEntry(entry: OutboxEntry): Promise<unknown> {
  const ready = entry.photos?.length ? await uploadPhotos(entry) : entry;
  const ids = new Map(
    (ready.photos ?? []).flatMap((photo) =>
      photo.uploadedId ? [[photo.ref, photo.uploadedId] as const] : [],
    ),
  );
  const body = ids.size > 0 ? withPhotoIds(ready.body, ids) : ready.body;
  const options = { headers: { 'Idempotency-Key': ready.idempotencyKey }, retries: 0 };
  return ready.method === 'POST'
    ? api.post(ready.path, body, options)
    : api.put(ready.path, body, options);
}

/**
 * A refusal that only says 'not now': the same key's first request is still running (a photo the
 * form was still uploading), or too many requests. The change waits for the next try.
 */
function isRefusedForNow(error: ApiError): boolean {
  return error.status === 429 || error.code === 'IDEMPOTENCY_KEY_IN_PROGRESS';
}

let queryClient: QueryClient | null = null;
let flushing: Promise<void> | null = null;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function scheduleFlush(delayMs: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void flushOutbox(), delayMs);
}

/** One pass over the waiting changes; false when it stopped early (they wait for a later try). */
async function flushOnce(): Promise<boolean> {
  await loadOutbox();
  let completed = true;
  const sentNow: SentChange[] = [];
  for (const entry of outboxEntries()) {
    if (entry.state !== 'waiting') continue;
    try {
      const answer = await sendEntry(entry);
      const change = { entry, sentAt: Date.now(), answer };
      sentNow.push(change);
      // Published with its removal, so no screen sees the change neither waiting nor sent.
      sent = [...sent, change].slice(-SENT_KEPT);
      await remove(entry.id);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'http' && error.status === 401) {
        // The session ended (the API client signs out); the change waits for this user's return.
        completed = false;
        break;
      }
      if (
        error instanceof ApiError &&
        error.kind === 'http' &&
        error.status !== null &&
        error.status >= 400 &&
        error.status < 500 &&
        !isRefusedForNow(error)
      ) {
        // The entry as last kept: the ids of photos already uploaded stay with it.
        const kept = all.find((e) => e.id === entry.id) ?? entry;
        await save({
          ...kept,
          state: 'refused',
          error: { code: error.code, message: error.message, params: error.params },
        });
        continue;
      }
      // Unreachable or a server fault: everything waits, in order, for the next try.
      failures++;
      scheduleFlush(outboxRetryDelay(failures));
      completed = false;
      break;
    }
  }
  if (sentNow.length > 0) {
    failures = 0;
    // The sent changes altered orders, payments and totals: every screen asks again.
    void queryClient?.invalidateQueries();
    for (const listener of sentListeners) listener(sentNow);
  }
  return completed;
}

let askedAgain = false;

/**
 * Sends the waiting changes in the order they were made; one run at a time. Asked while a run is
 * under way (a change made meanwhile), that run takes one more pass before it settles, so what
 * was waiting when the caller asked has been tried once the promise resolves.
 */
export function flushOutbox(): Promise<void> {
  if (flushing) {
    askedAgain = true;
    return flushing;
  }
  flushing = (async () => {
    let completed: boolean;
    do {
      askedAgain = false;
      completed = await flushOnce();
    } while (askedAgain && completed);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Starts sending (app start): now, when the connection returns, and with backoff meanwhile. */
export function startOutbox(client: QueryClient): () => void {
  queryClient = client;
  const onOnline = () => {
    failures = 0;
    void flushOutbox();
  };
  window.addEventListener('online', onOnline);
  void loadOutbox().then(() => flushOutbox());
  return () => {
    window.removeEventListener('online', onOnline);
    clearTimeout(timer);
  };
}

/** Test hook: forget the in-memory state between tests (IndexedDB is cleared by the test). */
export function resetOutboxForTests(): void {
  clearTimeout(timer);
  all = [];
  loaded = null;
  idbStore = undefined;
  flushing = null;
  askedAgain = false;
  failures = 0;
  snapshot = null;
  sent = [];
  sentSnapshot = null;
}

/**
 * Sends a write now, or keeps it in the outbox when it cannot reach the server (offline, no
 * answer) or when earlier changes still wait (so the order of changes holds). Answers the
 * server's reply, or null when the change was kept for later.
 */
export async function sendOrKeep<T>(
  change: NewOutboxEntry,
  send: () => Promise<T>,
): Promise<T | null> {
  await loadOutbox();
  if (!navigator.onLine || hasWaitingChanges()) {
    await enqueueChange(change);
    return null;
  }
  try {
    return await send();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    // It may have arrived with its answer lost: the same key makes the resend harmless.
    await enqueueChange(change);
    return null;
  }
}
