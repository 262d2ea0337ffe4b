import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MEASUREMENT_TEMPLATES } from '@tailor/shared/measurements';
import { garmentName, measurementName } from '@tailor/shared/template-names';
import { DEFAULT_LANGUAGE, isLanguage } from './i18n';

const allTemplates = Object.values(DEFAULT_MEASUREMENT_TEMPLATES).flat();

/** Every garment and measurement name of the default templates: each has a translation. */
export const TEMPLATE_GARMENTS = [...new Set(allTemplates.map((t) => t.garment))];
export const TEMPLATE_MEASUREMENTS = [...new Set(allTemplates.flatMap((t) => t.measurements))];

const garments = new Set(TEMPLATE_GARMENTS);
const measurements = new Set(TEMPLATE_MEASUREMENTS);

/**
 * Template names are stored in English (what the order book says) and shown in the interface
 * language; names the user typed are shown as typed. Common code, not new-order's: the order page
 * shows the names too, and reaching them through new-order's index would load that feature's form
 * (and its date pickers) with every order page.
 */
export function useTemplateLabels() {
  const { t } = useTranslation('newOrder');
  const garment = useCallback(
    (name: string) => (garments.has(name) ? t(`garments.${name}`) : name),
    [t],
  );
  const measurement = useCallback(
    (name: string) => (measurements.has(name) ? t(`measurementNames.${name}`) : name),
    [t],
  );
  return { garment, measurement };
}

/**
 * The same names from the shared table that bills print from (kept equal to newOrder.json by a
 * test), for lists and histories whose pages do not load the new-order texts: the order list, the
 * employee lists, the status history.
 */
export function useTemplateNames() {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage;
  const language = isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
  const garment = useCallback((name: string) => garmentName(name, language), [language]);
  const measurement = useCallback((name: string) => measurementName(name, language), [language]);
  return { garment, measurement };
}
