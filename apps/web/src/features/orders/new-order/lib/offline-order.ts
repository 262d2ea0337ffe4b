import type { CreateOrderInput } from '@tailor/shared/orders/create-order-schemas';
import type { NewOutboxEntry, OutboxPhoto } from '../../../../lib/outbox';
import type { OrderFormValues } from './order-form-values';
import type { ImageUploader } from './use-image-uploader';

/** Where a photo waiting on this phone stands in the order until the outbox has uploaded it. */
export function photoRef(localId: string): string {
  return `outbox-photo:${localId}`;
}

/** The photos of the form that wait on this phone for the connection, by their local ids. */
export function waitingPhotoIds(values: OrderFormValues): string[] {
  return values.products.flatMap((product) =>
    product.images.flatMap((image) => (image.status === 'waiting' ? [image.localId] : [])),
  );
}

/**
 * The new order as the outbox keeps it: POST /create_order with the order's Idempotency-Key, and
 * its photos that wait on this phone, each in its place among the garment's images (their refs
 * give way to the ids the uploads answer). It has no number until the server gives one, so the
 * list names it by its customer.
 */
export function newOrderOutboxEntry(options: {
  values: OrderFormValues;
  payload: CreateOrderInput;
  idempotencyKey: string;
  uploader: Pick<ImageUploader, 'waitingPhoto'>;
}): NewOutboxEntry {
  const { values, payload, idempotencyKey, uploader } = options;
  const photos: OutboxPhoto[] = [];
  const products = payload.order.products.map((line, index) => ({
    ...line,
    uploadedImages: (values.products[index]?.images ?? []).flatMap((image) => {
      if (image.id) return [image.id];
      const photo = image.status === 'waiting' ? uploader.waitingPhoto(image.localId) : null;
      if (!photo) return [];
      const ref = photoRef(image.localId);
      photos.push({
        ref,
        file: photo.file,
        fileName: photo.file.name,
        idempotencyKey: photo.idempotencyKey,
        uploadedId: null,
      });
      return [ref];
    }),
  }));
  return {
    kind: 'newOrder',
    method: 'POST',
    path: '/create_order',
    body: { ...payload, order: { ...payload.order, products } },
    idempotencyKey,
    photos,
    label: { order: '', detail: payload.customer.name },
  };
}
