import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { downloadPdf, fileNameFromDisposition } from './download-pdf';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="billing_12.pdf"', 'billing_12.pdf'],
    ['attachment; filename=receipt_7.pdf', 'receipt_7.pdf'],
    ["attachment; filename*=UTF-8''billing_KT-12_customer.pdf", 'billing_KT-12_customer.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'bill%20%E0%A4%85.pdf', 'bill अ.pdf'],
    ['attachment; filename="../../etc/billing_3.pdf"', 'billing_3.pdf'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it.each([[null], ['attachment'], ['inline; filename=""']])('finds no name in %s', (header) => {
    expect(fileNameFromDisposition(header)).toBeNull();
  });
});

describe('downloadPdf', () => {
  let saved: { name: string; href: string }[];

  beforeEach(() => {
    saved = [];
    session.set('authToken', 'token-1');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("fetches with the session's token and saves under the server's file name", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="billing_KT-42.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      downloadPdf('/generate_billing_pdf/order-1', 'billing_42.pdf', { token: undefined }),
    ).resolves.toBe('billing_KT-42.pdf');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/generate_billing_pdf/order-1');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    expect(saved).toEqual([{ name: 'billing_KT-42.pdf', href: 'blob:pdf-1' }]);
  });

  it('saves under the fallback name when the server names none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Uint8Array([1]))),
    );
    await expect(
      downloadPdf('/generate_customer_billing_pdf/o', 'billing_42_customer.pdf', { token: 't' }),
    ).resolves.toBe('billing_42_customer.pdf');
    expect(saved.map((s) => s.name)).toEqual(['billing_42_customer.pdf']);
  });

  it('fails with the server error and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'Order not found' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const failure = downloadPdf('/generate_receipt_pdf/x', 'receipt_1.pdf');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Order not found' });
    expect(saved).toEqual([]);
  });

  it('fails as a network error when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(downloadPdf('/generate_receipt_pdf/x', 'receipt_1.pdf')).rejects.toMatchObject({
      kind: 'network',
    });
  });
});
