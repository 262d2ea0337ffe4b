import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ImageViewer } from './image-viewer';

const images = ['/api/images/a', '/api/images/b', '/api/images/c'];

function setup(startIndex = 0, list = images) {
  const onClose = vi.fn();
  renderWithProviders(
    <ImageViewer images={list} startIndex={startIndex} productName="Shirt" onClose={onClose} />,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  const image = () => screen.getByTestId('image-viewer-image') as HTMLImageElement;
  const zoom = () => Number(image().dataset.zoom);
  const disabled = (name: string) => button(name).getAttribute('aria-disabled') === 'true';
  return { onClose, button, image, zoom, disabled };
}

describe('ImageViewer', () => {
  it('says which image of how many is shown, and shows the full image, not the thumbnail', () => {
    const { image } = setup(1);
    expect(screen.getByRole('dialog', { name: 'Images of Shirt' })).toBeTruthy();
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
    expect(image().getAttribute('src')).toBe('/api/images/b');
    expect(image().getAttribute('alt')).toBe('Shirt, image 2 of 3');
  });

  it('wraps around with next and previous', () => {
    const { button, image } = setup(0);
    fireEvent.click(button('Previous image'));
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
    expect(image().getAttribute('src')).toBe('/api/images/c');
    fireEvent.click(button('Next image'));
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
    fireEvent.click(button('Next image'));
    fireEvent.click(button('Next image'));
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
    fireEvent.click(button('Next image'));
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
  });

  it('zooms in steps of 0.5 from 1 up to 3 and no further, then back down to 0.5', () => {
    const { button, zoom, disabled } = setup();
    expect(zoom()).toBe(1);
    expect(disabled('Reset zoom')).toBe(true);
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      fireEvent.click(button('Zoom in'));
      seen.push(zoom());
    }
    expect(seen).toEqual([1.5, 2, 2.5, 3]);
    expect(screen.getByText('300%')).toBeTruthy();
    expect(disabled('Zoom in')).toBe(true);
    fireEvent.click(button('Reset zoom'));
    expect(zoom()).toBe(1);
    fireEvent.click(button('Zoom out'));
    expect(zoom()).toBe(0.5);
    expect(disabled('Zoom out')).toBe(true);
    expect(disabled('Zoom in')).toBe(false);
  });

  it('does nothing when a disabled button is pressed', () => {
    const { button, zoom, disabled } = setup();
    expect(disabled('Reset zoom')).toBe(true);
    fireEvent.click(button('Reset zoom'));
    for (let i = 0; i < 5; i++) fireEvent.click(button('Zoom in'));
    expect(disabled('Zoom in')).toBe(true);
    expect(zoom()).toBe(3);
  });

  it('starts each image at 100%', () => {
    const { button, zoom } = setup();
    fireEvent.click(button('Zoom in'));
    fireEvent.click(button('Next image'));
    expect(zoom()).toBe(1);
  });

  it('moves with the arrow keys, zooms with + and -, and closes on Escape', () => {
    const { onClose, zoom } = setup(0);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: '+' });
    expect(zoom()).toBe(1.5);
    fireEvent.keyDown(dialog, { key: '-' });
    fireEvent.keyDown(dialog, { key: '-' });
    expect(zoom()).toBe(0.5);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button', () => {
    const { button, onClose } = setup();
    fireEvent.click(button('Close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers no previous or next for a single image, and says when there is none', () => {
    setup(0, ['/api/images/only']);
    expect(screen.getByText('Image 1 of 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });

  it('says no images are available when given none', () => {
    setup(0, []);
    expect(screen.getByText('No images available')).toBeTruthy();
  });
});
