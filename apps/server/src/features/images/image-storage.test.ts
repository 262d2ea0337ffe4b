import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalImageStorage } from './image-storage';

const root = mkdtempSync(path.join(os.tmpdir(), 'tsm-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalImageStorage(root);

describe('createLocalImageStorage', () => {
  it('keeps each object under a folder named by its key’s first 2 characters, with no temporary file left', async () => {
    await storage.put('Ab3xYz_-q', Buffer.from('pixels'), 'image/webp');
    expect(readdirSync(path.join(root, 'Ab'))).toEqual(['Ab3xYz_-q.webp']);
    const stored = await storage.get('Ab3xYz_-q');
    expect(stored).toMatchObject({ contentType: 'image/webp', size: 6 });
    expect(await text(stored!.body)).toBe('pixels');
  });

  it('replaces an object whole when written again', async () => {
    await storage.put('Rw-key', Buffer.from('first'), 'image/jpeg');
    await storage.put('Rw-key', Buffer.from('second'), 'image/jpeg');
    expect(await text((await storage.get('Rw-key'))!.body)).toBe('second');
    expect(readdirSync(path.join(root, 'Rw'))).toEqual(['Rw-key.jpg']);
  });

  it('answers null for a missing object and deletes one that is already gone', async () => {
    expect(await storage.get('Missing1')).toBeNull();
    await storage.put('Gone12', Buffer.from('x'), 'image/png');
    await storage.delete('Gone12');
    await storage.delete('Gone12');
    expect(await storage.get('Gone12')).toBeNull();
  });

  it.each(['../escape', 'a/b', '.hidden', '', 'x', 'key.webp'])(
    'never reads or writes outside its folder: %j',
    async (key) => {
      expect(await storage.get(key)).toBeNull();
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        'Invalid image storage key',
      );
      await expect(storage.delete(key)).rejects.toThrow('Invalid image storage key');
    },
  );

  it('refuses a content type it cannot record', async () => {
    await expect(storage.put('Typed1', Buffer.from('x'), 'text/html')).rejects.toThrow(
      'cannot hold content type',
    );
  });
});
