import { IMAGE_MAX_BYTES } from '@tailor/shared/constants';

/**
 * Phone camera photos are 3–6 MB and 12 MP or more, the upload limit is 2MB. Before a
 * picked photo is uploaded it is redrawn at a longest side of at most 2000 px and saved as JPEG,
 * the quality stepped down (and then the size) until it fits, so ordinary photos always fit and
 * phones send less over slow networks. The server keeps refusing anything bigger.
 */

/** The longest side of an uploaded photo: plenty to see stitching, a fraction of a phone's 4000. */
export const SHRINK_MAX_SIDE = 2000;
/** JPEG qualities tried in turn at each size. */
export const SHRINK_QUALITIES = [0.85, 0.75, 0.65, 0.55] as const;
/** Each further try after all qualities draws the image this much smaller. */
const SCALE_STEP = 0.75;
/** Below this longest side a photo is no use to the tailor: give up and say it is too large. */
const MIN_SIDE = 400;

/** A decoded picture, ready to be drawn. */
export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  close(): void;
}

/** How pictures are decoded and re-encoded: the browser's canvas, or a stand-in in tests. */
export interface ImageCodec {
  /** The decoded picture, or null when this browser cannot read the file as an image. */
  decode(file: Blob): Promise<DecodedImage | null>;
  /** The picture drawn at width × height and saved as JPEG at `quality` (0 to 1). */
  encodeJpeg(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob>;
}

function drawingSurface(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    return {
      context: canvas.getContext('2d'),
      toJpeg: (quality: number) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d'),
    toJpeg: (quality: number) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be saved'))),
          'image/jpeg',
          quality,
        ),
      ),
  };
}

/** createImageBitmap (turned as the camera held it, from EXIF) and a canvas. */
export const browserImageCodec: ImageCodec = {
  async decode(file) {
    if (typeof createImageBitmap !== 'function') return null;
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        width: bitmap.width,
        height: bitmap.height,
        source: bitmap,
        close: () => bitmap.close(),
      };
    } catch {
      return null;
    }
  },
  async encodeJpeg(image, width, height, quality) {
    const surface = drawingSurface(width, height);
    const context = surface.context as CanvasRenderingContext2D | null;
    if (!context) throw new Error('The photo could not be drawn');
    // JPEG has no transparency: a transparent PNG gets a white background rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, width, height);
    return surface.toJpeg(quality);
  },
};

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

export interface ShrinkOptions {
  maxBytes?: number;
  maxSide?: number;
  codec?: ImageCodec;
}

/**
 * The file to upload for a picked image: the file itself when it already fits (at most `maxBytes`
 * and `maxSide`), else a JPEG redrawn to fit; null when it cannot be made to fit (too large and
 * not readable here, or still too large at a uselessly small size).
 */
export async function shrinkImage(file: File, options: ShrinkOptions = {}): Promise<File | null> {
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  const maxSide = options.maxSide ?? SHRINK_MAX_SIDE;
  const codec = options.codec ?? browserImageCodec;

  const image = await codec.decode(file);
  // Not readable here (an unusual format): the server decides, if the size allows it at all.
  if (!image) return file.size <= maxBytes ? file : null;
  try {
    const longest = Math.max(image.width, image.height);
    if (longest <= maxSide && file.size <= maxBytes) return file;
    let scale = Math.min(1, maxSide / longest);
    while (longest * scale >= MIN_SIDE) {
      const width = Math.max(1, Math.round(image.width * scale));
      const height = Math.max(1, Math.round(image.height * scale));
      for (const quality of SHRINK_QUALITIES) {
        const blob = await codec.encodeJpeg(image, width, height, quality);
        if (blob.size <= maxBytes) {
          return new File([blob], jpegName(file.name), {
            type: 'image/jpeg',
            lastModified: file.lastModified,
          });
        }
      }
      scale *= SCALE_STEP;
    }
    return null;
  } finally {
    image.close();
  }
}
