import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { userDetailsQueryOptions } from '../../../lib/current-user';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { hangingFetch } from '../../../test/responses';
import type { BillableOrder } from '../lib/billable-order';
import { BillingDownloads } from './billing-downloads';

const order: BillableOrder = {
  _id: 'order-1',
  order_number: 42,
  share_token: 'tok_abcdefghijklmnop',
};

type Call = { url: string; auth: string | null };

/** Answers every PDF request with a tiny PDF, named by the server when `named`. */
function servePdfs({ named = true, status = 200 } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, auth: new Headers(init?.headers).get('authorization') });
      if (status !== 200) {
        return new Response(JSON.stringify({ error: 'Something went wrong' }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }
      const kind = url.includes('receipt') ? 'receipt_' : 'billing_';
      const suffix = url.includes('customer') ? '_customer' : '';
      return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        headers: {
          'content-type': 'application/pdf',
          ...(named
            ? { 'content-disposition': `attachment; filename="${kind}KT-42${suffix}.pdf"` }
            : {}),
        },
      });
    }),
  );
  return calls;
}

let saved: string[];

/** Presses the bills button; the menu's code loads with the first press. */
async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Bills: download bills and receipt' }));
  return within(await screen.findByRole('menu'));
}

async function choose(item: string) {
  const menuItem = (await openMenu()).getByRole('menuitem', { name: item });
  await act(async () => {
    fireEvent.click(menuItem);
  });
}

beforeEach(() => {
  saved = [];
  session.set('authToken', 'token-1');
  session.set('role', 'shopkeeper');
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BillingDownloads', () => {
  it('offers the shop copy, the customer copy and the receipt', async () => {
    servePdfs();
    renderWithProviders(<BillingDownloads order={order} />);
    expect(
      screen.getByRole('button', { name: 'Bills: download bills and receipt' }).textContent,
    ).toBe('Bills');
    expect((await openMenu()).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Bill (shop copy)',
      'Bill (customer copy)',
      'Receipt',
    ]);
  });

  it("downloads each PDF with the shopkeeper's token, under the server's file name", async () => {
    const calls = servePdfs();
    renderWithProviders(<BillingDownloads order={order} />);
    await choose('Bill (shop copy)');
    await waitFor(() => expect(saved).toEqual(['billing_KT-42.pdf']));
    await choose('Bill (customer copy)');
    await waitFor(() => expect(saved).toHaveLength(2));
    await choose('Receipt');
    await waitFor(() => expect(saved).toHaveLength(3));

    expect(saved).toEqual(['billing_KT-42.pdf', 'billing_KT-42_customer.pdf', 'receipt_KT-42.pdf']);
    expect(calls).toEqual([
      { url: '/api/generate_billing_pdf/order-1', auth: 'Bearer token-1' },
      {
        url: '/api/generate_customer_billing_pdf/order-1?token=tok_abcdefghijklmnop',
        auth: 'Bearer token-1',
      },
      { url: '/api/generate_receipt_pdf/order-1', auth: 'Bearer token-1' },
    ]);
  });

  it('names the files after the order number when the server does not', async () => {
    servePdfs({ named: false });
    renderWithProviders(<BillingDownloads order={order} />);
    await choose('Bill (shop copy)');
    await waitFor(() => expect(saved).toHaveLength(1));
    await choose('Bill (customer copy)');
    await waitFor(() => expect(saved).toHaveLength(2));
    await choose('Receipt');
    await waitFor(() =>
      expect(saved).toEqual(['billing_42.pdf', 'billing_42_customer.pdf', 'receipt_42.pdf']),
    );
  });

  it("names the files with the shop's order number prefix when the server's name cannot be read", async () => {
    servePdfs({ named: false });
    const client = createTestQueryClient();
    client.setQueryData(userDetailsQueryOptions().queryKey, {
      store: { order_number_prefix: 'KT-' },
    } as never);
    renderWithProviders(<BillingDownloads order={order} />, client);
    await choose('Bill (shop copy)');
    await waitFor(() => expect(saved).toHaveLength(1));
    await choose('Bill (customer copy)');
    await waitFor(() => expect(saved).toHaveLength(2));
    await choose('Receipt');
    await waitFor(() =>
      expect(saved).toEqual([
        'billing_KT-42.pdf',
        'billing_KT-42_customer.pdf',
        'receipt_KT-42.pdf',
      ]),
    );
  });

  it('shows that it is busy while a file downloads', async () => {
    vi.stubGlobal('fetch', vi.fn(hangingFetch));
    renderWithProviders(<BillingDownloads order={order} />);
    await choose('Receipt');
    const button = screen.getByRole('button', { name: 'Downloading...' });
    expect(button.textContent).toBe('Downloading...');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    const menu = within(screen.getByRole('menu'));
    for (const item of menu.getAllByRole('menuitem'))
      expect(item.getAttribute('aria-disabled')).toBe('true');
  });

  it('is named first by the words it shows, idle or busy (WCAG 2.5.3)', async () => {
    vi.stubGlobal('fetch', vi.fn(hangingFetch));
    renderWithProviders(<BillingDownloads order={order} />);
    const labelInName = (name: string, element: Element) =>
      name.startsWith(element.textContent ?? '');
    expect(screen.getByRole('button', { name: labelInName }).textContent).toBe('Bills');
    await choose('Receipt');
    expect(screen.getByRole('button', { name: labelInName }).textContent).toBe('Downloading...');
  });

  it('does nothing for the customer copy of an order without a share token', async () => {
    const calls = servePdfs();
    renderWithProviders(<BillingDownloads order={{ ...order, share_token: '' }} />);
    const item = (await openMenu()).getByRole('menuitem', { name: 'Bill (customer copy)' });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      fireEvent.click(item);
    });
    expect(calls).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('ignores a failed download on screen but logs it', async () => {
    servePdfs({ status: 404 });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<BillingDownloads order={order} />);
    await choose('Bill (shop copy)');
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Billing PDF download failed', expect.anything()),
    );
    expect(saved).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Bills: download bills and receipt' }).textContent,
    ).toBe('Bills');
  });

  it('is not there for employees', () => {
    session.set('role', 'employee');
    servePdfs();
    renderWithProviders(<BillingDownloads order={order} />);
    expect(screen.queryByRole('button', { name: 'Bills: download bills and receipt' })).toBeNull();
  });
});
