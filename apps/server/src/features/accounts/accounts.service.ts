import type { CreateAccount, Store, UpdateAccount, UserDetails } from '@tailor/shared/accounts';
import type { SignInResult } from '@tailor/shared/auth';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { stores } from '../../db/schema/stores';
import { users } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AuthContext, StoreAuthContext, TokenService } from '../../plugins/auth';
import { buildSignInResult, setUserDetails } from '../auth';
import { ensureOwnerEmployee, renameOwnerEmployee } from '../employees';
import { lookupPincode, type PincodeDirectory } from '../pincodes';

function sameName(a: string, b: string): boolean {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;
}

/**
 * The shop's state and district as the pincode directory spells them; 400 when the pincode is
 * unknown or the state and district are not its own. Account creation and update share it.
 */
function placeOfPincode(
  pincodes: PincodeDirectory,
  input: { pincode: string; state: string; district: string },
) {
  const place = lookupPincode(pincodes, input.pincode);
  if (!place) throw badRequest('PINCODE_INVALID');
  const district = place.districts.find((d) => sameName(d, input.district));
  if (!sameName(place.state, input.state) || !district) {
    throw badRequest('PINCODE_PLACE_MISMATCH');
  }
  return { state: place.state, district };
}

/** The shop's details of an account form (create or update), as the stores table holds them. */
function storeValues(input: CreateAccount, place: { state: string; district: string }) {
  return {
    shopName: input.shop_name,
    ownersName: input.owners_name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address,
    pincode: input.pincode,
    state: place.state,
    district: place.district,
  };
}

function toStore(row: typeof stores.$inferSelect): Store {
  return {
    _id: row.id,
    shop_name: row.shopName,
    owners_name: row.ownersName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    pincode: row.pincode,
    district: row.district,
    state: row.state,
    order_number_prefix: row.orderNumberPrefix,
  };
}

/** Creates the signed-in user's shop; answers a fresh sign-in result scoped to it. */
export async function createAccount(options: {
  db: Database;
  tokens: TokenService;
  pincodes: PincodeDirectory;
  caller: AuthContext;
  input: CreateAccount;
}): Promise<SignInResult> {
  const { db, tokens, pincodes, caller, input } = options;
  if (caller.role !== 'shopkeeper') throw conflict('EMPLOYEE_CANNOT_CREATE_SHOP');

  const place = placeOfPincode(pincodes, input);

  await db.transaction(async (tx) => {
    // One shop per owner: a second creation for the same user waits here, then finds this shop.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('update');
    const [existing] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.ownerUserId, caller.userId));
    if (existing) throw conflict('SHOP_ALREADY_EXISTS');
    const [store] = await tx
      .insert(stores)
      .values({ ownerUserId: caller.userId, ...storeValues(input, place) })
      .onConflictDoNothing()
      .returning({ id: stores.id });
    // The owner can take garments from the first order ('Me'), so their row is made with the shop.
    if (store) await ensureOwnerEmployee(tx, store.id);
    await setUserDetails(tx, {
      id: caller.userId,
      name: input.owners_name,
      email: input.email,
      now: new Date(),
    });
  });
  return buildSignInResult(db, tokens, caller.userId);
}

/**
 * PUT /account: replaces the owner's shop details by the same rules as account creation, and keeps
 * the owner's own name and email in step, as creation set them.
 */
export async function updateAccount(options: {
  db: Database;
  pincodes: PincodeDirectory;
  caller: StoreAuthContext;
  input: UpdateAccount;
}): Promise<Store> {
  const { db, pincodes, caller, input } = options;
  const place = placeOfPincode(pincodes, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(stores)
      .set({ ...storeValues(input, place), updatedAt: new Date() })
      .where(and(eq(stores.id, caller.store_id), eq(stores.ownerUserId, caller.userId)))
      .returning();
    if (!row) throw notFound('SHOP_NOT_FOUND');
    // Garments assigned to the owner ('Me') show the owner's name to the staff.
    await renameOwnerEmployee(tx, { storeId: caller.store_id, name: input.owners_name });
    await setUserDetails(tx, {
      id: caller.userId,
      name: input.owners_name,
      email: input.email,
      now: new Date(),
    });
    return toStore(row);
  });
}

export async function getUserDetails(options: {
  db: Database;
  caller: AuthContext;
}): Promise<UserDetails> {
  const { db, caller } = options;
  const [user] = await db.select().from(users).where(eq(users.id, caller.userId));
  if (!user) throw notFound('USER_NOT_FOUND');

  let store: UserDetails['store'] = null;
  if (caller.store_id) {
    const [row] = await db.select().from(stores).where(eq(stores.id, caller.store_id));
    if (row) store = toStore(row);
  }
  if (caller.role === 'employee') {
    // An employee sees the shop's name and place, not the owner's contact details.
    const [job] = caller.employee_id
      ? await db
          .select({ id: employees.id })
          .from(employees)
          .where(and(eq(employees.id, caller.employee_id), eq(employees.userId, caller.userId)))
      : [];
    store = job && store ? { ...store, email: null, phone: null } : null;
  }
  const authMethods: UserDetails['auth_methods'] = [];
  if (user.phone) authMethods.push('phone');
  if (user.googleSub) authMethods.push('google');
  return {
    user: { _id: user.id, name: user.name, phone: user.phone, email: user.email },
    role: caller.role,
    signup: caller.role === 'shopkeeper' && !caller.store_id,
    store,
    employee_id: caller.employee_id,
    auth_methods: authMethods,
  };
}
