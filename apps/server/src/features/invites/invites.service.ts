import type { SignInResult } from '@tailor/shared/auth';
import {
  inviteLink,
  type Invite,
  type InviteActionResult,
  type InviteList,
  type InviteResponse,
  type MyInviteList,
  type PublicInvite,
  type SendInvite,
  type SendInviteResult,
} from '@tailor/shared/invites';
import { type InviteStatus } from '@tailor/shared/invites-rules';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { sameRow } from '../../db/shop-joins';
import { invites } from '../../db/schema/invites';
import { stores } from '../../db/schema/stores';
import { users } from '../../db/schema/users';
import { badRequest, conflict, gone, notFound } from '../../lib/app-error';
import { notify } from '../notifications';
import type { PushQueue, PushService } from '../push';
import type { Clock } from '../../lib/clock';
import { randomToken } from '../../lib/random-token';
import type { StoreAuthContext, TokenService } from '../../plugins/auth';
import { buildSignInResult, findOrCreateUserByPhone, setUserDetails, verifyOtp } from '../auth';
import { joinShopAsEmployee } from '../employees';
import { findActiveJob, issueJobToken, listActiveJobs, toStoreRefs } from '../stores';
import { insertInvite, INVITE_VALIDITY_MS, type InviteRow } from './insert-invite';

function isExpired(row: Pick<InviteRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime();
}

function toInvite(row: InviteRow, options: { publicUrl: string; now: Date }): Invite {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    status: row.status as InviteStatus,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: isExpired(row, options.now),
    invite_link: inviteLink(options.publicUrl, row.token),
    token: row.token,
  };
}

/**
 * POST /send-invite: a pending invite valid for 7 days, with an unguessable token. Refused for
 * the owner's own phone, for someone who already signs in as an active employee of the shop, and
 * while another invite to the phone is pending. An employee the shopkeeper added by hand (no login
 * yet) may be invited: accepting links their record.
 */
export async function sendInvite(options: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  caller: StoreAuthContext;
  input: SendInvite;
}): Promise<SendInviteResult> {
  const { db, clock, publicUrl, caller, input } = options;
  const now = clock.now();
  const row = await db.transaction((tx) => insertInvite(tx, { caller, input, now }));
  const invite = toInvite(row, { publicUrl, now });
  return { invite_link: invite.invite_link, invite };
}

/** GET /invites/shopkeeper: every invite of the shop, newest first. */
export async function listShopInvites(options: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  storeId: string;
}): Promise<InviteList> {
  const { db, clock, publicUrl, storeId } = options;
  const rows = await db
    .select()
    .from(invites)
    .where(eq(invites.storeId, storeId))
    .orderBy(desc(invites.createdAt), desc(invites.id));
  const now = clock.now();
  return { invites: rows.map((row) => toInvite(row, { publicUrl, now })) };
}

/** The shop's invite with this token, locked for the rest of the transaction; 404 for any other. */
async function lockShopInvite(
  tx: Tx,
  options: { storeId: string; token: string },
): Promise<InviteRow> {
  const [row] = await tx
    .select()
    .from(invites)
    .where(and(eq(invites.token, options.token), eq(invites.storeId, options.storeId)))
    .for('update');
  if (!row) throw notFound('INVITE_NOT_FOUND');
  return row;
}

interface ShopInviteAction {
  db: Database;
  clock: Clock;
  publicUrl: string;
  storeId: string;
  token: string;
}

/**
 * Locks the shop's invite, asks `change` what to write to it (null: nothing, as it is), writes that
 * and answers the invite as it then is.
 */
async function changeShopInvite(
  options: ShopInviteAction & {
    change: (invite: InviteRow, now: Date) => Partial<typeof invites.$inferInsert> | null;
  },
): Promise<InviteActionResult> {
  const { db, clock, publicUrl, storeId, token, change } = options;
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const invite = await lockShopInvite(tx, { storeId, token });
    const values = change(invite, now);
    if (!values) return invite;
    const [updated] = await tx
      .update(invites)
      .set(values)
      .where(and(eq(invites.id, invite.id), eq(invites.storeId, storeId)))
      .returning();
    return updated!;
  });
  return { invite: toInvite(row, { publicUrl, now }) };
}

