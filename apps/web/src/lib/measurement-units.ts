import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MEASUREMENT_UNIT, type MeasurementUnit } from '@tailor/shared/measurements';
import type { MeasurementTemplatesResult } from '@tailor/shared/settings-responses';
import { api } from './api-client';

/** GET /measurement_templates (shopkeeper or employee): the shop's templates and its unit. */
export function getMeasurementTemplates(signal?: AbortSignal): Promise<MeasurementTemplatesResult> {
  return api.get<MeasurementTemplatesResult>('/measurement_templates', {
    // Asked as the order pages and the new-order wizard open: the schema loads beside the answer,
    // not with those pages.
    schema: () =>
      import('@tailor/shared/settings-responses').then((m) => m.measurementTemplatesResultSchema),
    signal,
  });
}

// Under ['settings'], which saving the settings invalidates.
export const measurementTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'measurement-templates'],
    queryFn: ({ signal }) => getMeasurementTemplates(signal),
  });

/** The unit the shop measures in; inches (the default) until its settings arrive. */
export function useMeasurementUnit(): MeasurementUnit {
  const { data } = useQuery(measurementTemplatesQueryOptions());
  return data?.measurement_unit ?? DEFAULT_MEASUREMENT_UNIT;
}

/**
 * The measurement units as the interface language writes them after a value ('38 in', '38 इंच').
 * Common code: the order page and the customer's history show units as the new-order form does.
 */
export function useUnitLabels(): Record<MeasurementUnit, string> {
  const { t } = useTranslation('newOrder');
  return useMemo(() => ({ in: t('measurements.units.in'), cm: t('measurements.units.cm') }), [t]);
}
