import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/env';
import pino from 'pino';
import { DataDirLockedError } from './db/data-dir-lock';
import { UnsafeDatabaseError } from './db/durability';
import { EmbeddedPostgresError } from './db/embedded-postgres';
import { migrationsFolder } from './db/migrations-folder';
import { openDatabase } from './db/open-database';
import { importShop } from './features/data-export';
import { createImageStorage } from './adapters/image-storages';
import { createLocalImageStorage, type ImageStorage, copyImage } from './features/images';
import { AppError } from './lib/app-error';

const USAGE = `Restores a shop from its JSON export into this installation's database.

  npm run restore -- --file tailor-shop-export-2026-11-05.json --owner-phone 9876543210 [--images-from OLD_DATA_DIR/uploads]

  --file          the file saved from Account > Export (GET /api/export/json)
  --owner-phone   the 10-digit phone the owner signs in with here; must not own a shop here yet
  --images-from   the old installation's image folder (its DATA_DIR/uploads), to copy the shop's photos

The database is the one the server uses (DATABASE_URL, else DATA_DIR); stop the server first when it is
the embedded one. Everything is restored in one transaction: on any error nothing changes.`;

class UsageError extends Error {}

function readArguments() {
  const { values } = parseArgs({
    options: {
      file: { type: 'string' },
      'owner-phone': { type: 'string' },
      'images-from': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.file || !values['owner-phone'])
    throw new UsageError('Both --file and --owner-phone are needed.');
  // Checked before anything is restored: a mistyped folder found afterwards would leave the photos behind.
  if (values['images-from'] && !existsSync(values['images-from'])) {
    throw new UsageError(`The image folder ${values['images-from']} does not exist.`);
  }
  return {
    file: values.file,
    ownerPhone: values['owner-phone'],
    imagesFrom: values['images-from'],
  };
}

function readExport(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not JSON: save it again from Account > Export.`);
  }
}

/** Copies each image and its thumbnail (images.service stores it under `${key}-thumb`); answers what was missing. */
async function copyImages(from: ImageStorage, to: ImageStorage, keys: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const key of keys) {
    for (const variant of [key, `${key}-thumb`]) {
      if (!(await copyImage(from, to, variant))) missing.push(variant);
    }
  }
  return missing;
}

async function main(): Promise<void> {
  const args = readArguments();
  const data = readExport(args.file);
  const config = loadConfig();

  // The same opening as the server's, DATA_DIR lock included: restoring into an embedded
  // database a server has open would corrupt it.
  const opened = await openDatabase({
    config,
    log: pino({ level: 'warn' }),
    migrationsFolder: migrationsFolder(),
  });
  const { database } = opened;
  try {
    const result = await importShop(database.db, data, { ownerPhone: args.ownerPhone });
    const summary = Object.entries(result.counts).map(([what, count]) => `${what}: ${count}`);
    console.log(`Restored ${result.shopName} (${summary.join(', ')}).`);
    if (args.imagesFrom) {
      try {
        const missing = await copyImages(
          createLocalImageStorage(path.resolve(args.imagesFrom)),
          createImageStorage(config),
          result.imageKeys,
        );
        console.log(
          `Copied ${result.imageKeys.length * 2 - missing.length} image files${missing.length ? `; ${missing.length} were not found` : ''}.`,
        );
      } catch (error) {
        // The records are in; the photos can still be copied by hand.
        console.error(
          `The records were restored, but copying the photos failed (${(error as Error).message}): ` +
            `copy the old DATA_DIR/uploads folder into ${path.join(config.dataDir, 'uploads')}.`,
        );
        process.exitCode = 1;
      }
    } else if (result.imageKeys.length > 0) {
      console.log(
        `The ${result.imageKeys.length} photos were not copied: copy the old installation's DATA_DIR/uploads folder into ${path.join(config.dataDir, 'uploads')}.`,
      );
    }
    console.log(
      `The owner signs in with ${args.ownerPhone}. Database: ${opened.kind === 'external' ? 'DATABASE_URL' : `${opened.kind} in ${config.dataDir}`}.`,
    );
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (
    error instanceof AppError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof EmbeddedPostgresError ||
    error instanceof UnsafeDatabaseError
  ) {
    console.error(`Nothing was restored: ${error.message}`);
  } else {
    console.error('Nothing was restored:', error);
  }
  process.exit(1);
});
