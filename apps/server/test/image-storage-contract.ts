import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { ImageStorage, StoredObject } from '../src/features/images/storage-contract';

export async function listed(from: ImageStorage): Promise<StoredObject[]> {
  const objects: StoredObject[] = [];
  for await (const object of from.list()) objects.push(object);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * What every image storage must do, whatever holds the bytes. Call inside a `describe`;
 * `storage()` is read when each test runs, so it may be created in a `beforeAll`.
 */
export function itKeepsTheStorageContract(storage: () => ImageStorage): void {
  it('gives back what was put, with its content type and size', async () => {
    await storage().put('Ab3xYz_-q', Buffer.from('pixels'), 'image/webp');
    const stored = await storage().get('Ab3xYz_-q');
    expect(stored).toMatchObject({ contentType: 'image/webp', size: 6 });
    expect(await text(stored!.body)).toBe('pixels');
  });

  it('replaces an object whole when written again', async () => {
    await storage().put('Rw-key', Buffer.from('first'), 'image/jpeg');
    await storage().put('Rw-key', Buffer.from('second'), 'image/jpeg');
    expect(await text((await storage().get('Rw-key'))!.body)).toBe('second');
  });

  it('answers null for a missing object and deletes one that is already gone', async () => {
    expect(await storage().get('Missing1')).toBeNull();
    await storage().put('Gone12', Buffer.from('x'), 'image/png');
    await storage().delete('Gone12');
    await storage().delete('Gone12');
    expect(await storage().get('Gone12')).toBeNull();
  });

  it.each(['../escape', 'a/b', '.hidden', '', 'x', 'key.webp'])(
    'refuses a key that is not one of its own: %j',
    async (key) => {
      expect(await storage().get(key)).toBeNull();
      await expect(storage().put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        'Invalid image storage key',
      );
      await expect(storage().delete(key)).rejects.toThrow('Invalid image storage key');
    },
  );
}
