import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { isRunning } from './is-running';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Tailor Shop Manager server is already using the data folder ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR (two servers on one embedded database would corrupt it). ' +
        'If it has only just stopped, wait ten seconds and try again.',
    );
  }
}

/** True when the lock's holder was a process on this machine that no longer exists (killed, crashed). */
function holderIsGone(ownerFile: string): boolean {
  try {
    const [pid, host] = readFileSync(ownerFile, 'utf8').split('\n');
    return host === os.hostname() && Number(pid) > 0 && !isRunning(Number(pid));
  } catch {
    return false;
  }
}

/**
 * Holds an exclusive lock on DATA_DIR for the life of the process; returns the release function.
 * A lock left by a killed server on this machine is taken over at once (its process id is gone),
 * rather than after the ten seconds it takes to go stale.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const ownerFile = path.join(dataDir, 'server.lock.owner');
  let release: () => Promise<void>;
  try {
    release = await acquire(dataDir, lockPath);
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || !holderIsGone(ownerFile)) throw error;
    rmSync(lockPath, { recursive: true, force: true });
    release = await acquire(dataDir, lockPath);
  }
  writeFileSync(ownerFile, `${process.pid}\n${os.hostname()}\n`);
  return async () => {
    rmSync(ownerFile, { force: true });
    await release();
  };
}

async function acquire(dataDir: string, lockPath: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: 10_000,
      update: 3_000,
      realpath: false,
      onCompromised: (error) => {
        console.error(
          `The lock on the data folder ${dataDir} was lost (${error.message}); stopping to protect the data.`,
        );
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
