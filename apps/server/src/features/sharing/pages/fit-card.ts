import type { Language } from '@tailor/shared/constants';
import { formatDayMonthYear } from '@tailor/shared/dates';
import { FIT_NOTE_MAX_LENGTH } from '@tailor/shared/fit-rules';
import { fillText } from '@tailor/shared/locales/public/texts';
import type { SharedOrder } from '@tailor/shared/sharing';
import { garmentName } from '@tailor/shared/template-names';
import { markup, type SafeHtml } from './html';
import { PUBLIC_TEXTS } from './page-language';

/**
 * 'How did it fit?' on the tracking page, for 14 days after Delivered: for each garment (and the
 * whole order, when it has more than one) 'Fits well', or 'Needs a change' with a note, as plain
 * forms that work without any script; an answered one says what was answered.
 */
export function fitCard(data: SharedOrder, formAction: string, language: Language): SafeHtml | '' {
  const { fit } = data;
  if (!fit.open_until && fit.answers.length === 0) return '';
  const t = PUBLIC_TEXTS[language].pages.fit;
  const parts: { id: string | null; name: string }[] = [
    ...fit.garments.map((garment) => ({
      id: garment._id,
      name: garmentName(garment.name, language),
    })),
    ...(fit.garments.length > 1 ? [{ id: null, name: t.wholeOrder }] : []),
  ];
  const items = parts.map((part) => {
    const answer = fit.answers.find((given) => given.product_id === part.id);
    if (answer) {
      const said = answer.fit === 'good' ? t.saidGood : t.saidNeedsChange;
      return markup`<li class="prod" data-testid="fit-answered" data-fit="${answer.fit}"><div><b>${part.name}</b></div><p class="note ${answer.fit === 'good' ? 'n-delivered' : 'n-pending'}" role="status">${said}</p></li>`;
    }
    if (!fit.open_until) return '';
    const product = part.id
      ? markup`<input type="hidden" name="product_id" value="${part.id}">`
      : '';
    const noteId = `fit-note-${part.id ?? 'order'}`;
    return markup`<li class="prod" data-testid="fit-open"><div><b>${part.name}</b></div><form method="post" action="${formAction}" class="trial-other">${product}<button class="btn" type="submit" name="fit" value="good">${t.good}</button><label for="${noteId}">${t.noteLabel}</label><textarea id="${noteId}" name="note" rows="2" maxlength="${FIT_NOTE_MAX_LENGTH}"></textarea><button class="btn btn-out" type="submit" name="fit" value="needs_change">${t.needsChange}</button></form></li>`;
  });
  const intro = fit.open_until
    ? markup`<p class="muted">${fillText(t.intro, { date: formatDayMonthYear(fit.open_until, { language }) })}</p>`
    : '';
  return markup`<section class="card" aria-labelledby="fit-title" id="fit-card" data-testid="fit-card"><h2 id="fit-title">${t.title}</h2>${intro}<ul class="list appr">${items}</ul></section>`;
}
