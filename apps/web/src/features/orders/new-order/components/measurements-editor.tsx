import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import {
  Controller,
  get,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normalizeName } from '@tailor/shared/accounts';
import { TEXT_MAX_LENGTH } from '@tailor/shared/constants';
import {
  formatMeasurement,
  formatMeasurementDifference,
  measurementChange,
  measurementWarnings,
  type MeasurementUnit,
} from '@tailor/shared/measurements';
import {
  MEASUREMENT_VALUE_MAX_LENGTH,
  MEASUREMENTS_PER_PRODUCT_MAX,
} from '@tailor/shared/orders/constants';
import { previousValueOf, withLastValues, type LastTaken } from '../lib/measurement-prefill';
import { useMeasurementWarningText } from '../lib/measurement-warning-text';
import { useMessageText } from '../lib/message-text';
import { FORM_MESSAGES } from '../lib/order-form-steps';
import type { OrderFormValues } from '../lib/order-form-values';
import { useMeasurementHint } from '../lib/use-measurement-hint';
import { useUnitLabels } from '../../../../lib/measurement-units';
import { TEMPLATE_MEASUREMENTS, useTemplateLabels } from '../../../../lib/template-labels';

// The drawing and its texts load when a guide is first opened, not with the form.
const MeasurementGuideDialog = lazy(() => import('./measurement-guide-dialog'));

/** The template measurements are all lengths, taken in the shop's unit. */
const LENGTH_MEASUREMENTS = new Set(TEMPLATE_MEASUREMENTS);

/**
 * Last time's value under a field; a changed value's difference ('+1', '−0.5', 'was 38') stands
 * out. `shown` is last time's value as written, with its conversion when it was taken in another
 * unit ('36 in (91.5 cm)'); `previous` is the value in today's unit, which the difference uses.
 */
function PreviousValue({
  previous,
  shown,
  value,
}: {
  previous: string;
  shown: string;
  value: string;
}) {
  const { t } = useTranslation('newOrder');
  const change = measurementChange(previous, value);
  const highlight = {
    ml: 0.5,
    px: 0.5,
    borderRadius: 0.5,
    fontWeight: 700,
    bgcolor: 'info.main',
    color: 'info.contrastText',
    whiteSpace: 'nowrap',
  } as const;
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
      {t('measurements.previous', { value: shown })}
      {change.kind === 'number' && (
        <Box component="span" sx={highlight}>
          {formatMeasurementDifference(change.difference)}
        </Box>
      )}
      {change.kind === 'text' && value.trim() !== '' && (
        <Box component="span" sx={highlight}>
          {t('measurements.was', { value: change.was })}
        </Box>
      )}
    </Box>
  );
}

/**
 * The garment's measurements as inputs (values are text: '38.5', '1/2'; template lengths in the
 * shop's unit); the user can remove one or add a measurement of their own. With the customer's
 * last measurements of the garment (`last`, in `unit`), each field shows last time's value and how
 * it changed, and 'Same as last time' fills them all in again. A value outside its plausible range
 * or changed a lot since last time is flagged beside its field (the order asks to confirm it
 * before sending). A measurement with a hint offers 'where to measure' beside its name.
 */
