import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Tailor Shop Manager server is already using the data folder ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR (two servers on one embedded database would corrupt it). ' +
        'If it has only just stopped, wait ten seconds and try again.',
    );
  }
}

/** Holds an exclusive lock on DATA_DIR for the life of the process; returns the release function. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
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
