import { buffer } from 'node:stream/consumers';
import type { ImageStorage } from './storage-contract';

/** Copies one object as it is (bytes and type); false when `from` does not have it. */
export async function copyImage(
  from: ImageStorage,
  to: ImageStorage,
  key: string,
): Promise<boolean> {
  const stored = await from.get(key);
  if (!stored) return false;
  await to.put(key, await buffer(stored.body), stored.contentType);
  return true;
}

async function holds(storage: ImageStorage, key: string, size: number): Promise<boolean> {
  const stored = await storage.get(key);
  if (!stored) return false;
  stored.body.destroy();
  return stored.size === size;
}

export interface CopyAllResult {
  copied: number;
  /** Already in `to` with the same size: an earlier run copied them. */
  alreadyThere: number;
}

/**
 * Copies every object of `from` that `to` does not hold yet (the move from a server's disk to a
 * shared bucket). Safe to stop at any point and run again: each object is written whole, and what
 * is already there is skipped. `from` is left as it was.
 */
export async function copyAllImages(
  from: ImageStorage,
  to: ImageStorage,
  onProgress: (done: CopyAllResult) => void = () => {},
): Promise<CopyAllResult> {
  const result: CopyAllResult = { copied: 0, alreadyThere: 0 };
  for await (const { key } of from.list()) {
    const stored = await from.get(key);
    if (!stored) continue; // deleted since it was listed
    if (await holds(to, key, stored.size)) {
      stored.body.destroy();
      result.alreadyThere += 1;
    } else {
      await to.put(key, await buffer(stored.body), stored.contentType);
      result.copied += 1;
    }
    if ((result.copied + result.alreadyThere) % 100 === 0) onProgress({ ...result });
  }
  return result;
}