export function MeasurementsEditor({
  index,
  last = null,
  taken = null,
  unit = 'in',
  garment = '',
}: {
  index: number;
  /** Last time's values, converted to `unit`. */
  last?: Record<string, string> | null;
  /** Last time's values as written, and their unit, to show beside the conversion. */
  taken?: LastTaken | null;
  /** The unit the values are written in. */
  unit?: MeasurementUnit;
  /** The garment's name, for its own plausible Length and its drawing. */
  garment?: string;
}) {
  const { t } = useTranslation('newOrder');
  const unitLabels = useUnitLabels();
  const hintOf = useMeasurementHint();
  const [guide, setGuide] = useState<{ name: string; label: string; hint: string } | null>(null);
  const [guideLoaded, setGuideLoaded] = useState(false);
  const messageText = useMessageText();
  const warningText = useMeasurementWarningText();
  const labels = useTemplateLabels();
  const { control, getValues, setValue } = useFormContext<OrderFormValues>();
  const path = `products.${index}.measurements` as const;
  const { fields, append, remove } = useFieldArray({ control, name: path });
  const prefilled = useWatch({ control, name: `products.${index}.prefilled` });
  const { errors } = useFormState({ control, name: path });
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);

  const sameAsLast = () => {
    if (!last) return;
    setValue(path, withLastValues(getValues(path), last), { shouldDirty: true });
    setValue(`products.${index}.prefilled`, true);
  };

  const addDraft = () => {
    const name = normalizeName(draft).trim();
    const taken = getValues(path).some((m) => m.name.trim().toLowerCase() === name.toLowerCase());
    if (!name) setDraftError(FORM_MESSAGES.measurementNameRequired);
    else if (name.length > TEXT_MAX_LENGTH) setDraftError(FORM_MESSAGES.measurementNameLength);
    else if (taken) setDraftError(FORM_MESSAGES.measurementNameRepeated);
    else {
      append({ name, value: '' }, { shouldFocus: true });
      setDraft('');
      setDraftError(null);
    }
  };

  return (
    <Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          mb: 1.5,
          rowGap: 1,
        }}
      >
        <Typography variant="subtitle2" component="h4">
          {t('measurements.heading')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          {prefilled && (
            <Chip
              icon={<HistoryIcon />}
              label={t('measurements.prefilled')}
              color="success"
              variant="outlined"
              size="small"
              role="status"
            />
          )}
          {last && (
            <Button size="small" startIcon={<RestoreIcon />} onClick={sameAsLast}>
              {t('measurements.sameAsLast')}
            </Button>
          )}
        </Stack>
      </Stack>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('measurements.none')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: 1.5,
        }}
      >
        {fields.map((entry, m) => {
          const label = labels.measurement(entry.name);
          const isLength = LENGTH_MEASUREMENTS.has(entry.name);
          const inputId = `measurement-${entry.id}`;
          const hint = hintOf(entry.name, garment);
          const nameError = get(errors, `${path}.${m}.name`) as { message?: string } | undefined;
          return (
            <Controller
              key={entry.id}
              name={`${path}.${m}.value`}
              control={control}
              render={({ field, fieldState }) => {
                const message = fieldState.error?.message ?? nameError?.message;
                const value = String(field.value ?? '');
                const previous = previousValueOf(last, entry.name);
                const written = previousValueOf(taken?.values, entry.name);
                const shown =
                  taken && written !== null && taken.unit !== unit
                    ? formatMeasurement(written, taken.unit, { shownIn: unit, labels: unitLabels })
                    : (previous ?? '');
                const changed =
                  previous !== null && measurementChange(previous, value).kind !== 'same';
                const [warning] = message
                  ? []
                  : measurementWarnings({ name: entry.name, value, garment, previous, unit });
                const helper = message ? (
                  messageText(message)
                ) : previous !== null || warning ? (
                  <>
                    {previous !== null && (
                      <PreviousValue previous={previous} shown={shown} value={value} />
                    )}
                    {warning && (
                      <Box
                        component="span"
                        sx={{ display: 'block', color: 'warning.dark', fontWeight: 500 }}
                      >
                        {warningText(warning, 'short')}
                      </Box>
                    )}
                  </>
                ) : undefined;
                return (
                  // The name sits above its input and wraps, so no language's long name is cut
                  // off by the remove button (a floating label stays on one line).
                  <Box sx={{ minWidth: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mb: 0.5 }}>
                      <Typography
                        component="label"
                        htmlFor={inputId}
                        variant="body2"
                        color={message ? 'error' : 'text.secondary'}
                        sx={{ flex: 1, minWidth: 0, pt: 0.5, overflowWrap: 'anywhere' }}
                      >
                        {label}
                      </Typography>
                      {hint !== null && (
                        <IconButton
                          size="small"
                          aria-label={t('guide.open', { name: label })}
                          onClick={() => {
                            setGuide({ name: entry.name, label, hint });
                            setGuideLoaded(true);
                          }}
                          sx={{ flexShrink: 0, mt: -0.25 }}
                        >
                          <InfoOutlinedIcon fontSize="small" color="primary" />
                        </IconButton>
                      )}
                      <IconButton
                        size="small"
                        aria-label={t('measurements.remove', { name: label })}
                        onClick={() => remove(m)}
                        sx={{ flexShrink: 0, mt: -0.25, mr: -0.5 }}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Box>
                    <TextField
                      {...field}
                      id={inputId}
                      size="small"
                      fullWidth
                      error={!!message}
                      helperText={helper}
                      sx={
                        !message && (warning || changed)
                          ? {
                              '& .MuiOutlinedInput-notchedOutline': {
                                borderColor: warning ? 'warning.main' : 'info.main',
                                borderWidth: 2,
                              },
                            }
                          : undefined
                      }
                      slotProps={{
                        // Lengths open the number pad; a name of the user's own may hold a word
                        // ('Collar Style': 'Chinese'), so it keeps the full keyboard.
                        htmlInput: isLength
                          ? {
                              maxLength: MEASUREMENT_VALUE_MAX_LENGTH,
                              inputMode: 'decimal',
                              // Under the v flag the browser uses, a slash inside a class must be escaped.
                              pattern: String.raw`[0-9.\/ ]*`,
                            }
                          : { maxLength: MEASUREMENT_VALUE_MAX_LENGTH },
                        input: isLength
                          ? {
                              endAdornment: (
                                <InputAdornment position="end">{unitLabels[unit]}</InputAdornment>
                              ),
                            }
                          : undefined,
                      }}
                    />
                  </Box>
                );
              }}
            />
          );
        })}
      </Box>
      {fields.length < MEASUREMENTS_PER_PRODUCT_MAX && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1.5, alignItems: 'flex-start', maxWidth: 480 }}
        >
          <TextField
            size="small"
            label={t('measurements.newName')}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value.replace(/^\s+/, ''));
              setDraftError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addDraft();
              }
            }}
            error={!!draftError}
            helperText={messageText(draftError)}
            slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
          />
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={addDraft}
            sx={{ flexShrink: 0, minHeight: 40 }}
          >
            {t('measurements.add')}
          </Button>
        </Stack>
      )}
      {guideLoaded && (
        <Suspense fallback={null}>
          <MeasurementGuideDialog
            open={guide !== null}
            onClose={() => setGuide(null)}
            name={guide?.name ?? ''}
            label={guide?.label ?? ''}
            garment={garment}
            hint={guide?.hint ?? ''}
          />
        </Suspense>
      )}
    </Box>
  );
}
