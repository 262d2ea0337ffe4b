import { IMAGE_MAX_BYTES, IMAGES_PER_PRODUCT_MAX } from '@tailor/shared/constants';
import { IMAGE_MESSAGES, type UploadedImage } from '@tailor/shared/images';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { productImages } from '../../db/schema/product-images';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken } from '../../lib/random-token';
import type { StoreAuthContext } from '../../plugins/auth';
import { encodeUpload } from './image-encoding';
import type { ImageStorage, StoredImage } from './image-storage';

/** A storage key as handed out (192 random bits, base64url) with room for longer ones later. */
const PUBLIC_KEY = /^[A-Za-z0-9_-]{22,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORPHAN_BATCH = 500;

const thumbKeyOf = (key: string) => `${key}-thumb`;

/** The URL an image is shown at, relative to the API host. */
export function imageUrl(storageKey: string): string {
  return `/api/images/${storageKey}`;
}

/**
 * Checks, re-encodes and stores an upload of a store member (image and thumbnail), then records it
 * unattached; an order attaches it later by its id.
 */
export async function uploadImage(options: {
  db: Database;
  storage: ImageStorage;
  clock: Clock;
  caller: StoreAuthContext;
  bytes: Buffer;
}): Promise<UploadedImage> {
  const { db, storage, clock, caller, bytes } = options;
  if (bytes.length === 0) throw badRequest(IMAGE_MESSAGES.missing);
  if (bytes.length > IMAGE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);

  const encoded = await encodeUpload(bytes);
  const key = randomToken();
  const removeFiles = () =>
    Promise.allSettled([storage.delete(key), storage.delete(thumbKeyOf(key))]);
  try {
    await Promise.all([
      storage.put(key, encoded.image.data, encoded.contentType),
      storage.put(thumbKeyOf(key), encoded.thumb.data, encoded.contentType),
    ]);
    const [row] = await db
      .insert(productImages)
      .values({
        storeId: caller.store_id,
        storageKey: key,
        contentType: encoded.contentType,
        sizeBytes: encoded.image.data.length,
        width: encoded.image.width,
        height: encoded.image.height,
        uploadedBy: caller.userId,
        // The app's clock, as deleteOrphanImages measures age by it.
        createdAt: clock.now(),
      })
      .returning({ id: productImages.id });
    return { _id: row!.id, url: imageUrl(key) };
  } catch (error) {
    await removeFiles();
    throw error;
  }
}

/** The stored image or its thumbnail; 404 for a key that is unknown or not even well formed. */
export async function readImage(options: {
  storage: ImageStorage;
  key: string;
  variant: 'image' | 'thumb';
}): Promise<StoredImage> {
  const { storage, key, variant } = options;
  if (!PUBLIC_KEY.test(key)) throw notFound(IMAGE_MESSAGES.notFound);
  const stored = await storage.get(variant === 'thumb' ? thumbKeyOf(key) : key);
  if (!stored) throw notFound(IMAGE_MESSAGES.notFound);
  return stored;
}

/**
 * Attaches uploaded images to a new product line, in the given order (positions 1..n), inside the
 * caller's transaction; answers their URLs in that order. Every id must be an unattached image of
 * this store; otherwise it throws and the caller's transaction must roll back. Concurrent attempts
 * to attach one image cannot both win: the update only matches rows still unattached.
 */
export async function attachImagesToProduct(
  tx: Tx,
  options: { storeId: string; productId: string; imageIds: string[] },
): Promise<string[]> {
  const { storeId, productId } = options;
  const ids = [...new Set(options.imageIds)];
  if (ids.length > IMAGES_PER_PRODUCT_MAX) throw badRequest(IMAGE_MESSAGES.tooManyForProduct);
  if (ids.length === 0) return [];
  if (!ids.every((id) => UUID.test(id))) throw badRequest(IMAGE_MESSAGES.uploadAgain);

  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const attached = await tx
    .update(productImages)
    .set({
      productId,
      position: sql`array_position(array[${idList}]::uuid[], ${productImages.id})`,
    })
    .where(
      and(
        inArray(productImages.id, ids),
        eq(productImages.storeId, storeId),
        isNull(productImages.productId),
      ),
    )
    .returning({ id: productImages.id, storageKey: productImages.storageKey });
  if (attached.length !== ids.length) throw badRequest(IMAGE_MESSAGES.uploadAgain);

  const keyById = new Map(attached.map((row) => [row.id, row.storageKey]));
  return ids.map((id) => imageUrl(keyById.get(id)!));
}

/** The image URLs of each product line, in position order: for answering orders. */
export async function imageUrlsForProducts(
  db: DbOrTx,
  productIds: string[],
): Promise<Map<string, string[]>> {
  const urls = new Map<string, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return urls;
  const rows = await db
    .select({ productId: productImages.productId, storageKey: productImages.storageKey })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) urls.get(row.productId!)?.push(imageUrl(row.storageKey));
  return urls;
}

/**
 * Deletes uploads that no order took up within `olderThanHours` (a form abandoned after uploading):
 * rows first, claimed atomically so an order attaching at the same moment either wins or is told to
 * upload again, then their files. For the daily maintenance job; answers how many went.
 */
export async function deleteOrphanImages(
  deps: { db: Database; storage: ImageStorage; clock: Clock },
  olderThanHours = 24,
): Promise<number> {
  const { db, storage, clock } = deps;
  const cutoff = new Date(clock.now().getTime() - olderThanHours * 3_600_000);
  let deleted = 0;
  for (;;) {
    const orphans = db
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(isNull(productImages.productId), lt(productImages.createdAt, cutoff)))
      .limit(ORPHAN_BATCH);
    const rows = await db
      .delete(productImages)
      .where(inArray(productImages.id, orphans))
      .returning({ storageKey: productImages.storageKey });
    // A file that cannot be removed now only costs disk space; the rows are already gone.
    await Promise.allSettled(
      rows.flatMap(({ storageKey }) => [
        storage.delete(storageKey),
        storage.delete(thumbKeyOf(storageKey)),
      ]),
    );
    deleted += rows.length;
    if (rows.length < ORPHAN_BATCH) return deleted;
  }
}
