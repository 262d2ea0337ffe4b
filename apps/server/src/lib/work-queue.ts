import { AppError } from './app-error';

/** Thrown by `run` when as many tasks already wait as the queue holds. */
export class QueueFullError extends Error {
  constructor() {
    super('Work queue is full');
  }
}

export interface WorkQueue {
  /** Runs `task` when a slot is free; refuses at once with QueueFullError when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * At most `concurrency` tasks at a time, at most `maxWaiting` more in line (first come, first
 * served). In process memory on purpose: what it protects, this process's memory and CPU, is not
 * shared with other servers.
 */
export function createWorkQueue(options: { concurrency: number; maxWaiting: number }): WorkQueue {
  const { concurrency, maxWaiting } = options;
  const line: Array<() => void> = [];
  let running = 0;

  const release = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task) {
      if (running >= concurrency) {
        if (line.length >= maxWaiting) throw new QueueFullError();
        // The finishing task hands its slot straight to the next in line: `running` stays.
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}

/**
 * Shares a small number of turns among the requests that read a whole shop's records (dashboard,
 * earnings, exports), so that a burst of them cannot take every database connection and CPU turn
 * while the counter's ordinary calls wait behind them: those calls never enter this line.
 */
export const HEAVY_READS = { concurrency: 2, maxWaiting: 64 } as const;

/** Runs `task` in `queue`'s line; a full line answers 503 with Retry-After. */
export async function inLine<T>(queue: WorkQueue, task: () => Promise<T>): Promise<T> {
  try {
    return await queue.run(task);
  } catch (error) {
    if (!(error instanceof QueueFullError)) throw error;
    throw new AppError('SERVER_BUSY', { headers: { 'retry-after': '5' } });
  }
}
