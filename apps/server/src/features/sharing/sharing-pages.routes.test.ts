import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays, formatDayMonthYear } from '@tailor/shared/dates';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { randomToken } from '../../lib/random-token';
import { placeOrder, today } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  type TestContext,
} from '../../../test/test-app';
import { cardsOf, figureOf, metaOf, stepsOf, testIdTexts } from './pages/page-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A browser's request for a page: no Authorization header, HTML wanted. */
function openPage(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
}

/** The page's text as the browser has it after undoing the transfer's compression. */
function bodyOf(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    default:
      return raw.toString('utf8');
  }
}

async function customerShareToken(customerId: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ token: customers.shareToken })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row!.token;
}

async function setShopLanguage(storeId: string, language: string) {
  await ctx.database.db
    .update(stores)
    .set({ customerMessageLanguage: language })
    .where(eq(stores.id, storeId));
}

describe('GET /shared_order/{share_token} (the page)', () => {
  it('arrives as HTML with the order, its figures and its stepper, from the same data as the API', async () => {
    const shop = await createShop(ctx, { shop_name: 'Kumar Tailors' });
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Asha Rao' },
      products: [
        { name: 'Blouse', price: 499.99 },
        { name: 'Lehenga', price: 1200.5 },
      ],
      order: { advancePayment: 200.25 },
    });
    const response = await openPage(`/shared_order/${order.share_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = bodyOf(response);
    expect(testIdTexts(page, 'shared-shop-name')).toEqual(['Kumar Tailors']);
    expect(testIdTexts(page, 'shared-customer-name')).toEqual(['Asha Rao']);
    expect(page).toContain(`>Order #${order.order_number}</h2>`);
    expect(figureOf(page, 'Total Amount')).toBe('₹1,700.49');
    expect(figureOf(page, 'Advance Paid')).toBe('₹200.25');
    expect(figureOf(page, 'Paid so far')).toBe('₹200.25');
    expect(figureOf(page, 'Remaining Amount')).toBe('₹1,500.24');
    expect(figureOf(page, 'Current Status')).toBe('Pending');
    expect(figureOf(page, 'Order Date')).toBe(formatDayMonthYear(today(ctx)));
    expect(figureOf(page, 'Due Date')).toBe(formatDayMonthYear(addDays(today(ctx), 10)));
    expect(stepsOf(page).map((s) => s.label)).toEqual([
      'Assigned',
      'In Process',
      'Completed',
      'Delivered',
    ]);
    expect(page).toContain(
      `href="/api/generate_customer_billing_pdf/${order._id}?token=${order.share_token}" download>`,
    );
    // No script at all: everything on the page is plain HTML and CSS.
    expect(page).not.toContain('<script');
  });

  it('follows the order: a status change shows on the next visit', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(shop.token),
      payload: { order_id: order._id, status: 'Completed' },
    });
    expect(changed.statusCode).toBe(200);
    const page = bodyOf(await openPage(`/shared_order/${order.share_token}`));
    expect(figureOf(page, 'Current Status')).toBe('Completed');
    // Straight from Pending to Completed: it never was Assigned or In Process.
    expect(stepsOf(page).map((s) => [s.label, s.state])).toEqual([
      ['Completed', 'active'],
      ['Delivered', 'upcoming'],
    ]);
  });

  it('shows only the steps the order went through, numbered as shown, in every language', async () => {
    const shop = await createShop(ctx);
    const setStatus = async (orderId: string, status: string, more: object = {}) => {
      const changed = await ctx.app.inject({
        method: 'POST',
        url: '/api/update_order_status',
        headers: bearer(shop.token),
        payload: { order_id: orderId, status, ...more },
      });
      expect(changed.statusCode, status).toBe(200);
    };
    const tailor = await createEmployee(ctx, shop);
    const assigned = { products: [{ assigned_to: tailor.employee_id }] };
    // Assigned when taken (a tailor on its garment), then straight to Completed.
    const skipped = await placeOrder(ctx, shop, assigned);
    expect(skipped.status).toBe('Assigned');
    await setStatus(skipped._id, 'Completed');
    const whole = await placeOrder(ctx, shop, assigned);
    // Delayed is In Process running late: that step was gone through too.
    await setStatus(whole._id, 'Delayed', { delay_note: 'The silk comes on Friday' });
    await setStatus(whole._id, 'Completed');

    const expected = {
      en: ['Assigned', 'Completed', 'Delivered'],
      hi: ['सौंपा गया', 'पूरा हुआ', 'डिलीवर हुआ'],
      ta: ['ஒதுக்கப்பட்டது', 'முடிந்தது', 'வழங்கப்பட்டது'],
    } as const;
    for (const language of ['en', 'hi', 'ta'] as const) {
      const page = bodyOf(await openPage(`/shared_order/${skipped.share_token}?lang=${language}`));
      expect(
        stepsOf(page).map((s) => [s.label, s.state]),
        language,
      ).toEqual([
        [expected[language][0], 'completed'],
        [expected[language][1], 'active'],
        [expected[language][2], 'upcoming'],
      ]);
      // The step ahead is numbered by its place on the page: 3, not 4.
      expect(page).toContain('<span class="dot">3</span>');
      expect(page).not.toContain('<span class="dot">4</span>');

      const all = bodyOf(await openPage(`/shared_order/${whole.share_token}?lang=${language}`));
      expect(
        stepsOf(all).map((s) => s.state),
        language,
      ).toEqual(['completed', 'completed', 'active', 'upcoming']);
    }
  });

  it('is private, revalidated on each visit, kept out of search engines, and a reload of an unchanged page is a 304', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const url = `/shared_order/${order.share_token}`;
    const first = await openPage(url);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(String(first.headers.vary)).toContain('Accept-Encoding');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await openPage(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // A change to the order changes the page, so the old copy is not reused.
    await ctx.database.db
      .update(orders)
      .set({ status: 'Completed' })
      .where(eq(orders.id, order._id));
    const changed = await openPage(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(figureOf(bodyOf(changed), 'Current Status')).toBe('Completed');
  });

  it('travels compressed: brotli when the browser takes it, else gzip, else plain', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const url = `/shared_order/${order.share_token}`;
    const plain = await openPage(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await openPage(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await openPage(url, { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const refused = await openPage(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(bodyOf(br)).toBe(plain.body);
    expect(bodyOf(gz)).toBe(plain.body);
    // The whole first visit is this one response (styles inline, no script, no font, no image).
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2.5);
    expect(br.rawPayload.length).toBeLessThan(10 * 1024);
  });

  it("speaks the shop's language, a visitor's pick (remembered in a cookie) over it", async () => {
    const shop = await createShop(ctx);
    await setShopLanguage(shop.store_id!, 'hi');
    const order = await placeOrder(ctx, shop);
    const url = `/shared_order/${order.share_token}`;

    const shops = bodyOf(await openPage(url));
    expect(shops).toContain('<html lang="hi">');
    expect(shops).toContain('<h1>ऑर्डर ट्रैकिंग</h1>');
    expect(figureOf(shops, 'वर्तमान स्थिति')).toBe('लंबित');

    const picked = await openPage(`${url}?lang=ta`);
    expect(picked.headers['set-cookie']).toBe('lang=ta; Path=/; Max-Age=31536000; SameSite=Lax');
    const tamil = bodyOf(picked);
    expect(tamil).toContain('<h1>ஆர்டர் கண்காணிப்பு</h1>');
    expect(figureOf(tamil, 'தற்போதைய நிலை')).toBe('நிலுவையில்');
    expect(figureOf(tamil, 'ஆர்டர் தேதி')).toBe(formatDayMonthYear(today(ctx), { language: 'ta' }));

    const remembered = await openPage(url, { cookie: 'theme=dark; lang=en' });
    expect(remembered.headers['set-cookie']).toBeUndefined();
    expect(bodyOf(remembered)).toContain('<h1>Order Tracking</h1>');

    for (const odd of ['?lang=xx', '?lang=', '?lang=en&lang=hi']) {
      const response = await openPage(`${url}${odd}`);
      expect(response.statusCode, odd).toBe(200);
    }
    expect(bodyOf(await openPage(`${url}?lang=xx`))).toContain('<html lang="hi">');
  });

  it("names the default garments in the page's language and a typed garment as typed", async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop, {
      products: [
        { name: 'Blouse', price: 700 },
        { name: 'Silk Blouse', price: 1500 },
      ],
    });
    const products = (page: string) =>
      [...page.matchAll(/<li class="prod">.*?<b>(.*?)<\/b><\/li>/g)].map((m) => m[1]);
    const url = `/shared_order/${order.share_token}`;
    expect(products(bodyOf(await openPage(`${url}?lang=ta`)))).toEqual(['ரவிக்கை', 'Silk Blouse']);
    expect(products(bodyOf(await openPage(`${url}?lang=hi`)))).toEqual(['ब्लाउज़', 'Silk Blouse']);
    expect(products(bodyOf(await openPage(`${url}?lang=en`)))).toEqual(['Blouse', 'Silk Blouse']);
  });

  it('names the shop and the order in its link preview, and nothing of the customer', async () => {
    const shop = await createShop(ctx, { shop_name: 'Kumar Tailors' });
    const order = await placeOrder(ctx, shop, {
      customer: { name: 'Asha Rao', mobile_no: '9845012345', address: '42 Lotus Lane, Pune' },
    });
    const page = bodyOf(await openPage(`/shared_order/${order.share_token}`));
    const head = page.slice(0, page.indexOf('</head>'));
    expect(metaOf(page, 'og:title')).toBe(`Order #${order.order_number} · Kumar Tailors`);
    expect(metaOf(page, 'og:description')).toBe(
      'Track the progress of your order at Kumar Tailors.',
    );
    for (const secret of ['Asha', '9845012345', 'Lotus', '₹']) expect(head).not.toContain(secret);
    // Nowhere on the page either: the phone and the address are not the customer page's business.
    expect(page).not.toContain('9845012345');
    expect(page).not.toContain('Lotus Lane');
  });

  it('writes what the shop and the customer typed as text, never as markup', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await ctx.database.db
      .update(stores)
      .set({ shopName: evil })
      .where(eq(stores.id, shop.store_id!));
    await ctx.database.db
      .update(customers)
      .set({ name: evil })
      .where(eq(customers.id, order.customer_id));
    const page = bodyOf(await openPage(`/shared_order/${order.share_token}`));
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(testIdTexts(page, 'shared-shop-name')).toEqual([evil]);
    expect(testIdTexts(page, 'shared-customer-name')).toEqual([evil]);
  });

  it("answers an unknown, malformed or customer's token with the 'Error Loading Order' page and 404", async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const tokens = [
      randomToken(),
      'x',
      'not a token!',
      await customerShareToken(order.customer_id),
    ];
    for (const token of tokens) {
      const response = await openPage(`/shared_order/${encodeURIComponent(token)}`);
      expect(response.statusCode, token).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const page = bodyOf(response);
      expect(page).toContain('<h1>Error Loading Order</h1>');
      expect(page).toContain('Failed to fetch order details.');
      expect(page).not.toContain('class="retry"');
      expect(metaOf(page, 'og:title')).toBeUndefined();
    }
    const hindi = await openPage(`/shared_order/${randomToken()}`, { cookie: 'lang=hi' });
    expect(hindi.statusCode).toBe(404);
    expect(bodyOf(hindi)).toContain('<h1>ऑर्डर लोड करने में त्रुटि</h1>');
  });
});

