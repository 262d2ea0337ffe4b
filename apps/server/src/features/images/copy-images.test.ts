import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../test/s3-server';
import { testConfig } from '../../../test/test-app';
import { copyAllImages } from './copy-images';
import { createImageStorage } from '../../adapters/image-storages';
import { createLocalImageStorage } from './image-storage';
import type { ImageStorage } from './storage-contract';

describe('copyAllImages from a server disk to a bucket', () => {
  let s3: TestS3Server;
  let root: string;
  let disk: ImageStorage;
  let bucket: ImageStorage;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    root = mkdtempSync(path.join(os.tmpdir(), 'tsm-move-'));
    disk = createLocalImageStorage(root);
    bucket = createImageStorage(testConfig(s3.env));
    for (let i = 0; i < 12; i += 1) {
      const key = `Mv-photo-${i}`;
      await disk.put(key, Buffer.from(`photo ${i}`), 'image/webp');
      await disk.put(`${key}-thumb`, Buffer.from(`thumb ${i}`), 'image/jpeg');
    }
  });
  afterAll(async () => {
    await s3.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('copies each photo whole with its type, resumes after a stop, and copies nothing twice', async () => {
    // A first run stopped part way: 5 files reached the bucket.
    for (let i = 0; i < 5; i += 1) {
      await bucket.put(`Mv-photo-${i}`, Buffer.from(`photo ${i}`), 'image/webp');
    }
    const first = await copyAllImages(disk, bucket);
    expect(first).toEqual({ copied: 19, alreadyThere: 5 });

    const thumb = await bucket.get('Mv-photo-7-thumb');
    expect(thumb?.contentType).toBe('image/jpeg');
    expect(await text(thumb!.body)).toBe('thumb 7');

    expect(await copyAllImages(disk, bucket)).toEqual({ copied: 0, alreadyThere: 24 });
    // The disk is left as it was.
    expect(await text((await disk.get('Mv-photo-0'))!.body)).toBe('photo 0');
  });

  it('copies again a file that reached the bucket cut short', async () => {
    await bucket.put('Mv-photo-11', Buffer.from('pho'), 'image/webp');
    expect(await copyAllImages(disk, bucket)).toEqual({ copied: 1, alreadyThere: 23 });
    expect(await text((await bucket.get('Mv-photo-11'))!.body)).toBe('photo 11');
  });
});
