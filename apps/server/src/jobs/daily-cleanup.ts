import { NOTIFICATION_CLEANUP_DAYS } from '@tailor/shared/constants';
import { todayInShopZone } from '@tailor/shared/dates';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobClaims } from '../db/schema/job-claims';
import type { Clock } from '../lib/clock';
import { deleteOrphanImages, deleteStrayImageFiles, type ImageStorage } from '../features/images';
import { deleteNotificationsOlderThan } from '../features/notifications';
import { purgeExpiredIdempotencyKeys } from '../plugins/idempotency';
import { deleteExpiredOtpChallenges } from '../features/auth';

/** Claims outlive every reminder window by far, so no reminder can be claimed twice. */
export const JOB_CLAIM_RETENTION_DAYS = 90;

const DAY_MS = 86_400_000;

export interface DailyCleanupResult {
  notifications: number;
  idempotencyKeys: number;
  orphanImages: number;
  strayImageFiles: number;
  jobClaims: number;
  otpChallenges: number;
}

/**
 * Once a day across all servers (the first run of the day in India claims `daily-cleanup:{date}`):
 * deletes notifications older than 30 days, read or not; expired idempotency keys; uploads no
 * order took up, and stored image files no row refers to (what a crash mid-upload leaves); old job
 * claims; sign-in codes (phones, addresses) a day after they expired. Answers what it deleted, or
 * null when another run had the day.
 * A failed run gives the day back, so the next run tries again.
 */
export async function runDailyCleanup(deps: {
  db: Database;
  clock: Clock;
  storage: ImageStorage;
}): Promise<DailyCleanupResult | null> {
  const { db, clock, storage } = deps;
  const now = clock.now();
  const key = `daily-cleanup:${todayInShopZone(now)}`;
  const claimed = await db
    .insert(jobClaims)
    .values({ key, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: jobClaims.key });
  if (claimed.length === 0) return null;
  try {
    const notifications = await deleteNotificationsOlderThan(
      { db, clock },
      NOTIFICATION_CLEANUP_DAYS,
    );
    const idempotencyKeys = await purgeExpiredIdempotencyKeys(db, clock);
    const otpChallenges = await deleteExpiredOtpChallenges({ db, clock });
    const orphanImages = await deleteOrphanImages({ db, storage, clock });
    const strayImageFiles = await deleteStrayImageFiles({ db, storage, clock });
    const oldClaims = await db
      .delete(jobClaims)
      .where(lt(jobClaims.createdAt, new Date(now.getTime() - JOB_CLAIM_RETENTION_DAYS * DAY_MS)))
      .returning({ key: jobClaims.key });
    return {
      notifications,
      idempotencyKeys,
      orphanImages,
      strayImageFiles,
      jobClaims: oldClaims.length,
      otpChallenges,
    };
  } catch (error) {
    await db.delete(jobClaims).where(eq(jobClaims.key, key));
    throw error;
  }
}