describe('the trial card on the tracking page, answered without any script', () => {
  function postForm(url: string, form: string) {
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: form,
    });
  }

  it('says when to come, takes "I will come" as a form post, then says so', async () => {
    const shop = await createShop(ctx);
    const trialDay = addDays(today(ctx), 3);
    const order = await placeOrder(ctx, shop, {
      order: { trialDate: `${trialDay}T17:30`, dueDate: addDays(today(ctx), 10) },
    });
    const url = `/shared_order/${order.share_token}`;
    const before = bodyOf(await openPage(url));
    const when = `${formatDayMonthYear(trialDay)}, 17:30`;
    expect(testIdTexts(before, 'trial-card')[0]).toContain(`Come in to try it on: ${when}`);
    expect(before).toContain(`<form method="post" action="${url}/trial">`);
    expect(before).toContain('value="confirmed">I will come</button>');

    const posted = await postForm(`${url}/trial`, 'response=confirmed');
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${url}#trial-card`);
    const after = bodyOf(await openPage(url));
    expect(testIdTexts(after, 'trial-answer')).toEqual(['You said you will come. See you then!']);
    expect(after).not.toContain('value="confirmed"');
    expect(after).toContain('value="another_day"');
  });

  it('takes "Ask for another day" with a note, in the shop’s language', async () => {
    const shop = await createShop(ctx);
    await setShopLanguage(shop.store_id!, 'hi');
    const order = await placeOrder(ctx, shop, {
      order: { trialDate: addDays(today(ctx), 2), dueDate: addDays(today(ctx), 10) },
    });
    const url = `/shared_order/${order.share_token}`;
    const posted = await postForm(
      `${url}/trial`,
      new URLSearchParams({ response: 'another_day', note: 'शनिवार शाम 5 बजे के बाद' }).toString(),
    );
    expect(posted.statusCode).toBe(303);
    const page = bodyOf(await openPage(url));
    expect(testIdTexts(page, 'trial-answer')[0]).toBe(
      'आपने दूसरा दिन माँगा है। दुकान ट्रायल की नई तारीख तय करेगी।आपका संदेश: शनिवार शाम 5 बजे के बाद',
    );
  });

  it('shows no card without a trial or once the order is closed, and a stray post just returns', async () => {
    const shop = await createShop(ctx);
    const plain = await placeOrder(ctx, shop);
    const url = `/shared_order/${plain.share_token}`;
    expect(testIdTexts(bodyOf(await openPage(url)), 'trial-card')).toEqual([]);
    const stray = await postForm(`${url}/trial`, 'response=confirmed');
    expect(stray.statusCode).toBe(303);
    const junk = await postForm(`${url}/trial`, 'response=maybe');
    expect(junk.statusCode).toBe(303);
    expect(junk.headers.location).toBe(url);
  });
});

