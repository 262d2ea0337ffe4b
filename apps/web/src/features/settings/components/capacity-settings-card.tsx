import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  bufferDaysSchema,
  dailyCapacitySchema,
  employeeDailyCapacitySchema,
  type EmployeeCapacity,
} from '@tailor/shared/capacity';
import { BUFFER_DAYS_MAX } from '@tailor/shared/capacity-rules';
import type { Settings } from '@tailor/shared/settings-responses';
import { useEmployeeList } from '../../employees';
import { useSettingsMessage } from '../lib/use-settings-message';
import { SettingsFormCard, useSettingsForm } from './settings-form-card';

/** A number field's text: '' for none, else the number (what was typed, trimmed). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

const capacityFormSchema = z.object({
  daily_capacity: z.string().transform(numberOrNull).pipe(dailyCapacitySchema),
  buffer_days: z
    .string()
    .transform((text) => Number(text.trim() === '' ? 0 : text.trim()))
    .pipe(bufferDaysSchema),
  employee_capacity: z.record(
    z.string(),
    z.string().transform(numberOrNull).pipe(employeeDailyCapacitySchema.nullable()),
  ),
});
type CapacityFormInput = {
  daily_capacity: string;
  buffer_days: string;
  employee_capacity: Record<string, string>;
};
type CapacityForm = z.output<typeof capacityFormSchema>;

function valuesOf(
  settings: Pick<Settings, 'daily_capacity' | 'buffer_days' | 'employee_capacity'>,
): CapacityFormInput {
  return {
    daily_capacity: settings.daily_capacity === null ? '' : String(settings.daily_capacity),
    buffer_days: String(settings.buffer_days),
    employee_capacity: Object.fromEntries(
      Object.entries(settings.employee_capacity).map(([id, value]) => [id, String(value)]),
    ),
  };
}

/**
 * Capacity planning: the garments the shop can finish a day (empty: no planning, no warnings),
 * optionally per employee, and the buffer days between the staff's internal target date and the
 * customer's due date.
 */
export function CapacitySettingsCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const message = useSettingsMessage();
  const staff = useEmployeeList(false);
  const { daily_capacity, buffer_days, employee_capacity } = settings;
  const saved = useMemo(
    () => valuesOf({ daily_capacity, buffer_days, employee_capacity }),
    [daily_capacity, buffer_days, employee_capacity],
  );

  const { form, card } = useSettingsForm({
    saved,
    schema: capacityFormSchema as z.ZodType<CapacityForm, CapacityFormInput>,
    savedText: t('capacity.saved'),
    payload: (values) => {
      const perEmployee: EmployeeCapacity = {};
      for (const [id, value] of Object.entries(values.employee_capacity)) {
        if (value !== null) perEmployee[id] = value;
      }
      return {
        daily_capacity: values.daily_capacity,
        buffer_days: values.buffer_days,
        employee_capacity: perEmployee,
      };
    },
    valuesOf,
  });
  const { control } = form;
  const people = (staff.data?.employees ?? []).filter((person) => person.active);

  return (
    <SettingsFormCard
      title={t('capacity.title')}
      subtitle={t('capacity.subtitle')}
      saveLabel={t('capacity.save')}
      {...card}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <Controller
          name="daily_capacity"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('capacity.daily')}
              placeholder={t('capacity.dailyPlaceholder')}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message) ?? t('capacity.dailyHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          )}
        />
        <Controller
          name="buffer_days"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('capacity.bufferDays')}
              error={!!fieldState.error}
              helperText={
                message(fieldState.error?.message) ??
                t('capacity.bufferHelp', { max: BUFFER_DAYS_MAX })
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            />
          )}
        />
      </Box>

      {people.length > 0 && (
        <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0 }}>
            {t('capacity.perEmployee')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('capacity.perEmployeeHelp')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
              gap: 2,
            }}
          >
            {people.map((person) => (
              <Controller
                key={person._id}
                name={`employee_capacity.${person._id}`}
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={field.value ?? ''}
                    label={person.name}
                    placeholder={t('capacity.employeePlaceholder')}
                    error={!!fieldState.error}
                    helperText={message(fieldState.error?.message)}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
                  />
                )}
              />
            ))}
          </Box>
        </Stack>
      )}

      <Alert severity="info" variant="outlined">
        {t('capacity.explainer')}
      </Alert>
    </SettingsFormCard>
  );
}
