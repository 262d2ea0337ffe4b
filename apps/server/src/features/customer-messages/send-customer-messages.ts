import { nextSendableTime, type CustomerMessageKind } from '@tailor/shared/customer-messages';
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { customerMessages } from '../../db/schema/customer-messages';
import type { Clock } from '../../lib/clock';
import { reasonGone, selectMessageFacts, wordMessage, type MessageFacts } from './message-facts';
import {
  MessageOutcomeUnknownError,
  MessageSendError,
  type MessageTransport,
} from './message-transport';

/** Tries per message before it is marked failed; waits between tries: 1, 2, 4, 8 minutes. */
export const MAX_SEND_ATTEMPTS = 5;
const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

/** A message not out this long after it was made has missed its moment (a gateway set up later). */
const STALE_AFTER_MS = 48 * 3_600_000;

/**
 * A send with no outcome this long after it began was cut off (the server died mid-call): the
 * gateway may or may not have it, so it is marked unknown for the staff, never sent again by itself.
 */
export const SEND_CUT_OFF_AFTER_MS = 5 * 60_000;

const BATCH = 20;

export interface SendReport {
  sent: number;
  failed: number;
  retried: number;
  /** Sends the gateway may or may not have taken: left to the staff, never tried again. */
  unknown: number;
  skipped: number;
  deferred: number;
}

/**
 * Sends the due messages of the outbox through the gateway, every server alike: each batch is
 * claimed with `for update skip locked` and marked 'sending' (with its words) in one transaction
 * before the gateway is called, so two servers never send one message. A send whose outcome is
 * unknown (no answer in time, a reset, a 5xx, a send cut off) is marked 'unknown' and never tried
 * again by itself, so the customer never gets it twice; a clear failure is tried again later. Messages falling in the shop's quiet hours wait until 08:00;
 * those whose reason is gone (paid, collected, the trial moved) or that are too old are skipped.
 */
export async function sendDueCustomerMessages(deps: {
  db: Database;
  clock: Clock;
  transport: MessageTransport | null;
  publicUrl: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<SendReport> {
  const { db, clock, transport, publicUrl } = deps;
  const report: SendReport = {
    sent: 0,
    failed: 0,
    retried: 0,
    unknown: 0,
    skipped: 0,
    deferred: 0,
  };
  const now = clock.now();

  const cutOff = await db
    .update(customerMessages)
    .set({
      state: 'unknown',
      lastError: 'The send was cut off: not tried again, so the customer never gets it twice',
      updatedAt: now,
    })
    .where(
      and(
        eq(customerMessages.state, 'sending'),
        lt(customerMessages.updatedAt, new Date(now.getTime() - SEND_CUT_OFF_AFTER_MS)),
      ),
    )
    .returning({ id: customerMessages.id });
  report.unknown += cutOff.length;
  // Without a gateway the staff send each message by hand from the order page.
  if (!transport) return report;

  // Shop by shop: a claim that locks names one shop, so a database distributed by shop takes it on
  // one machine. A round in which every due message was taken by another server ends the run.
  for (;;) {
    const shops = await shopsWithDueMessages(db, now);
    let handled = false;
    for (const storeId of shops) {
      const claimed = await claimBatch(
        { db, now, publicUrl, channel: transport.channel, storeId },
        report,
      );
      if (claimed === null) continue;
      handled = true;
      await sendClaimed(claimed, storeId, transport);
    }
    if (!handled) break;
  }
  return report;

  async function sendClaimed(
    claimed: NonNullable<Awaited<ReturnType<typeof claimBatch>>>,
    storeId: string,
    transport: MessageTransport,
  ) {
    for (const { facts, words } of claimed) {
      try {
        const { providerId } = await transport.send({
          id: facts.id,
          to: facts.mobileNo,
          kind: facts.kind as CustomerMessageKind,
          language: words.language,
          text: words.text,
          templateValues: words.templateValues,
        });
        await db
          .update(customerMessages)
          .set({
            state: 'sent',
            sentAt: clock.now(),
            providerId,
            lastError: null,
            updatedAt: clock.now(),
          })
          .where(and(eq(customerMessages.id, facts.id), eq(customerMessages.storeId, storeId)));
        report.sent += 1;
      } catch (error) {
        if (error instanceof MessageOutcomeUnknownError) {
          await db
            .update(customerMessages)
            .set({
              state: 'unknown',
              lastError: error.message.slice(0, 500),
              updatedAt: clock.now(),
            })
            .where(and(eq(customerMessages.id, facts.id), eq(customerMessages.storeId, storeId)));
          report.unknown += 1;
          deps.log?.warn(
            { messageId: facts.id, err: error.message },
            'customer message may or may not have been sent: left to the staff',
          );
          continue;
        }
        const retryable = !(error instanceof MessageSendError) || error.retryable;
        const attempts = facts.attempts + 1;
        const retry = retryable && attempts < MAX_SEND_ATTEMPTS;
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(customerMessages)
          .set({
            state: retry ? 'queued' : 'failed',
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)),
            updatedAt: clock.now(),
          })
          .where(and(eq(customerMessages.id, facts.id), eq(customerMessages.storeId, storeId)));
        if (retry) report.retried += 1;
        else report.failed += 1;
        deps.log?.warn({ messageId: facts.id, err: message, retry }, 'customer message not sent');
      }
    }
  }
}

