import Stack from '@mui/material/Stack';
import { MeasurementTemplatesEditor } from './measurement-templates-editor';
import { MeasurementUnitCard } from './measurement-unit-card';
import { WithSettings } from './with-settings';

/** The unit measurements are taken in, and the measurement templates the new-order flow offers. */
export function MeasurementTemplatesSection() {
  return (
    <WithSettings rows={6}>
      {(settings) => (
        <Stack spacing={2}>
          <MeasurementUnitCard settings={settings} />
          <MeasurementTemplatesEditor settings={settings} />
        </Stack>
      )}
    </WithSettings>
  );
}
