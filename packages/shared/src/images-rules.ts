/*
 * Why an image upload or link is refused, apart from the upload's answer schema (images.ts) so
 * that the error texts load without zod.
 */
import { IMAGE_MAX_BYTES, IMAGES_PER_PRODUCT_MAX } from './constants';

export const IMAGE_MESSAGES = {
  missing: 'Choose an image to upload',
  notImage: 'Only image files (JPEG, PNG, WebP) can be uploaded',
  tooLarge: `Each image must be ${IMAGE_MAX_BYTES / (1024 * 1024)}MB or smaller`,
  tooManyPixels: 'This image has too many pixels. Please upload a smaller photo.',
  oneAtATime: 'Upload one image at a time',
  notFound: 'Image not found',
  tooManyForProduct: `You can add at most ${IMAGES_PER_PRODUCT_MAX} images per product`,
  uploadAgain: 'One or more images could not be found. Please upload them again.',
  busy: 'The server is busy with other photos. Please try again in a few seconds.',
  linkInvalid: 'This image link is not valid. Open the order again to see its photos.',
  linkExpired: 'This image link has expired. Open the order again to see its photos.',
} as const;
