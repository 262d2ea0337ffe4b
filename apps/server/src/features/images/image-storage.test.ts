import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { itKeepsTheStorageContract, listed } from '../../../test/image-storage-contract';
import { createLocalImageStorage } from './image-storage';

const root = mkdtempSync(path.join(os.tmpdir(), 'tsm-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalImageStorage(root);

describe('createLocalImageStorage', () => {
  itKeepsTheStorageContract(() => storage);

  it('keeps each object under a folder named by its key’s first 2 characters, with no temporary file left', async () => {
    await storage.put('Ab3xYz_-q', Buffer.from('pixels'), 'image/webp');
    expect(readdirSync(path.join(root, 'Ab'))).toEqual(['Ab3xYz_-q.webp']);
  });

  it('keeps one file per object when it is written again', async () => {
    await storage.put('Rw-key', Buffer.from('first'), 'image/jpeg');
    await storage.put('Rw-key', Buffer.from('second'), 'image/jpeg');
    expect(readdirSync(path.join(root, 'Rw'))).toEqual(['Rw-key.jpg']);
  });

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
