import type { Language } from '@tailor/shared/constants';
import { ORDER_STATUS_KEYS } from '@tailor/shared/locales/public/texts';
import type { OrderStatus } from '@tailor/shared/orders';
import { markup, type SafeHtml } from './html';
import { PUBLIC_TEXTS } from './page-language';

/** A status's name in the page's language. */
export function statusName(status: OrderStatus, language: Language): string {
  return PUBLIC_TEXTS[language].orderStatus[ORDER_STATUS_KEYS[status]];
}

/** An order's status as a coloured chip, in the colours the staff app gives each status. */
export function statusChip(status: OrderStatus, language: Language): SafeHtml {
  const cls = `chip st-${status.replace(' ', '-')}`;
  return markup`<span class="${cls}" data-testid="order-status-chip" data-status="${status}">${statusName(status, language)}</span>`;
}
