import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_MS } from '@tailor/shared/constants';
import { session } from '../../../lib/session';
import { stubFetch } from '../../../test/render-page';
import { renderWithProviders } from '../../../test/render';
import { useScreen } from '../test/fixtures';
import { CustomerHistoryShareActions } from './customer-history-share-actions';
import { OrderShareActions, type ShareableOrder } from './order-share-actions';
import { makeSettings } from '../../../test/settings-fixtures';
import type { Language } from '@tailor/shared/constants';

const order: ShareableOrder = {
  order_number: 42,
  status: 'In Process',
  share_link: 'http://localhost:3000/shared_order/tok_abcdefghijklmnop',
  customer_name: 'Asha Rao',
  customer: { name: 'Asha Rao', mobile_no: '9876543210' },
};

const settings = (language: Language) =>
  makeSettings({
    customer_message_language: language,
    measurement_templates: { male: [], female: [] },
  });

let writeText: ReturnType<typeof vi.fn>;

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

function setShare(value: unknown) {
  Object.defineProperty(navigator, 'share', { value, configurable: true, writable: true });
}

/** The message inside a wa.me link. */
function messageOf(link: HTMLElement): string {
  return new URL(link.getAttribute('href')!).searchParams.get('text') ?? '';
}

beforeEach(() => {
  session.set('authToken', 'token-1');
  session.set('role', 'shopkeeper');
  session.set('selectedStoreName', 'Sai Tailors');
  writeText = vi.fn().mockResolvedValue(undefined);
  setClipboard({ writeText });
  setShare(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setShare(undefined);
});

describe('OrderShareActions on a wide screen', () => {
  beforeEach(() => useScreen('wide'));

  it("copies the order's link and says so for 3000 ms", async () => {
    vi.useFakeTimers();
    stubFetch(() => ({ status: 404, body: { error: 'Not found' } }));
    renderWithProviders(<OrderShareActions order={order} />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(order.share_link);
    expect(screen.getByText('Order link copied to clipboard!')).toBeTruthy();

    act(() => vi.advanceTimersByTime(SNACKBAR_MS - 10));
    expect(screen.queryByText('Order link copied to clipboard!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(10));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Order link copied to clipboard!')).toBeNull();
  });

  it('says so when the link cannot be copied', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    stubFetch(() => ({ status: 404, body: {} }));
    renderWithProviders(<OrderShareActions order={order} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(`Could not copy the link: ${order.share_link}`)).toBeTruthy();
    expect(screen.queryByText('Order link copied to clipboard!')).toBeNull();
  });

  it('asks the server nothing until the WhatsApp button is approached', async () => {
    const calls = stubFetch((call) =>
      call.url === '/api/settings' ? { body: settings('hi') } : { status: 404, body: {} },
    );
    renderWithProviders(<OrderShareActions order={order} />);
    const whatsApp = screen.getByRole('link', { name: 'Send the link on WhatsApp' });
    expect(calls).toEqual([]);
    // Until the shop's language is known, the interface language writes the message.
    expect(whatsApp.getAttribute('href')!.startsWith('https://wa.me/919876543210?text=')).toBe(
      true,
    );
    expect(messageOf(whatsApp)).toBe(
      `Hello Asha Rao,\n\nYour order #42 at Sai Tailors is now: In Process.\n\nTrack your order here:\n${order.share_link}\n\nThank you,\nSai Tailors`,
    );
    expect(whatsApp.getAttribute('target')).toBe('_blank');

    fireEvent.pointerEnter(whatsApp);
    await waitFor(() => expect(messageOf(whatsApp)).toContain('नमस्ते Asha Rao'));
    expect(messageOf(whatsApp)).toContain('काम जारी');
    expect(calls.map((c) => c.url)).toEqual(['/api/settings']);
  });

  it('waits for the language when WhatsApp is clicked at once, then opens the chat', async () => {
    stubFetch((call) =>
      call.url === '/api/settings' ? { body: settings('ta') } : { status: 404, body: {} },
    );
    const opened = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as Window);
    renderWithProviders(<OrderShareActions order={order} />);
    fireEvent.click(screen.getByRole('link', { name: 'Send the link on WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [url, target] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    const text = new URL(String(url)).searchParams.get('text');
    expect(text).toContain('வணக்கம் Asha Rao');
    expect(text).toContain(order.share_link);
    expect(opened.opener).toBeNull();
  });

  it('writes in the interface language when the settings cannot be read', async () => {
    stubFetch(() => ({ status: 500, body: { error: 'Something went wrong' } }));
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
    renderWithProviders(<OrderShareActions order={order} />);
    fireEvent.click(screen.getByRole('link', { name: 'Send the link on WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(new URL(String(open.mock.calls[0]![0])).searchParams.get('text')).toContain(
      'Hello Asha Rao',
    );
  });

  it("lets an employee's WhatsApp link work without asking for the shop's settings", () => {
    session.set('role', 'employee');
    const calls = stubFetch(() => ({ status: 403, body: {} }));
    const open = vi.spyOn(window, 'open');
    renderWithProviders(<OrderShareActions order={order} />);
    const whatsApp = screen.getByRole('link', { name: 'Send the link on WhatsApp' });
    // The link itself opens the chat: the app leaves the click alone (the test then stops it).
    let preventedByApp: boolean | null = null;
    const stop = (event: Event) => {
      preventedByApp = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    try {
      fireEvent.pointerEnter(whatsApp);
      fireEvent.click(whatsApp);
    } finally {
      document.removeEventListener('click', stop);
    }
    expect(preventedByApp).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('lets the sender pick the chat when the customer mobile is unknown', () => {
    stubFetch(() => ({ status: 404, body: {} }));
    renderWithProviders(<OrderShareActions order={{ ...order, customer: null }} />);
    const whatsApp = screen.getByRole('link', { name: 'Send the link on WhatsApp' });
    expect(whatsApp.getAttribute('href')!.startsWith('https://wa.me/?text=')).toBe(true);
  });
});

describe('OrderShareActions on a phone', () => {
  beforeEach(() => useScreen('phone'));

  it("opens the phone's share sheet with the order's link", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setShare(share);
    stubFetch(() => ({ status: 404, body: {} }));
    renderWithProviders(<OrderShareActions order={order} />);
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    // The settings cannot be read here: the interface language writes, and the text carries the link.
    expect(share).toHaveBeenCalledWith({
      title: 'Order #42',
      text: `Hello Asha Rao,\n\nYour order #42 at Sai Tailors is now: In Process.\n\nTrack your order here:\n${order.share_link}\n\nThank you,\nSai Tailors`,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Order link copied to clipboard!')).toBeNull();
  });

  it.each([
    ['hi', 'ऑर्डर #42', 'नमस्ते Asha Rao', 'सौंपा गया', 'धन्यवाद'],
    ['ta', 'ஆர்டர் #42', 'வணக்கம் Asha Rao', 'ஒதுக்கப்பட்டது', 'நன்றி'],
  ] as const)(
    "words the share sheet's text in the shop's customer language (%s), not the screen's",
    async (language, title, greeting, status, thanks) => {
      const share = vi.fn().mockResolvedValue(undefined);
      setShare(share);
      stubFetch((call) =>
        call.url === '/api/settings' ? { body: settings(language) } : { status: 404, body: {} },
      );
      renderWithProviders(<OrderShareActions order={{ ...order, status: 'Assigned' }} />);
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      const data = share.mock.calls[0]![0] as ShareData;
      expect(data.title).toBe(title);
      expect(data.text!.startsWith(greeting)).toBe(true);
      expect(data.text).toContain(status);
      expect(data.text).toContain(order.share_link);
      expect(data.text).toContain(thanks);
      expect(data.text).toContain('Sai Tailors');
      expect(data.text).not.toContain('Assigned');
      expect(data.text).not.toContain('Track order');
    },
  );

  it('copies the link instead where there is no share sheet', async () => {
    stubFetch(() => ({ status: 404, body: {} }));
    renderWithProviders(<OrderShareActions order={order} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Order link copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(order.share_link);
  });

  it('copies the link instead when sharing fails', async () => {
    setShare(vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError')));
    stubFetch(() => ({ status: 404, body: {} }));
    renderWithProviders(<OrderShareActions order={order} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Order link copied to clipboard!')).toBeTruthy();
  });

  it('does nothing more when the user closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    setShare(share);
    stubFetch(() => ({ status: 404, body: {} }));
    renderWithProviders(<OrderShareActions order={order} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(share).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Order link copied to clipboard!')).toBeNull();
  });
});

describe('CustomerHistoryShareActions', () => {
  const customer = {
    name: 'Asha Rao',
    mobile_no: '9876543210',
    share_link: 'http://localhost:3000/shared_customer_orders/cust_abcdefghijklmnop',
  };

  it("copies the order history link and sends it on WhatsApp in the shop's language", async () => {
    useScreen('wide');
    stubFetch((call) =>
      call.url === '/api/settings' ? { body: settings('mr') } : { status: 404, body: {} },
    );
    renderWithProviders(<CustomerHistoryShareActions customer={customer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy history link' }));
    expect(await screen.findByText('Order history link copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(customer.share_link);

    const whatsApp = screen.getByRole('link', { name: 'Send the order history link on WhatsApp' });
    fireEvent.focus(whatsApp);
    await waitFor(() => expect(messageOf(whatsApp)).toContain('नमस्कार Asha Rao'));
    expect(whatsApp.getAttribute('href')!.startsWith('https://wa.me/919876543210?text=')).toBe(
      true,
    );
    expect(messageOf(whatsApp)).toContain(customer.share_link);
    expect(messageOf(whatsApp)).toContain('Sai Tailors');
  });

  it('shares the history link from the share sheet on a phone', async () => {
    useScreen('phone');
    const share = vi.fn().mockResolvedValue(undefined);
    setShare(share);
    stubFetch(() => ({ status: 404, body: {} }));
    renderWithProviders(<CustomerHistoryShareActions customer={customer} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share history' }));
    });
    expect(share).toHaveBeenCalledWith({
      title: 'Orders of Asha Rao',
      text: 'All orders of Asha Rao',
      url: customer.share_link,
    });
  });
});
