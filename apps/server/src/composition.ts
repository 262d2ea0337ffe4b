import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { createImageStorage } from './adapters/image-storages';
import { nodePushTransport } from './adapters/node-push';
import type { ImageStorage } from './features/images';
import { createInstallationPushService, type PushService } from './features/push';
import { loadSecrets, type Secrets } from './lib/server-secrets';

/** The services built from the configuration that the HTTP app and the scheduled jobs both use. */
export interface Services {
  secrets: Secrets;
  storage: ImageStorage;
  push: PushService;
}

/**
 * The one place these services are built, for buildApp and the scheduler alike: the server's
 * secrets (created and stored on first start), image storage and the push service.
 */
export async function createServices(options: {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
}): Promise<Services> {
  const { config, db, log } = options;
  const secrets = await loadSecrets(db, config);
  return {
    secrets,
    storage: createImageStorage(config),
    push: createInstallationPushService({ db, config, secrets, log, transport: nodePushTransport }),
  };
}