/** The shops with messages due now, a batch's worth at most; read without a lock. */
async function shopsWithDueMessages(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ storeId: customerMessages.storeId })
    .from(customerMessages)
    .where(and(eq(customerMessages.state, 'queued'), lte(customerMessages.nextAttemptAt, now)))
    .limit(BATCH);
  return rows.map((row) => row.storeId);
}

/**
 * Takes up to BATCH due messages: the ones to send now are marked 'sending' with their words;
 * the others are skipped or moved past quiet hours. Null when nothing was due.
 */
async function claimBatch(
  options: {
    db: Database;
    now: Date;
    publicUrl: string;
    channel: MessageTransport['channel'];
    storeId: string;
  },
  report: SendReport,
) {
  const { db, now, storeId } = options;
  return db.transaction(async (tx) => {
    // The lock is taken by a one-table statement (one shard on a distributed database), the words'
    // facts read after it.
    const locked = await tx
      .select({ id: customerMessages.id })
      .from(customerMessages)
      .where(
        and(
          eq(customerMessages.storeId, storeId),
          eq(customerMessages.state, 'queued'),
          lte(customerMessages.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(customerMessages.nextAttemptAt), asc(customerMessages.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (locked.length === 0) return null;
    const due = await selectMessageFacts(tx)
      .where(
        and(
          eq(customerMessages.storeId, storeId),
          inArray(
            customerMessages.id,
            locked.map((row) => row.id),
          ),
        ),
      )
      .orderBy(asc(customerMessages.nextAttemptAt), asc(customerMessages.createdAt));
    if (due.length === 0) return null;
    const toSend: { facts: MessageFacts; words: ReturnType<typeof wordMessage> }[] = [];
    for (const facts of due) {
      const gone =
        now.getTime() - facts.createdAt.getTime() > STALE_AFTER_MS
          ? 'Too late to send: the moment has passed'
          : reasonGone(facts, now);
      if (gone) {
        await tx
          .update(customerMessages)
          .set({ state: 'skipped', lastError: gone, updatedAt: now })
          .where(and(eq(customerMessages.id, facts.id), eq(customerMessages.storeId, storeId)));
        report.skipped += 1;
        continue;
      }
      const sendable = nextSendableTime(now, facts.timeZone);
      if (sendable.getTime() > now.getTime()) {
        await tx
          .update(customerMessages)
          .set({ nextAttemptAt: sendable, updatedAt: now })
          .where(and(eq(customerMessages.id, facts.id), eq(customerMessages.storeId, storeId)));
        report.deferred += 1;
        continue;
      }
      toSend.push({ facts, words: wordMessage(facts, options.publicUrl) });
    }
    for (const { facts, words } of toSend) {
      await tx
        .update(customerMessages)
        .set({
          state: 'sending',
          attempts: sql`${customerMessages.attempts} + 1`,
          body: words.text,
          channel: options.channel,
          updatedAt: now,
        })
        .where(and(eq(customerMessages.id, facts.id), eq(customerMessages.storeId, storeId)));
    }
    return toSend;
  });
}
