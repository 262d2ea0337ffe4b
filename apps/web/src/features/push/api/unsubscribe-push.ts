import type { PushUnsubscribe } from '@tailor/shared/push';
import { api } from '../../../lib/api-client';

/** How long logout waits for the server to forget the subscription. */
const UNSUBSCRIBE_TIMEOUT_MS = 3_000;

/** POST /push/unsubscribe {endpoint}: 204. Called on logout, so it is quick and tried once. */
export function unsubscribePush(input: PushUnsubscribe): Promise<void> {
  return api.post<void>('/push/unsubscribe', input, {
    retries: 0,
    timeoutMs: UNSUBSCRIBE_TIMEOUT_MS,
  });
}
