import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { ImageStorageUnavailableError, isStorageKey, type ImageStorage } from '../features/images';

export interface S3ImageStorageOptions {
  bucket: string;
  region: string;
  /** For services other than AWS (R2, MinIO, B2, Spaces): their S3 endpoint URL. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (`endpoint/bucket/key`) rather than the host name; most non-AWS services. */
  forcePathStyle?: boolean;
  /** Prepended to every key, so one bucket can hold other things too. */
  prefix?: string;
  /** Objects per list request (S3's own limit, 1,000, unless set lower). */
  listPageSize?: number;
  /** Give up on an unreachable bucket after this long, so a request never hangs on it. */
  timeoutMs?: number;
}

const NOT_FOUND = new Set(['NoSuchKey', 'NotFound']);

/** The service answered that the object is not there (as against: it could not be reached). */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && NOT_FOUND.has(error.name);
}

/**
 * A bucket that cannot be reached or answers 5xx is a passing outage (503 to the user, try again);
 * anything else the service refuses (credentials, a missing bucket) is a configuration bug.
 */
function unavailable(error: unknown): unknown {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    return status >= 500 ? new ImageStorageUnavailableError(error) : error;
  }
  return new ImageStorageUnavailableError(error);
}

/**
 * Objects in an S3-compatible bucket, for several servers sharing one set of photos. One PUT per
 * object (images are far below the 5 GB single-PUT limit): S3 makes it visible all at once, and
 * durable once it returns, so no multipart upload is ever started and none can be left behind.
 */
export function createS3ImageStorage(options: S3ImageStorageOptions): ImageStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // A few quick tries, then the user hears that photos are unavailable for a moment.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: options.timeoutMs ?? 3_000,
      requestTimeout: options.timeoutMs ?? 10_000,
    },
  });
  const prefix = options.prefix ?? '';
  const pageSize = options.listPageSize ?? 1_000;
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${prefix}${key}`;
  const checkKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Invalid image storage key');
  };

  return {
    async put(key, bytes, contentType) {
      checkKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentType: contentType,
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
    },

    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error);
      }
    },

    async delete(key) {
      checkKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (isMissing(error)) return;
        throw unavailable(error);
      }
    },

    async *list() {
      // ListObjects (v1) pages by the last key seen: every S3-compatible service has it.
      let Marker: string | undefined;
      for (;;) {
        let page;
        try {
          page = await client.send(
            new ListObjectsCommand({
              Bucket,
              Prefix: prefix || undefined,
              Marker,
              MaxKeys: pageSize,
            }),
          );
        } catch (error) {
          throw unavailable(error);
        }
        const contents = page.Contents ?? [];
        for (const object of contents) {
          const key = object.Key?.slice(prefix.length);
          // Anything else in the bucket is not ours to judge.
          if (!key || !isStorageKey(key) || !object.LastModified) continue;
          yield { key, storedAt: object.LastModified };
        }
        if (!page.IsTruncated || contents.length === 0) return;
        Marker = contents[contents.length - 1]!.Key;
      }
    },

    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw unavailable(error);
      }
    },

    async deleteAbandonedWrites() {
      return 0;
    },
  };
}
