import { constants as fsConstants } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from '../../lib/random-token';
import { isStorageKey, type ImageStorage } from './storage-contract';

export type { ImageStorage, StoredImage, StoredObject } from './storage-contract';

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

const TEMPORARY = /^\.[A-Za-z0-9_-]{2,128}\.[A-Za-z0-9_-]+\.tmp$/;

/**
 * Makes the directory's entries durable (a new or renamed file survives a power cut once this
 * returns). Windows cannot open a directory for this; NTFS journals its directory changes.
 */
async function syncDirectory(directory: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Sub-folders of `root`, none when it does not exist yet. */
async function foldersOf(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function filesOf(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * When the file arrived here: a copy (restoring an old installation's folder) may carry an old
 * modification time, but its change time (and on Windows its creation time) is when it was copied.
 */
async function arrivedAt(file: string): Promise<Date | null> {
  try {
    const info = await stat(file);
    return new Date(Math.max(info.mtimeMs, info.ctimeMs, info.birthtimeMs));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Files under `root`, in folders named by the key's first 2 characters: `root/ab/abc….webp`. */
export function createLocalImageStorage(root: string): ImageStorage {
  const folderOf = (key: string) => path.join(root, key.slice(0, 2));
  const fileOf = (key: string, extension: string) =>
    path.join(folderOf(key), `${key}.${extension}`);
  const checkKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Invalid image storage key');
  };

  return {
    async put(key, bytes, contentType) {
      checkKey(key);
      const folder = folderOf(key);
      const target = fileOf(key, extensionFor(contentType));
      const created = await mkdir(folder, { recursive: true });
      // A folder made just now is an entry of its parent, which must be durable too.
      if (created) {
        for (let made = folder; made !== path.dirname(created); made = path.dirname(made)) {
          await syncDirectory(path.dirname(made));
        }
      }
      // Written beside the target and renamed into place, so a reader never sees half a file and
      // a crash leaves at most a stray dot-file (deleteAbandonedWrites), never a broken image under
      // a real key. The file, then the folder's new entry, reach the disk before this returns: the
      // caller records the image in the database next, and that record must never outlive a power
      // cut that the file did not.
      const temporary = path.join(folder, `.${key}.${randomToken(6)}.tmp`);
      try {
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
        await syncDirectory(folder);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      if (!isStorageKey(key)) return null;
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

    async *list() {
      for (const folder of await foldersOf(root)) {
        for (const name of await filesOf(path.join(root, folder))) {
          const dot = name.lastIndexOf('.');
          const key = name.slice(0, dot);
          const known = EXTENSIONS.some(([extension]) => extension === name.slice(dot + 1));
          // Anything else in the folder is not ours to judge.
          if (dot <= 0 || !known || !isStorageKey(key) || key.slice(0, 2) !== folder) continue;
          const storedAt = await arrivedAt(path.join(root, folder, name));
          if (storedAt) yield { key, storedAt };
        }
      }
    },

    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, fsConstants.W_OK);
    },

    async deleteAbandonedWrites(before) {
      let deleted = 0;
      for (const folder of await foldersOf(root)) {
        for (const name of await filesOf(path.join(root, folder))) {
          if (!TEMPORARY.test(name)) continue;
          const file = path.join(root, folder, name);
          const storedAt = await arrivedAt(file);
          if (!storedAt || storedAt >= before) continue;
          await rm(file, { force: true });
          deleted += 1;
        }
      }
      return deleted;
    },
  };
}
