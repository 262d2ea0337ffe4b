import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  CUSTOMER_MESSAGE_KINDS,
  QUIET_HOURS,
  updateCustomerMessageSettingsSchema,
  type CustomerMessageKind,
  type CustomerMessageSettings,
} from '@tailor/shared/customer-messages';
import { NOT_COLLECTED_DAYS_MAX } from '@tailor/shared/customer-messages-rules';
import type { Settings } from '@tailor/shared/settings-responses';
import { useSettingsMessage } from '../lib/use-settings-message';
import { SettingsFormCard, useSettingsForm } from './settings-form-card';

/** The form holds the days as typed; the shared rule judges them once they are a number. */
type MessagesFormInput = Record<CustomerMessageKind, boolean> & { not_collected_days: string };
type MessagesForm = Partial<CustomerMessageSettings>;

const messagesFormSchema = z
  .object({
    ...(Object.fromEntries(CUSTOMER_MESSAGE_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      CustomerMessageKind,
      z.ZodBoolean
    >),
    not_collected_days: z.string(),
  })
  .transform(({ not_collected_days, ...toggles }) => ({
    ...toggles,
    // Empty is not 0 days but no number at all: the rule's message says what it wants.
    not_collected_days: not_collected_days.trim() === '' ? Number.NaN : Number(not_collected_days),
  }))
  // The shared rule is typed by its output alone; its input is the transformed form.
  .pipe(updateCustomerMessageSettingsSchema as z.ZodType<MessagesForm, never>) as z.ZodType<
  MessagesForm,
  MessagesFormInput
>;

function valuesOf(settings: CustomerMessageSettings): MessagesFormInput {
  const { not_collected_days, ...toggles } = settings;
  return { ...toggles, not_collected_days: String(not_collected_days) };
}

/** The fields that differ from what is saved: PUT /settings changes only those. */
function changesOf(values: MessagesForm, saved: CustomerMessageSettings): MessagesForm {
  const changes: MessagesForm = {};
  for (const key of Object.keys(values) as (keyof CustomerMessageSettings)[]) {
    if (values[key] !== undefined && values[key] !== saved[key])
      Object.assign(changes, { [key]: values[key] });
  }
  return changes;
}

function hh(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** One kind of message: its name, when it goes, its switch. */
function KindSwitch({
  kind,
  checked,
  onChange,
}: {
  kind: CustomerMessageKind;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="label" htmlFor={id} variant="body1" sx={{ fontWeight: 500 }}>
          {t(`customerMessages.kinds.${kind}.name`)}
        </Typography>
        <Typography id={`${id}-when`} variant="body2" color="text.secondary">
          {t(`customerMessages.kinds.${kind}.when`)}
        </Typography>
      </Box>
      <Switch
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-describedby': `${id}-when` } }}
      />
    </Stack>
  );
}

/**
 * Which messages go to customers at each step of an order, and after how many days a garment not
 * collected is recalled. Each is sent by the shop's gateway, or offered on the order page to send
 * by hand on WhatsApp.
 */
export function CustomerMessageSettingsCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const message = useSettingsMessage();
  const stored = settings.customer_messages;
  const saved = useMemo(() => valuesOf(stored), [stored]);

  const { form, card } = useSettingsForm<MessagesFormInput, MessagesForm>({
    saved,
    schema: messagesFormSchema,
    savedText: t('customerMessages.saved'),
    payload: (values) => {
      const changes = changesOf(values, stored);
      return Object.keys(changes).length === 0 ? null : { customer_messages: changes };
    },
    valuesOf: (answer) => valuesOf(answer.customer_messages),
  });
  const { control } = form;
  const notCollected = useWatch({ control, name: 'not_collected' });

  return (
    <SettingsFormCard
      title={t('customerMessages.title')}
      subtitle={t('customerMessages.subtitle')}
      saveLabel={t('customerMessages.save')}
      {...card}
    >
      <Stack spacing={1.5}>
        {CUSTOMER_MESSAGE_KINDS.map((kind) => (
          <Controller
            key={kind}
            name={kind}
            control={control}
            render={({ field }) => (
              <KindSwitch kind={kind} checked={field.value} onChange={field.onChange} />
            )}
          />
        ))}
      </Stack>

      <Controller
        name="not_collected_days"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
            disabled={!notCollected}
            label={t('customerMessages.days')}
            error={!!fieldState.error}
            helperText={
              message(fieldState.error?.message) ??
              t('customerMessages.daysHelp', { max: NOT_COLLECTED_DAYS_MAX })
            }
            sx={{ maxWidth: { sm: 320 } }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          />
        )}
      />

      <Alert icon={<ScheduleIcon fontSize="inherit" />} severity="info" variant="outlined">
        {t('customerMessages.explainer', { from: hh(QUIET_HOURS.end), to: hh(QUIET_HOURS.start) })}
      </Alert>
    </SettingsFormCard>
  );
}
