import { APPROVAL_NOTE_MAX_LENGTH } from '@tailor/shared/approvals-rules';
import type { Language } from '@tailor/shared/constants';
import { formatDayMonthYearTime } from '@tailor/shared/dates';
import { fillText } from '@tailor/shared/locales/public/texts';
import { formatRupees } from '@tailor/shared/money';
import { CLOSED_STATUSES } from '@tailor/shared/orders';
import type { SharedOrder } from '@tailor/shared/sharing';
import { markup, type SafeHtml } from './html';
import { PUBLIC_TEXTS } from './page-language';

type Approval = SharedOrder['approvals'][number];

/**
 * What the shop asks the customer to approve (an add-on at a price, a design with its photo), on
 * the tracking page: each pending one with Approve / Decline and an optional note, as plain forms
 * that work before or without any script (as the trial card's); each decided one with the answer
 * and its time. Pending ones are not offered on a Delivered or Cancelled order.
 */
export function approvalsCard(
  data: SharedOrder,
  formAction: string,
  language: Language,
): SafeHtml | '' {
  if (data.approvals.length === 0) return '';
  const t = PUBLIC_TEXTS[language].pages.approvals;
  const open = !(CLOSED_STATUSES as readonly string[]).includes(data.order.status);
  const items = data.approvals
    .filter((approval) => open || approval.status !== 'pending')
    .map((approval) => approvalItem(approval, `${formAction}/${approval._id}`, language));
  if (items.length === 0) return '';
  const intro =
    data.approvals.some((approval) => approval.status === 'pending') && open
      ? markup`<p class="muted">${t.intro}</p>`
      : '';
  return markup`<section class="card" aria-labelledby="approvals-title" id="approvals-card" data-testid="approvals-card"><h2 id="approvals-title">${t.title}</h2>${intro}<ul class="list appr">${items}</ul></section>`;
}

function approvalItem(approval: Approval, action: string, language: Language): SafeHtml {
  const t = PUBLIC_TEXTS[language].pages.approvals;
  const kind = approval.kind === 'addon' ? t.addon : t.design;
  const price =
    approval.amount !== null
      ? markup`<p><b>${fillText(t.price, { amount: formatRupees(approval.amount) })}</b></p>`
      : '';
  const photo = approval.image_url
    ? markup`<img src="${approval.image_url}" alt="${approval.description}" loading="lazy" width="160">`
    : '';
  const head = markup`<span class="tag">${kind}</span><b>${approval.description}</b>${price}${photo}`;
  if (approval.status === 'pending') {
    const noteId = `note-${approval._id}`;
    return markup`<li class="prod" data-testid="approval-pending"><div>${head}</div><form method="post" action="${action}" class="trial-other"><label for="${noteId}">${t.noteLabel}</label><textarea id="${noteId}" name="note" rows="2" maxlength="${APPROVAL_NOTE_MAX_LENGTH}"></textarea><div class="row"><button class="btn" type="submit" name="decision" value="approve">${t.approve}</button><button class="btn btn-out" type="submit" name="decision" value="decline">${t.decline}</button></div></form></li>`;
  }
  const when = formatDayMonthYearTime(approval.decided_at!, { language });
  const said = fillText(approval.status === 'approved' ? t.approvedAt : t.declinedAt, { when });
  const note = approval.customer_note
    ? markup`<p>${fillText(t.yourNote, { note: approval.customer_note })}</p>`
    : '';
  return markup`<li class="prod" data-testid="approval-decided" data-status="${approval.status}"><div>${head}</div><div class="note ${approval.status === 'approved' ? 'n-delivered' : 'n-pending'}" role="status"><p>${said}</p>${note}</div></li>`;
}
