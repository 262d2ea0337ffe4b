import { describe, expect, it } from 'vitest';
import { whatsAppUrl } from './whatsapp-url';

describe('whatsAppUrl', () => {
  it('opens the chat with the customer, country code first', () => {
    expect(whatsAppUrl('9876543210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
    expect(whatsAppUrl('+91 98765-43210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
  });

  it('lets the sender choose the chat when the mobile is unknown or not a mobile', () => {
    expect(whatsAppUrl(null, 'Hi')).toBe('https://wa.me/?text=Hi');
    expect(whatsAppUrl(undefined, 'Hi')).toBe('https://wa.me/?text=Hi');
    expect(whatsAppUrl('12345', 'Hi')).toBe('https://wa.me/?text=Hi');
  });

  it('encodes the whole text, line breaks, & and # included', () => {
    const text = 'Order #12 & more\nhttp://x/y?a=1&b=2';
    const url = whatsAppUrl('9876543210', text);
    expect(url).not.toContain('\n');
    expect(url).not.toMatch(/text=.*[&#]/);
    expect(new URL(url).searchParams.get('text')).toBe(text);
  });
});
