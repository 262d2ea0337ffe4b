import QrCodeIcon from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TOAST_MS } from '@tailor/shared/constants';
import type { Settings } from '@tailor/shared/settings';
import {
  UPI_ID_MAX_LENGTH,
  UPI_PAYEE_NAME_MAX_LENGTH,
  upiIdSchema,
  upiPayeeNameSchema,
} from '@tailor/shared/upi';
import { useToast } from '../../../components/toast';
import { useShopName } from '../../../components/use-shop-name';
import { useApiErrorText } from '../../../lib/error-text';
import { useUpdateSettings } from '../api/update-settings';
import { useSettingsMessage } from '../lib/use-settings-message';

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
  const errorText = useApiErrorText();
  const toast = useToast();
  const message = useSettingsMessage();
  const update = useUpdateSettings();
  const headingId = useId();
  const shopName = useShopName();
  const { upi_id, upi_payee_name } = settings;
  const saved = useMemo(() => valuesOf({ upi_id, upi_payee_name }), [upi_id, upi_payee_name]);

  const { control, handleSubmit, reset, formState } = useForm<UpiFormInput, unknown, UpiForm>({
    resolver: zodResolver(upiFormSchema as z.ZodType<UpiForm, UpiFormInput>),
    values: saved,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values);
      reset(valuesOf(answer));
      toast.show(t('upi.saved'), { severity: 'success', durationMs: TOAST_MS });
    } catch (error) {
      toast.show(errorText(error) ?? t('shop.saveFailed'), {
        severity: 'error',
        durationMs: TOAST_MS,
      });
    }
  });

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
          <div>
            <Typography id={headingId} variant="h6" component="h2">
              {t('upi.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('upi.subtitle')}
            </Typography>
          </div>

          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}
          >
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

          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => reset(saved)} disabled={!formState.isDirty || update.isPending}>
              {t('actions.discard')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={update.isPending}
              disabled={!formState.isDirty}
            >
              {t('upi.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
