import type { Language } from '@tailor/shared/constants';
import { formatDayMonthYear } from '@tailor/shared/dates';
import { fillCount, fillText } from '@tailor/shared/locales/public/texts';
import { formatRupees } from '@tailor/shared/money';
import { normalizeOrderStatus } from '@tailor/shared/orders';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import type { SharedCustomerOrder, SharedCustomerOrders } from '@tailor/shared/sharing';
import { garmentName } from '@tailor/shared/template-names';
import { markup, type SafeHtml } from './html';
import { delayNotice, pageHeader } from './order-page';
import { PUBLIC_TEXTS } from './page-language';
import { icon, renderPage } from './page-shell';
import { statusChip } from './status-chip';

function row(label: string, value: string, tone = ''): SafeHtml {
  const toneAttr = tone ? markup` class="${tone}"` : '';
  return markup`<div><dt>${label}</dt><dd${toneAttr}>${value}</dd></div>`;
}

/**
 * One order on the history page: number, dates, total, balance, status and garments. Delivered is
 * final: a 'Delivered' chip; any other order links to its tracking page in a new tab.
 */
function orderCard(
  order: SharedCustomerOrder,
  prefix: string,
  language: Language,
  index: number,
  inFamily: boolean,
): SafeHtml {
  const t = PUBLIC_TEXTS[language].pages.history;
  const number = formatOrderNumber(prefix, order.order_number);
  const headingId = `order-${index + 1}`;
  const delivered = normalizeOrderStatus(order.status) === 'Delivered';
  const products = order.products.length
    ? markup`<hr><p class="muted">${t.products}</p><ul class="tags" aria-label="${t.products}">${order.products.map(
        (product) => markup`<li>${garmentName(product, language)}</li>`,
      )}</ul>`
    : '';
  const trackLabel = fillText(t.trackOrderLabel, { number });
  const foot = delivered
    ? markup`<span class="chip ok" data-testid="shared-history-delivered">${icon('done')}${t.delivered}</span>`
    : markup`<a class="btn" href="${order.share_link}" target="_blank" rel="noopener noreferrer" aria-label="${trackLabel}">${t.trackOrder}${icon('open')}</a>`;
  const date = (value: string) => formatDayMonthYear(value, { language });
  const balanceTone = order.remainingAmount > 0 ? 'due' : 'paid';
  const rows = [
    row(t.orderDate, date(order.orderDate)),
    row(t.total, formatRupees(order.totalAmount)),
    row(t.balance, formatRupees(order.remainingAmount), balanceTone),
    row(t.dueDate, date(order.dueDate)),
  ];
  const heading = fillText(t.orderNumber, { number });
  const title = inFamily
    ? markup`<h3 id="${headingId}">${heading}</h3>`
    : markup`<h2 id="${headingId}">${heading}</h2>`;
  return markup`<li><article class="card order" aria-labelledby="${headingId}" data-testid="shared-history-order"><div class="head">${title}<span role="group" aria-label="${t.status}">${statusChip(order.status, language)}</span></div><dl class="rows">${rows}</dl>${delayNotice(order, language, true)}${products}<div class="foot">${foot}</div></article></li>`;
}

/**
 * /shared_customer_orders/{token}: all of a customer's orders at one shop,
 * newest first as the service lists them; for a family on one
 * mobile number, grouped by person, the link's own person first.
 */
export function renderHistoryPage(data: SharedCustomerOrders, language: Language): string {
  const texts = PUBLIC_TEXTS[language].pages;
  const t = texts.history;
  const prefix = data.order_number_prefix ?? '';
  const countText = fillCount(t.orderCount, data.orders.length, language);
  const count = markup`<span class="chip count" data-testid="shared-history-count">${countText}</span>`;
  const listLabel = fillText(t.ordersLabel, { name: data.customer_name });
  const numbered = data.orders.map((order, index) => ({ order, index }));
  const ordersList = (items: typeof numbered, label: string, inFamily: boolean) =>
    markup`<ul class="orders" aria-label="${label}">${items.map(({ order, index }) =>
      orderCard(order, prefix, language, index, inFamily),
    )}</ul>`;
  // One phone often holds a family: each person's orders under their name.
  const { people } = data;
  const list =
    people.length > 1
      ? markup`${people.map((person, p) => {
          const mine = numbered.filter(({ order }) => order.customer_id === person._id);
          const name =
            person.relation === 'self'
              ? person.name
              : fillText(t.personHeading, {
                  name: person.name,
                  relation: t.relations[person.relation],
                });
          const headingId = `person-${p + 1}`;
          const personCount = fillCount(t.orderCount, mine.length, language);
          const orders = mine.length
            ? ordersList(mine, fillText(t.ordersLabel, { name: person.name }), true)
            : markup`<p class="muted">${t.personNoOrders}</p>`;
          return markup`<section class="person" aria-labelledby="${headingId}" data-testid="shared-history-person"><div class="head"><h2 id="${headingId}">${name}</h2><span class="chip count">${personCount}</span></div>${orders}</section>`;
        })}`
      : data.orders.length
        ? ordersList(numbered, listLabel, false)
        : markup`<div class="card empty">${icon('shop')}<h2>${t.emptyTitle}</h2><p class="muted">${t.emptyText}</p></div>`;
  const header = pageHeader(data.store_name, t.title, data.customer_name, count);
  return renderPage({
    language,
    title: `${t.title} · ${data.store_name}`,
    description: fillText(texts.preview.historyDescription, { shop: data.store_name }),
    siteName: data.store_name,
    icons: ['shop', 'person', 'done', 'open'],
    body: markup`<div class="stack" data-testid="shared-history">${header}${list}</div>`,
  });
}

/** A customer page that could not load: what failed and why, with a retry link when trying again may help. */
export function renderErrorPage(options: {
  language: Language;
  title: string;
  text: string;
  retry?: string;
}): string {
  const { language, title, text, retry } = options;
  const again = retry ? markup`<a class="retry" href="">${retry}</a>` : '';
  return renderPage({
    language,
    title,
    icons: ['error'],
    body: markup`<div class="card empty err" data-testid="shared-error">${icon('error')}<h1>${title}</h1><p class="muted">${text}</p>${again}</div>`,
  });
}
