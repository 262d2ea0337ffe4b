import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@tailor/shared/constants';
import type { Settings, UpdateSettingsInput } from '@tailor/shared/settings';
import { useToast } from '../../../components/toast';
import { useApiErrorText } from '../../../lib/error-text';
import { useUpdateSettings } from '../api/update-settings';

/**
 * Saves part of the settings with PUT /settings and says so in a toast: `savedText` on success,
 * the server's reason (or 'Failed to save settings') on failure. Answers the saved settings, or
 * null when the save failed.
 */
export function useSaveSettings(savedText: string) {
  const { t } = useTranslation('settings');
  const errorText = useApiErrorText();
  const toast = useToast();
  const update = useUpdateSettings();
  const save = async (values: UpdateSettingsInput): Promise<Settings | null> => {
    try {
      const answer = await update.mutateAsync(values);
      toast.show(savedText, { severity: 'success', durationMs: TOAST_MS });
      return answer;
    } catch (error) {
      toast.show(errorText(error) ?? t('shop.saveFailed'), {
        severity: 'error',
        durationMs: TOAST_MS,
      });
      return null;
    }
  };
  return { save, pending: update.isPending };
}

/** A settings card holding one form: its title and subtitle, the fields, then Discard and Save. */
export function SettingsFormCard(props: {
  title: string;
  subtitle: string;
  saveLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onDiscard: () => void;
  dirty: boolean;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate onSubmit={props.onSubmit} spacing={2.5}>
          <div>
            <Typography id={headingId} variant="h6" component="h2">
              {props.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {props.subtitle}
            </Typography>
          </div>
          {props.children}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={props.onDiscard} disabled={!props.dirty || props.pending}>
              {t('actions.discard')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={props.pending}
              disabled={!props.dirty}
            >
              {props.saveLabel}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
