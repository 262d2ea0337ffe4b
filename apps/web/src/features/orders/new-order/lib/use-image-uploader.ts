import { useEffect, useMemo, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { IMAGE_MAX_BYTES, IMAGES_PER_PRODUCT_MAX } from '@tailor/shared/constants';
import type { ErrorCode } from '@tailor/shared/error-codes';
import { ApiError, newIdempotencyKey } from '../../../../lib/api-client';
import { isUnreachable } from '../../../../lib/outbox';
import type { uploadImage } from '../api/upload-image';
import type { ImageItem, OrderFormValues } from './order-form-values';

/** A picked file the form would not take, with the error code saying why (worded where shown). */
export type ImageRefusal = { fileName: string; message: ErrorCode };

export type ImageUploader = {
  /**
   * Takes the images that fit (up to 4 per product), shrinks each to at most 2MB in the browser
   * and uploads it at once; an image that cannot be shrunk enough shows the 2MB message on its tile.
   */
  add(productKey: string, files: readonly File[]): ImageRefusal[];
  retry(productKey: string, localId: string): void;
  remove(productKey: string, localId: string): void;
  /** Stops and forgets the uploads of a product about to be removed. */
  forgetProduct(productKey: string): void;
  /**
   * A photo waiting to be sent (see `keepOffline`): the file as it will go (shrunk) and the key
   * its upload goes with, for the outbox to send with the order; null for one it does not hold.
   */
  waitingPhoto(localId: string): { file: File; idempotencyKey: string } | null;
  /** The order went to the outbox with its photos: stop uploading them here. */
  handOver(): void;
  /** Sends the photos waiting on this phone again (the connection returned). */
  retryWaiting(): void;
};

/** A picked image that could not be shrunk to the upload limit in this browser. */
class ImageTooLarge extends Error {}

// Drawing a photo smaller and sending it load with the first photo picked (or earlier, through
// preloadImageSending), not with the wizard's first step (the step draws no photos).
const loadShrinking = () => import('./shrink-image');
const loadSending = () => import('../api/upload-image');
const shrinkWithCanvas = (file: File) => loadShrinking().then((module) => module.shrinkImage(file));
const sendImage: typeof uploadImage = (...args) =>
  loadSending().then((module) => module.uploadImage(...args));

/** Starts loading a photo's shrinking and sending, so the first photo picked does not wait. */
export function preloadImageSending(): void {
  for (const load of [loadShrinking, loadSending]) load().catch(() => undefined);
}

/**
 * The error code of a failed image (worded where it is shown): the 2MB rule when it could not be
 * shrunk, the server's code for an answered failure; '' when there is none (network, timeout).
 */
function uploadErrorCode(error: unknown): string {
  if (error instanceof ImageTooLarge) return 'IMAGE_TOO_LARGE' satisfies ErrorCode;
  return error instanceof ApiError && error.kind === 'http' ? (error.code ?? '') : '';
}

/**
 * Image uploads of the whole form. Items live in the form values (so steps can check and show
 * them); the files, previews and requests live here, outlive the product card that started them
 * (the user may move to the next step while they upload), and end with the page.
 */
export function useImageUploader(
  form: UseFormReturn<OrderFormValues>,
  options: {
    shrink?: (file: File) => Promise<File | null>;
    /**
     * A photo that cannot reach the server (no connection, no answer) waits on this phone instead
     * of failing: the new order takes it along to the outbox, and it is tried again here when the
     * connection returns. Without it (Edit order's added garments) such an upload fails for Retry.
     */
    keepOffline?: boolean;
  } = {},
): ImageUploader {
  const shrink = options.shrink ?? shrinkWithCanvas;
  const keepOffline = options.keepOffline ?? false;
  const files = useRef(new Map<string, File>());
  // Files already shrunk (or found to fit): a retry sends them again without redrawing.
  const ready = useRef(new Set<string>());
  const previews = useRef(new Map<string, string>());
  const requests = useRef(new Map<string, AbortController>());
  // Each photo's Idempotency-Key: kept across tries after a lost answer, new after a refusal.
  const keys = useRef(new Map<string, string>());

  useEffect(() => {
    const pending = requests.current;
    const urls = previews.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const { getValues, setValue, getFieldState, trigger } = form;

  const uploader = useMemo((): ImageUploader => {
    const update = (productKey: string, change: (images: ImageItem[]) => ImageItem[]) => {
      const index = getValues('products').findIndex((product) => product.key === productKey);
      if (index < 0) return;
      const path = `products.${index}.images` as const;
      setValue(path, change(getValues(path)), { shouldDirty: true });
      // An error already shown for this product's images follows the uploads as they finish.
      if (getFieldState(path).error) void trigger(path);
    };
    const patch = (productKey: string, localId: string, change: Partial<ImageItem>) =>
      update(productKey, (images) =>
        images.map((image) => (image.localId === localId ? { ...image, ...change } : image)),
      );

    /** The file to send: shrunk once to fit the 2MB limit; null when it cannot be. */
    const prepare = async (localId: string): Promise<File | null> => {
      const file = files.current.get(localId);
      if (!file) return null;
      if (ready.current.has(localId)) return file;
      const small = await shrink(file).catch(() => (file.size <= IMAGE_MAX_BYTES ? file : null));
      // Removed while it was being shrunk.
      if (!small || !files.current.has(localId)) return null;
      files.current.set(localId, small);
      ready.current.add(localId);
      return small;
    };

    const start = (productKey: string, localId: string) => {
      if (!files.current.has(localId)) return;
      const controller = new AbortController();
      requests.current.set(localId, controller);
      prepare(localId)
        .then((file) => {
          if (controller.signal.aborted) throw controller.signal.reason;
          if (!file) throw new ImageTooLarge();
          return sendImage(file, {
            signal: controller.signal,
            idempotencyKey: keys.current.get(localId),
            onProgress: (progress) => patch(productKey, localId, { progress }),
          });
        })
        .then((uploaded) =>
          patch(productKey, localId, {
            status: 'done',
            progress: 1,
            id: uploaded._id,
            error: null,
          }),
        )
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (keepOffline && isUnreachable(error)) {
            patch(productKey, localId, { status: 'waiting', progress: 0, error: null });
            return;
          }
          // The server answered: a Retry is a new request, not a replay of this answer.
          if (error instanceof ApiError && error.kind === 'http')
            keys.current.set(localId, newIdempotencyKey());
          patch(productKey, localId, { status: 'error', error: uploadErrorCode(error) });
        })
        .finally(() => {
          if (requests.current.get(localId) === controller) requests.current.delete(localId);
        });
    };

    const drop = (localId: string) => {
      requests.current.get(localId)?.abort();
      requests.current.delete(localId);
      const url = previews.current.get(localId);
      if (url) URL.revokeObjectURL(url);
      previews.current.delete(localId);
      files.current.delete(localId);
      ready.current.delete(localId);
      keys.current.delete(localId);
    };

    return {
      add(productKey, picked) {
        const product = getValues('products').find((p) => p.key === productKey);
        if (!product) return [];
        const refusals: ImageRefusal[] = [];
        const accepted: ImageItem[] = [];
        for (const file of picked) {
          const refuse = (message: ErrorCode) => refusals.push({ fileName: file.name, message });
          if (!file.type.startsWith('image/')) refuse('IMAGE_NOT_AN_IMAGE');
          else if (product.images.length + accepted.length >= IMAGES_PER_PRODUCT_MAX) {
            refuse('IMAGE_TOO_MANY_FOR_PRODUCT');
          } else {
            const localId = newIdempotencyKey();
            const previewUrl = URL.createObjectURL(file);
            files.current.set(localId, file);
            keys.current.set(localId, newIdempotencyKey());
            previews.current.set(localId, previewUrl);
            accepted.push({
              localId,
              fileName: file.name,
              previewUrl,
              status: 'uploading',
              progress: 0,
              id: null,
              error: null,
            });
          }
        }
        if (accepted.length > 0) {
          update(productKey, (images) => [...images, ...accepted]);
          for (const image of accepted) start(productKey, image.localId);
        }
        return refusals;
      },
      retry(productKey, localId) {
        patch(productKey, localId, { status: 'uploading', progress: 0, error: null });
        start(productKey, localId);
      },
      remove(productKey, localId) {
        drop(localId);
        update(productKey, (images) => images.filter((image) => image.localId !== localId));
      },
      forgetProduct(productKey) {
        const product = getValues('products').find((p) => p.key === productKey);
        for (const image of product?.images ?? []) drop(image.localId);
      },
      waitingPhoto(localId) {
        const file = files.current.get(localId);
        const idempotencyKey = keys.current.get(localId);
        return file && idempotencyKey && ready.current.has(localId)
          ? { file, idempotencyKey }
          : null;
      },
      handOver() {
        for (const localId of [...files.current.keys()]) drop(localId);
      },
      retryWaiting() {
        for (const product of getValues('products')) {
          for (const image of product.images) {
            const idle = files.current.has(image.localId) && !requests.current.has(image.localId);
            if (image.status !== 'waiting' || !idle) continue;
            patch(product.key, image.localId, { status: 'uploading', progress: 0 });
            start(product.key, image.localId);
          }
        }
      },
    };
  }, [getValues, setValue, getFieldState, trigger, shrink, keepOffline]);

  useEffect(() => {
    if (!keepOffline) return;
    const onOnline = () => uploader.retryWaiting();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [keepOffline, uploader]);

  return uploader;
}
