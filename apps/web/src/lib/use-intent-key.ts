import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

type Opening = {
  /** The key of each body sent in this opening: a retry of the same body repeats its key. */
  keys: Map<string, string>;
  state: 'ready' | 'sending' | 'done';
};

export interface IntentKey {
  /**
   * Sends `input` with this opening's Idempotency-Key for it, or answers null at once when a send
   * is already on its way or has succeeded. The same input (compared as JSON) keeps its key across
   * retries; another input gets its own, as the server refuses a key it has seen with another body.
   */
  send<Input extends object, Answer>(
    input: Input,
    request: (keyed: Input & { idempotencyKey: string }) => Promise<Answer>,
  ): Promise<Answer> | null;
  /** A new intent: for a dialog that stays mounted, call it each time it opens. */
  renew(): void;
}

/**
 * One money action the user means once (collect this payment, record this payout, save this
 * order) writes at most once, whatever the taps: its Idempotency-Key belongs to the dialog's
 * opening, so a retry after a lost answer is a repeat the server answers from the first time, and
 * a second tap before React has disabled the button sends nothing. Opening the dialog again (a
 * new mount, or `renew`) is a new intent with new keys.
 */
export function useIntentKey(): IntentKey {
  const opening = useRef<Opening | null>(null);
  return useMemo(
    () => ({
      send(input, request) {
        opening.current ??= { keys: new Map(), state: 'ready' };
        const current = opening.current;
        if (current.state !== 'ready') return null;
        const body = JSON.stringify(input);
        let idempotencyKey = current.keys.get(body);
        if (!idempotencyKey) {
          idempotencyKey = newIdempotencyKey();
          current.keys.set(body, idempotencyKey);
        }
        current.state = 'sending';
        const sending = (async () => request({ ...input, idempotencyKey }))();
        sending.then(
          () => {
            current.state = 'done';
          },
          () => {
            current.state = 'ready';
          },
        );
        return sending;
      },
      renew() {
        opening.current = null;
      },
    }),
    [],
  );
}
