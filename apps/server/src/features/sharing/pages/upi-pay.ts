import type { Language } from '@tailor/shared/constants';
import { fillText } from '@tailor/shared/locales/public/texts';
import { formatRupees } from '@tailor/shared/money';
import type { SharedOrder } from '@tailor/shared/sharing';
import { QR_QUIET_ZONE, qrCode, qrSvgPath } from '../../../lib/qr-code';
import { markup, type SafeHtml } from './html';
import { PUBLIC_TEXTS } from './page-language';

/**
 * 'Pay ₹X by UPI' on the tracking page, while a balance is due and the shop has a UPI address: on a
 * phone a button that opens the customer's UPI app with the exact amount filled in, on a wide
 * screen with a mouse the same link as a QR code to scan with the phone (page-shell.ts CSS). The
 * payment is recorded by the shop when it arrives; the page says so.
 */
export function upiPayCard(data: SharedOrder, language: Language): SafeHtml | '' {
  const link = data.upi_payment_link;
  if (!link) return '';
  const t = PUBLIC_TEXTS[language].pages.order;
  const amount = formatRupees(data.balance_due);
  const title = fillText(t.payByUpi, { amount });
  const code = qrCode(link);
  const side = code.size + 2 * QR_QUIET_ZONE;
  const qr = markup`<svg class="qr" role="img" aria-label="${title}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges" data-testid="upi-qr"><rect width="${side}" height="${side}" fill="#fff"/><path d="${qrSvgPath(code)}"/></svg>`;
  return markup`<section class="card upi" aria-labelledby="upi-pay-title"><h2 id="upi-pay-title" class="upi-title">${title}</h2><div class="upi-phone"><a class="btn" href="${link}" data-testid="upi-pay-link">${title}</a><p class="muted">${t.payByUpiPhone}</p></div><div class="upi-wide">${qr}<p>${fillText(t.payByUpiScan, { amount })}</p></div><p class="muted upi-note">${t.payByUpiNote}</p></section>`;
}