/** POST /invites/{token}/cancel: a pending invite is cancelled; cancelling again changes nothing. */
export function cancelInvite(options: ShopInviteAction): Promise<InviteActionResult> {
  return changeShopInvite({
    ...options,
    change: (invite, now) => {
      if (invite.status === 'cancelled') return null;
      if (invite.status !== 'pending') throw conflict('INVITE_NOT_PENDING_CANCEL');
      return { status: 'cancelled', respondedAt: now };
    },
  });
}

/**
 * POST /invites/{token}/resend: the same invite gets a new token and 7 more days; the old link
 * stops working. Only a pending invite (expired or not) can be resent.
 */
export function resendInvite(options: ShopInviteAction): Promise<InviteActionResult> {
  return changeShopInvite({
    ...options,
    change: (invite, now) => {
      if (invite.status !== 'pending') throw conflict('INVITE_NOT_PENDING_RESEND');
      return { token: randomToken(), expiresAt: new Date(now.getTime() + INVITE_VALIDITY_MS) };
    },
  });
}

async function findInviteWithShop(db: DbOrTx, token: string) {
  const [found] = await db
    .select({ invite: invites, shopName: stores.shopName, ownerUserId: stores.ownerUserId })
    .from(invites)
    .innerJoin(stores, eq(stores.id, invites.storeId))
    .where(eq(invites.token, token));
  if (!found) throw notFound('INVITE_NOT_FOUND');
  return found;
}

function toPublicInvite(row: InviteRow, options: { shopName: string; now: Date }): PublicInvite {
  return {
    shop_name: options.shopName,
    name: row.name,
    status: row.status as InviteStatus,
    expires_at: row.expiresAt.toISOString(),
    expired: isExpired(row, options.now),
    phone_hint: row.phone.slice(-4),
  };
}

/** GET /invites/{token}: what the accept page shows; the phone only as its last 4 digits. */
export async function getPublicInvite(options: {
  db: Database;
  clock: Clock;
  token: string;
}): Promise<PublicInvite> {
  const { invite, shopName } = await findInviteWithShop(options.db, options.token);
  return toPublicInvite(invite, { shopName, now: options.clock.now() });
}

/** Throws the answer for an invite that can no longer be accepted or declined. */
function assertAnswerable(row: InviteRow, now: Date): void {
  if (row.status === 'accepted') throw conflict('INVITE_USED');
  if (row.status === 'cancelled') throw gone('INVITE_CANCELLED');
  if (row.status === 'rejected') throw gone('INVITE_REJECTED');
  if (isExpired(row, now)) throw gone('INVITE_EXPIRED');
}

interface InviteAnswerOptions {
  db: Database;
  clock: Clock;
  /** Sends the shopkeeper's notification as a web push once the answer is committed. */
  push: PushService;
  /** The OTP hashing key (server secret). */
  otpPepper: string;
  token: string;
  input: InviteResponse;
  /** Where the answer comes from: wrong codes are counted per client address. */
  clientAddress: string;
}

/**
 * The checks both answers share, cheapest first: the invite is still open and the phone is the
 * invited one, before the OTP is spent.
 */
async function verifyInvitee(options: InviteAnswerOptions) {
  const { db, clock, otpPepper, token, input, clientAddress } = options;
  const found = await findInviteWithShop(db, token);
  assertAnswerable(found.invite, clock.now());
  if (found.invite.phone !== input.phone) throw badRequest('INVITE_DIFFERENT_PHONE');
  await verifyOtp({ db, clock, pepper: otpPepper }, { ...input, clientAddress });
  return found;
}

/** Locks the invite and checks again: of two answers racing, the second sees the first's outcome. */
async function lockOpenInvite(
  tx: Tx,
  options: { invite: { id: string; storeId: string }; now: Date },
): Promise<InviteRow> {
  const [row] = await tx
    .select()
    .from(invites)
    .where(sameRow(invites, options.invite))
    .for('update');
  if (!row) throw notFound('INVITE_NOT_FOUND');
  assertAnswerable(row, options.now);
  return row;
}

async function notifyOwner(
  tx: Tx,
  pushes: PushQueue,
  options: {
    ownerUserId: string;
    storeId: string;
    type: 'invite_accepted' | 'invite_rejected';
    name: string;
  },
): Promise<void> {
  await notify(
    { db: tx, push: pushes },
    {
      userIds: [options.ownerUserId],
      storeId: options.storeId,
      type: options.type,
      data: { name: options.name },
    },
  );
}

/**
 * POST /invites/{token}/accept: after the invited phone's OTP, in one transaction: the user (found
 * or created by phone), their employee record in the shop (created, or an existing record with
 * that phone linked and reactivated), the invite marked accepted, the shopkeeper notified. Answers
 * the sign-in result with this shop selected.
 */
