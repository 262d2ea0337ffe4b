import { allowedByPosition, effectivePositionPermissions } from '@tailor/shared/settings';
import type { PositionPermission } from '@tailor/shared/settings-responses';
import type { Position } from '@tailor/shared/employees-rules';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { stores } from '../../db/schema/stores';
import { forbidden } from '../../lib/app-error';
import type { FastifyRequest } from 'fastify';
import { storeCallerOf, type StoreAuthContext } from '../../plugins/auth';

const EVERYTHING: PositionPermission = { collect_payments: true, see_prices: true };
const NOTHING: PositionPermission = { collect_payments: false, see_prices: false };

/**
 * What the caller may do with money in the selected store: the shopkeeper everything, an employee
 * what the shop allows their position (settings' position_permissions), where collecting also
 * needs seeing prices.
 */
export async function permissionsOf(
  db: DbOrTx,
  caller: StoreAuthContext,
): Promise<PositionPermission> {
  if (caller.role === 'shopkeeper') return EVERYTHING;
  if (!caller.employee_id) return NOTHING;
  const [row] = await db
    .select({ position: employees.position, permissions: stores.positionPermissions })
    .from(employees)
    .innerJoin(stores, eq(stores.id, employees.storeId))
    .where(and(eq(employees.id, caller.employee_id), eq(employees.storeId, caller.store_id)));
  if (!row) return NOTHING;
  return allowedByPosition(effectivePositionPermissions(row.permissions)[row.position as Position]);
}

/** 403 unless the caller may record payments. */
export async function assertMayCollectPayments(
  db: DbOrTx,
  caller: StoreAuthContext,
): Promise<void> {
  const permissions = await permissionsOf(db, caller);
  if (!permissions.see_prices) throw forbidden('PAYMENTS_NEED_PRICES');
  if (!permissions.collect_payments) throw forbidden('PAYMENTS_NOT_ALLOWED');
}

/** 403 unless the caller may see and set prices. */
export async function assertMaySetPrices(db: DbOrTx, caller: StoreAuthContext): Promise<void> {
  const permissions = await permissionsOf(db, caller);
  if (!permissions.see_prices) throw forbidden('PRICES_NOT_ALLOWED');
}

/**
 * The view as the caller may read it: as produced, or with every money figure null when their
 * position may not see prices (`hide`, from @tailor/shared/price-visibility). The view and the
 * permission are read side by side.
 */
export async function withPricesAsAllowed<View, Hidden>(
  db: DbOrTx,
  caller: StoreAuthContext,
  view: Promise<View>,
  hide: (view: View) => Hidden,
): Promise<View | Hidden> {
  const [produced, permissions] = await Promise.all([view, permissionsOf(db, caller)]);
  return permissions.see_prices ? produced : hide(produced);
}

/** withPricesAsAllowed for a route: the view `produce` makes for the request's caller. */
export function answerWithPricesAsAllowed<View, Hidden>(
  db: DbOrTx,
  request: FastifyRequest,
  produce: (caller: StoreAuthContext) => Promise<View>,
  hide: (view: View) => Hidden,
): Promise<View | Hidden> {
  const caller = storeCallerOf(request);
  return withPricesAsAllowed(db, caller, produce(caller), hide);
}
