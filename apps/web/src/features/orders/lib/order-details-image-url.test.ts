import { afterEach, describe, expect, it } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { resolveImageUrl, thumbnailUrl } from './order-details-image-url';

const originalBase = apiConfig.baseUrl;
afterEach(() => {
  apiConfig.baseUrl = originalBase;
});

describe('image URLs', () => {
  it('loads relative paths from the same origin when the API is under /api', () => {
    apiConfig.baseUrl = '/api';
    expect(resolveImageUrl('/api/images/k1')).toBe('/api/images/k1');
    expect(thumbnailUrl('/api/images/k1')).toBe('/api/images/k1/thumb');
  });

  it('loads relative paths from the API host when the API lives elsewhere', () => {
    apiConfig.baseUrl = 'https://api.example.com/api';
    expect(resolveImageUrl('/api/images/k1')).toBe('https://api.example.com/api/images/k1');
    expect(thumbnailUrl('/api/images/k1')).toBe('https://api.example.com/api/images/k1/thumb');
  });

  it('keeps full URLs and puts /thumb before a query', () => {
    expect(resolveImageUrl('https://cdn.example.com/x.webp')).toBe(
      'https://cdn.example.com/x.webp',
    );
    expect(thumbnailUrl('https://cdn.example.com/i/k?v=2')).toBe(
      'https://cdn.example.com/i/k/thumb?v=2',
    );
  });
});
