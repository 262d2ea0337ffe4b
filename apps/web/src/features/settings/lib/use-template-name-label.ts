import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MEASUREMENT_TEMPLATES } from '@tailor/shared/measurements';

const defaults = Object.values(DEFAULT_MEASUREMENT_TEMPLATES).flat();
const DEFAULT_GARMENTS = new Set(defaults.map((t) => t.garment));
const DEFAULT_MEASUREMENTS = new Set(defaults.flatMap((t) => t.measurements));

/**
 * Templates are stored in English, as the order book says them; the default names are shown in the
 * interface language with the translations the new-order flow uses (its `newOrder` namespace), so
 * a garment reads the same in both places. Names the shop typed are shown as typed.
 */
export function useTemplateNameLabel() {
  const { t } = useTranslation('newOrder');
  const garment = useCallback(
    (name: string) => (DEFAULT_GARMENTS.has(name) ? t(`garments.${name}`) : name),
    [t],
  );
  const measurement = useCallback(
    (name: string) => (DEFAULT_MEASUREMENTS.has(name) ? t(`measurementNames.${name}`) : name),
    [t],
  );
  return { garment, measurement };
}
