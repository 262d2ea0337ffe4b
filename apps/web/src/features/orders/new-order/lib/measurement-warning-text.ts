import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMeasurementDifference, type MeasurementWarning } from '@tailor/shared/measurements';
import { useMeasurementUnit } from '../api/get-measurement-templates';
import { useUnitLabels } from '../../../../lib/measurement-units';
import { useTemplateLabels } from '../../../../lib/template-labels';

/**
 * A warning in the interface language, in the shop's unit: `short` beside its field ('Usually
 * 18–70 in: please check'), otherwise with the measurement's name for the confirmation ('Chest 88: usually 18–70 in').
 */
export function useMeasurementWarningText() {
  const { t } = useTranslation('newOrder');
  const labels = useTemplateLabels();
  const unit = useUnitLabels()[useMeasurementUnit()];
  return useCallback(
    (warning: MeasurementWarning, form: 'short' | 'long'): string => {
      const name = labels.measurement(warning.name);
      if (warning.kind === 'range') {
        return t(`measurements.warning.range.${form}`, {
          name,
          value: warning.value,
          min: warning.min,
          max: warning.max,
          unit,
        });
      }
      return t(`measurements.warning.change.${form}`, {
        name,
        value: warning.value,
        previous: warning.previous,
        difference: formatMeasurementDifference(warning.difference),
      });
    },
    [t, labels, unit],
  );
}