describe('the top of a customer page', () => {
  /** Every <svg> between the page's <body> and its language bar, as its attributes. */
  function svgsAboveTheBar(page: string): string[] {
    const above = page.slice(page.indexOf('<body>'), page.indexOf('<div class="bar">'));
    return [...above.matchAll(/<svg([^>]*)>/g)].map((m) => m[1]!);
  }

  it('starts with the language bar: the icon sheet above it takes no space, in every language', async () => {
    const shop = await createShop(ctx);
    const order = await placeOrder(ctx, shop);
    const history = `/shared_customer_orders/${await customerShareToken(order.customer_id)}`;
    for (const url of [`/shared_order/${order.share_token}`, history]) {
      for (const lang of ['en', 'hi', 'ta']) {
        const page = bodyOf(await openPage(`${url}?lang=${lang}`));
        expect(page, lang).toContain(`<html lang="${lang}">`);
        const svgs = svgsAboveTheBar(page);
        // An <svg hidden> is still drawn 300 × 150: `hidden` hides HTML elements only.
        expect(svgs, `${url} ${lang}`).toEqual([
          ' class="sprite" width="0" height="0" aria-hidden="true"',
        ]);
        expect(page).toContain('.sprite{position:absolute;width:0;height:0;overflow:hidden}');
      }
    }
  });
});