export async function acceptInvite(
  options: InviteAnswerOptions & { tokens: TokenService },
): Promise<SignInResult> {
  const { db, clock, tokens } = options;
  const { invite, ownerUserId } = await verifyInvitee(options);
  const storeId = invite.storeId;
  const pushes = options.push.afterCommit();

  const result = await db.transaction(async (tx) => {
    const now = clock.now();
    const row = await lockOpenInvite(tx, { invite, now });
    const userId = await findOrCreateUserByPhone(tx, row.phone);
    await setUserDetails(tx, { id: userId, name: row.name, keepName: true, now });
    // The shop may already have a record for this phone (added by hand, or a former employee):
    // it keeps its details and gains the login.
    const employeeId = await joinShopAsEmployee(
      tx,
      { storeId, userId, name: row.name, phone: row.phone, email: row.email },
      now,
    );
    await tx
      .update(invites)
      .set({ status: 'accepted', respondedAt: now, employeeId })
      .where(sameRow(invites, row));
    await notifyOwner(tx, pushes, {
      ownerUserId,
      storeId,
      type: 'invite_accepted',
      name: row.name,
    });

    const signIn = await buildSignInResult(tx, tokens, userId, storeId);
    if (signIn.store_id === storeId) return signIn;
    return signInToJob(tx, tokens, { userId, storeId, base: signIn });
  });
  pushes.flush();
  return result;
}

/**
 * The sign-in result for the job just accepted, for an invitee whose ordinary sign-in lands
 * elsewhere (someone who owns a shop of their own signs in to it).
 */
async function signInToJob(
  tx: Tx,
  tokens: TokenService,
  options: { userId: string; storeId: string; base: SignInResult },
): Promise<SignInResult> {
  const { userId, storeId, base } = options;
  // One after another: a transaction is one connection.
  const job = await findActiveJob(tx, { userId, storeId });
  const jobs = await listActiveJobs(tx, userId);
  const [user] = await tx
    .select({ tv: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  return {
    ...base,
    token: await issueJobToken(tokens, { userId, tv: user!.tv, job: job! }),
    role: 'employee',
    employee_id: job!.employeeId,
    store_id: job!.storeId,
    store_name: job!.storeName,
    signup: false,
    store_selection_required: false,
    available_stores: toStoreRefs(jobs),
  };
}

/** POST /invites/{token}/reject: after the invited phone's OTP, the invite is declined and the shopkeeper told. */
export async function rejectInvite(options: InviteAnswerOptions): Promise<PublicInvite> {
  const { db, clock } = options;
  const { invite, shopName, ownerUserId } = await verifyInvitee(options);
  const now = clock.now();
  const pushes = options.push.afterCommit();
  const row = await db.transaction(async (tx) => {
    const open = await lockOpenInvite(tx, { invite, now });
    const [updated] = await tx
      .update(invites)
      .set({ status: 'rejected', respondedAt: now })
      .where(sameRow(invites, open))
      .returning();
    await notifyOwner(tx, pushes, {
      ownerUserId,
      storeId: open.storeId,
      type: 'invite_rejected',
      name: open.name,
    });
    return updated!;
  });
  pushes.flush();
  return toPublicInvite(row, { shopName, now });
}

/**
 * GET /employee/invites: invites sent to the caller's phone by any shop, newest first. The link is
 * given only while the invite can still be answered.
 */
export async function listMyInvites(options: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  userId: string;
}): Promise<MyInviteList> {
  const { db, clock, publicUrl, userId } = options;
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!user?.phone) return { invites: [] };
  const rows = await db
    .select({ invite: invites, shopName: stores.shopName })
    .from(invites)
    .innerJoin(stores, eq(stores.id, invites.storeId))
    .where(eq(invites.phone, user.phone))
    .orderBy(desc(invites.createdAt), desc(invites.id));
  const now = clock.now();
  return {
    invites: rows.map(({ invite, shopName }) => {
      const expired = isExpired(invite, now);
      return {
        _id: invite.id,
        store_id: invite.storeId,
        shop_name: shopName,
        name: invite.name,
        status: invite.status as InviteStatus,
        created_at: invite.createdAt.toISOString(),
        expires_at: invite.expiresAt.toISOString(),
        expired,
        invite_link:
          invite.status === 'pending' && !expired ? inviteLink(publicUrl, invite.token) : null,
      };
    }),
  };
}
