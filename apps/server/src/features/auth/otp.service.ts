import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_MAX_PER_PHONE_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_COOLDOWN_S,
  OTP_VALIDITY_MS,
} from '@tailor/shared/constants';
import { and, count, desc, eq, gt, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { otpAttempts } from '../../db/schema/otp-attempts';
import { otpChallenges } from '../../db/schema/otp-challenges';
import { badRequest, tooManyRequests } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SmsTransport } from './sms-transport';

const ADDRESS_WINDOW_MS = 10 * 60_000;
const PHONE_WINDOW_MS = 60 * 60_000;

/*
 * Sign-in limits, built so that a stranger without the code cannot lock the owner out, and all
 * decided in the database (advisory locks per phone and per address), so they hold across servers.
 * "Address" is the client address (an IPv6 /64 counts as one), see plugins/client-address.ts.
 *
 * Codes:
 * - one code per (phone, address) per OTP_RESEND_COOLDOWN_S, and OTP_MAX_PER_PHONE_PER_HOUR per
 *   (phone, address) per hour: a stranger's requests never delay the owner's;
 * - OTP_LIMIT_PER_ADDRESS requests per address per 10 minutes, over all phones;
 * - CODES_PER_PHONE_PER_HOUR per phone from all addresses together (bounds the SMS sent to one
 *   person): three times what one address may ask, so one stranger alone cannot reach it.
 * - A new code retires only the earlier codes asked from the same address; a code a stranger made
 *   the server send still reaches only the owner's phone, and either code signs the owner in.
 *
 * Wrong tries:
 * - OTP_MAX_WRONG_TRIES per (code, address): a stranger's guesses use up their own tries, not the
 *   owner's;
 * - WRONG_TRIES_PER_CODE per code from all addresses together, after which the code is burnt.
 *   Worst case for an attacker with unlimited addresses: every code of a phone is guessed at most
 *   WRONG_TRIES_PER_CODE times and a phone gets at most CODES_PER_PHONE_PER_HOUR codes, so at most
 *   30 x 20 = 600 guesses per phone per hour against a 1-in-1,000,000 code: 0.06% per hour. One
 *   address alone: at most 5 tries on each of at most 30 live codes an hour, 0.015% per hour.
 */
const CODES_PER_PHONE_PER_HOUR = 3 * OTP_MAX_PER_PHONE_PER_HOUR;
const WRONG_TRIES_PER_CODE = 4 * OTP_MAX_WRONG_TRIES;

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

/**
 * Serialises OTP work per phone number, and per client address, across transactions and server
 * copies. Always phone first, then address, and one phone per transaction: no lock cycles.
 */
async function lockPhoneAndAddress(tx: Tx, phone: string, clientAddress: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-address:${clientAddress}`}))`);
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
      'OTP_NETWORK_LIMIT',
      secondsUntil(byAddress.oldest, ADDRESS_WINDOW_MS, now),
    );
  }

  const recent = await tx
    .select({ createdAt: otpChallenges.createdAt, clientAddress: otpChallenges.clientAddress })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.phone, phone),
        gt(otpChallenges.createdAt, new Date(now.getTime() - PHONE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt));
  const fromHere = recent.filter((r) => r.clientAddress === clientAddress);
  const latest = fromHere[0];
  if (latest) {
    const wait = secondsUntil(latest.createdAt, OTP_RESEND_COOLDOWN_S * 1000, now);
    if (wait > 0) throw tooManyRequests('OTP_RESEND_WAIT', wait, { seconds: wait });
  }
  for (const [rows, limit] of [
    [fromHere, OTP_MAX_PER_PHONE_PER_HOUR],
    [recent, CODES_PER_PHONE_PER_HOUR],
  ] as const) {
    if (rows.length >= limit) {
      // The count drops below the limit when the limit-th newest leaves the window.
      const oldest = rows[limit - 1]!;
      throw tooManyRequests(
        'OTP_PHONE_LIMIT',
        secondsUntil(oldest.createdAt, PHONE_WINDOW_MS, now),
      );
    }
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
    await lockPhoneAndAddress(tx, phone, clientAddress);
    await enforceLimits(tx, deps, phone, clientAddress, now);
    // A resend retires the earlier codes asked from the same address, never another address's:
    // a stranger's request must not spoil the code the owner is typing.
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpChallenges.phone, phone),
          eq(otpChallenges.clientAddress, clientAddress),
          isNull(otpChallenges.consumedAt),
        ),
      );
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
    throw tooManyRequests('OTP_SEND_FAILED', 60);
  }
  return { status: 'success', retry_after_s: OTP_RESEND_COOLDOWN_S };
}

