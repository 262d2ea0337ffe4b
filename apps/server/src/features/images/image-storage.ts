import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config/env';
import { randomToken } from '../../lib/random-token';

export interface StoredImage {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where image bytes live. Keys are opaque URL-safe strings chosen by the caller. Local disk today;
 * an S3-compatible bucket (DESIGN §6) implements the same three calls so that many servers share it.
 */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredImage | null>;
  /** Succeeds when the object is already gone. */
  delete(key: string): Promise<void>;
}

// The first 2 characters shard the folders; the rest only guards against path tricks.
const STORAGE_KEY = /^[A-Za-z0-9_-]{2,128}$/;

// The file extension records the content type, so no side file is needed and the folder stays
// browsable; `get` tries them in this order (WebP first: every upload is stored as WebP today).
const EXTENSIONS: ReadonlyArray<readonly [extension: string, contentType: string]> = [
  ['webp', 'image/webp'],
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['avif', 'image/avif'],
  ['gif', 'image/gif'],
];

function extensionFor(contentType: string): string {
  const entry = EXTENSIONS.find(([, type]) => type === contentType);
  if (!entry) throw new Error(`Image storage cannot hold content type ${contentType}`);
  return entry[0];
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** Files under `root`, in folders named by the key's first 2 characters: `root/ab/abc….webp`. */
export function createLocalImageStorage(root: string): ImageStorage {
  const folderOf = (key: string) => path.join(root, key.slice(0, 2));
  const fileOf = (key: string, extension: string) =>
    path.join(folderOf(key), `${key}.${extension}`);
  const checkKey = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error('Invalid image storage key');
  };

  return {
    async put(key, bytes, contentType) {
      checkKey(key);
      const target = fileOf(key, extensionFor(contentType));
      await mkdir(folderOf(key), { recursive: true });
      // Written beside the target and renamed into place, so a reader never sees half a file and
      // a crash leaves at most a stray dot-file, never a broken image under a real key.
      const temporary = path.join(folderOf(key), `.${key}.${randomToken(6)}.tmp`);
      try {
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      for (const [extension, contentType] of EXTENSIONS) {
        try {
          const handle = await open(fileOf(key, extension), 'r');
          try {
            const { size } = await handle.stat();
            return { body: handle.createReadStream(), contentType, size };
          } catch (error) {
            await handle.close();
            throw error;
          }
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
      }
      return null;
    },

    async delete(key) {
      checkKey(key);
      await Promise.all(
        EXTENSIONS.map(([extension]) => rm(fileOf(key, extension), { force: true })),
      );
    },
  };
}

/** The storage this configuration names: `DATA_DIR/uploads` (an S3 bucket will be chosen here). */
export function createImageStorage(config: Pick<Config, 'dataDir'>): ImageStorage {
  return createLocalImageStorage(path.join(config.dataDir, 'uploads'));
}
