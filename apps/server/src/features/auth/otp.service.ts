import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_MAX_PER_PHONE_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_COOLDOWN_S,
  OTP_VALIDITY_MS,
} from '@tailor/shared/constants';
import { and, count, desc, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { otpChallenges } from '../../db/schema/otp-challenges';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SmsTransport } from './sms-transport';

const ADDRESS_WINDOW_MS = 10 * 60_000;
const PHONE_WINDOW_MS = 60 * 60_000;

export interface OtpDeps {
  db: Database;
  clock: Clock;
  sms: SmsTransport;
  pepper: string;
  limitPerAddress: number;
}

function hashCode(pepper: string, phone: string, code: string): string {
  return createHmac('sha256', pepper).update(`${phone}:${code}`).digest('base64url');
}

function secondsUntil(from: Date, windowMs: number, now: Date): number {
  return Math.ceil((from.getTime() + windowMs - now.getTime()) / 1000);
}

/** Serialises OTP work per phone number across transactions and server copies. */
async function lockPhone(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

async function enforceLimits(
  tx: Tx,
  deps: OtpDeps,
  phone: string,
  clientAddress: string,
  now: Date,
) {
  const [byAddress] = await tx
    .select({ n: count(), oldest: min(otpChallenges.createdAt) })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.clientAddress, clientAddress),
        gt(otpChallenges.createdAt, new Date(now.getTime() - ADDRESS_WINDOW_MS)),
      ),
    );
  if (byAddress && byAddress.n >= deps.limitPerAddress && byAddress.oldest) {
    throw tooManyRequests(
      'Too many OTP requests from this network. Please try again later.',
      secondsUntil(byAddress.oldest, ADDRESS_WINDOW_MS, now),
    );
  }

  const recent = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.phone, phone),
        gt(otpChallenges.createdAt, new Date(now.getTime() - PHONE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt));
  const latest = recent[0];
  if (latest) {
    const wait = secondsUntil(latest.createdAt, OTP_RESEND_COOLDOWN_S * 1000, now);
    if (wait > 0)
      throw tooManyRequests(`Please wait ${wait} seconds before requesting another OTP.`, wait);
  }
  if (recent.length >= OTP_MAX_PER_PHONE_PER_HOUR) {
    const oldest = recent[recent.length - 1]!;
    throw tooManyRequests(
      'Too many OTP requests for this number. Please try again later.',
      secondsUntil(oldest.createdAt, PHONE_WINDOW_MS, now),
    );
  }
}

/** Sends a new 6-digit code to the phone, within the resend cooldown and rate limits. */
export async function requestOtp(
  deps: OtpDeps,
  input: { phone: string; clientAddress: string },
): Promise<{ status: 'success'; retry_after_s: number }> {
  const { phone, clientAddress } = input;
  const now = deps.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

  const challengeId = await deps.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    await enforceLimits(tx, deps, phone, clientAddress, now);
    // Only the newest code works: a resend retires the earlier ones.
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)));
    const [row] = await tx
      .insert(otpChallenges)
      .values({
        phone,
        clientAddress,
        codeHash: hashCode(deps.pepper, phone, code),
        expiresAt: new Date(now.getTime() + OTP_VALIDITY_MS),
        createdAt: now,
      })
      .returning({ id: otpChallenges.id });
    return row!.id;
  });

  try {
    await deps.sms.send({
      to: phone,
      text: `${code} is your Tailor Shop Manager login code. It is valid for 5 minutes. Do not share it with anyone.`,
      meta: { otp: code },
    });
  } catch {
    // Undo so that the failed send does not count against the cooldown.
    await deps.db.delete(otpChallenges).where(eq(otpChallenges.id, challengeId));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Could not send the OTP right now. Please try again in a minute.',
      {
        'retry-after': '60',
      },
    );
  }
  return { status: 'success', retry_after_s: OTP_RESEND_COOLDOWN_S };
}

/** Checks a code; the code is used up on success, and after 5 wrong tries. */
export async function verifyOtp(
  deps: Pick<OtpDeps, 'db' | 'clock' | 'pepper'>,
  input: { phone: string; otp: string },
) {
  const { phone, otp } = input;
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    if (!challenge || challenge.expiresAt <= now) return 'expired' as const;
    const expected = Buffer.from(challenge.codeHash);
    const actual = Buffer.from(hashCode(deps.pepper, phone, otp));
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
      await tx
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(eq(otpChallenges.id, challenge.id));
      return 'ok' as const;
    }
    const attempts = challenge.attempts + 1;
    await tx
      .update(otpChallenges)
      .set({ attempts, ...(attempts >= OTP_MAX_WRONG_TRIES ? { consumedAt: now } : {}) })
      .where(eq(otpChallenges.id, challenge.id));
    return attempts >= OTP_MAX_WRONG_TRIES
      ? ('locked' as const)
      : { left: OTP_MAX_WRONG_TRIES - attempts };
  });

  if (outcome === 'ok') return;
  if (outcome === 'expired')
    throw badRequest('This OTP has expired or was not requested. Please request a new OTP.');
  if (outcome === 'locked') {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong attempts. Please request a new OTP.', {
      'retry-after': '1',
    });
  }
  throw badRequest(
    `Incorrect OTP. ${outcome.left} ${outcome.left === 1 ? 'attempt' : 'attempts'} left.`,
  );
}
