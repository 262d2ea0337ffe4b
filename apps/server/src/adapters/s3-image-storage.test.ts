import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itKeepsTheStorageContract, listed } from '../../test/image-storage-contract';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { testConfig } from '../../test/test-app';
import { ImageStorageUnavailableError, type ImageStorage } from '../features/images';
import { createImageStorage } from './image-storages';
import { createS3ImageStorage, type S3ImageStorageOptions } from './s3-image-storage';

describe('createS3ImageStorage against an S3-protocol server', () => {
  let s3: TestS3Server;
  let storage: ImageStorage;
  const storageWith = (env: NodeJS.ProcessEnv) =>
    createImageStorage(testConfig({ ...s3.env, ...env }));
  const s3Options = (extra: Partial<S3ImageStorageOptions>): S3ImageStorageOptions => ({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
    prefix: '',
    ...extra,
  });

  beforeAll(async () => {
    s3 = await startTestS3Server();
    storage = storageWith({});
  });
  afterAll(() => s3.close());

  itKeepsTheStorageContract(() => storage);

  it('is what IMAGE_STORAGE=s3 chooses: what it puts lands in the bucket', async () => {
    await storage.put('Ch-chosen', Buffer.from('in the bucket'), 'image/webp');
    const direct = createS3ImageStorage(s3Options({}));
    expect(await text((await direct.get('Ch-chosen'))!.body)).toBe('in the bucket');
  });

  it('lists its own objects under its prefix with when they arrived, and nothing else in the bucket', async () => {
    const own = storageWith({ S3_PREFIX: 'shop-photos/' });
    const before = Date.now() - 60_000;
    await own.put('Li-first', Buffer.from('1'), 'image/webp');
    await own.put('Zz-other', Buffer.from('3'), 'image/png');
    const objects = await listed(own);
    expect(objects.map((o) => o.key)).toEqual(['Li-first', 'Zz-other']);
    for (const object of objects) {
      expect(object.storedAt.getTime()).toBeGreaterThan(before);
      expect(object.storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    }
    // The unprefixed storage sees the prefixed objects as not its own.
    expect((await listed(storage)).map((o) => o.key)).not.toContain('shop-photos/Li-first');
    expect(await storage.get('Li-first')).toBeNull();
  });

  it('lists every object across pages', async () => {
    const paged = createS3ImageStorage(s3Options({ prefix: 'paged/', listPageSize: 5 }));
    const keys = Array.from({ length: 23 }, (_, i) => `Pg-${String(i).padStart(2, '0')}`);
    await Promise.all(keys.map((key) => paged.put(key, Buffer.from('p'), 'image/webp')));
    expect((await listed(paged)).map((o) => o.key)).toEqual(keys);
  });

  it('never leaves a write half done (one PUT per object), so there is nothing to clean up', async () => {
    expect(await storage.deleteAbandonedWrites(new Date())).toBe(0);
  });

  it('says the storage is unavailable, rather than failing obscurely, while the bucket is down', async () => {
    await storage.put('Up-before', Buffer.from('kept'), 'image/webp');
    await s3.stop();
    try {
      await expect(storage.put('Dn-write', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
        ImageStorageUnavailableError,
      );
      await expect(storage.get('Up-before')).rejects.toBeInstanceOf(ImageStorageUnavailableError);
      await expect(storage.delete('Up-before')).rejects.toBeInstanceOf(
        ImageStorageUnavailableError,
      );
    } finally {
      await s3.start();
    }
    expect(await text((await storage.get('Up-before'))!.body)).toBe('kept');
    expect(await storage.get('Dn-write')).toBeNull();
  });
});