describe('GET /shared_customer_orders/{share_token} (the page)', () => {
  it('lists the customer’s orders newest first, each with its figures and a Track Order link unless delivered', async () => {
    const shop = await createShop(ctx, { shop_name: 'Kumar Tailors' });
    const older = await placeOrder(ctx, shop, {
      customer: { name: 'Asha Rao', mobile_no: '9845012399' },
      products: [{ name: 'Kurta', price: 900 }],
      order: { orderDate: addDays(today(ctx), -12), advancePayment: 900 },
    });
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(shop.token),
      payload: { order_id: older._id, status: 'Delivered' },
    });
    expect(delivered.statusCode).toBe(200);
    const newer = await placeOrder(ctx, shop, {
      customer: { name: 'Asha Rao', mobile_no: '9845012399' },
      products: [
        { name: 'Shirt', price: 1200 },
        { name: 'Trouser', price: 1500 },
      ],
    });
    const response = await openPage(
      `/shared_customer_orders/${await customerShareToken(newer.customer_id)}`,
      { 'accept-encoding': 'br' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const page = bodyOf(response);
    expect(page).toContain('<h1>Order History</h1>');
    expect(testIdTexts(page, 'shared-history-count')).toEqual(['2 orders']);
    const headings = [...page.matchAll(/<article[^>]*><div class="head"><h2[^>]*>(.*?)<\/h2>/g)];
    expect(headings.map((m) => m[1])).toEqual([
      `Order #${newer.order_number}`,
      `Order #${older.order_number}`,
    ]);
    const cards = [...page.matchAll(/<article[^>]*>.*?<\/article>/g)].map((m) => m[0]);
    expect(figureOf(cards[0]!, 'Total')).toBe('₹2,700');
    expect(figureOf(cards[0]!, 'Order Date')).toBe(formatDayMonthYear(today(ctx)));
    expect(cards[0]).toContain(`href="${newer.share_link}" target="_blank"`);
    expect(cards[0]).toContain('<li>Shirt</li><li>Trouser</li>');
    expect(testIdTexts(cards[1]!, 'shared-history-delivered')).toEqual(['Delivered']);
    expect(cards[1]).not.toContain('<a ');
    expect(figureOf(cards[1]!, 'Order Date')).toBe(formatDayMonthYear(addDays(today(ctx), -12)));

    const head = page.slice(0, page.indexOf('</head>'));
    expect(metaOf(page, 'og:title')).toBe('Order History · Kumar Tailors');
    for (const secret of ['Asha', '9845012399', '₹']) expect(head).not.toContain(secret);
  });

  it('shows each order’s balance and tracking link, dates as on the tracking page, and counts in words, in every language', async () => {
    const shop = await createShop(ctx);
    const mobile = '9845012377';
    const paidUp = await placeOrder(ctx, shop, {
      customer: { name: 'Kavya Nair', mobile_no: mobile },
      products: [{ name: 'Kurta', price: 900 }],
      order: { orderDate: addDays(today(ctx), -12), advancePayment: 900 },
    });
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/update_order_status',
      headers: bearer(shop.token),
      payload: { order_id: paidUp._id, status: 'Delivered' },
    });
    expect(delivered.statusCode).toBe(200);
    const owing = await placeOrder(ctx, shop, {
      customer: { name: 'Kavya Nair', mobile_no: mobile },
      products: [{ name: 'Shirt', price: 2700 }],
      order: { advancePayment: 1000 },
    });
    const url = `/shared_customer_orders/${await customerShareToken(owing.customer_id)}`;
    const expected = {
      en: { balance: 'Balance', date: 'Order Date', two: '2 orders' },
      hi: { balance: 'बकाया', date: 'ऑर्डर की तारीख', two: '2 ऑर्डर' },
      ta: { balance: 'நிலுவைத் தொகை', date: 'ஆர்டர் தேதி', two: '2 ஆர்டர்கள்' },
    } as const;
    for (const language of ['en', 'hi', 'ta'] as const) {
      const t = expected[language];
      const page = bodyOf(await openPage(`${url}?lang=${language}`));
      expect(testIdTexts(page, 'shared-history-count'), language).toEqual([t.two]);
      const [owingCard, deliveredCard] = cardsOf(page);
      expect(figureOf(owingCard!, t.balance), language).toBe('₹1,700');
      expect(owingCard).toContain('<dd class="due">₹1,700</dd>');
      expect(owingCard).toContain(`href="${owing.share_link}" target="_blank"`);
      expect(figureOf(deliveredCard!, t.balance), language).toBe('₹0');
      expect(deliveredCard).not.toContain('<a ');
      expect(deliveredCard).not.toContain(paidUp.share_token);
      // One date style on both pages: '05 Nov 2026', not '05-11-2026'.
      const orderDate = figureOf(deliveredCard!, t.date);
      expect(orderDate, language).toBe(formatDayMonthYear(addDays(today(ctx), -12), { language }));
      expect(orderDate).toMatch(/^\d{2} \S+ \d{4}$/);
    }
    expect(figureOf(cardsOf(bodyOf(await openPage(`${url}?lang=en`)))[0]!, 'Order Date')).toMatch(
      /^\d{2} [A-Z][a-z]{2} \d{4}$/,
    );

    const single = await placeOrder(ctx, shop);
    const singleUrl = `/shared_customer_orders/${await customerShareToken(single.customer_id)}`;
    const one = { en: '1 order', hi: '1 ऑर्डर', ta: '1 ஆர்டர்' } as const;
    for (const language of ['en', 'hi', 'ta'] as const) {
      const page = bodyOf(await openPage(`${singleUrl}?lang=${language}`));
      expect(testIdTexts(page, 'shared-history-count'), language).toEqual([one[language]]);
    }
  });

  it("names the default garments in the page's language and a typed garment as typed", async () => {
    const shop = await createShop(ctx);
    await setShopLanguage(shop.store_id!, 'ta');
    const order = await placeOrder(ctx, shop, {
      products: [
        { name: 'Blouse', price: 700 },
        { name: 'Silk Blouse', price: 1500 },
      ],
    });
    const url = `/shared_customer_orders/${await customerShareToken(order.customer_id)}`;
    const [tamil] = cardsOf(bodyOf(await openPage(url)));
    expect(tamil).toContain('<li>ரவிக்கை</li><li>Silk Blouse</li>');
    const [english] = cardsOf(bodyOf(await openPage(`${url}?lang=en`)));
    expect(english).toContain('<li>Blouse</li><li>Silk Blouse</li>');
  });

  it("says 'No Orders Found' for a customer whose orders are gone, in the shop's language", async () => {
    const shop = await createShop(ctx);
    await setShopLanguage(shop.store_id!, 'mr');
    const order = await placeOrder(ctx, shop);
    const token = await customerShareToken(order.customer_id);
    await ctx.database.db.delete(orders).where(eq(orders.customerId, order.customer_id));
    const page = bodyOf(await openPage(`/shared_customer_orders/${token}`));
    expect(page).toContain('<h2>एकही ऑर्डर सापडली नाही</h2>');
    expect(testIdTexts(page, 'shared-history-count')).toEqual(['0 ऑर्डर']);
  });

  it("answers an unknown token with 'Error Loading Customer Details' and 404", async () => {
    for (const token of [randomToken(), 'x']) {
      const response = await openPage(`/shared_customer_orders/${token}`);
      expect(response.statusCode).toBe(404);
      const page = bodyOf(response);
      expect(page).toContain('<h1>Error Loading Customer Details</h1>');
      expect(page).toContain('Customer not found');
    }
  });
});
