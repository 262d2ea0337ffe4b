import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema/server-secrets';

export interface Secrets {
  jwtSecret: Uint8Array;
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** Keys the OTP code hashes, so a leaked table cannot be brute-forced offline. */
  otpPepper: string;
}

async function getOrCreate(db: Database, name: string, make: () => string): Promise<string> {
  // Insert-if-absent then read: concurrent first starts agree on one value.
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}

/** Secrets come from the environment when given, else are generated once and kept in the database. */
export async function loadSecrets(db: Database, config: Config): Promise<Secrets> {
  const jwt =
    config.jwtSecret ??
    (await getOrCreate(db, 'jwt_secret', () => randomBytes(32).toString('base64url')));
  let vapidPublicKey = config.vapid.publicKey;
  let vapidPrivateKey = config.vapid.privateKey;
  if (!vapidPublicKey || !vapidPrivateKey) {
    const generated = JSON.stringify(webpush.generateVAPIDKeys());
    const stored = JSON.parse(await getOrCreate(db, 'vapid_keys', () => generated)) as {
      publicKey: string;
      privateKey: string;
    };
    vapidPublicKey = stored.publicKey;
    vapidPrivateKey = stored.privateKey;
  }
  const otpPepper = await getOrCreate(db, 'otp_pepper', () =>
    randomBytes(32).toString('base64url'),
  );
  return { jwtSecret: new TextEncoder().encode(jwt), vapidPublicKey, vapidPrivateKey, otpPepper };
}
