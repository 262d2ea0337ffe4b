import type { GarmentStage } from '@tailor/shared/garments-rules';
import type { Language } from '@tailor/shared/constants';
import { formatDayMonthYear } from '@tailor/shared/dates';
import { fillText } from '@tailor/shared/locales/public/texts';
import { formatRupees } from '@tailor/shared/money';
import { TRACKER_STEPS } from '@tailor/shared/orders';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import type { SharedOrder } from '@tailor/shared/sharing';
import { garmentName } from '@tailor/shared/template-names';
import { markup, type SafeHtml } from './html';
import { PUBLIC_TEXTS } from './page-language';
import { icon, renderPage } from './page-shell';
import { statusChip, statusName } from './status-chip';
import { trackerSteps, trackerView } from './tracker-view';
import { approvalsCard } from './approvals-card';
import { fitCard } from './fit-card';
import { trialCard } from './trial-card';
import { upiPayCard } from './upi-pay';

type Delay = Pick<SharedOrder['order'], 'status' | 'delay_note' | 'expected_date'>;

/**
 * What the shop told the customer about a late order: its reason and the new date to expect it,
 * while the order is Delayed and the shop said something. `compact` (the history's cards) shows
 * the reason as written.
 */
export function delayNotice(order: Delay, language: Language, compact = false): SafeHtml | '' {
  if (order.status !== 'Delayed' || (!order.delay_note && !order.expected_date)) return '';
  const t = PUBLIC_TEXTS[language].pages.delay;
  const reasonText = compact
    ? order.delay_note
    : fillText(t.reason, { reason: order.delay_note ?? '' });
  const reason = order.delay_note
    ? markup`<p data-testid="shared-delay-reason">${reasonText}</p>`
    : '';
  const date = order.expected_date
    ? markup`<p data-testid="shared-delay-date"><b>${fillText(t.expectedDate, {
        date: formatDayMonthYear(order.expected_date, { language }),
      })}</b></p>`
    : '';
  return markup`<div class="note n-delayed" role="note" data-testid="shared-delay"><p class="t">${t.title}</p>${reason}${date}</div>`;
}

/**
 * 'Order Progress': Assigned, In Process, Completed, Delivered, down the page on a
 * phone and across it from 600 px (CSS); the current step carries aria-current="step". A step the
 * order skipped is left out, and the steps are numbered as shown.
 */
function progress(order: SharedOrder['order'], language: Language): SafeHtml {
  const t = PUBLIC_TEXTS[language].pages.order;
  const view = trackerView(order.status);
  const note = view.note
    ? markup`<p class="note n-${view.note}" data-testid="tracker-note">${t[`${view.note}Note`]}</p>`
    : '';
  const steps = trackerSteps(order.status, order.status_history).map((index, place) => {
    const step = TRACKER_STEPS[index]!;
    const active = index === view.activeStep;
    const done = index < view.activeStep || (view.finished && active);
    const state = done ? 'completed' : active ? 'active' : 'upcoming';
    const delayed = index === view.delayedStep;
    const current = active ? markup` aria-current="step"` : '';
    const late = delayed ? markup` data-delayed=""` : '';
    const warning = delayed
      ? markup`<span class="warn">${statusName('Delayed', language)}</span>`
      : '';
    return markup`<li class="step" data-testid="tracker-step" data-state="${state}"${current}${late}><span class="dot">${
      done ? icon('check') : String(place + 1)
    }</span><span class="lbl">${statusName(step, language)}${warning}</span></li>`;
  });
  return markup`${note}<ol class="steps" aria-label="${t.progress}" data-testid="order-progress">${steps}</ol>`;
}

function figure(label: string, value: string, className: string, tone = ''): SafeHtml {
  const toneAttr = tone ? markup` class="${tone}"` : '';
  return markup`<div class="fig ${className}"><dt>${label}</dt><dd${toneAttr}>${value}</dd></div>`;
}

