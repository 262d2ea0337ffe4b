import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { tallyLedgersInputSchema } from '@tailor/shared/books';
import {
  DEFAULT_TALLY_LEDGERS,
  TALLY_LEDGER_KEYS,
  TALLY_LEDGER_NAME_MAX,
  tallyLedgersOf,
  type TallyLedgers,
} from '@tailor/shared/books-rules';
import type { Settings } from '@tailor/shared/settings-responses';
import { useSettingsMessage } from '../lib/use-settings-message';
import { SettingsFormCard, useSettingsForm } from './settings-form-card';

const tallyFormSchema = tallyLedgersInputSchema as unknown as z.ZodType<TallyLedgers, TallyLedgers>;

const valuesOf = (settings: Settings): TallyLedgers => tallyLedgersOf(settings.tally_ledgers);

/**
 * The ledger names the Tally export posts to, as the shop's books in Tally name them: set once,
 * the defaults until then.
 */
export function TallySettingsCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const message = useSettingsMessage();
  const ledgers = settings.tally_ledgers;
  const saved = useMemo(() => tallyLedgersOf(ledgers), [ledgers]);
  const { form, card } = useSettingsForm({
    saved,
    schema: tallyFormSchema,
    savedText: t('tally.saved'),
    payload: (values) => ({ tally_ledgers: values }),
    valuesOf,
  });

  return (
    <SettingsFormCard
      title={t('tally.title')}
      subtitle={t('tally.subtitle')}
      saveLabel={t('tally.save')}
      {...card}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        {TALLY_LEDGER_KEYS.map((key) => (
          <Controller
            key={key}
            name={key}
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t(`tally.ledgers.${key}`)}
                placeholder={DEFAULT_TALLY_LEDGERS[key]}
                error={!!fieldState.error}
                helperText={message(fieldState.error?.message)}
                slotProps={{ htmlInput: { maxLength: TALLY_LEDGER_NAME_MAX } }}
              />
            )}
          />
        ))}
      </Box>
    </SettingsFormCard>
  );
}
