import path from 'node:path';
import type { Config } from '../config/env';
import { createLocalImageStorage, type ImageStorage } from '../features/images';
import { createS3ImageStorage } from './s3-image-storage';

/** The storage this configuration names: `DATA_DIR/uploads`, or an S3-compatible bucket. */
export function createImageStorage(config: Pick<Config, 'dataDir' | 'imageStorage'>): ImageStorage {
  const chosen = config.imageStorage;
  if (chosen.kind === 's3') return createS3ImageStorage(chosen);
  return createLocalImageStorage(path.join(config.dataDir, 'uploads'));
}
