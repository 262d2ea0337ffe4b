import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_MEASUREMENT_TEMPLATES,
  type MeasurementTemplates,
} from '@tailor/shared/measurements';
import { measurementTemplatesQueryOptions } from '../../../../lib/measurement-units';

// The request is common code: the order page and the customer's history read the shop's unit too.
export {
  getMeasurementTemplates,
  measurementTemplatesQueryOptions,
  useMeasurementUnit,
} from '../../../../lib/measurement-units';

/** The garments and measurements to offer; the default templates until (or unless) the shop's arrive. */
export function useMeasurementTemplates(): MeasurementTemplates {
  const { data } = useQuery(measurementTemplatesQueryOptions());
  return data?.measurement_templates ?? DEFAULT_MEASUREMENT_TEMPLATES;
}
