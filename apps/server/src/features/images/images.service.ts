import { IMAGE_MAX_BYTES, IMAGES_PER_PRODUCT_MAX } from '@tailor/shared/constants';
import { type UploadedImage } from '@tailor/shared/images';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { productImages } from '../../db/schema/product-images';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken } from '../../lib/random-token';
import type { StoreAuthContext } from '../../plugins/auth';
import { encodeUpload } from './image-encoding';
import type { ImageLinks } from './image-links';
import type { ImageStorage, StoredImage } from './image-storage';

/** A storage key as handed out (192 random bits, base64url) with room for longer ones later. */
const PUBLIC_KEY = /^[A-Za-z0-9_-]{22,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BATCH = 500;
/**
 * Uploads no order took up, and stored files no row refers to, are deleted once this old. An upload
 * writes its files and then its row within one request, seconds apart; a day leaves no doubt.
 */
export const ORPHAN_GRACE_HOURS = 24;
const HOUR_MS = 3_600_000;

const THUMB_SUFFIX = '-thumb';
const thumbKeyOf = (key: string) => `${key}${THUMB_SUFFIX}`;

/**
 * Checks, re-encodes and stores an upload of a store member (image and thumbnail), then records it
 * unattached; an order attaches it later by its id. Files first, durably, then the row: a row
 * therefore always has its files. A crash between the two leaves files without a row, which
 * deleteStrayImageFiles removes a day later; a failure of either write removes both files at once.
 */
export async function uploadImage(options: {
  db: Database;
  storage: ImageStorage;
  links: ImageLinks;
  clock: Clock;
  caller: StoreAuthContext;
  bytes: Buffer;
}): Promise<UploadedImage> {
  const { db, storage, links, clock, caller, bytes } = options;
  if (bytes.length === 0) throw badRequest('IMAGE_MISSING');
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');

  const encoded = await encodeUpload(bytes);
  const key = randomToken();
  const removeFiles = () =>
    Promise.allSettled([storage.delete(key), storage.delete(thumbKeyOf(key))]);
  try {
    // Both writes settle before any clean-up: removing while the other write is still under way
    // would miss the file it is about to put in place.
    const writes = await Promise.allSettled([
      storage.put(key, encoded.image.data, encoded.contentType),
      storage.put(thumbKeyOf(key), encoded.thumb.data, encoded.contentType),
    ]);
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
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
    return { _id: row!.id, url: links.url(key) };
  } catch (error) {
    await removeFiles();
    throw error;
  }
}

/**
 * The stored image or its thumbnail, for a signed link that is still valid (ImageLinks), with how
 * many seconds the link has left. 404 for a key that is not even well formed or that is unknown;
 * 403 for a link without a valid signature or past its expiry, before any storage is asked.
 */
export async function readImage(options: {
  storage: ImageStorage;
  links: ImageLinks;
  key: string;
  variant: 'image' | 'thumb';
  query: { exp?: unknown; sig?: unknown };
}): Promise<{ image: StoredImage; remainingSeconds: number }> {
  const { storage, links, key, variant, query } = options;
  if (!PUBLIC_KEY.test(key)) throw notFound('IMAGE_NOT_FOUND');
  const link = links.check(key, query);
  if (!link.valid) {
    throw forbidden(link.reason === 'expired' ? 'IMAGE_LINK_EXPIRED' : 'IMAGE_LINK_INVALID');
  }
  const image = await storage.get(variant === 'thumb' ? thumbKeyOf(key) : key);
  if (!image) throw notFound('IMAGE_NOT_FOUND');
  return { image, remainingSeconds: link.remainingSeconds };
}

/**
 * Attaches uploaded images to a new product line, in the given order (positions 1..n), inside the
 * caller's transaction. Every id must be an unattached image of
 * this store; otherwise it throws and the caller's transaction must roll back. Concurrent attempts
 * to attach one image cannot both win: the update only matches rows still unattached.
 */
export async function attachImagesToProduct(
  tx: Tx,
  options: { storeId: string; productId: string; imageIds: string[] },
): Promise<void> {
  const { storeId, productId } = options;
  const ids = [...new Set(options.imageIds)];
  if (ids.length > IMAGES_PER_PRODUCT_MAX) throw badRequest('IMAGE_TOO_MANY_FOR_PRODUCT');
  if (ids.length === 0) return;
  if (!ids.every((id) => UUID.test(id))) throw badRequest('IMAGE_UPLOAD_AGAIN');

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
    .returning({ id: productImages.id });
  if (attached.length !== ids.length) throw badRequest('IMAGE_UPLOAD_AGAIN');
}

/**
 * attachImagesToProduct for several new product lines in one statement (an order being created):
 * the same checks, and the storage keys of each line's images in position order, so the caller can
 * answer their URLs without reading them back.
 */
export async function attachImagesToProducts(
  tx: Tx,
  options: { storeId: string; lines: { productId: string; imageIds: string[] }[] },
): Promise<Map<string, string[]>> {
  const keys = new Map<string, string[]>(options.lines.map((line) => [line.productId, []]));
  const wanted = options.lines.flatMap((line) => {
    const ids = [...new Set(line.imageIds)];
    if (ids.length > IMAGES_PER_PRODUCT_MAX) throw badRequest('IMAGE_TOO_MANY_FOR_PRODUCT');
    if (!ids.every((id) => UUID.test(id))) throw badRequest('IMAGE_UPLOAD_AGAIN');
    return ids.map((imageId, index) => ({
      productId: line.productId,
      imageId,
      position: index + 1,
    }));
  });
  if (wanted.length === 0) return keys;
  const values = sql.join(
    wanted.map((w) => sql`(${w.imageId}::uuid, ${w.productId}::uuid, ${w.position}::int)`),
    sql`, `,
  );
  // An image named on two lines matches one of them only, and the count below refuses the order.
  // Plain SQL: every order runs it, and drizzle's query builder took more CPU than the statement.
  const result = await tx.execute(sql`
    update product_images set product_id = wanted.product_id, position = wanted.position
    from (values ${values}) as wanted (image_id, product_id, position)
    where product_images.id = wanted.image_id and product_images.store_id = ${options.storeId}::uuid
      and product_images.product_id is null
    returning product_images.product_id as "productId", product_images.storage_key as "storageKey",
              product_images.position`);
  const attached = (
    result as unknown as {
      rows: { productId: string | null; storageKey: string; position: number | null }[];
    }
  ).rows;
  if (attached.length !== wanted.length) throw badRequest('IMAGE_UPLOAD_AGAIN');
  attached.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const row of attached) keys.get(row.productId!)!.push(row.storageKey);
  return keys;
}

