import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error';

export interface StoredImage {
  body: Readable;
  contentType: string;
  size: number;
}

export interface StoredObject {
  key: string;
  /** When the object arrived in this storage (written, or copied in). */
  storedAt: Date;
}

/**
 * Where image bytes live. Keys are opaque URL-safe strings chosen by the caller: local disk
 * (image-storage.ts) or an S3-compatible bucket that many servers share (the adapter
 * adapters/s3-image-storage.ts).
 */
export interface ImageStorage {
  /** All or nothing: a reader never sees part of the bytes, and once it returns they are durable. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredImage | null>;
  /** Succeeds when the object is already gone. */
  delete(key: string): Promise<void>;
  /** Every stored object, in no set order: for the sweep of objects that no row refers to. */
  list(): AsyncIterable<StoredObject>;
  /**
   * Removes what writes started before `before` left behind unfinished (a crash in the middle of
   * `put`: temporary files here, incomplete multipart uploads in a bucket); answers how many.
   */
  deleteAbandonedWrites(before: Date): Promise<number>;
  /** Rejects when the storage cannot take writes now (for /healthz): a missing folder or bucket. */
  ping(): Promise<void>;
}

// The first 2 characters shard the folders; the rest only guards against path tricks.
const STORAGE_KEY = /^[A-Za-z0-9_-]{2,128}$/;

export const isStorageKey = (key: string): boolean => STORAGE_KEY.test(key);

/**
 * The storage could not be reached for a moment (a bucket that is down): the user hears 503 with
 * Retry-After and tries again; nothing was recorded.
 */
export class ImageStorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super('IMAGE_STORAGE_UNAVAILABLE', { headers: { 'retry-after': '30' } });
    this.name = 'ImageStorageUnavailableError';
    this.cause = cause;
  }
}
