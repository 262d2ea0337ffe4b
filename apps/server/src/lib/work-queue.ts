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
