import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpAttempts } from '../../db/schema/otp-attempts';
import { otpChallenges } from '../../db/schema/otp-challenges';
import { runDailyCleanup } from '../../jobs/daily-cleanup';
import { createJobDeps, type JobDeps } from '../../jobs/scheduler';
import { createTestContext, nextPhone, type TestContext } from '../../../test/test-app';

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

const HOUR_MS = 3_600_000;

describe('sign-in code retention', () => {
  it('the daily cleanup deletes code rows a day after they expired, with their tries', async () => {
    ctx.clock.set('2026-06-20T06:30:00.000Z');
    const now = ctx.clock.now().getTime();
    const row = (expiredHoursAgo: number) => ({
      phone: nextPhone(),
      clientAddress: '203.0.113.50',
      codeHash: 'hash',
      expiresAt: new Date(now - expiredHoursAgo * HOUR_MS),
      createdAt: new Date(now - expiredHoursAgo * HOUR_MS - 5 * 60_000),
    });
    const inserted = await ctx.database.db
      .insert(otpChallenges)
      .values([row(25), row(24 * 30), row(23), row(-0.05)])
      .returning({ id: otpChallenges.id });
    const [old, ancient, recent, live] = inserted.map((r) => r.id);
    await ctx.database.db.insert(otpAttempts).values([
      { challengeId: old!, clientAddress: '203.0.113.51', wrong: 3 },
      { challengeId: recent!, clientAddress: '203.0.113.51', wrong: 1 },
    ]);

    const result = await runDailyCleanup(deps);
    expect(result!.otpChallenges).toBeGreaterThanOrEqual(2);

    const ids = [old!, ancient!, recent!, live!];
    const left = await ctx.database.db
      .select({ id: otpChallenges.id })
      .from(otpChallenges)
      .where(inArray(otpChallenges.id, ids));
    expect(left.map((r) => r.id).sort()).toEqual([recent!, live!].sort());
    const tries = await ctx.database.db
      .select({ id: otpAttempts.challengeId })
      .from(otpAttempts)
      .where(inArray(otpAttempts.challengeId, ids));
    expect(tries.map((r) => r.id)).toEqual([recent]);
  });
});
