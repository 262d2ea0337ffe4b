import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
import { systemClock, type Clock } from '../lib/clock';
import { createMessageTransport, createSmsTransport } from '../adapters/message-gateways';
import { createServices } from '../composition';
import type { ImageStorage } from '../features/images';
import type { PushService } from '../features/push';
import {
  queueScheduledCustomerMessages,
  sendDueCustomerMessages,
  type MessageTransport,
} from '../features/customer-messages';
import { runDailyCleanup } from './daily-cleanup';
import { createDueReminders } from './reminders';

export const SCHEDULER_INTERVAL_MS = 15 * 60_000;
/** Messages to customers go out within this long of being due. */
export const MESSAGE_SEND_INTERVAL_MS = 30_000;

export interface JobDeps {
  db: Database;
  clock: Clock;
  push: PushService;
  storage: ImageStorage;
  log: FastifyBaseLogger;
  /** The gateway of messages to customers; null: none (the staff send them by hand). */
  messages: MessageTransport | null;
  publicUrl: string;
}

export interface Scheduler {
  /** Runs the jobs now and then every interval. */
  start(): void;
  /** Stops the timer and waits for a run in progress and its pushes. */
  stop(): Promise<void>;
}

/** One run of every scheduled job; one job failing does not stop the others. */
export async function runScheduledJobs(deps: JobDeps): Promise<void> {
  const { log } = deps;
  try {
    const created = await createDueReminders(deps);
    if (created > 0) log.info({ created }, 'due and overdue reminders created');
  } catch (error) {
    log.error({ err: error }, 'reminder job failed');
  }
  try {
    const queued = await queueScheduledCustomerMessages(deps);
    if (queued > 0) log.info({ queued }, 'trial and collection messages queued');
  } catch (error) {
    log.error({ err: error }, 'customer message scheduling failed');
  }
  try {
    const cleaned = await runDailyCleanup(deps);
    if (cleaned) log.info(cleaned, 'daily cleanup done');
  } catch (error) {
    log.error({ err: error }, 'daily cleanup failed');
  }
}

/** What the jobs need: the services of the composition root that buildApp uses too. */
export async function createJobDeps(options: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  clock?: Clock;
}): Promise<JobDeps> {
  const { db, config, log } = options;
  const { storage, push } = await createServices({ config, db, log });
  return {
    db,
    clock: options.clock ?? systemClock,
    log,
    storage,
    push,
    messages: createMessageTransport(config.messages, createSmsTransport(config.sms, log)),
    publicUrl: config.publicUrl,
  };
}

/** One pass of the message sender; a failure is logged, never thrown. */
export async function sendCustomerMessages(deps: JobDeps): Promise<void> {
  try {
    const report = await sendDueCustomerMessages({
      db: deps.db,
      clock: deps.clock,
      transport: deps.messages,
      publicUrl: deps.publicUrl,
      log: deps.log,
    });
    if (report.sent + report.failed + report.skipped > 0)
      deps.log.info(report, 'customer messages sent');
  } catch (error) {
    deps.log.error({ err: error }, 'customer message sender failed');
  }
}

/**
 * Runs the jobs every 15 minutes once started, and the message sender every 30 seconds. Every
 * server may run them: the jobs decide in the database what is theirs to do. A run still going
 * when the next is due is not overlapped.
 */
export function createScheduler(
  deps: JobDeps,
  intervalMs = SCHEDULER_INTERVAL_MS,
  messageIntervalMs = MESSAGE_SEND_INTERVAL_MS,
): Scheduler {
  const loops = [
    repeating(() => runScheduledJobs(deps), intervalMs),
    repeating(() => sendCustomerMessages(deps), messageIntervalMs),
  ];
  return {
    start() {
      for (const loop of loops) loop.start();
    },
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
      await deps.push.idle();
    },
  };
}

/** Runs `job` now and then every interval, never two runs at once. */
function repeating(job: () => Promise<void>, intervalMs: number) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running) return;
    running = job().finally(() => {
      running = null;
    });
  };
  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      // The timer alone never keeps the process alive.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