/**
 * Checks a code against the phone's live codes. Success uses up every live code of the phone.
 * A wrong code counts against the caller's address on each live code (OTP_MAX_WRONG_TRIES each)
 * and against the code's total (WRONG_TRIES_PER_CODE), which burns the code when reached.
 */
export async function verifyOtp(
  deps: Pick<OtpDeps, 'db' | 'clock' | 'pepper'>,
  input: { phone: string; otp: string; clientAddress: string },
) {
  const { phone, otp, clientAddress } = input;
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    await lockPhoneAndAddress(tx, phone, clientAddress);
    const live = await tx
      .select({
        id: otpChallenges.id,
        codeHash: otpChallenges.codeHash,
        attempts: otpChallenges.attempts,
        wrongHere: sql<number>`coalesce(${otpAttempts.wrong}, 0)`.mapWith(Number),
      })
      .from(otpChallenges)
      .leftJoin(
        otpAttempts,
        and(
          eq(otpAttempts.challengeId, otpChallenges.id),
          eq(otpAttempts.clientAddress, clientAddress),
        ),
      )
      .where(
        and(
          eq(otpChallenges.phone, phone),
          isNull(otpChallenges.consumedAt),
          gt(otpChallenges.expiresAt, now),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt));
    if (live.length === 0) return 'expired' as const;
    const open = live.filter((c) => c.wrongHere < OTP_MAX_WRONG_TRIES);
    if (open.length === 0) return 'locked' as const;

    const actual = Buffer.from(hashCode(deps.pepper, phone, otp));
    const matched = open.some((c) => {
      const expected = Buffer.from(c.codeHash);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    });
    if (matched) {
      await tx
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)));
      return 'ok' as const;
    }

    const ids = open.map((c) => c.id);
    await tx
      .insert(otpAttempts)
      .values(ids.map((challengeId) => ({ challengeId, clientAddress, wrong: 1 })))
      .onConflictDoUpdate({
        target: [otpAttempts.challengeId, otpAttempts.clientAddress],
        set: { wrong: sql`${otpAttempts.wrong} + 1` },
      });
    await tx
      .update(otpChallenges)
      .set({
        attempts: sql`${otpChallenges.attempts} + 1`,
        consumedAt: sql`case when ${otpChallenges.attempts} + 1 >= ${WRONG_TRIES_PER_CODE} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(inArray(otpChallenges.id, ids));
    // The newest code is the one the caller most likely holds: its tries left are the ones told.
    const left = OTP_MAX_WRONG_TRIES - (open[0]!.wrongHere + 1);
    const burnt = open.every((c) => c.attempts + 1 >= WRONG_TRIES_PER_CODE);
    return left <= 0 || burnt ? ('locked' as const) : { left };
  });

  if (outcome === 'ok') return;
  if (outcome === 'expired') throw badRequest('OTP_EXPIRED');
  if (outcome === 'locked') {
    throw tooManyRequests('OTP_LOCKED', 1);
  }
  throw badRequest('OTP_INCORRECT', { count: outcome.left });
}

/** Sign-in codes are kept this long after they expire: enough to look into abuse, then gone. */
export const OTP_RETENTION_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

/**
 * Deletes sign-in code rows (phone numbers, client addresses, tries) a day after they expired;
 * run by the daily cleanup. Every limit looks back at most an hour, so none is loosened.
 */
export async function deleteExpiredOtpChallenges(deps: {
  db: Database;
  clock: Clock;
}): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - OTP_RETENTION_AFTER_EXPIRY_MS);
  const rows = await deps.db
    .delete(otpChallenges)
    .where(lt(otpChallenges.expiresAt, cutoff))
    .returning({ id: otpChallenges.id });
  return rows.length;
}
