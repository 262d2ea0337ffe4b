import type { StoreRef } from '@tailor/shared/auth';
import { type AvailableStores, type SwitchStoreResult } from '@tailor/shared/stores';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { stores } from '../../db/schema/stores';
import { forbidden } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { AuthContext, TokenService } from '../../plugins/auth';

export interface ActiveJob {
  employeeId: string;
  storeId: string;
  storeName: string;
}

function selectActiveJobs(db: DbOrTx, userId: string, condition?: SQL) {
  return db
    .select({ employeeId: employees.id, storeId: stores.id, storeName: stores.shopName })
    .from(employees)
    .innerJoin(stores, eq(stores.id, employees.storeId))
    .where(and(eq(employees.userId, userId), eq(employees.active, true), condition));
}

/** The user's active jobs, by shop name: the stores they may work in. */
export async function listActiveJobs(db: DbOrTx, userId: string): Promise<ActiveJob[]> {
  return selectActiveJobs(db, userId).orderBy(asc(sql`lower(${stores.shopName})`), asc(stores.id));
}

/** The user's active job in this store, or null (also for an id that is not one). */
export async function findActiveJob(
  db: DbOrTx,
  options: { userId: string; storeId: string },
): Promise<ActiveJob | null> {
  if (!isUuid(options.storeId)) return null;
  const [job] = await selectActiveJobs(db, options.userId, eq(employees.storeId, options.storeId));
  return job ?? null;
}

export function toStoreRefs(jobs: ActiveJob[]): StoreRef[] {
  return jobs.map((job) => ({ store_id: job.storeId, store_name: job.storeName }));
}

/** GET /employee/available_stores: the shops where the caller has an active job. */
export async function listAvailableStores(options: {
  db: DbOrTx;
  caller: AuthContext;
}): Promise<AvailableStores> {
  return { stores: toStoreRefs(await listActiveJobs(options.db, options.caller.userId)) };
}

/**
 * An employee token for the user's job in this store: every later request is scoped to it. The
 * token keeps the session's version, so logging out still ends it.
 */
export async function issueJobToken(
  tokens: TokenService,
  options: { userId: string; tv: number; job: ActiveJob },
): Promise<string> {
  const { userId, tv, job } = options;
  return tokens.issue({
    sub: userId,
    role: 'employee',
    store_id: job.storeId,
    employee_id: job.employeeId,
    tv,
  });
}

/**
 * POST /employee/switch_store: a fresh token scoped to another of the caller's active jobs.
 * A store where the caller has no active job is refused (403), whether or not it exists.
 */
export async function switchStore(options: {
  db: DbOrTx;
  tokens: TokenService;
  caller: AuthContext;
  storeId: string;
}): Promise<SwitchStoreResult> {
  const { db, tokens, caller, storeId } = options;
  const job = await findActiveJob(db, { userId: caller.userId, storeId });
  if (!job) throw forbidden('NOT_STORE_EMPLOYEE');
  return {
    token: await issueJobToken(tokens, { userId: caller.userId, tv: caller.tv, job }),
    selected_store_id: job.storeId,
    selected_store_name: job.storeName,
    employee_id: job.employeeId,
  };
}
