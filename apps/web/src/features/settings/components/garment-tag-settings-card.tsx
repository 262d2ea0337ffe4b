import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { TAG_SHEETS } from '@tailor/shared/garments-rules';
import type { Settings } from '@tailor/shared/settings-responses';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SettingsFormCard, useSettingsForm } from './settings-form-card';

const tagFormSchema = z.object({
  tag_sheet: z.enum(TAG_SHEETS),
  complete_when_ready: z.boolean(),
});
type TagForm = z.output<typeof tagFormSchema>;

const valuesOf = (settings: Pick<Settings, 'tag_sheet' | 'complete_when_ready'>): TagForm => ({
  tag_sheet: settings.tag_sheet,
  complete_when_ready: settings.complete_when_ready,
});

/**
 * The garment tags: the paper they are printed on (an A4 sheet of 24 labels or a 58 mm thermal
 * roll), and whether an order becomes Completed once every garment is scanned ready.
 */
export function GarmentTagSettingsCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const { tag_sheet, complete_when_ready } = settings;
  const saved = useMemo(
    () => valuesOf({ tag_sheet, complete_when_ready }),
    [tag_sheet, complete_when_ready],
  );
  const { form, card } = useSettingsForm<TagForm, TagForm>({
    saved,
    schema: tagFormSchema,
    savedText: t('garmentTags.saved'),
    payload: (values) => values,
    valuesOf,
  });

  return (
    <SettingsFormCard
      title={t('garmentTags.title')}
      subtitle={t('garmentTags.subtitle')}
      saveLabel={t('garmentTags.save')}
      {...card}
    >
      <Controller
        name="tag_sheet"
        control={form.control}
        render={({ field }) => (
          <RadioGroup {...field} aria-label={t('garmentTags.paper')}>
            {TAG_SHEETS.map((sheet) => (
              <FormControlLabel
                key={sheet}
                value={sheet}
                control={<Radio />}
                label={t(`garmentTags.${sheet}`)}
              />
            ))}
          </RadioGroup>
        )}
      />
      <Controller
        name="complete_when_ready"
        control={form.control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label={t('garmentTags.completeWhenReady')}
          />
        )}
      />
    </SettingsFormCard>
  );
}
