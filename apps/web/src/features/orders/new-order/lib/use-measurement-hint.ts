import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMeasurementTemplates } from '../api/get-measurement-templates';
import type { OrderFormValues } from './order-form-values';
import { TEMPLATE_MEASUREMENTS } from '../../../../lib/template-labels';

const defaults = new Set(TEMPLATE_MEASUREMENTS);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where to measure, in the interface language: the shop's own hint for the garment's measurement
 * when its templates carry one, else the default measurement's; null for a measurement without.
 */
export function useMeasurementHint() {
  const { t } = useTranslation('newOrder');
  const templates = useMeasurementTemplates();
  const gender = useWatch<OrderFormValues, 'gender'>({ name: 'gender' });
  return useCallback(
    (name: string, garment: string): string | null => {
      const lists = gender ? [templates[gender]] : [templates.male, templates.female];
      const template = lists.flat().find((g) => same(g.garment, garment));
      const key = Object.keys(template?.hints ?? {}).find((known) => same(known, name));
      const own = key === undefined ? undefined : template?.hints?.[key];
      if (own) return own;
      return defaults.has(name) ? t(`measurementHints.${name}`) : null;
    },
    [t, templates, gender],
  );
}
