import type { ReachedField } from './deferred-pickers';
import { DateLocalization } from './date-localization';
import { IsoDateField } from './iso-date-field';

/** Days from one 'YYYY-MM-DD' to another (date-range-picker's DateRange, which imports this lazily). */
type Range = { from: string; to: string };

/**
 * A chosen range's two date pickers, loaded after the fields' first paint (date-range-picker.tsx
 * shows placeholders until then). `reached`: the field the user went for meanwhile, which takes the
 * focus (and opens, if its calendar button was pressed).
 */
export function DateRangeFields({
  draft,
  onChange,
  fromLabel,
  toLabel,
  toError,
  reached,
}: {
  draft: Range;
  onChange: (range: Range) => void;
  fromLabel: string;
  toLabel: string;
  toError: boolean;
  reached: ReachedField;
}) {
  return (
    <DateLocalization>
      <IsoDateField
        label={fromLabel}
        value={draft.from}
        onChange={(from) => onChange({ ...draft, from })}
        autoFocus={reached?.field === 'from'}
        openAtOnce={reached?.field === 'from' && reached.open}
      />
      <IsoDateField
        label={toLabel}
        value={draft.to}
        onChange={(to) => onChange({ ...draft, to })}
        error={toError}
        autoFocus={reached?.field === 'to'}
        openAtOnce={reached?.field === 'to' && reached.open}
      />
    </DateLocalization>
  );
}
