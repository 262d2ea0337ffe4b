import { z } from 'zod';

/** The answer of POST /upload_image: the id goes into an order's `uploadedImages`, the url shows it. */
export const uploadedImageSchema = z.object({
  _id: z.string(),
  /**
   * Relative to the API host, signed and valid for a few hours: '/api/images/{key}?exp=…&sig=…';
   * '/thumb' inserted before the query gives the thumbnail.
   */
  url: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
