import type { SignInResult } from '@tailor/shared/auth';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { stores } from '../../db/schema/stores';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/app-error';
import type { TokenService } from '../../plugins/auth';

/** Finds the user with this phone, creating one on first sign-in. */
export async function findOrCreateUserByPhone(db: DbOrTx, phone: string): Promise<string> {
  const [created] = await db
    .insert(users)
    .values({ phone })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return existing!.id;
}

/**
 * The sign-in result of spec §3 for a user, with a fresh token. An owner signs in to their shop;
 * someone employed by one shop goes straight to it; by several, chooses one; anyone else is a
 * shopkeeper who still has to create the shop (signup).
 */
export async function buildSignInResult(
  db: DbOrTx,
  tokens: TokenService,
  userId: string,
  preferredStoreId?: string,
): Promise<SignInResult> {
  const [user] = await db
    .select({ tv: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('USER_NOT_FOUND');

  const [ownStore] = await db
    .select({ id: stores.id, name: stores.shopName })
    .from(stores)
    .where(eq(stores.ownerUserId, userId));
  if (ownStore) {
    const token = await tokens.issue({
      sub: userId,
      role: 'shopkeeper',
      store_id: ownStore.id,
      employee_id: null,
      tv: user.tv,
    });
    return {
      status: 'success',
      token,
      user_id: userId,
      employee_id: null,
      role: 'shopkeeper',
      store_id: ownStore.id,
      store_name: ownStore.name,
      signup: false,
      store_selection_required: false,
      available_stores: [],
    };
  }

  const jobs = await db
    .select({ employeeId: employees.id, storeId: stores.id, storeName: stores.shopName })
    .from(employees)
    .innerJoin(stores, eq(stores.id, employees.storeId))
    .where(and(eq(employees.userId, userId), eq(employees.active, true)))
    .orderBy(asc(sql`lower(${stores.shopName})`));
  if (jobs.length > 0) {
    const available = jobs.map((j) => ({ store_id: j.storeId, store_name: j.storeName }));
    const chosen = jobs.length === 1 ? jobs[0] : jobs.find((j) => j.storeId === preferredStoreId);
    const token = await tokens.issue({
      sub: userId,
      role: 'employee',
      store_id: chosen?.storeId ?? null,
      employee_id: chosen?.employeeId ?? null,
      tv: user.tv,
    });
    return {
      status: 'success',
      token,
      user_id: userId,
      employee_id: chosen?.employeeId ?? null,
      role: 'employee',
      store_id: chosen?.storeId ?? null,
      store_name: chosen?.storeName ?? null,
      signup: false,
      store_selection_required: !chosen,
      available_stores: available,
    };
  }

  const token = await tokens.issue({
    sub: userId,
    role: 'shopkeeper',
    store_id: null,
    employee_id: null,
    tv: user.tv,
  });
  return {
    status: 'success',
    token,
    user_id: userId,
    employee_id: null,
    role: 'shopkeeper',
    store_id: null,
    store_name: null,
    signup: true,
    store_selection_required: false,
    available_stores: [],
  };
}

/** Logout: every token issued to the user so far stops working. */
export async function revokeTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
