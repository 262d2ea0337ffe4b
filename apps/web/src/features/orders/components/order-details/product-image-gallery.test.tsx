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
    expect(gallery.querySelector('.image-slider')).toBeNull();
    expect(intersection.observed()).toEqual([gallery]);

    intersection.scrollIntoView();

    const second = await screen.findByRole('img', { name: 'Shirt, image 2 of 2' });
    expect(second.getAttribute('src')).toBe('/api/images/b/thumb');
    expect(gallery.querySelector('.image-slider')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Open image \d of 2$/ })).toHaveLength(2);
    expect(screen.getByText('2 images')).toBeTruthy();
  });

  it('moves with its arrows and dots, from the last image back to the first', async () => {
    renderWithProviders(
      <ProductImageGallery images={[...images, '/api/images/c']} productName="Shirt" />,
    );
    intersection.scrollIntoView();
    const next = await screen.findByRole('button', { name: 'Next image' });
    const current = () =>
      screen
        .getAllByRole('button', { name: /^Go to image \d$/ })
        .filter((dot) => dot.getAttribute('aria-current') === 'true')
        .map((dot) => dot.getAttribute('aria-label'));
    expect(current()).toEqual(['Go to image 1']);
    fireEvent.click(next);
    expect(current()).toEqual(['Go to image 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Go to image 3' }));
    expect(current()).toEqual(['Go to image 3']);
    fireEvent.click(next);
    expect(current()).toEqual(['Go to image 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(current()).toEqual(['Go to image 3']);
    expect(screen.getByRole('group', { name: 'Image 3 of 3' })).toBeTruthy();
  });

  it('opens the full-screen viewer from the first image before the slider has loaded', async () => {
    renderWithProviders(<ProductImageGallery images={images} productName="Shirt" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 2' }));
    expect(await screen.findByRole('dialog', { name: 'Images of Shirt' })).toBeTruthy();
    expect(screen.getByText('Image 1 of 2')).toBeTruthy();
  });

  it('says no images were uploaded when there are none, without watching the view', () => {
    renderWithProviders(<ProductImageGallery images={[]} productName="Shirt" />);
    expect(screen.getByText('No images uploaded')).toBeTruthy();
    expect(intersection.observed()).toEqual([]);
  });
});
