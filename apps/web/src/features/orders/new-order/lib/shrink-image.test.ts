import { describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@tailor/shared/constants';
import { shrinkImage, type DecodedImage, type ImageCodec } from './shrink-image';

const MB = 1024 * 1024;

/**
 * A stand-in for the canvas (happy-dom has none): a photo of width × height whose JPEG takes
 * about `bytesPerPixel × quality` per pixel, as a detailed phone photo does.
 */
function fakeCodec(width: number, height: number, bytesPerPixel = 0.9) {
  const close = vi.fn();
  const encodes: { width: number; height: number; quality: number }[] = [];
  const codec: ImageCodec = {
    decode: vi.fn(async () => ({ width, height, source: {} as CanvasImageSource, close })),
    encodeJpeg: vi.fn(async (_image: DecodedImage, w: number, h: number, quality: number) => {
      encodes.push({ width: w, height: h, quality });
      const size = Math.round(w * h * bytesPerPixel * quality);
      // Only a JPEG that fits is ever read; one that does not need not take the memory.
      if (size > IMAGE_MAX_BYTES) return { size, type: 'image/jpeg' } as Blob;
      return new Blob([new Uint8Array(size)], { type: 'image/jpeg' });
    }),
  };
  return { codec, close, encodes };
}

function photo(name: string, size: number, type = 'image/jpeg'): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('shrinkImage', () => {
  it('shrinks a 5 MB, 4000 × 3000 phone photo under 2MB, as JPEG at most 2000 px long', async () => {
    const { codec, close, encodes } = fakeCodec(4000, 3000);
    const picked = photo('IMG_2041.jpeg', 5 * MB);
    const sent = await shrinkImage(picked, { codec });
    expect(sent).not.toBeNull();
    expect(sent!.size).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect(sent!.type).toBe('image/jpeg');
    expect(sent!.name).toBe('IMG_2041.jpg');
    // Drawn at 2000 × 1500; quality stepped down until it fitted (0.85 gave 2.3 MB).
    expect(encodes).toEqual([
      { width: 2000, height: 1500, quality: 0.85 },
      { width: 2000, height: 1500, quality: 0.75 },
    ]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('makes the picture smaller still when no quality is enough', async () => {
    // A very detailed photo: 3 bytes a pixel at full quality.
    const { codec, encodes } = fakeCodec(6000, 4000, 3);
    const sent = await shrinkImage(photo('wedding.png', 9 * MB, 'image/png'), { codec });
    expect(sent!.size).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect(sent!.name).toBe('wedding.jpg');
    const last = encodes.at(-1)!;
    expect(last.width).toBeLessThan(2000);
    expect(last.width / last.height).toBeCloseTo(1.5, 2);
  });

  it('sends a photo that already fits (size and sides) unchanged', async () => {
    const { codec } = fakeCodec(1600, 1200);
    const picked = photo('small.jpg', 800_000);
    expect(await shrinkImage(picked, { codec })).toBe(picked);
    expect(codec.encodeJpeg).not.toHaveBeenCalled();
  });

  it('redraws a small file with too many pixels', async () => {
    const { codec } = fakeCodec(8000, 6000, 0.02);
    const sent = await shrinkImage(photo('screenshot.png', 1 * MB, 'image/png'), { codec });
    expect(sent!.name).toBe('screenshot.jpg');
    expect(codec.encodeJpeg).toHaveBeenCalledWith(expect.anything(), 2000, 1500, 0.85);
  });

  it('leaves a file it cannot read to the server when it is within 2MB, else gives up', async () => {
    const codec: ImageCodec = { decode: async () => null, encodeJpeg: vi.fn() };
    const small = photo('photo.heic', 1 * MB, 'image/heic');
    expect(await shrinkImage(small, { codec })).toBe(small);
    expect(await shrinkImage(photo('photo.heic', 3 * MB, 'image/heic'), { codec })).toBeNull();
  });

  it('gives up when even a small picture will not fit', async () => {
    const { codec, close } = fakeCodec(4000, 3000, 1000);
    expect(await shrinkImage(photo('huge.jpg', 5 * MB), { codec })).toBeNull();
    expect(close).toHaveBeenCalledOnce();
  });
});
