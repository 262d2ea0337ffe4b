import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@tailor/shared/constants';
import type { UpdateSettingsInput } from '@tailor/shared/settings';
import type { Settings } from '@tailor/shared/settings-responses';
import type { z } from 'zod';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useApiErrorText } from '../../../lib/error-text';
import { useUpdateSettings } from '../api/update-settings';

/** The field and rule code of the server's refusal by a shared rule, or null. */
function refusedField(error: unknown): { field: string; rule: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const { field, rule } = error.params;
  return typeof field === 'string' && typeof rule === 'string' ? { field, rule } : null;
}

/**
 * Saves part of the settings with PUT /settings and says so in a toast: `savedText` on success,
 * the server's reason (or 'Failed to save settings') on failure, unless `showAtField` shows it at
 * the field it refused (answering true). Answers the saved settings, or null when the save failed.
 */
export function useSaveSettings(
  savedText: string,
  showAtField?: (refused: { field: string; rule: string }) => boolean,
) {
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
      const refused = refusedField(error);
      if (refused && showAtField?.(refused)) return null;
      toast.show(errorText(error) ?? t('shop.saveFailed'), {
        severity: 'error',
        durationMs: TOAST_MS,
      });
      return null;
    }
  };
  return { save, pending: update.isPending };
}

/**
 * The form of one settings card: it starts from the saved values and follows them, saves with
 * PUT /settings (`payload` of the checked values; null: nothing changed, so only reset), and after a
 * save takes the server's answer as the new starting point. `card` is what SettingsFormCard takes.
 */
export function useSettingsForm<Input extends FieldValues, Output>(options: {
  /** The saved values as the form holds them; memoised, so the form follows real changes only. */
  saved: Input;
  schema: z.ZodType<Output, Input>;
  savedText: string;
  payload: (values: Output) => UpdateSettingsInput | null;
  valuesOf: (settings: Settings) => Input;
}) {
  const { saved, payload, valuesOf } = options;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    values: saved,
  });
  // The server names the field of the request ('customer_messages.not_collected_days'); the form
  // holds it under that name or under its last part.
  const { save, pending } = useSaveSettings(options.savedText, ({ field, rule }) => {
    const name = [field, field.slice(field.lastIndexOf('.') + 1)].find(
      (candidate) => form.getValues(candidate as Path<Input>) !== undefined,
    );
    if (!name) return false;
    form.setError(name as Path<Input>, { type: 'server', message: rule }, { shouldFocus: true });
    return true;
  });
  const { reset, formState } = form;
  const onSubmit = form.handleSubmit(async (values) => {
    const body = payload(values);
    if (!body) return reset(saved);
    const answer = await save(body);
    if (answer) reset(valuesOf(answer));
  });
  return {
    form,
    card: { onSubmit, onDiscard: () => reset(saved), dirty: formState.isDirty, pending },
  };
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
