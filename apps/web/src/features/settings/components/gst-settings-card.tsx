import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_GST_RATE, TAILORING_SAC } from '@tailor/shared/gst';
import { GST_RATES } from '@tailor/shared/gst-rules';
import { gstinSchema, gstRateSchema } from '@tailor/shared/gst-schemas';
import type { Settings } from '@tailor/shared/settings';
import { useSettingsMessage } from '../lib/use-settings-message';
import { SettingsFormCard, useSettingsForm } from './settings-form-card';

const gstFormSchema = z.object({ gstin: gstinSchema, gst_rate: gstRateSchema });
type GstFormInput = { gstin: string; gst_rate: number };
type GstForm = z.output<typeof gstFormSchema>;

function valuesOf(settings: Pick<Settings, 'gstin' | 'gst_rate'>): GstFormInput {
  return { gstin: settings.gstin ?? '', gst_rate: settings.gst_rate };
}

/**
 * The shop's GSTIN and GST rate: with a GSTIN, bills and receipts are GST tax invoices, the
 * tax-inclusive prices split into taxable value and tax.
 */
export function GstSettingsCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const message = useSettingsMessage();
  const { gstin, gst_rate } = settings;
  const saved = useMemo(() => valuesOf({ gstin, gst_rate }), [gstin, gst_rate]);

  const { form, card } = useSettingsForm({
    saved,
    schema: gstFormSchema as z.ZodType<GstForm, GstFormInput>,
    savedText: t('gst.saved'),
    payload: (values) => values,
    valuesOf,
  });
  const { control } = form;

  return (
    <SettingsFormCard
      title={t('gst.title')}
      subtitle={t('gst.subtitle')}
      saveLabel={t('gst.save')}
      {...card}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <Controller
          name="gstin"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) =>
                field.onChange(event.target.value.replace(/\s/g, '').toUpperCase())
              }
              label={t('gst.gstin')}
              placeholder={t('gst.gstinPlaceholder')}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message) ?? t('gst.gstinHelp')}
              slotProps={{
                htmlInput: {
                  maxLength: 15,
                  autoCapitalize: 'characters',
                  autoCorrect: 'off',
                  spellCheck: false,
                },
              }}
            />
          )}
        />
        <Controller
          name="gst_rate"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) => field.onChange(Number(event.target.value))}
              select
              label={t('gst.rate')}
              error={!!fieldState.error}
              helperText={
                message(fieldState.error?.message) ??
                t('gst.rateHelp', { sac: TAILORING_SAC, rate: DEFAULT_GST_RATE })
              }
            >
              {GST_RATES.map((rate) => (
                <MenuItem key={rate} value={rate}>
                  {t('gst.rateOption', { rate })}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>

      <Alert icon={<ReceiptIcon fontSize="inherit" />} severity="info" variant="outlined">
        {t('gst.explainer')}
      </Alert>
    </SettingsFormCard>
  );
}
