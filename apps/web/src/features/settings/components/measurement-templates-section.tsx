import { MeasurementTemplatesEditor } from './measurement-templates-editor';
import { WithSettings } from './with-settings';

/** The measurement templates the new-order flow offers. */
export function MeasurementTemplatesSection() {
  return (
    <WithSettings rows={6}>
      {(settings) => <MeasurementTemplatesEditor settings={settings} />}
    </WithSettings>
  );
}
