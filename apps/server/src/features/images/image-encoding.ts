import { IMAGE_MESSAGES } from '@tailor/shared/images';
import sharp, { type SharpOptions } from 'sharp';
import { badRequest } from '../../lib/app-error';

export const IMAGE_MAX_SIDE = 2000;
export const THUMB_MAX_SIDE = 400;
/** Decoding more than this is refused: a small file must not unpack into gigabytes (a "decompression bomb"). */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
export const STORED_CONTENT_TYPE = 'image/webp';

// What phones and cameras produce. Not SVG (a script-capable document, rasterised by a large XML
// stack), TIFF or RAW. 'heif' here is AVIF: the prebuilt libvips has no HEVC decoder, so an
// iPhone HEIC fails to decode and is refused like any other unreadable file.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const DECODE: SharpOptions = {
  limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
  // 'error' refuses truncated and corrupt files yet tolerates the harmless warnings of some phone JPEGs.
  failOn: 'error',
  // First frame only for animated GIF and WebP.
  animated: false,
};

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface EncodedUpload {
  contentType: string;
  image: EncodedImage;
  thumb: EncodedImage;
}

function encode(bytes: Buffer, maxSide: number, quality: number): Promise<EncodedImage> {
  return sharp(bytes, DECODE)
    .autoOrient()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Decodes the upload by its content (never its name or declared type) and writes it afresh: turned
 * upright by its EXIF orientation, at most 2000 px a side, WebP. Nothing of the original file's
 * metadata is copied (sharp drops EXIF, GPS location, XMP and ICC unless asked to keep them), so a
 * customer's photo cannot leak where it was taken. WebP: about a third smaller than JPEG at the
 * same quality, keeps PNG transparency, and every browser the product supports shows it.
 */
export async function encodeUpload(bytes: Buffer): Promise<EncodedUpload> {
  let format: string;
  let pixels: number;
  try {
    const metadata = await sharp(bytes, DECODE).metadata();
    format = metadata.format;
    pixels = metadata.width * metadata.height;
  } catch (error) {
    throw badRequest(isPixelLimit(error) ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.notImage);
  }
  if (!ACCEPTED_FORMATS.has(format)) throw badRequest(IMAGE_MESSAGES.notImage);
  if (pixels > IMAGE_MAX_INPUT_PIXELS) throw badRequest(IMAGE_MESSAGES.tooManyPixels);

  try {
    // Both from the source: a JPEG thumbnail then decodes at 1/8 scale, in parallel with the image.
    const [image, thumb] = await Promise.all([
      encode(bytes, IMAGE_MAX_SIDE, 82),
      encode(bytes, THUMB_MAX_SIDE, 75),
    ]);
    return { contentType: STORED_CONTENT_TYPE, image, thumb };
  } catch (error) {
    // Metadata reads only the header; a file cut short or corrupt in its body fails here.
    throw badRequest(isPixelLimit(error) ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.notImage);
  }
}
