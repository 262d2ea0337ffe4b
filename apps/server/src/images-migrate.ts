import path from 'node:path';
import { ConfigError, loadConfig } from './config/env';
import { createImageStorage } from './adapters/image-storages';
import { copyAllImages, createLocalImageStorage } from './features/images';

const USAGE = `Copies the photos kept on this server's disk (DATA_DIR/uploads) into the S3 bucket that
IMAGE_STORAGE=s3 names, so that several servers can share them.

  IMAGE_STORAGE=s3 S3_BUCKET=… [S3_ENDPOINT=… S3_ACCESS_KEY_ID=… …] npm run images:migrate

Run it with the same settings as the server. It can be stopped and run again at any time: photos
already in the bucket are skipped. The files on disk are left as they are; remove DATA_DIR/uploads
once every server runs with IMAGE_STORAGE=s3 and the photos show.`;

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  if (config.imageStorage.kind !== 's3') {
    throw new ConfigError(
      `IMAGE_STORAGE is not s3: there is no bucket to move the photos to.\n\n${USAGE}`,
    );
  }
  const from = path.join(config.dataDir, 'uploads');
  const result = await copyAllImages(
    createLocalImageStorage(from),
    createImageStorage(config),
    (done) => console.log(`… ${done.copied} copied, ${done.alreadyThere} already in the bucket`),
  );
  console.log(
    `Done: ${result.copied} photo files copied from ${from} to the bucket ${config.imageStorage.bucket}; ` +
      `${result.alreadyThere} were there already.`,
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `The photos were not all copied (run it again to continue): ${(error as Error).message}`,
  );
  process.exit(1);
});
