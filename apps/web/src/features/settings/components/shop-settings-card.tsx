import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGES } from '@tailor/shared/constants';
import { customerMessageLanguageSchema, orderNumberPrefixSchema } from '@tailor/shared/settings';
import type { Settings } from '@tailor/shared/settings-responses';
import { formatOrderNumber, ORDER_NUMBER_PREFIX_MAX_LENGTH } from '@tailor/shared/settings-rules';
import { LANGUAGE_NAMES } from '../../../lib/i18n';
import { useSettingsMessage } from '../lib/use-settings-message';
import { SettingsFormCard, useSettingsForm } from './settings-form-card';

/** The order number the preview shows after the prefix. */
export const PREVIEW_ORDER_NUMBER = 42;

const shopSettingsFormSchema = z.object({
  customer_message_language: customerMessageLanguageSchema,
  order_number_prefix: orderNumberPrefixSchema,
});
type ShopSettingsFormInput = z.input<typeof shopSettingsFormSchema>;
type ShopSettingsForm = z.output<typeof shopSettingsFormSchema>;

function valuesOf(settings: Settings): ShopSettingsFormInput {
  return {
    customer_message_language: settings.customer_message_language,
    order_number_prefix: settings.order_number_prefix,
  };
}

/** The language of customer messages and the order number prefix of bills, with a preview. */
export function ShopSettingsCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const message = useSettingsMessage();
  const previewId = useId();
  const { customer_message_language, order_number_prefix } = settings;
  // The saved values: the form starts from them and follows them when they change (after a save).
  const saved = useMemo(
    () => ({ customer_message_language, order_number_prefix }),
    [customer_message_language, order_number_prefix],
  );

  const { form, card } = useSettingsForm<ShopSettingsFormInput, ShopSettingsForm>({
    saved,
    schema: shopSettingsFormSchema,
    savedText: t('shop.saved'),
    payload: (values) => values,
    valuesOf,
  });
  const { control } = form;
  const prefix = useWatch({ control, name: 'order_number_prefix' });

  return (
    <SettingsFormCard
      title={t('shop.title')}
      subtitle={t('shop.subtitle')}
      saveLabel={t('shop.save')}
      {...card}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <Controller
          name="customer_message_language"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              label={t('shop.messageLanguage')}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message) ?? t('shop.messageLanguageHelp')}
            >
              {LANGUAGES.map((lng) => (
                <MenuItem key={lng} value={lng} lang={lng}>
                  {LANGUAGE_NAMES[lng]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />

        <Controller
          name="order_number_prefix"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              // Spaces never belong in a prefix; leading ones would be trimmed anyway.
              onChange={(event) => field.onChange(event.target.value.replace(/\s/g, ''))}
              label={t('shop.prefix')}
              placeholder={t('shop.prefixPlaceholder')}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message) ?? t('shop.prefixHelp')}
              slotProps={{
                htmlInput: {
                  maxLength: ORDER_NUMBER_PREFIX_MAX_LENGTH,
                  autoCapitalize: 'characters',
                  spellCheck: false,
                  'aria-describedby': previewId,
                },
              }}
            />
          )}
        />
      </Box>

      <Alert
        icon={<ReceiptIcon fontSize="inherit" />}
        severity="info"
        variant="outlined"
        id={previewId}
        sx={{ alignItems: 'center' }}
      >
        {t('shop.preview')}{' '}
        <Box
          component="strong"
          data-testid="order-number-preview"
          sx={{ fontSize: '1rem', letterSpacing: 0.3 }}
        >
          {t('shop.previewNumber', {
            number: formatOrderNumber(prefix.trim(), PREVIEW_ORDER_NUMBER),
          })}
        </Box>
      </Alert>
    </SettingsFormCard>
  );
}
