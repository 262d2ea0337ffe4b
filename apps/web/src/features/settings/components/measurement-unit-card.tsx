import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MEASUREMENT_UNITS } from '@tailor/shared/measurements';
import { measurementUnitSchema } from '@tailor/shared/measurements-schemas';
import type { Settings } from '@tailor/shared/settings-responses';
import { SettingsFormCard, useSettingsForm } from './settings-form-card';

const unitFormSchema = z.object({ measurement_unit: measurementUnitSchema });
type UnitForm = z.output<typeof unitFormSchema>;

const valuesOf = (settings: Pick<Settings, 'measurement_unit'>): UnitForm => ({
  measurement_unit: settings.measurement_unit,
});

/**
 * Inches or centimetres for new measurements. Orders taken before keep the unit they were taken
 * in; last time's values in the other unit are shown with their conversion.
 */
export function MeasurementUnitCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const { measurement_unit } = settings;
  const saved = useMemo(() => valuesOf({ measurement_unit }), [measurement_unit]);
  const { form, card } = useSettingsForm<UnitForm, UnitForm>({
    saved,
    schema: unitFormSchema,
    savedText: t('units.saved'),
    payload: (values) => values,
    valuesOf,
  });

  return (
    <SettingsFormCard
      title={t('units.title')}
      subtitle={t('units.subtitle')}
      saveLabel={t('units.save')}
      {...card}
    >
      <Controller
        name="measurement_unit"
        control={form.control}
        render={({ field }) => (
          <RadioGroup {...field} aria-label={t('units.title')}>
            {MEASUREMENT_UNITS.map((unit) => (
              <FormControlLabel
                key={unit}
                value={unit}
                control={<Radio />}
                label={t(`units.${unit}`)}
              />
            ))}
          </RadioGroup>
        )}
      />
    </SettingsFormCard>
  );
}
