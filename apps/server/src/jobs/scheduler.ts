import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
import { systemClock, type Clock } from '../lib/clock';
import { createServices } from '../composition';
import type { ImageStorage } from '../features/images';
import type { PushService } from '../features/push';
import { runDailyCleanup } from './daily-cleanup';
import { createDueReminders } from './reminders';

export const SCHEDULER_INTERVAL_MS = 15 * 60_000;

export interface JobDeps {
  db: Database;
  clock: Clock;
  push: PushService;
  storage: ImageStorage;
  log: FastifyBaseLogger;
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
  return { db, clock: options.clock ?? systemClock, log, storage, push };
}

/**
 * Runs the jobs every 15 minutes once started. Every server may run it: the jobs decide in the
 * database what is theirs to do. A run still going when the next is due is not overlapped.
 */
export function createScheduler(deps: JobDeps, intervalMs = SCHEDULER_INTERVAL_MS): Scheduler {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running) return;
    running = runScheduledJobs(deps).finally(() => {
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
      await deps.push.idle();
    },
  };
}
