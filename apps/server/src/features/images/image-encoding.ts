import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { AppError, badRequest } from '../../lib/app-error';
import { createWorkQueue, QueueFullError, type WorkQueue } from '../../lib/work-queue';

export const IMAGE_MAX_SIDE = 2000;
export const THUMB_MAX_SIDE = 400;
/**
 * Decoding more than this is refused: a small file must not unpack into gigabytes (a "decompression
 * bomb"). Set to take the full-resolution photo of every common phone camera: 12 MP (4032 × 3024),
 * 48 MP (8064 × 6048, 8000 × 6000) and 50 MP (8160 × 6120, 8192 × 6144 = 50.3 MP); 64 MP and
 * 200 MP modes are refused (their files are far above the 2MB limit anyway). What one such image
 * costs to decode is bounded by this, and how many decode at once by the queue below.
 */
export const IMAGE_MAX_INPUT_PIXELS = 52_000_000;
export const STORED_CONTENT_TYPE = 'image/webp';
/** Images decoded at once by this server: one per core of a small shop PC. */
export const IMAGE_PROCESSING_CONCURRENCY = 2;
/**
 * Uploads that may wait for a turn: two products' four photos from one phone at once. Each waiting
 * upload holds its file (at most 2MB); beyond this the server answers 503 with Retry-After.
 */
export const IMAGE_PROCESSING_MAX_WAITING = 8;
const BUSY_RETRY_AFTER_SECONDS = 10;

// Each upload is a new image: libvips' cache of recent operations (up to 50 MB by default) would
// only hold memory. One libvips worker thread per image: the queue already runs one image per core.
sharp.cache(false);
sharp.concurrency(1);

/** This process's line for image decoding. */
export const imageProcessing = createWorkQueue({
  concurrency: IMAGE_PROCESSING_CONCURRENCY,
  maxWaiting: IMAGE_PROCESSING_MAX_WAITING,
});

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

/**
 * Decodes the source once, upright and at most IMAGE_MAX_SIDE a side (a JPEG decodes straight at a
 * fraction of its size), into raw pixels; the image and its thumbnail are both made from those, so
 * a large source is never decoded twice.
 */
async function encode(bytes: Buffer): Promise<{ image: EncodedImage; thumb: EncodedImage }> {
  const { data, info } = await sharp(bytes, DECODE)
    .autoOrient()
    .resize({
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const toWebp = (pipeline: Sharp, quality: number) =>
    pipeline
      .webp({ quality })
      .toBuffer({ resolveWithObject: true })
      .then((out) => ({ data: out.data, width: out.info.width, height: out.info.height }));
  const [image, thumb] = await Promise.all([
    toWebp(sharp(data, raw), 82),
    toWebp(
      sharp(data, raw).resize({
        width: THUMB_MAX_SIDE,
        height: THUMB_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      75,
    ),
  ]);
  return { image, thumb };
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
 *
 * The header is checked at once; decoding waits for a turn in `queue` (this server's by default),
 * and a full line answers 503 with Retry-After rather than letting memory grow with the crowd.
 */
export async function encodeUpload(
  bytes: Buffer,
  queue: WorkQueue = imageProcessing,
): Promise<EncodedUpload> {
  let format: string;
  let pixels: number;
  try {
    const metadata = await sharp(bytes, DECODE).metadata();
    format = metadata.format;
    pixels = metadata.width * metadata.height;
  } catch (error) {
    throw badRequest(isPixelLimit(error) ? 'IMAGE_TOO_MANY_PIXELS' : 'IMAGE_NOT_AN_IMAGE');
  }
  if (!ACCEPTED_FORMATS.has(format)) throw badRequest('IMAGE_NOT_AN_IMAGE');
  if (pixels > IMAGE_MAX_INPUT_PIXELS) throw badRequest('IMAGE_TOO_MANY_PIXELS');

  try {
    const { image, thumb } = await queue.run(() => encode(bytes));
    return { contentType: STORED_CONTENT_TYPE, image, thumb };
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new AppError('IMAGE_SERVER_BUSY', {
        headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
      });
    }
    // Metadata reads only the header; a file cut short or corrupt in its body fails here.
    throw badRequest(isPixelLimit(error) ? 'IMAGE_TOO_MANY_PIXELS' : 'IMAGE_NOT_AN_IMAGE');
  }
}
