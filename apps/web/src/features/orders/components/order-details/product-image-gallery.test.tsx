import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockIntersection } from '../../../../test/intersection';
import { renderWithProviders } from '../../../../test/render';
import { ProductImageGallery } from './product-image-gallery';

const images = ['/api/images/a', '/api/images/b'];

describe('ProductImageGallery', () => {
  let intersection: ReturnType<typeof mockIntersection>;
  beforeEach(() => {
    intersection = mockIntersection();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first thumbnail and the image count until it comes near the view, then the slider', async () => {
    renderWithProviders(<ProductImageGallery images={images} productName="Shirt" />);
    const gallery = screen.getByRole('region', { name: 'Images of Shirt' });
    expect(screen.getByText('2 images')).toBeTruthy();
    const first = screen.getByRole('img', { name: 'Shirt, image 1 of 2' });
    expect(first.getAttribute('src')).toBe('/api/images/a/thumb');
    expect(screen.queryByRole('img', { name: 'Shirt, image 2 of 2' })).toBeNull();
    expect(gallery.querySelector('.swiper')).toBeNull();
    expect(intersection.observed()).toEqual([gallery]);

    intersection.scrollIntoView();

    const second = await screen.findByRole('img', { name: 'Shirt, image 2 of 2' });
    expect(second.getAttribute('src')).toBe('/api/images/b/thumb');
    expect(gallery.querySelector('.swiper')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Open image \d of 2$/ })).toHaveLength(2);
    expect(screen.getByText('2 images')).toBeTruthy();
  });

  it('opens the full-screen viewer from the first image before the slider has loaded', () => {
    renderWithProviders(<ProductImageGallery images={images} productName="Shirt" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 2' }));
    expect(screen.getByRole('dialog', { name: 'Images of Shirt' })).toBeTruthy();
    expect(screen.getByText('Image 1 of 2')).toBeTruthy();
  });

  it('says no images were uploaded when there are none, without watching the view', () => {
    renderWithProviders(<ProductImageGallery images={[]} productName="Shirt" />);
    expect(screen.getByText('No images uploaded')).toBeTruthy();
    expect(intersection.observed()).toEqual([]);
  });
});
