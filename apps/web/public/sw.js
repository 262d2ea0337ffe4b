/*
 * Tailor Shop Manager service worker: shows Web Push notifications and opens their page on click.
 * It does not cache or intercept requests. The push payload is the shared pushPayloadSchema:
 * {title, notification_id, type, priority, data, order_id, url}. The app words notifications in
 * the user's language; here, without its translations, the text is the English fallback.
 */

/* global self */

const APP_NAME = 'Tailor Shop Manager';
const ICON = '/favicon.svg';

const HEADINGS = {
  product_assigned: 'New work assigned',
  order_status_changed: 'Order status changed',
  payment_received: 'Payment received',
  invite_accepted: 'Invite accepted',
  invite_rejected: 'Invite declined',
  order_due_tomorrow: 'Order due tomorrow',
  order_overdue: 'Order overdue',
};

function text(value) {
  return value === null || value === undefined ? '' : String(value);
}

function rupees(amount) {
  try {
    return `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount)}`;
  } catch {
    return `₹${amount}`;
  }
}

/**
 * The English sentence for a notification, built from its type and data as the app words it, the
 * order number as the shop writes it ('KT-42') when the payload carries it.
 */
function fallbackBody(type, data, orderNumber) {
  const order = `Order #${text(orderNumber) || text(data.orderNumber)}`;
  switch (type) {
    case 'product_assigned':
      return `${text(data.productName)} in ${order} is assigned to you`;
    case 'order_status_changed':
      return `${order} is now ${text(data.status)}`;
    case 'payment_received':
      return typeof data.amount === 'number'
        ? `${rupees(data.amount)} received for ${order}`
        : `A payment was received for ${order}`;
    case 'invite_accepted':
      return `${text(data.name) || 'Your new employee'} accepted your invite`;
    case 'invite_rejected':
      return `${text(data.name) || 'An invited employee'} declined your invite`;
    case 'order_due_tomorrow':
      return `${order} is due tomorrow`;
    case 'order_overdue':
      return `${order} is overdue`;
    default:
      return '';
  }
}

function readPayload(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return { title: event.data.text() };
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event) ?? {};
  const data = payload.data && typeof payload.data === 'object' ? payload.data : {};
  const heading = HEADINGS[payload.type] ?? APP_NAME;
  // The heading names the kind of news; the sentence comes from its facts, else the server's title.
  const body = fallbackBody(payload.type, data, payload.order_number) || text(payload.title);
  event.waitUntil(
    self.registration.showNotification(heading, {
      body,
      icon: ICON,
      badge: ICON,
      // One notification per stored notification: a repeat replaces, never stacks.
      tag: payload.notification_id || undefined,
      requireInteraction: payload.priority === 'urgent',
      data: { url: typeof payload.url === 'string' ? payload.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only pages of this app are opened.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          const moved = await open.navigate(url);
          await (moved ?? open).focus();
          return;
        } catch {
          // A window this worker does not control cannot be navigated: open a new one.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
