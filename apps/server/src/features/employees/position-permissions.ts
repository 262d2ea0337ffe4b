import {
  effectivePositionPermissions,
  PERMISSION_MESSAGES,
  type PositionPermission,
} from '@tailor/shared/settings';
import type { Position } from '@tailor/shared/employees';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { stores } from '../../db/schema/stores';
import { forbidden } from '../../lib/app-error';
import type { StoreAuthContext } from '../../plugins/auth';

const EVERYTHING: PositionPermission = { collect_payments: true };

/**
 * What the caller may do with money in the selected store: the shopkeeper everything, an employee
 * what the shop allows their position (settings' position_permissions).
 */
export async function permissionsOf(
  db: DbOrTx,
  caller: StoreAuthContext,
): Promise<PositionPermission> {
  if (caller.role === 'shopkeeper') return EVERYTHING;
  if (!caller.employee_id) return { collect_payments: false };
  const [row] = await db
    .select({ position: employees.position, permissions: stores.positionPermissions })
    .from(employees)
    .innerJoin(stores, eq(stores.id, employees.storeId))
    .where(and(eq(employees.id, caller.employee_id), eq(employees.storeId, caller.store_id)));
  if (!row) return { collect_payments: false };
  return effectivePositionPermissions(row.permissions)[row.position as Position];
}

/** 403 unless the caller may record payments. */
export async function assertMayCollectPayments(
  db: DbOrTx,
  caller: StoreAuthContext,
): Promise<void> {
  const permissions = await permissionsOf(db, caller);
  if (!permissions.collect_payments) throw forbidden(PERMISSION_MESSAGES.collectPayments);
}
