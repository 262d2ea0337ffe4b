import type { OrderCustomerMessage, OrderCustomerMessages } from '@tailor/shared/customer-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderWithProviders } from '../../../../test/render';
import { stubFetch } from './order-fixtures';
import { CustomerMessagesCard } from './customer-messages-card';

function message(overrides: Partial<OrderCustomerMessage> = {}): OrderCustomerMessage {
  const kind = overrides.kind ?? 'order_taken';
  return {
    _id: `msg-${kind}`,
    kind,
    state: 'sent',
    text: `Hello Anil Sharma,\n\nText of ${kind}`,
    whatsapp_link: `https://wa.me/919876543210?text=${kind}`,
    created_at: '2026-11-27T04:55:00.000Z',
    scheduled_for: null,
    sent_at: '2026-11-27T05:01:00.000Z',
    sent_by: null,
    attempts: 1,
    last_error: null,
    ...overrides,
  };
}

function renderCard(answer: OrderCustomerMessages | { status: number; body: unknown }) {
  const calls = stubFetch((call) =>
    call.url === '/api/orders/order-1/messages'
      ? 'gateway' in answer
        ? { body: answer }
        : answer
      : { status: 404, body: { error: 'Not found' } },
  );
  renderWithProviders(<CustomerMessagesCard orderId="order-1" />);
  return calls;
}

const item = (name: string) => within(screen.getByRole('listitem', { name }));
const chipOf = (name: string) => item(name).getByTestId('message-state').textContent;
const whatsApp = (name: string) => item(name).queryByRole('link', { name: 'Send on WhatsApp' });

