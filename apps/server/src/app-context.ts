import type { Config } from './config/env';
import type { Database } from './db/client';
import type { PincodeDirectory } from './features/pincodes/pincode-directory';
import type { SmsTransport } from './features/auth/sms-transport';
import type { ImageLinks } from './features/images/image-links';
import type { ImageStorage } from './features/images/image-storage';
import type { PushService } from './features/push/push.service';
import type { Clock } from './lib/clock';
import type { Secrets } from './lib/server-secrets';
import type { WorkQueue } from './lib/work-queue';
import type { Guard, TokenService } from './plugins/auth';

/** What every feature's routes get from the app: built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  secrets: Secrets;
  tokens: TokenService;
  guard: Guard;
  sms: SmsTransport;
  pincodes: PincodeDirectory;
  storage: ImageStorage;
  /** Signs the image URLs that answers carry. */
  imageLinks: ImageLinks;
  push: PushService;
  /** The line that whole-shop reads wait in (HEAVY_READS). */
  heavyReads: WorkQueue;
}
