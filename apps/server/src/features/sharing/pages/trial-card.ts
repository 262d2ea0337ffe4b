import type { Language } from '@tailor/shared/constants';
import { fillText } from '@tailor/shared/locales/public/texts';
import { CLOSED_STATUSES } from '@tailor/shared/orders';
import type { SharedOrder } from '@tailor/shared/sharing';
import { formatTrialWhen } from '@tailor/shared/trials-rules';
import { TRIAL_NOTE_MAX_LENGTH } from '@tailor/shared/trials-rules';
import { markup, type SafeHtml } from './html';
import { PUBLIC_TEXTS } from './page-language';

/**
 * The trial (fitting) card on the tracking page, while the order has a trial and is open: when to
 * come, and the customer's one-tap answer as plain forms (they work before or without any
 * script): 'I will come', or 'Ask for another day' with an optional note. Once answered it says
 * what they answered, and still offers the other answer.
 */
export function trialCard(
  data: SharedOrder,
  formAction: string,
  language: Language,
): SafeHtml | '' {
  const { order } = data;
  if (!order.trialDate || (CLOSED_STATUSES as readonly string[]).includes(order.status)) return '';
  const t = PUBLIC_TEXTS[language].pages.trial;
  const answer = data.trial_answer;
  const said = !answer
    ? ''
    : markup`<div class="note ${answer.response === 'confirmed' ? 'n-delivered' : 'n-pending'}" role="status" data-testid="trial-answer"><p>${
        answer.response === 'confirmed' ? t.confirmed : t.askedAnotherDay
      }</p>${answer.note ? markup`<p>${fillText(t.yourNote, { note: answer.note })}</p>` : ''}</div>`;
  const confirm =
    answer?.response === 'confirmed'
      ? ''
      : markup`<form method="post" action="${formAction}"><button class="btn" type="submit" name="response" value="confirmed">${t.confirm}</button></form>`;
  const another = markup`<form method="post" action="${formAction}" class="trial-other"><label for="trial-note">${t.noteLabel}</label><textarea id="trial-note" name="note" rows="2" maxlength="${TRIAL_NOTE_MAX_LENGTH}"></textarea><button class="btn btn-out" type="submit" name="response" value="another_day">${t.anotherDay}</button></form>`;
  return markup`<section class="card trial" aria-labelledby="trial-title" id="trial-card" data-testid="trial-card"><h2 id="trial-title">${t.title}</h2><p class="trial-when">${fillText(t.when, { when: formatTrialWhen(order.trialDate, { language }) })}</p>${said}${confirm}${another}</section>`;
}
