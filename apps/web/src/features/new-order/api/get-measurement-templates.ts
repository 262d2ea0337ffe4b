import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_MEASUREMENT_TEMPLATES,
  type MeasurementTemplates,
} from '@tailor/shared/measurements';
import {
  measurementTemplatesResultSchema,
  type MeasurementTemplatesResult,
} from '@tailor/shared/settings';
import { api } from '../../../lib/api-client';

/** GET /measurement_templates (shopkeeper or employee): the shop's own templates, or the defaults. */
export function getMeasurementTemplates(signal?: AbortSignal): Promise<MeasurementTemplatesResult> {
  return api.get<MeasurementTemplatesResult>('/measurement_templates', {
    schema: measurementTemplatesResultSchema,
    signal,
  });
}

// Under ['settings'], which saving the settings invalidates.
export const measurementTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'measurement-templates'],
    queryFn: ({ signal }) => getMeasurementTemplates(signal),
  });

/** The garments and measurements to offer; the default templates until (or unless) the shop's arrive. */
export function useMeasurementTemplates(): MeasurementTemplates {
  const { data } = useQuery(measurementTemplatesQueryOptions());
  return data?.measurement_templates ?? DEFAULT_MEASUREMENT_TEMPLATES;
}
