import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { createWorkQueue, inLine, QueueFullError } from './work-queue';

/** A promise the test settles by hand. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkQueue', () => {
  it('runs at most `concurrency` tasks at once and starts the others in arrival order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 5 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const done = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 3]);

    gates[1]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]!.open();
    gates[4]!.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses at once when the line is full, and takes work again once it moves', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    const first = gate();
    const running = queue.run(() => first.promise);
    const waiting = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    first.open();
    await running;
    expect(await waiting).toBe('second');
    expect(await queue.run(async () => 'fourth')).toBe('fourth');
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    const failing = gate();
    const run = queue.run(() => failing.promise);
    failing.fail(new Error('decoder crashed'));
    await expect(run).rejects.toThrow('decoder crashed');
    expect(queue.running).toBe(0);
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

describe('inLine', () => {
  it('answers 503 with Retry-After when the line is full, and runs the task otherwise', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    const busy = gate();
    const first = inLine(queue, () => busy.promise.then(() => 'first'));
    const refused = await inLine(queue, async () => 'second').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(503);
    expect((refused as AppError).headers['retry-after']).toBe('5');
    busy.open();
    expect(await first).toBe('first');
    expect(await inLine(queue, async () => 'third')).toBe('third');
  });

  it("passes the task's own failure through unchanged", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(inLine(queue, () => Promise.reject(new Error('query failed')))).rejects.toThrow(
      'query failed',
    );
  });
});
