/** How long a tap on Share or WhatsApp waits for the message before going on with what it has. */
export const MESSAGE_WAIT_MS = 2_000;

/** `promise`'s value, or `fallback` when it has not come within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
