import type { SignInResult, TokenClaims } from '@tailor/shared/auth';
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
 * Sets a user's name and email, in the caller's transaction: the owner's account form sets both;
 * joining a shop by an invite gives a user without a name the one the invite was made for
 * (`keepName`).
 */
export async function setUserDetails(
  db: DbOrTx,
  user: { id: string; name: string; email?: string | null; keepName?: boolean; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      name: user.keepName ? sql`coalesce(${users.name}, ${user.name})` : user.name,
      ...(user.email !== undefined ? { email: user.email } : {}),
      updatedAt: user.now,
    })
    .where(eq(users.id, user.id));
}

/** A successful sign-in's answer, with its token, for the user as `role` in `store` if any. */
async function successOf(options: {
  tokens: TokenService;
  userId: string;
  tokenVersion: number;
  role: TokenClaims['role'];
  store: { id: string; name: string; employeeId: string | null } | undefined;
  available: SignInResult['available_stores'];
}): Promise<SignInResult> {
  const { tokens, userId, role, store, available } = options;
  const storeId = store?.id ?? null;
  const employeeId = store?.employeeId ?? null;
  const token = await tokens.issue({
    sub: userId,
    role,
    store_id: storeId,
    employee_id: employeeId,
    tv: options.tokenVersion,
  });
  return {
    status: 'success',
    token,
    user_id: userId,
    employee_id: employeeId,
    role,
    store_id: storeId,
    store_name: store?.name ?? null,
    signup: role === 'shopkeeper' && !store,
    store_selection_required: role === 'employee' && !store,
    available_stores: available,
  };
}

/**
 * The sign-in result (token, role, store, signup) for a user, with a fresh token. An owner signs in to their shop;
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
  const signedIn = { tokens, userId, tokenVersion: user.tv };

  const [ownStore] = await db
    .select({ id: stores.id, name: stores.shopName })
    .from(stores)
    .where(eq(stores.ownerUserId, userId));
  if (ownStore) {
    const store = { ...ownStore, employeeId: null };
    return successOf({ ...signedIn, role: 'shopkeeper', store, available: [] });
  }

  const jobs = await db
    .select({ employeeId: employees.id, id: stores.id, name: stores.shopName })
    .from(employees)
    .innerJoin(stores, eq(stores.id, employees.storeId))
    .where(and(eq(employees.userId, userId), eq(employees.active, true)))
    .orderBy(asc(sql`lower(${stores.shopName})`));
  if (jobs.length > 0) {
    const available = jobs.map((j) => ({ store_id: j.id, store_name: j.name }));
    const chosen = jobs.length === 1 ? jobs[0] : jobs.find((j) => j.id === preferredStoreId);
    return successOf({ ...signedIn, role: 'employee', store: chosen, available });
  }

  return successOf({ ...signedIn, role: 'shopkeeper', store: undefined, available: [] });
}

/** Logout: every token issued to the user so far stops working. */
export async function revokeTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
