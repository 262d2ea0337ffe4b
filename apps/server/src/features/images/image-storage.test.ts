import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalImageStorage, type ImageStorage, type StoredObject } from './image-storage';

const root = mkdtempSync(path.join(os.tmpdir(), 'tsm-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalImageStorage(root);

async function listed(from: ImageStorage): Promise<StoredObject[]> {
  const objects: StoredObject[] = [];
  for await (const object of from.list()) objects.push(object);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

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

  it('lists every object it holds with when it arrived, and nothing else in its folders', async () => {
    const ownRoot = mkdtempSync(path.join(root, 'list-'));
    const own = createLocalImageStorage(ownRoot);
    expect(await listed(own)).toEqual([]);
    const before = Date.now() - 1_000;
    await own.put('Li-first', Buffer.from('1'), 'image/webp');
    await own.put('Li-first-thumb', Buffer.from('2'), 'image/webp');
    await own.put('Zz-other', Buffer.from('3'), 'image/png');
    writeFileSync(path.join(ownRoot, 'Li', 'notes.txt'), 'x');
    writeFileSync(path.join(ownRoot, 'Li', 'Zz-misplaced.webp'), 'x');
    writeFileSync(path.join(ownRoot, 'Li', '.Li-first.abc.tmp'), 'x');

    const objects = await listed(own);
    expect(objects.map((o) => o.key)).toEqual(['Li-first', 'Li-first-thumb', 'Zz-other']);
    for (const object of objects) {
      expect(object.storedAt.getTime()).toBeGreaterThan(before);
      expect(object.storedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('deletes what writes started before a time left unfinished, and nothing else', async () => {
    const ownRoot = mkdtempSync(path.join(root, 'abandoned-'));
    const own = createLocalImageStorage(ownRoot);
    await own.put('Ab-kept', Buffer.from('kept'), 'image/webp');
    mkdirSync(path.join(ownRoot, 'Cd'));
    const leftover = path.join(ownRoot, 'Ab', '.Ab-crashed.x1y2z3.tmp');
    const otherLeftover = path.join(ownRoot, 'Cd', '.Cd-crashed.q.tmp');
    writeFileSync(leftover, 'half');
    writeFileSync(otherLeftover, 'half');

    expect(await own.deleteAbandonedWrites(new Date(Date.now() - 60_000))).toBe(0);
    expect(existsSync(leftover)).toBe(true);
    expect(await own.deleteAbandonedWrites(new Date(Date.now() + 1_000))).toBe(2);
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(otherLeftover)).toBe(false);
    expect(await text((await own.get('Ab-kept'))!.body)).toBe('kept');
  });

  it('lists nothing and deletes nothing when its folder does not exist yet', async () => {
    const own = createLocalImageStorage(path.join(root, 'never-written'));
    expect(await listed(own)).toEqual([]);
    expect(await own.deleteAbandonedWrites(new Date())).toBe(0);
  });

  it('refuses a content type it cannot record', async () => {
    await expect(storage.put('Typed1', Buffer.from('x'), 'text/html')).rejects.toThrow(
      'cannot hold content type',
    );
  });
});