/** The page's top: the shop's name as letterhead, the page title and whom the page is about. */
export function pageHeader(
  shopName: string,
  title: string,
  customerName: string,
  extra: SafeHtml | '' = '',
): SafeHtml {
  return markup`<header class="hero"><p class="row">${icon('shop')}<span class="shop" data-testid="shared-shop-name">${shopName}</span></p><h1>${title}</h1><div class="row"><p class="row">${icon('person')}<span class="who" data-testid="shared-customer-name">${customerName}</span></p>${extra}</div></header>`;
}

/**
 * /shared_order/{token}: a customer's view of one order,
 * opened from a message without logging in.
 */
export function renderOrderPage(
  data: SharedOrder,
  language: Language,
  /** Where the trial card's answer forms post (POST /shared_order/{token}/trial). */
  trialAction = '',
  /** Where the approvals card's forms post (POST /shared_order/{token}/approvals/{id}). */
  approvalsAction = '',
  /** Where the fit card's forms post (POST /shared_order/{token}/feedback). */
  fitAction = '',
): string {
  const texts = PUBLIC_TEXTS[language].pages;
  const t = texts.order;
  const { order } = data;
  const number = formatOrderNumber(data.order_number_prefix ?? '', order.order_number);
  const numberText = fillText(t.orderNumber, { number });
  const date = (value: string) => formatDayMonthYear(value, { language });

  const figures = [
    figure(t.totalAmount, formatRupees(order.totalAmount), 'm3'),
    figure(t.advancePaid, formatRupees(order.advancePayment), 'm3'),
    figure(t.paidSoFar, formatRupees(order.paidAmount), 'm3'),
    figure(
      t.remainingAmount,
      formatRupees(order.remainingAmount),
      'm3',
      order.remainingAmount > 0 ? 'due' : 'paid',
    ),
    figure(t.currentStatus, statusName(order.status, language), 'w m4'),
    figure(t.orderDate, date(order.orderDate), 'm4'),
    figure(t.dueDate, date(order.dueDate), 'm4'),
  ];
  const summary = markup`<section class="card" aria-labelledby="shared-order-number"><div class="head"><div><p class="muted">${t.orderNumberLabel}</p><h2 id="shared-order-number" class="num">${numberText}</h2></div>${statusChip(order.status, language)}</div><dl class="figs">${figures}</dl><a class="btn" href="${data.customer_pdf_url}" download>${icon('download')}${t.downloadBill}</a></section>`;

  const tracker = markup`<section class="card" aria-labelledby="shared-progress-title"><div class="sec">${icon('done')}<h2 id="shared-progress-title">${t.progress}</h2></div>${progress(order, language)}</section>`;

  const productList = order.products.length
    ? markup`<ol class="list">${order.products.map(
        (product, index) =>
          markup`<li class="prod"><span class="tag">${fillText(t.productNumber, { number: index + 1 })}</span><b>${garmentName(product, language)}</b>${garmentStage(order.product_stages[index], t)}</li>`,
      )}</ol>`
    : markup`<p class="muted">${t.noProducts}</p>`;
  const products = markup`<section class="card" aria-labelledby="shared-products-title"><div class="sec">${icon('shop')}<h2 id="shared-products-title">${t.products}</h2></div>${productList}</section>`;

  const header = pageHeader(data.shop_name, t.title, data.customer_name);
  return renderPage({
    language,
    title: `${numberText} · ${data.shop_name}`,
    description: fillText(texts.preview.orderDescription, { shop: data.shop_name }),
    siteName: data.shop_name,
    icons: ['shop', 'person', 'download', 'check', 'done'],
    body: markup`<div class="stack" data-testid="shared-order">${header}${delayNotice(order, language)}${summary}${fitCard(data, fitAction, language)}${approvalsCard(data, approvalsAction, language)}${trialCard(data, trialAction, language)}${upiPayCard(data, language)}${tracker}${products}</div>`,
  });
}

/** A garment's step of work, as its tag was last scanned; nothing before the first scan. */
function garmentStage(
  stage: GarmentStage | null | undefined,
  t: { garmentStages: Record<GarmentStage, string> },
) {
  return stage ? markup`<span class="muted stage">${t.garmentStages[stage]}</span>` : '';
}
