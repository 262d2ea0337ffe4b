import { apiConfig } from '../../../lib/api-client';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A path the API gives relative to its host ('/api/generate_customer_billing_pdf/…'): as it is when
 * the API shares the page's origin, else resolved against the API's own origin.
 */
export function resolveApiUrl(path: string): string {
  if (ABSOLUTE.test(path)) return path;
  const base = apiConfig.baseUrl;
  if (!ABSOLUTE.test(base)) return path;
  try {
    return new URL(path, base).toString();
  } catch {
    return path;
  }
}
