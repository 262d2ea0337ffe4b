import QrCodeIcon from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Settings } from '@tailor/shared/settings-responses';
import { UPI_ID_MAX_LENGTH, UPI_PAYEE_NAME_MAX_LENGTH } from '@tailor/shared/upi';
import { upiIdSchema, upiPayeeNameSchema } from '@tailor/shared/upi-schemas';
import { useShopName } from '../../../components/use-shop-name';
import { useSettingsMessage } from '../lib/use-settings-message';
import { SettingsFormCard, useSettingsForm } from './settings-form-card';

const upiFormSchema = z.object({ upi_id: upiIdSchema, upi_payee_name: upiPayeeNameSchema });
type UpiFormInput = { upi_id: string; upi_payee_name: string };
type UpiForm = z.output<typeof upiFormSchema>;

function valuesOf(settings: Pick<Settings, 'upi_id' | 'upi_payee_name'>): UpiFormInput {
  return { upi_id: settings.upi_id ?? '', upi_payee_name: settings.upi_payee_name ?? '' };
}

/**
 * The shop's UPI address: with it, the customer's tracking page and bills offer the exact balance
 * to pay by UPI (a button on phones, a QR code on screens and paper).
 */
export function UpiSettingsCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const message = useSettingsMessage();
  const shopName = useShopName();
  const { upi_id, upi_payee_name } = settings;
  const saved = useMemo(() => valuesOf({ upi_id, upi_payee_name }), [upi_id, upi_payee_name]);

  const { form, card } = useSettingsForm({
    saved,
    schema: upiFormSchema as z.ZodType<UpiForm, UpiFormInput>,
    savedText: t('upi.saved'),
    payload: (values) => values,
    valuesOf,
  });
  const { control } = form;

  return (
    <SettingsFormCard
      title={t('upi.title')}
      subtitle={t('upi.subtitle')}
      saveLabel={t('upi.save')}
      {...card}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <Controller
          name="upi_id"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) => field.onChange(event.target.value.replace(/\s/g, ''))}
              label={t('upi.upiId')}
              placeholder={t('upi.upiIdPlaceholder')}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message) ?? t('upi.upiIdHelp')}
              slotProps={{
                htmlInput: {
                  maxLength: UPI_ID_MAX_LENGTH,
                  autoCapitalize: 'none',
                  autoCorrect: 'off',
                  spellCheck: false,
                  inputMode: 'email',
                },
              }}
            />
          )}
        />
        <Controller
          name="upi_payee_name"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('upi.payeeName')}
              placeholder={shopName ?? ''}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message) ?? t('upi.payeeNameHelp')}
              slotProps={{ htmlInput: { maxLength: UPI_PAYEE_NAME_MAX_LENGTH } }}
            />
          )}
        />
      </Box>

      <Alert icon={<QrCodeIcon fontSize="inherit" />} severity="info" variant="outlined">
        {t('upi.explainer')}
      </Alert>
    </SettingsFormCard>
  );
}
