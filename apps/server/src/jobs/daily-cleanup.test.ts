import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { jobClaims } from '../db/schema/job-claims';
import { notifications } from '../db/schema/notifications';
import { orderProducts } from '../db/schema/order-products';
import { productImages } from '../db/schema/product-images';
import { sameShopRow } from '../db/shop-joins';
import { notify } from '../features/notifications';
import { insertImages, placeOrder } from '../../test/order-fixtures';
import { createShop, createTestContext, type TestContext } from '../../test/test-app';
import { randomToken } from '../lib/random-token';
import { runDailyCleanup } from './daily-cleanup';
import { createJobDeps, createScheduler, type JobDeps } from './scheduler';

let ctx: TestContext;
let deps: JobDeps;
beforeAll(async () => {
  ctx = await createTestContext();
  deps = await createJobDeps({
    db: ctx.database.db,
    config: ctx.config,
    log: ctx.app.log,
    clock: ctx.clock,
  });
});
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(ctx.clock.now().getTime() - ms);

describe('runDailyCleanup', () => {
  it('deletes notifications older than 30 days (read or not), expired idempotency keys and orphan uploads', async () => {
    ctx.clock.set('2026-04-01T06:30:00.000Z');
    const shop = await createShop(ctx);
    const made = await notify({ db: ctx.database.db }, [
      {
        userIds: [shop.user_id],
        storeId: shop.store_id,
        type: 'order_status_changed',
        data: { n: 1 },
      },
      {
        userIds: [shop.user_id],
        storeId: shop.store_id,
        type: 'order_status_changed',
        data: { n: 2 },
      },
      {
        userIds: [shop.user_id],
        storeId: shop.store_id,
        type: 'order_status_changed',
        data: { n: 3 },
      },
    ]);
    const [oldUnread, oldRead, recent] = made.map((n) => n.id);
    await ctx.database.db
      .update(notifications)
      .set({ createdAt: ago(31 * DAY_MS) })
      .where(inArray(notifications.id, [oldUnread!, oldRead!]));
    await ctx.database.db
      .update(notifications)
      .set({ read: true })
      .where(eq(notifications.id, oldRead!));
    await ctx.database.db
      .update(notifications)
      .set({ createdAt: ago(29 * DAY_MS) })
      .where(eq(notifications.id, recent!));

    const key = (name: string, createdAt: Date) => ({
      scope: 'test',
      key: name,
      method: 'POST',
      path: '/api/x',
      requestHash: 'h',
      statusCode: 200,
      createdAt,
    });
    await ctx.database.db
      .insert(idempotencyKeys)
      .values([key('expired', ago(25 * 3_600_000)), key('fresh', ago(3_600_000))]);

    const [orphan, young] = await insertImages(ctx, shop.store_id!, 2);
    await ctx.database.db
      .update(productImages)
      .set({ createdAt: ago(25 * 3_600_000) })
      .where(eq(productImages.id, orphan!));
    const order = await placeOrder(ctx, shop);
    const [used] = await ctx.database.db
      .select({ id: productImages.id })
      .from(productImages)
      .innerJoin(orderProducts, sameShopRow(orderProducts, productImages.productId, productImages))
      .where(eq(orderProducts.orderId, order._id));
    await ctx.database.db
      .update(productImages)
      .set({ createdAt: ago(40 * DAY_MS) })
      .where(eq(productImages.id, used!.id));

    await ctx.database.db.insert(jobClaims).values([
      { key: 'test:ancient-claim', createdAt: ago(91 * DAY_MS) },
      { key: 'test:recent-claim', createdAt: ago(80 * DAY_MS) },
    ]);

    const result = await runDailyCleanup(deps);
    expect(result).toMatchObject({ notifications: 2, jobClaims: 1 });
    expect(result!.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(result!.orphanImages).toBeGreaterThanOrEqual(1);

    const left = await ctx.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, shop.user_id));
    expect(left.map((n) => n.id)).toEqual([recent]);
    const keys = await ctx.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, 'test'));
    expect(keys.map((k) => k.key)).toEqual(['fresh']);
    const images = await ctx.database.db
      .select({ id: productImages.id })
      .from(productImages)
      .where(inArray(productImages.id, [orphan!, young!, used!.id]));
    expect(images.map((i) => i.id).sort()).toEqual([young!, used!.id].sort());
    const claims = await ctx.database.db
      .select({ key: jobClaims.key })
      .from(jobClaims)
      .where(inArray(jobClaims.key, ['test:ancient-claim', 'test:recent-claim']));
    expect(claims.map((c) => c.key)).toEqual(['test:recent-claim']);
  });

  it('deletes stored image files that no row refers to a day after they were written', async () => {
    const stray = randomToken();
    await deps.storage.put(stray, Buffer.from('left by a crash'), 'image/webp');
    ctx.clock.set(new Date(Date.now() + 25 * 3_600_000));
    const result = await runDailyCleanup(deps);
    expect(result!.strayImageFiles).toBeGreaterThanOrEqual(1);
    expect(await deps.storage.get(stray)).toBeNull();
  });

  it('runs once a day (in India) however many servers try, and again the next day', async () => {
    // 23:59 on 9 May in India, then 00:01 on 10 May.
    ctx.clock.set('2026-05-09T18:29:00.000Z');
    const otherServer = await createJobDeps({
      db: ctx.database.db,
      config: ctx.config,
      log: ctx.app.log,
      clock: ctx.clock,
    });
    const first = await Promise.all([
      runDailyCleanup(deps),
      runDailyCleanup(otherServer),
      runDailyCleanup(deps),
    ]);
    expect(first.filter((r) => r !== null)).toHaveLength(1);
    expect(await runDailyCleanup(deps)).toBeNull();

    ctx.clock.set('2026-05-09T18:31:00.000Z');
    expect(await runDailyCleanup(otherServer)).not.toBeNull();
    expect(await runDailyCleanup(deps)).toBeNull();
  });

  it('gives the day back when a step fails, so the next run tries again', async () => {
    ctx.clock.set('2026-06-01T06:30:00.000Z');
    let failNext = true;
    // The first delete after the claim is the notification sweep: it fails once.
    const db = new Proxy(deps.db, {
      get(target, property, receiver) {
        if (property === 'delete' && failNext) {
          failNext = false;
          return () => {
            throw new Error('database went away');
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    await expect(runDailyCleanup({ ...deps, db })).rejects.toThrow('database went away');
    expect(
      await ctx.database.db
        .select()
        .from(jobClaims)
        .where(eq(jobClaims.key, 'daily-cleanup:2026-06-01')),
    ).toEqual([]);
    expect(await runDailyCleanup(deps)).not.toBeNull();
  });
});

describe('createScheduler', () => {
  it('runs the jobs at once and then on its interval; stop waits for the run in progress', async () => {
    ctx.clock.set('2026-07-01T06:30:00.000Z');
    const runs: string[] = [];
    const log = {
      info: (_: unknown, message: string) => runs.push(message),
      error: (_: unknown, message: string) => runs.push(message),
    };
    const watched = { ...deps, log: log as unknown as FastifyBaseLogger };
    const scheduler = createScheduler(watched, 50);
    scheduler.start();
    await vi.waitFor(() => expect(runs).toContain('daily cleanup done'));
    ctx.clock.set('2026-07-02T06:30:00.000Z');
    await vi.waitFor(() => expect(runs.filter((m) => m === 'daily cleanup done')).toHaveLength(2));
    await scheduler.stop();
    const after = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runs).toHaveLength(after);
    expect(runs).not.toContain('daily cleanup failed');
  });
});