/**
 * The image URLs of each product line, in position order, signed by `links`: for answering orders.
 * Every answer that shows images gets its URLs here (or from ImageLinks.url), so one rule applies.
 */
export async function imageUrlsForProducts(
  db: DbOrTx,
  links: ImageLinks,
  storeId: string,
  productIds: string[],
): Promise<Map<string, string[]>> {
  const urls = new Map<string, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return urls;
  const rows = await db
    .select({ productId: productImages.productId, storageKey: productImages.storageKey })
    .from(productImages)
    .where(and(eq(productImages.storeId, storeId), inArray(productImages.productId, productIds)))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) urls.get(row.productId!)?.push(links.url(row.storageKey));
  return urls;
}

/**
 * Deletes uploads that no order took up within `olderThanHours` (a form abandoned after uploading):
 * rows first, claimed atomically so an order attaching at the same moment either wins or is told to
 * upload again, then their files. For the daily maintenance job; answers how many went.
 */
export async function deleteOrphanImages(
  deps: { db: Database; storage: ImageStorage; clock: Clock },
  olderThanHours = ORPHAN_GRACE_HOURS,
): Promise<number> {
  const { db, storage, clock } = deps;
  const cutoff = new Date(clock.now().getTime() - olderThanHours * HOUR_MS);
  let deleted = 0;
  for (;;) {
    const orphans = db
      .select({ id: productImages.id, storeId: productImages.storeId })
      .from(productImages)
      .where(and(isNull(productImages.productId), lt(productImages.createdAt, cutoff)))
      .limit(BATCH);
    // By id and shop: a database distributed by shop deletes each row on its shop's machine.
    const rows = await db
      .delete(productImages)
      .where(sql`(${productImages.id}, ${productImages.storeId}) in ${orphans}`)
      .returning({ storageKey: productImages.storageKey });
    // A file that cannot be removed now is left to deleteStrayImageFiles; the rows are gone.
    await Promise.allSettled(
      rows.flatMap(({ storageKey }) => [
        storage.delete(storageKey),
        storage.delete(thumbKeyOf(storageKey)),
      ]),
    );
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}

/**
 * Deletes stored files that no image row refers to and that arrived more than `olderThanHours` ago,
 * and writes abandoned as long ago: what a crash between an upload's files and its row leaves, or a
 * failed delete after its row went (deleteOrphanImages, an order product removed). Younger files
 * stay, as an upload may be between its files and its row right now. For the daily maintenance
 * job; answers how many files went.
 */
export async function deleteStrayImageFiles(
  deps: { db: Database; storage: ImageStorage; clock: Clock },
  olderThanHours = ORPHAN_GRACE_HOURS,
): Promise<number> {
  const { db, storage, clock } = deps;
  const cutoff = new Date(clock.now().getTime() - olderThanHours * HOUR_MS);
  let deleted = await storage.deleteAbandonedWrites(cutoff);

  const deleteUnreferenced = async (keys: string[]) => {
    // A thumbnail belongs to the row of its image's key; a key may also just end like one.
    const candidates = keys.flatMap((key) =>
      key.endsWith(THUMB_SUFFIX) ? [key, key.slice(0, -THUMB_SUFFIX.length)] : [key],
    );
    const rows = await db
      .select({ storageKey: productImages.storageKey })
      .from(productImages)
      .where(inArray(productImages.storageKey, [...new Set(candidates)]));
    const referenced = new Set(rows.map((row) => row.storageKey));
    for (const key of keys) {
      const owner = key.endsWith(THUMB_SUFFIX) ? key.slice(0, -THUMB_SUFFIX.length) : null;
      if (referenced.has(key) || (owner !== null && referenced.has(owner))) continue;
      await storage.delete(key);
      deleted += 1;
    }
  };

  let batch: string[] = [];
  for await (const object of storage.list()) {
    if (object.storedAt >= cutoff) continue;
    batch.push(object.key);
    if (batch.length === BATCH) {
      await deleteUnreferenced(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await deleteUnreferenced(batch);
  return deleted;
}
