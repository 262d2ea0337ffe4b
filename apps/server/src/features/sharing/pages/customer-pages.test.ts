import { LANGUAGES } from '@tailor/shared/constants';
import { formatDayMonthYear } from '@tailor/shared/dates';
import * as en from '@tailor/shared/locales/public/en';
import type { OrderStatus } from '@tailor/shared/orders';
import { describe, expect, it } from 'vitest';
import { renderErrorPage, renderHistoryPage } from './history-page';
import { renderOrderPage } from './order-page';
import { PUBLIC_TEXTS } from './page-language';
import {
  cardsOf,
  figureOf,
  makeHistory,
  makeHistoryOrder,
  makeSharedOrder,
  metaOf,
  stepsOf,
  testIdTexts,
  textOf,
} from './page-test-helpers';

const REASON = 'Waiting for the silk lining';

describe('Public order tracking page', () => {
  it('shows the shop, the title, the customer, the number, the eight figures and the products with their steps', () => {
    const page = renderOrderPage(makeSharedOrder(), 'en');
    expect(page.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(testIdTexts(page, 'shared-shop-name')).toEqual(['Sai Tailors']);
    expect(page).toContain('<h1>Order Tracking</h1>');
    expect(testIdTexts(page, 'shared-customer-name')).toEqual(['Asha Rao']);
    expect(page).toContain('<p class="muted">Order Number</p>');
    expect(page).toContain('<h2 id="shared-order-number" class="num">Order #42</h2>');
    expect(figureOf(page, 'Total Amount')).toBe('₹2,700');
    expect(figureOf(page, 'Advance Paid')).toBe('₹1,000');
    expect(figureOf(page, 'Paid so far')).toBe('₹1,000');
    expect(figureOf(page, 'Remaining Amount')).toBe('₹1,700');
    expect(figureOf(page, 'Current Status')).toBe('Assigned');
    expect(figureOf(page, 'Order Date')).toBe('05 Nov 2026');
    expect(figureOf(page, 'Due Date')).toBe('20 Nov 2026');
    expect(page).toContain('<h2 id="shared-progress-title">Order Progress</h2>');
    expect(page).toContain('<h2 id="shared-products-title">Ordered Products</h2>');
    const products = [...page.matchAll(/<li class="prod">(.*?)<\/li>/g)].map((m) => textOf(m[1]!));
    // The shirt's tag was last scanned at stitching; the trouser's not yet.
    expect(products).toEqual(['Product #1ShirtStitching', 'Product #2Trouser']);
    expect(page).toContain(
      '<a class="btn" href="/api/generate_customer_billing_pdf/order-1?token=tok_123456789012345" download>',
    );
    expect(textOf(/<a class="btn"[^>]*>(.*?)<\/a>/.exec(page)![1]!)).toBe('Download bill');
  });

  it("writes the order's number as the shop's bill does", () => {
    const page = renderOrderPage({ ...makeSharedOrder(), order_number_prefix: 'SGT-' }, 'en');
    expect(page).toContain('>Order #SGT-42</h2>');
    expect(page).toContain('<title>Order #SGT-42 · Sai Tailors</title>');
  });

  it('shows the advance apart from what was paid later, and a settled balance as paid', () => {
    const page = renderOrderPage(
      makeSharedOrder({
        totalAmount: 300,
        advancePayment: 100,
        paidAmount: 300,
        remainingAmount: 0,
      }),
      'en',
    );
    expect(figureOf(page, 'Total Amount')).toBe('₹300');
    expect(figureOf(page, 'Advance Paid')).toBe('₹100');
    expect(figureOf(page, 'Paid so far')).toBe('₹300');
    expect(figureOf(page, 'Remaining Amount')).toBe('₹0');
    expect(page).toContain('<dt>Remaining Amount</dt><dd class="paid">');
    expect(renderOrderPage(makeSharedOrder(), 'en')).toContain(
      '<dt>Remaining Amount</dt><dd class="due">',
    );
  });

  it('says "No products in this order." for an order without products', () => {
    const page = renderOrderPage(makeSharedOrder({ products: [] }), 'en');
    expect(page).toContain('No products in this order.');
    expect(page).not.toContain('class="prod"');
  });
});

describe('Order Progress: the stepper', () => {
  const steps = (status: OrderStatus) =>
    stepsOf(renderOrderPage(makeSharedOrder({ status }), 'en'));

  it('lists Assigned, In Process, Completed, Delivered and marks the current one', () => {
    const list = steps('In Process');
    expect(list.map((s) => s.label)).toEqual(['Assigned', 'In Process', 'Completed', 'Delivered']);
    expect(list.filter((s) => s.current).map((s) => s.label)).toEqual(['In Process']);
    expect(list.map((s) => s.state)).toEqual(['completed', 'active', 'upcoming', 'upcoming']);
  });

  it('shows Delivered with every step done and a thank-you', () => {
    const page = renderOrderPage(makeSharedOrder({ status: 'Delivered' }), 'en');
    const list = stepsOf(page);
    expect(list.filter((s) => s.current).map((s) => s.label)).toEqual(['Delivered']);
    expect(list.every((s) => s.state === 'completed')).toBe(true);
    expect(testIdTexts(page, 'tracker-note')).toEqual([
      'Your order has been delivered. Thank you!',
    ]);
  });

  it('shows Pending before the first step', () => {
    const page = renderOrderPage(makeSharedOrder({ status: 'Pending' }), 'en');
    const list = stepsOf(page);
    expect(list.some((s) => s.current)).toBe(false);
    expect(list.some((s) => s.state === 'completed')).toBe(false);
    expect(testIdTexts(page, 'tracker-note')[0]).toContain('Your order has been received.');
  });

  it('shows Delayed as a warning on In Process', () => {
    const page = renderOrderPage(makeSharedOrder({ status: 'Delayed' }), 'en');
    const current = stepsOf(page).filter((s) => s.current);
    expect(current).toEqual([
      { label: 'In Process', state: 'active', current: true, delayed: true },
    ]);
    expect(page).toContain('<span class="warn">Delayed</span>');
    expect(testIdTexts(page, 'tracker-note')[0]).toContain('Your order is delayed.');
  });

  it('leaves every step open for a cancelled order and says so', () => {
    const page = renderOrderPage(makeSharedOrder({ status: 'Cancelled' }), 'en');
    expect(stepsOf(page).every((s) => s.state === 'upcoming' && !s.current)).toBe(true);
    expect(testIdTexts(page, 'tracker-note')).toEqual(['This order was cancelled.']);
  });
});

describe('The customer sees why the order is late and when to expect it', () => {
  it('tracking page: the shop’s reason and the new expected date', () => {
    const page = renderOrderPage(
      makeSharedOrder({ status: 'Delayed', delay_note: REASON, expected_date: '2026-11-24' }),
      'en',
    );
    expect(testIdTexts(page, 'shared-delay')[0]).toContain('Your order is delayed');
    expect(testIdTexts(page, 'shared-delay-reason')).toEqual([`Reason from the shop: ${REASON}`]);
    expect(testIdTexts(page, 'shared-delay-date')).toEqual([
      `New expected date: ${formatDayMonthYear('2026-11-24')}`,
    ]);
  });

  it('tracking page: the reason alone when the shop gave no date', () => {
    const page = renderOrderPage(makeSharedOrder({ status: 'Delayed', delay_note: REASON }), 'en');
    expect(testIdTexts(page, 'shared-delay-reason')[0]).toContain(REASON);
    expect(testIdTexts(page, 'shared-delay-date')).toEqual([]);
  });

  it('tracking page: nothing about a delay for an order that is not Delayed', () => {
    const page = renderOrderPage(makeSharedOrder({ delay_note: REASON }), 'en');
    expect(testIdTexts(page, 'shared-delay')).toEqual([]);
  });

  it('orders page: the reason and the date on the delayed order’s card only', () => {
    const page = renderHistoryPage(
      makeHistory([
        makeHistoryOrder(2, { status: 'Delayed', delay_note: REASON, expected_date: '2026-11-24' }),
        makeHistoryOrder(1),
      ]),
      'en',
    );
    const cards = cardsOf(page);
    expect(cards).toHaveLength(2);
    expect(testIdTexts(cards[0]!, 'shared-delay-reason')).toEqual([REASON]);
    expect(testIdTexts(cards[0]!, 'shared-delay-date')).toEqual([
      `New expected date: ${formatDayMonthYear('2026-11-24')}`,
    ]);
    expect(testIdTexts(cards[1]!, 'shared-delay')).toEqual([]);
  });
});

describe("The tracking page in the viewer's language", () => {
  it.each([
    ['hi', 'ऑर्डर की तारीख', 'डिलीवरी की तारीख', 'नई संभावित तारीख: ', 'नव॰'],
    ['ta', 'ஆர்டர் தேதி', 'டெலிவரி தேதி', 'புதிய எதிர்பார்க்கும் தேதி: ', 'நவ.'],
  ] as const)(
    'writes the month in %s: order, due and new expected dates',
    (language, orderDate, dueDate, expected, november) => {
      const page = renderOrderPage(
        makeSharedOrder({ status: 'Delayed', delay_note: REASON, expected_date: '2026-11-24' }),
        language,
      );
      expect(page).toContain(`<html lang="${language}">`);
      expect(figureOf(page, orderDate)).toBe(`05 ${november} 2026`);
      expect(figureOf(page, dueDate)).toBe(`20 ${november} 2026`);
      expect(testIdTexts(page, 'shared-delay-date')).toEqual([`${expected}24 ${november} 2026`]);
    },
  );

  it('writes every text of the page in Hindi: titles, labels, statuses, steps and the bill link', () => {
    const page = renderOrderPage(makeSharedOrder({ status: 'In Process' }), 'hi');
    expect(page).toContain('<h1>ऑर्डर ट्रैकिंग</h1>');
    expect(figureOf(page, 'वर्तमान स्थिति')).toBe('काम जारी');
    expect(figureOf(page, 'कुल राशि')).toBe('₹2,700');
    expect(stepsOf(page).map((s) => s.label)).toEqual([
      'सौंपा गया',
      'काम जारी',
      'पूरा हुआ',
      'डिलीवर हुआ',
    ]);
    expect(page).toContain('बिल डाउनलोड करें');
    expect(page).toContain('<nav class="langs" aria-label="भाषा चुनें">');
    expect(page).not.toMatch(/>Order Tracking<|>Total Amount<|>Download bill</);
  });

  it.each(LANGUAGES)('has every label of the page in %s, none left in English', (language) => {
    const page = renderOrderPage(makeSharedOrder(), language);
    const t = PUBLIC_TEXTS[language].pages.order;
    for (const label of [
      t.totalAmount,
      t.advancePaid,
      t.paidSoFar,
      t.remainingAmount,
      t.currentStatus,
      t.orderDate,
      t.dueDate,
    ]) {
      expect(figureOf(page, label), label).toBeDefined();
    }
    if (language !== 'en') {
      const texts = Object.values(en.pages.order).flatMap((text) =>
        typeof text === 'string' ? [text] : Object.values(text),
      );
      for (const english of texts.filter((text) => !text.includes('{{')))
        expect(textOf(page)).not.toContain(english);
    }
  });

  it('offers each language as a plain link, the current one marked', () => {
    const page = renderOrderPage(makeSharedOrder(), 'gu');
    expect(page).toContain('<a href="?lang=en" lang="en" hreflang="en">English</a>');
    expect(page).toContain(
      '<a href="?lang=gu" lang="gu" hreflang="gu" aria-current="true">ગુજરાતી</a>',
    );
    expect(page.match(/<a href="\?lang=/g)).toHaveLength(5);
  });
});

describe('Public customer order history page', () => {
  const history = makeHistory([
    makeHistoryOrder(3, {
      orderDate: '2026-03-02',
      dueDate: '2026-03-15',
      status: 'In Process',
      totalAmount: 2500.5,
      products: ['Shirt', 'Trouser'],
    }),
    makeHistoryOrder(2, { orderDate: '2026-02-20', status: 'Completed' }),
    makeHistoryOrder(1, { orderDate: '2026-01-10', status: 'Delivered', products: ['Kurta'] }),
  ]);

  it('shows the store, the customer, the count and the orders as the server lists them', () => {
    const page = renderHistoryPage(history, 'en');
    expect(testIdTexts(page, 'shared-shop-name')).toEqual(['Sai Tailors']);
    expect(testIdTexts(page, 'shared-customer-name')).toEqual(['Asha Rao']);
    expect(page).toContain('<h1>Order History</h1>');
    expect(testIdTexts(page, 'shared-history-count')).toEqual(['3 orders']);
    const cards = cardsOf(page);
    expect(cards.map((card) => textOf(/<h2[^>]*>(.*?)<\/h2>/.exec(card)![1]!))).toEqual([
      'Order #3',
      'Order #2',
      'Order #1',
    ]);

    const newest = cards[0]!;
    // The same date style as the tracking page.
    expect(figureOf(newest, 'Order Date')).toBe('02 Mar 2026');
    expect(figureOf(newest, 'Total')).toBe('₹2,500.50');
    expect(figureOf(newest, 'Due Date')).toBe('15 Mar 2026');
    expect(
      textOf(/<span role="group" aria-label="Status">(.*?)<\/span><\/span>/.exec(newest)![1]!),
    ).toBe('In Process');
    expect(newest).toContain(
      '<ul class="tags" aria-label="Products"><li>Shirt</li><li>Trouser</li></ul>',
    );
    const track = /<a class="btn"([^>]*)>(.*?)<\/a>/.exec(newest)!;
    expect(textOf(track[2]!)).toBe('Track Order');
    expect(track[1]).toContain('href="http://localhost:3000/shared_order/token-3"');
    expect(track[1]).toContain('target="_blank"');
    expect(track[1]).toContain('rel="noopener noreferrer"');
    expect(track[1]).toContain('aria-label="Track order #3 (opens in a new tab)"');
    expect(testIdTexts(newest, 'shared-history-delivered')).toEqual([]);

    const delivered = cards[2]!;
    expect(testIdTexts(delivered, 'shared-history-delivered')).toEqual(['Delivered']);
    expect(delivered).not.toContain('<a ');
  });

  it("writes each order's number as the shop's bill does", () => {
    const page = renderHistoryPage(
      { ...makeHistory([makeHistoryOrder(7)]), order_number_prefix: 'SGT-' },
      'en',
    );
    expect(cardsOf(page)[0]).toContain('>Order #SGT-7</h2>');
  });

  it("says 'No Orders Found' for a customer without orders", () => {
    const page = renderHistoryPage(makeHistory([]), 'en');
    expect(page).toContain('<h2>No Orders Found</h2>');
    expect(page).toContain('This customer doesn&#39;t have any orders yet.');
    expect(testIdTexts(page, 'shared-history-count')).toEqual(['0 orders']);
    expect(cardsOf(page)).toEqual([]);
  });

  it("speaks the page's language: Gujarati count, title and track label", () => {
    const page = renderHistoryPage(makeHistory([makeHistoryOrder(5)]), 'gu');
    expect(page).toContain('<h1>ઓર્ડર ઇતિહાસ</h1>');
    expect(testIdTexts(page, 'shared-history-count')).toEqual(['1 ઓર્ડર']);
    expect(page).toContain('aria-label="ઓર્ડર #5 ટ્રેક કરો (નવા ટેબમાં ખુલશે)"');
  });
});

describe('Link previews (Open Graph) name the shop and the order, never the customer', () => {
  const secret = {
    shop_name: 'Kumar Tailors',
    customer_name: 'Asha Rao',
  };

  it('tracking page: title with the shop and order number, a description, no personal data', () => {
    const page = renderOrderPage({ ...makeSharedOrder(), ...secret }, 'en');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(metaOf(page, 'og:title')).toBe('Order #42 · Kumar Tailors');
    expect(metaOf(page, 'og:site_name')).toBe('Kumar Tailors');
    expect(metaOf(page, 'og:description')).toBe(
      'Track the progress of your order at Kumar Tailors.',
    );
    expect(metaOf(page, 'og:type')).toBe('website');
    expect(metaOf(page, 'twitter:card')).toBe('summary');
    expect(metaOf(page, 'twitter:title')).toBe('Order #42 · Kumar Tailors');
    expect(metaOf(page, 'robots')).toBe('noindex, nofollow');
    expect(head).not.toContain('Asha');
    expect(head).not.toContain('₹');
    expect(head).not.toContain('Shirt');
  });

  it("history page: the shop's name in the preview, in the page's language, no customer name", () => {
    const page = renderHistoryPage(
      { ...makeHistory([makeHistoryOrder(1)]), store_name: 'Kumar Tailors' },
      'hi',
    );
    const head = page.slice(0, page.indexOf('</head>'));
    expect(metaOf(page, 'og:title')).toBe('ऑर्डर इतिहास · Kumar Tailors');
    expect(metaOf(page, 'og:description')).toBe('Kumar Tailors में आपके सभी ऑर्डर, उनकी स्थिति के साथ।');
    expect(metaOf(page, 'og:locale')).toBe('hi_IN');
    expect(head).not.toContain('Asha');
    expect(head).not.toContain('₹');
  });
});

describe('Text the shop or the customer typed is shown as text, never as markup', () => {
  const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
  const escaped =
    '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#39;&amp;';

  it('tracking page: shop, customer, products, delay reason and prefix', () => {
    const page = renderOrderPage(
      {
        ...makeSharedOrder({ status: 'Delayed', delay_note: evil, products: [evil] }),
        shop_name: evil,
        customer_name: evil,
        order_number_prefix: evil,
      },
      'en',
    );
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).not.toMatch(/"\s*onerror/);
    // shop (header, title, og:title, og:site_name, description x2, twitter x2), customer, product, reason, number
    expect(page.split(escaped).length - 1).toBeGreaterThanOrEqual(8);
    expect(testIdTexts(page, 'shared-customer-name')).toEqual([evil]);
  });

  it('history page: store, customer, products, the track link and the delay reason', () => {
    const page = renderHistoryPage(
      {
        ...makeHistory([
          makeHistoryOrder(1, {
            status: 'Delayed',
            delay_note: evil,
            products: [evil],
            share_link: 'http://localhost:3000/shared_order/a"onmouseover="alert(3)',
          }),
        ]),
        store_name: evil,
        customer_name: evil,
      },
      'en',
    );
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('"onmouseover');
    expect(testIdTexts(page, 'shared-customer-name')).toEqual([evil]);
  });
});

describe('A page that could not load', () => {
  it('says what failed, with a retry link only when trying again may help', () => {
    const gone = renderErrorPage({
      language: 'en',
      title: 'Error Loading Order',
      text: 'Failed to fetch order details.',
    });
    expect(gone).toContain('<h1>Error Loading Order</h1>');
    expect(gone).toContain('Failed to fetch order details.');
    expect(gone).not.toContain('class="retry"');
    expect(metaOf(gone, 'og:title')).toBeUndefined();
    const failed = renderErrorPage({
      language: 'en',
      title: 'Error Loading Order',
      text: 'x',
      retry: 'Try again',
    });
    expect(failed).toContain('<a class="retry" href="">Try again</a>');
  });
});
