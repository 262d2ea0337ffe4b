import { errorBodySchema } from '@tailor/shared/errors';
import { uploadedImageSchema } from '@tailor/shared/images';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { rateLimitFor } from '../../plugins/rate-limit';
import { AppError, badRequest } from '../../lib/app-error';
import { storeCallerOf } from '../../plugins/auth';
import type { StoredImage } from './image-storage';
import { readImage, uploadImage } from './images.service';

const tooLarge = () => new AppError('IMAGE_TOO_LARGE');

/**
 * The bytes of the one file in a multipart body. The multipart limit (2MB) stops reading at the
 * limit and raises FST_REQ_FILE_TOO_LARGE; a second file raises FST_FILES_LIMIT; any other failure
 * to read the body is a malformed request.
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('IMAGE_MISSING');
  try {
    const files = request.files();
    const first = await files.next();
    if (first.done) throw badRequest('IMAGE_MISSING');
    const bytes = await first.value.toBuffer();
    if (first.value.file.truncated) throw tooLarge();
    // Read to the end of the form rather than quietly dropping a second file.
    if (!(await files.next()).done) throw badRequest('IMAGE_ONE_AT_A_TIME');
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('IMAGE_ONE_AT_A_TIME');
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw badRequest('IMAGE_MISSING');
  }
}

function sendImage(
  reply: FastifyReply,
  { image, remainingSeconds }: { image: StoredImage; remainingSeconds: number },
) {
  return (
    reply
      .header('content-type', image.contentType)
      .header('content-length', image.size)
      // The browser may keep it while its link works; shared caches (proxies) never.
      .header('cache-control', `private, max-age=${remainingSeconds}`)
      .header('x-content-type-options', 'nosniff')
      // The web app may live on another origin than the API; let its <img> load these.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(image.body)
  );
}

const keyParams = z.object({ key: z.string() });
const linkQuery = z.object({
  exp: z.string().optional().describe('Expiry of the signed link, unix seconds'),
  sig: z.string().optional().describe('Signature of the link'),
});
const imageResponses = { 403: errorBodySchema, 404: errorBodySchema };

export function imageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/upload_image',
      {
        config: { rateLimit: rateLimitFor(ctx.config, 'upload') },
        preHandler: ctx.guard({ store: true }),
        schema: {
          tags: ['images'],
          summary: 'Upload one product image (multipart field `file`, JPEG, PNG or WebP up to 2MB)',
          consumes: ['multipart/form-data'],
          response: { 201: uploadedImageSchema, 503: errorBodySchema },
        },
      },
      async (request, reply) => {
        const bytes = await readUploadedFile(request);
        const image = await uploadImage({
          db: ctx.db,
          storage: ctx.storage,
          links: ctx.imageLinks,
          clock: ctx.clock,
          caller: storeCallerOf(request),
          bytes,
        });
        return reply.code(201).send(image);
      },
    );

    // No token: a plain <img src> cannot send an Authorization header. The URL is the capability
    // instead: a 192-bit key, signed with an expiry (ImageLinks), handed out only inside answers
    // to those who may see the order. Once it expires (hours), someone who kept it, a former
    // employee or a proxy, gets 403; the staff screens get fresh links with every order they load.
    const imageFiles = [
      {
        url: '/images/:key',
        variant: 'image',
        summary: 'An uploaded image (WebP), by the signed link an order answer gave',
      },
      {
        url: '/images/:key/thumb',
        variant: 'thumb',
        summary:
          'Its thumbnail, at most 400 px a side (the same signed link, /thumb before the query)',
      },
    ] as const;
    for (const { url, variant, summary } of imageFiles) {
      app.get(
        url,
        {
          schema: {
            tags: ['images'],
            summary,
            params: keyParams,
            querystring: linkQuery,
            response: imageResponses,
          },
        },
        async (request, reply) =>
          sendImage(
            reply,
            await readImage({
              storage: ctx.storage,
              links: ctx.imageLinks,
              key: request.params.key,
              variant,
              query: request.query,
            }),
          ),
      );
    }
  };
}
