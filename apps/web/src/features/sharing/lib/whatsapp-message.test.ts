import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tailor/shared/constants';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import { whatsAppUrl } from '../../../lib/whatsapp-url';
import { historyWhatsAppText, orderWhatsAppText } from './whatsapp-message';

const link = 'http://localhost:3000/shared_order/AbC_123-xyz0000000';

function textOf(url: string): string {
  return decodeURIComponent(url.slice(url.indexOf('?text=') + '?text='.length));
}

describe('orderWhatsAppText', () => {
  const message = {
    customerName: 'Asha Rao',
    orderNumber: formatOrderNumber('SGT-', 42),
    status: 'In Process' as const,
    link,
    shopName: 'Sai Tailors',
  };

  it("writes the English message: greeting, the order's number as its bill shows it, status, link and shop", () => {
    expect(orderWhatsAppText('en', message)).toBe(
      `Hello Asha Rao,\n\nYour order #SGT-42 at Sai Tailors is now: In Process.\n\nTrack your order here:\n${link}\n\nThank you,\nSai Tailors`,
    );
  });

  it.each([
    ['hi', 'नमस्ते Asha Rao', 'काम जारी', 'धन्यवाद'],
    ['gu', 'નમસ્તે Asha Rao', 'કામ ચાલુ', 'આભાર'],
    ['mr', 'नमस्कार Asha Rao', 'काम सुरू', 'धन्यवाद'],
    ['ta', 'வணக்கம் Asha Rao', 'வேலை நடக்கிறது', 'நன்றி'],
  ] as const)('writes the %s message in that language', (language, greeting, status, thanks) => {
    const url = whatsAppUrl('9876543210', orderWhatsAppText(language, message));
    expect(url.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    const text = textOf(url);
    expect(text.startsWith(greeting)).toBe(true);
    expect(text).toContain('#SGT-42');
    expect(text).toContain(status);
    expect(text).toContain(link);
    expect(text).toContain(thanks);
    expect(text.endsWith('Sai Tailors')).toBe(true);
    expect(text).not.toContain('In Process');
    expect(text).not.toContain('{{');
  });

  it('names "our shop" in the message language when the shop name is unknown', () => {
    expect(orderWhatsAppText('en', { ...message, shopName: null })).toContain(
      'Your order #SGT-42 at our shop',
    );
    expect(orderWhatsAppText('hi', { ...message, shopName: '  ' })).toContain('हमारी दुकान');
  });

  it('writes every language without a missing key', () => {
    for (const language of LANGUAGES) {
      const text = orderWhatsAppText(language, { ...message, status: 'Delivered' });
      expect(text).not.toMatch(/whatsapp\.|statuses\./);
    }
  });
});

describe('historyWhatsAppText', () => {
  const history = {
    customerName: 'Asha Rao',
    link: 'http://localhost:3000/shared_customer_orders/tok',
    shopName: 'Sai Tailors',
  };

  it('writes the English message with the history link', () => {
    expect(historyWhatsAppText('en', history)).toBe(
      'Hello Asha Rao,\n\nHere is the list of all your orders at Sai Tailors:\nhttp://localhost:3000/shared_customer_orders/tok\n\nThank you,\nSai Tailors',
    );
  });

  it.each(LANGUAGES)('writes the %s message with the name, link and shop', (language) => {
    const text = historyWhatsAppText(language, history);
    expect(text).toContain('Asha Rao');
    expect(text).toContain(history.link);
    expect(text).toContain('Sai Tailors');
    expect(text).not.toContain('{{');
  });
});
