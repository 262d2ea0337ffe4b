import { INVITE_VALIDITY_DAYS } from '@tailor/shared/constants';
import type { SendInvite } from '@tailor/shared/invites';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { invites } from '../../db/schema/invites';
import { users } from '../../db/schema/users';
import { badRequest, conflict } from '../../lib/app-error';
import { randomToken } from '../../lib/random-token';
import type { StoreAuthContext } from '../../plugins/auth';

/** How long an invite may be answered (INVITE_VALIDITY_DAYS). */
export const INVITE_VALIDITY_MS = INVITE_VALIDITY_DAYS * 24 * 60 * 60_000;

export type InviteRow = typeof invites.$inferSelect;

/** Serialises invite work for one phone in one shop, across transactions and server copies. */
async function lockInvitePhone(tx: Tx, storeId: string, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invite:${storeId}:${phone}`}))`);
}

/**
 * The invite of POST /send-invite, inside the caller's transaction (POST /add_employee invites in
 * the same transaction that records the person). Same refusals as sendInvite.
 */
export async function insertInvite(
  tx: Tx,
  options: { caller: StoreAuthContext; input: SendInvite; now: Date; employeeId?: string },
): Promise<InviteRow> {
  const { caller, input, now } = options;
  const storeId = caller.store_id;
  const [owner] = await tx
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (owner?.phone === input.phone) throw badRequest('INVITE_OWN_PHONE');
  await lockInvitePhone(tx, storeId, input.phone);
  const [employed] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        eq(employees.phone, input.phone),
        eq(employees.active, true),
        isNotNull(employees.userId),
      ),
    );
  if (employed) throw conflict('INVITE_ALREADY_EMPLOYEE');
  const [pending] = await tx
    .select({ id: invites.id })
    .from(invites)
    .where(
      and(
        eq(invites.storeId, storeId),
        eq(invites.phone, input.phone),
        eq(invites.status, 'pending'),
        gt(invites.expiresAt, now),
      ),
    );
  if (pending) throw conflict('INVITE_ALREADY_PENDING');
  const [created] = await tx
    .insert(invites)
    .values({
      storeId,
      name: input.name,
      phone: input.phone,
      email: input.email ?? null,
      token: randomToken(),
      status: 'pending',
      invitedBy: caller.userId,
      employeeId: options.employeeId ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_VALIDITY_MS),
    })
    .returning();
  return created!;
}
