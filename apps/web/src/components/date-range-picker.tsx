import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DateFieldPlaceholder } from './date-field-placeholder';
import { useDeferredPickers } from './deferred-pickers';

// The two date fields' pickers load once the fields have painted (components/deferred-pickers), or
// at once when the user chooses to pick days: the page's first screen is the quick choices.
const loadRangeFields = () => import('./date-range-fields');

/** Days from one 'YYYY-MM-DD' to another, both included. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The range in the address (?from=&to=), so a chosen period survives a reload and can be linked;
 * `fallback` (a quick choice) while the address names none.
 */
export function useDateRangeParam(
  fallback: () => DateRange,
): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const range = from && to ? { from, to } : fallback();
  const setRange = (next: DateRange) =>
    setParams({ from: next.from, to: next.to }, { replace: true });
  return [range, setRange];
}

/**
 * Quick choices of days (today, this week…) and a last one, `custom`, that opens two date fields;
 * the chosen days written out below (`dates`). A typed range reaches `onChange` only once
 * `problemOf` finds nothing wrong with it; `problemText` words the problems worth showing.
 */
export function DateRangePicker<Preset extends string, Custom extends string>({
  range,
  onChange,
  presets,
  custom,
  rangeOf,
  presetOf,
  problemOf,
  problemText,
  label,
  optionLabel,
  fromLabel,
  toLabel,
  dates,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  presets: readonly Preset[];
  custom: Custom;
  rangeOf: (preset: Preset) => DateRange;
  presetOf: (range: DateRange) => Preset | Custom;
  problemOf: (range: DateRange) => string | null;
  /** The alert for a problem, or null for one the fields show by themselves (a missing day). */
  problemText: (problem: string) => string | null;
  label: string;
  optionLabel: (option: Preset | Custom) => string;
  fromLabel: string;
  toLabel: string;
  dates: ReactNode;
}) {
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<DateRange>(range);
  const preset = choosing ? custom : presetOf(range);
  const problem = preset === custom ? problemOf(draft) : null;
  const alert = problem ? problemText(problem) : null;
  const pickers = useDeferredPickers(loadRangeFields, { idle: preset === custom });

  const choose = (next: Preset | Custom | null) => {
    if (!next) return;
    if (next === custom) {
      setDraft(range);
      setChoosing(true);
      pickers.want();
      return;
    }
    setChoosing(false);
    onChange(rangeOf(next as Preset));
  };
  const changeDraft = (next: DateRange) => {
    setDraft(next);
    if (!problemOf(next)) onChange(next);
  };

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        value={preset}
        exclusive
        size="small"
        color="primary"
        aria-label={label}
        onChange={(_event, next: Preset | Custom | null) => choose(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {[...presets, custom].map((option) => (
          <ToggleButton key={option} value={option} sx={{ fontWeight: 600, px: 2 }}>
            {optionLabel(option)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === custom && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ maxWidth: 520 }}>
          {pickers.module ? (
            <pickers.module.DateRangeFields
              draft={draft}
              onChange={changeDraft}
              fromLabel={fromLabel}
              toLabel={toLabel}
              toError={alert !== null}
              reached={pickers.reached}
            />
          ) : (
            <>
              <DateFieldPlaceholder
                {...pickers.reach('from')}
                label={fromLabel}
                value={draft.from}
              />
              <DateFieldPlaceholder
                {...pickers.reach('to')}
                label={toLabel}
                value={draft.to}
                error={alert !== null}
              />
            </>
          )}
        </Stack>
      )}
      {alert !== null && (
        <Alert severity="error" role="alert">
          {alert}
        </Alert>
      )}
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {dates}
      </Typography>
    </Stack>
  );
}
