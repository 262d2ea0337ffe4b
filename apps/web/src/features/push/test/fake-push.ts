import { vi } from 'vitest';

/** A base64url VAPID public key of 65 bytes, as the server sends it. */
export const VAPID_KEY = `B${'A'.repeat(85)}w`;

export const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.com/send/abc123',
  expirationTime: null,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
};

/**
 * Stands in for the browser's Notification, service worker and Push API (happy-dom has none),
 * recording what the app asks of them.
 */
export function fakePushBrowser(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
}) {
  let permission = options.permission ?? 'default';
  let current: ReturnType<typeof makeSubscription> | null = null;

  function makeSubscription(key: Uint8Array) {
    return {
      endpoint: SUBSCRIPTION_JSON.endpoint,
      options: { applicationServerKey: key.buffer },
      toJSON: () => SUBSCRIPTION_JSON,
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
  }

  const requestPermission = vi.fn(async () => {
    permission = options.answer ?? 'granted';
    return permission;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      current = makeSubscription(applicationServerKey);
      return current;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  if (options.subscribed) {
    const key = Uint8Array.from(atob(VAPID_KEY.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    current = makeSubscription(key);
  }

  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });

  return {
    requestPermission,
    pushManager,
    serviceWorker,
    subscription: () => current,
    restore() {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    },
  };
}
