import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_GST_RATE, GST_CODES, TAILORING_SAC } from '@tailor/shared/gst';
import { GST_RATES, GST_SCHEMES } from '@tailor/shared/gst-rules';
import {
  compositionRateSchema,
  gstinSchema,
  gstRateSchema,
  gstSchemeSchema,
  sacCodeSchema,
} from '@tailor/shared/gst-schemas';
import type { Settings } from '@tailor/shared/settings-responses';
import { useSettingsMessage } from '../lib/use-settings-message';
import { SettingsFormCard, useSettingsForm } from './settings-form-card';

const gstFormSchema = z
  .object({
    gst_scheme: gstSchemeSchema,
    gstin: gstinSchema,
    gst_rate: gstRateSchema,
    composition_rate: compositionRateSchema,
    sac_code: sacCodeSchema,
    turnover_above_5_crore: z.boolean(),
  })
  .refine((form) => form.gst_scheme === 'unregistered' || form.gstin !== null, {
    message: GST_CODES.GST_SCHEME_NEEDS_GSTIN,
    path: ['gstin'],
  });
type GstFormInput = {
  gst_scheme: Settings['gst_scheme'];
  gstin: string;
  gst_rate: number;
  composition_rate: number;
  sac_code: string;
  turnover_above_5_crore: boolean;
};
type GstForm = z.output<typeof gstFormSchema>;

type GstSettings = Pick<
  Settings,
  'gst_scheme' | 'gstin' | 'gst_rate' | 'composition_rate' | 'sac_code' | 'turnover_above_5_crore'
>;

function valuesOf(settings: GstSettings): GstFormInput {
  return {
    gst_scheme: settings.gst_scheme,
    gstin: settings.gstin ?? '',
    gst_rate: settings.gst_rate,
    composition_rate: settings.composition_rate,
    sac_code: settings.sac_code,
    turnover_above_5_crore: settings.turnover_above_5_crore,
  };
}

/**
 * The shop's GST regime: unregistered (plain bills), composition (bills of supply, no tax) or
 * regular (tax invoices, the tax-inclusive prices split into taxable value and tax); its GSTIN,
 * rates and SAC/HSN code, which the shop confirms with its accountant.
 */
export function GstSettingsCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const message = useSettingsMessage();
  const { gst_scheme, gstin, gst_rate, composition_rate, sac_code, turnover_above_5_crore } =
    settings;
  const saved = useMemo(
    () =>
      valuesOf({
        gst_scheme,
        gstin,
        gst_rate,
        composition_rate,
        sac_code,
        turnover_above_5_crore,
      }),
    [gst_scheme, gstin, gst_rate, composition_rate, sac_code, turnover_above_5_crore],
  );

  const { form, card } = useSettingsForm({
    saved,
    schema: gstFormSchema as z.ZodType<GstForm, GstFormInput>,
    savedText: t('gst.saved'),
    payload: (values) => values,
    valuesOf,
  });
  const { control, watch, setValue, getValues } = form;
  const scheme = watch('gst_scheme');

  return (
    <SettingsFormCard
      title={t('gst.title')}
      subtitle={t('gst.subtitle')}
      saveLabel={t('gst.save')}
      {...card}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <Controller
          name="gst_scheme"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              label={t('gst.scheme')}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message) ?? t(`gst.schemeHelp.${field.value}`)}
            >
              {GST_SCHEMES.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`gst.schemes.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="gstin"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) => {
                const value = event.target.value.replace(/\s/g, '').toUpperCase();
                // A GSTIN typed in makes tax invoices unless the shop chose otherwise; none, plain bills.
                const current = getValues('gst_scheme');
                if (value && !field.value && current === 'unregistered')
                  setValue('gst_scheme', 'regular', { shouldDirty: true });
                if (!value && current !== 'unregistered')
                  setValue('gst_scheme', 'unregistered', { shouldDirty: true });
                field.onChange(value);
              }}
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
        {scheme === 'composition' ? (
          <Controller
            name="composition_rate"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(event) => field.onChange(Number(event.target.value))}
                type="number"
                label={t('gst.compositionRate')}
                error={!!fieldState.error}
                helperText={message(fieldState.error?.message) ?? t('gst.compositionRateHelp')}
                slotProps={{ htmlInput: { min: 1, max: 6, step: 1, inputMode: 'numeric' } }}
              />
            )}
          />
        ) : (
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
        )}
        <Controller
          name="sac_code"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
              label={t('gst.sacCode')}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message) ?? t('gst.sacCodeHelp')}
              slotProps={{ htmlInput: { maxLength: 8, inputMode: 'numeric' } }}
            />
          )}
        />
      </Box>
      <Controller
        name="turnover_above_5_crore"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />
            }
            label={t('gst.turnoverAbove5Crore')}
          />
        )}
      />

      <Alert icon={<ReceiptIcon fontSize="inherit" />} severity="info" variant="outlined">
        {t(`gst.explainers.${scheme}`)} {t('gst.accountant')}
      </Alert>
    </SettingsFormCard>
  );
}
