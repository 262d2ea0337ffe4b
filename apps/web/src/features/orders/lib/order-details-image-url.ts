import { apiConfig } from '../../../lib/api-client';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Where an image of an order loads from. Product images come as paths on the API host
 * ('/api/images/{key}'): when the API
 * lives on its own origin (VITE_API_BASE_URL absolute) the path is resolved against that origin;
 * a full URL is used as it is.
 */
export function resolveImageUrl(url: string): string {
  if (ABSOLUTE.test(url)) return url;
  const base = apiConfig.baseUrl;
  if (!ABSOLUTE.test(base)) return url;
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}

/** The thumbnail of an uploaded image (at most 400 px a side): its URL with '/thumb'. */
export function thumbnailUrl(url: string): string {
  const full = resolveImageUrl(url);
  const query = full.indexOf('?');
  if (query === -1) return `${full.replace(/\/+$/, '')}/thumb`;
  return `${full.slice(0, query).replace(/\/+$/, '')}/thumb${full.slice(query)}`;
}
