import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsm-lock-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a second holder of the same data folder with a clear message, and frees it on release', async () => {
    const dir = path.join(tmp, 'data');
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/already using the data folder/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('takes over at once a fresh lock whose holder on this machine was killed', async () => {
    const dir = path.join(tmp, 'killed');
    mkdirSync(path.join(dir, 'server.lock'), { recursive: true });
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']);
    writeFileSync(
      path.join(dir, 'server.lock.owner'),
      `${String(gone.stdout).trim()}\n${os.hostname()}\n`,
    );
    const release = await lockDataDir(dir);
    await release();
  });

  it('still refuses a lock whose holder runs', async () => {
    const dir = path.join(tmp, 'running');
    mkdirSync(path.join(dir, 'server.lock'), { recursive: true });
    writeFileSync(path.join(dir, 'server.lock.owner'), `${process.ppid}\n${os.hostname()}\n`);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('lets two different folders be held at once', async () => {
    const a = await lockDataDir(path.join(tmp, 'a'));
    const b = await lockDataDir(path.join(tmp, 'b'));
    await a();
    await b();
  });
});
