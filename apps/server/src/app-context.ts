import type { Config } from './config/env';
import type { Database } from './db/client';
import type { PincodeDirectory } from './features/pincodes';
import type { IdentityProvider, SmsTransport } from './features/auth';
import type { ImageLinks, ImageStorage } from './features/images';
import type { PushService } from './features/push';
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
  /** The OpenID Connect provider of Google sign-in; null when none is configured. */
  identity: IdentityProvider | null;
  pincodes: PincodeDirectory;
  storage: ImageStorage;
  /** Signs the image URLs that answers carry. */
  imageLinks: ImageLinks;
  push: PushService;
  /** The line that whole-shop reads wait in (HEAVY_READS). */
  heavyReads: WorkQueue;
}