// The shop's clock reads 27 Nov 2026, 10:30 am (Asia/Kolkata).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T05:00:00.000Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('CustomerMessagesCard', () => {
  it('shows each message by its kind with what became of it, through a gateway', async () => {
    renderCard({
      gateway: 'whatsapp',
      messages: [
        message({ kind: 'order_taken', state: 'sent', sent_at: '2026-11-27T05:01:00.000Z' }),
        message({
          kind: 'ready',
          state: 'queued',
          sent_at: null,
          scheduled_for: '2099-01-05T02:30:00.000Z',
        }),
        message({
          kind: 'balance_due',
          state: 'queued',
          sent_at: null,
          scheduled_for: '2020-01-01T10:00:00.000Z',
        }),
        message({ kind: 'trial_reminder', state: 'sending', sent_at: null }),
        message({
          kind: 'not_collected',
          state: 'failed',
          sent_at: null,
          last_error: 'Recipient phone number not on WhatsApp',
        }),
        message({ kind: 'delivered', state: 'skipped', sent_at: null }),
      ],
    });
    expect(await screen.findByRole('listitem', { name: 'Order taken' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Order taken',
      'Ready for pickup',
      'Balance due',
      'Trial reminder',
      'Not collected',
      'Delivered',
    ]);
    // 05:01 UTC is 10:31 in the shop (Asia/Kolkata).
    expect(chipOf('Order taken')).toBe('Sent 27 Nov, 10:31 am');
    expect(chipOf('Ready for pickup')).toBe('Goes out 05 Jan, 8:00 am');
    expect(chipOf('Balance due')).toBe('Waiting');
    expect(chipOf('Trial reminder')).toBe('Sending');
    expect(chipOf('Not collected')).toBe('Failed: Recipient phone number not on WhatsApp');
    expect(chipOf('Delivered')).toBe('Not needed');

    // The gateway sends them: only the failed one is offered to send by hand.
    for (const name of ['Order taken', 'Ready for pickup', 'Balance due', 'Delivered'])
      expect(whatsApp(name), name).toBeNull();
    const link = whatsApp('Not collected')!;
    expect(link.getAttribute('href')).toBe('https://wa.me/919876543210?text=not_collected');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("says 'Goes out at' with the time alone when the message goes out later today", async () => {
    renderCard({
      gateway: 'sms',
      messages: [
        message({
          kind: 'ready',
          state: 'queued',
          sent_at: null,
          scheduled_for: '2026-11-27T08:30:00.000Z',
        }),
        message({
          kind: 'balance_due',
          state: 'queued',
          sent_at: null,
          scheduled_for: '2026-11-28T02:30:00.000Z',
        }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Ready for pickup' });
    expect(chipOf('Ready for pickup')).toBe('Goes out at 2:00 pm');
    expect(chipOf('Balance due')).toBe('Goes out 28 Nov, 8:00 am');
  });

  it('offers every message still to send on WhatsApp when there is no gateway, with its text', async () => {
    renderCard({
      gateway: 'none',
      messages: [
        message({
          kind: 'order_taken',
          state: 'queued',
          sent_at: null,
          scheduled_for: '2026-11-28T02:30:00.000Z',
        }),
        message({ kind: 'ready', state: 'failed', sent_at: null, last_error: null }),
        message({ kind: 'balance_due', state: 'skipped', sent_at: null }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Order taken' });
    // Nothing goes out by itself without a gateway: no 'Goes out at'.
    expect(chipOf('Order taken')).toBe('Not sent yet');
    expect(chipOf('Ready for pickup')).toBe('Failed');
    expect(whatsApp('Order taken')?.getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=order_taken',
    );
    expect(whatsApp('Ready for pickup')?.getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=ready',
    );
    // Its reason is gone (paid, collected): nothing to send.
    expect(whatsApp('Balance due')).toBeNull();
    expect(item('Order taken').getByText('Show the text')).toBeTruthy();
    expect(item('Order taken').getByText(/Text of order_taken/)).toBeTruthy();
  });

  it('asks to check with the customer before a message that may not have been sent goes again', async () => {
    let messages = [
      message({ kind: 'ready', state: 'unknown', sent_at: null, last_error: 'No answer' }),
      message({ kind: 'delivered', state: 'unknown', sent_at: null, last_error: 'No answer' }),
    ];
    const calls = stubFetch((call) => {
      const resolved = /^\/api\/orders\/order-1\/messages\/msg-(\w+)\/resolve$/.exec(call.url);
      if (resolved) {
        const { action } = call.body as { action: string };
        messages = messages.map((m) =>
          m._id === `msg-${resolved[1]}`
            ? action === 'mark_sent'
              ? { ...m, state: 'sent', sent_at: '2026-11-27T05:00:00.000Z', last_error: null }
              : { ...m, state: 'queued', scheduled_for: '2026-11-27T05:00:00.000Z' }
            : m,
        );
        return { body: { gateway: 'sms', messages } };
      }
      return call.url === '/api/orders/order-1/messages'
        ? { body: { gateway: 'sms', messages } }
        : { status: 404, body: { error: 'Not found' } };
    });
    renderWithProviders(<CustomerMessagesCard orderId="order-1" />);
    await screen.findByRole('listitem', { name: 'Ready for pickup' });
    expect(chipOf('Ready for pickup')).toBe(
      'May not have been sent: check with the customer before sending again',
    );
    // Sent again by hand from the staff's phone, or by the gateway when they ask.
    expect(whatsApp('Ready for pickup')?.getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=ready',
    );

    fireEvent.click(item('Ready for pickup').getByRole('button', { name: 'Mark as sent' }));
    await waitFor(() => expect(chipOf('Ready for pickup')).toBe('Sent 27 Nov, 10:30 am'));
    expect(item('Ready for pickup').queryByRole('button', { name: 'Mark as sent' })).toBeNull();

    fireEvent.click(item('Delivered').getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(chipOf('Delivered')).toBe('Waiting'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/orders/order-1/messages/msg-ready/resolve',
        body: { action: 'mark_sent' },
      },
      {
        method: 'POST',
        url: '/api/orders/order-1/messages/msg-delivered/resolve',
        body: { action: 'send_again' },
      },
    ]);
  });

  /** No gateway: the staff send 'Order taken' by hand; a yes records it as sent by Meena. */
  function renderSendByHand() {
    let messages = [message({ kind: 'order_taken', state: 'queued', sent_at: null })];
    const calls = stubFetch((call) => {
      if (call.method === 'POST') {
        messages = messages.map((m) => ({
          ...m,
          state: 'sent',
          sent_at: '2026-11-27T05:01:00.000Z',
          sent_by: 'Meena',
        }));
      }
      return { body: { gateway: 'none', messages } };
    });
    renderWithProviders(<CustomerMessagesCard orderId="order-1" />);
    // The test's browser would follow the wa.me link; a phone opens WhatsApp.
    document.addEventListener('click', stayOnPage);
    return calls;
  }
  const stayOnPage = (event: Event) => event.preventDefault();
  afterEach(() => document.removeEventListener('click', stayOnPage));

  it('asks whether a message opened in WhatsApp was sent, and records a yes with who and when', async () => {
    const calls = renderSendByHand();
    await screen.findByRole('listitem', { name: 'Order taken' });
    expect(screen.queryByRole('group', { name: 'Sent?' })).toBeNull();
    fireEvent.click(whatsApp('Order taken')!);
    const asked = within(item('Order taken').getByRole('group', { name: 'Sent?' }));

    // 'No': nothing is recorded, the message stays to send.
    fireEvent.click(asked.getByRole('button', { name: 'No' }));
    expect(item('Order taken').queryByRole('group', { name: 'Sent?' })).toBeNull();
    expect(chipOf('Order taken')).toBe('Not sent yet');

    fireEvent.click(whatsApp('Order taken')!);
    fireEvent.click(item('Order taken').getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(chipOf('Order taken')).toBe('Sent by Meena, 27 Nov, 10:31 am'));
    expect(whatsApp('Order taken')).toBeNull();
    expect(item('Order taken').queryByRole('group', { name: 'Sent?' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/orders/order-1/messages/msg-order_taken/resolve',
        body: { action: 'mark_sent' },
      },
    ]);
  });

  it.each([
    ['hi', 'भेज दिया?', 'हाँ', 'Meena ने भेजा, 27 '],
    ['ta', 'அனுப்பிவிட்டீர்களா?', 'ஆம்', 'Meena அனுப்பினார், 27 '],
  ])('asks and says who sent it in %s', async (language, ask, yes, sentBy) => {
    await act(() => i18n.changeLanguage(language));
    renderSendByHand();
    const [link] = await screen.findAllByRole('link');
    fireEvent.click(link!);
    const asked = within(screen.getByRole('group', { name: ask }));
    fireEvent.click(asked.getByRole('button', { name: yes }));
    await waitFor(() => expect(screen.getByTestId('message-state').textContent).toContain(sentBy));
  });

  it('tells why a message could not be settled, and shows it as it is now', async () => {
    let settled = false;
    stubFetch((call) => {
      if (call.method === 'POST') {
        settled = true;
        return {
          status: 409,
          body: { error: 'Settled', code: 'CUSTOMER_MESSAGE_SETTLED' },
        };
      }
      return {
        body: {
          gateway: 'whatsapp',
          messages: [
            settled
              ? message({ kind: 'ready', state: 'sent' })
              : message({ kind: 'ready', state: 'unknown', sent_at: null }),
          ],
        },
      };
    });
    renderWithProviders(<CustomerMessagesCard orderId="order-1" />);
    await screen.findByRole('listitem', { name: 'Ready for pickup' });
    fireEvent.click(item('Ready for pickup').getByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This message is no longer waiting for a check: it was sent, marked or sent again',
    );
    await waitFor(() => expect(chipOf('Ready for pickup')).toBe('Sent 27 Nov, 10:31 am'));
  });

  it('says so in a sentence when the order has no messages', async () => {
    renderCard({ gateway: 'whatsapp', messages: [] });
    expect(await screen.findByText('No messages to this customer yet.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('says the messages could not be loaded, and loads them when tried again', async () => {
    let refuse = true;
    stubFetch((call) =>
      call.url === '/api/orders/order-1/messages' && !refuse
        ? { body: { gateway: 'whatsapp', messages: [message()] } }
        : { status: 500, body: { error: 'Something went wrong' } },
    );
    renderWithProviders(<CustomerMessagesCard orderId="order-1" />);
    expect(await screen.findByText('Could not load the messages.')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Order taken' })).toBeTruthy();
  });
});
