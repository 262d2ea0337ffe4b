import { createContext, useContext, type ComponentType } from 'react';
import type { Employee } from '@tailor/shared/employees';
import type { AppArea } from '../../../../components/nav-items';

/**
 * Who is taking the order. The shopkeeper assigns from the shop's employee list and may add an
 * employee on the spot; an employee assigns from the store's staff (GET /employee/assignees) and
 * lands on their own order screen.
 */
export type OrderArea = AppArea;

/**
 * The shop's Add Employee modal (features/employees), handed in by the shopkeeper's routes so the
 * product card can add someone without leaving the order. Mounting it opens it.
 */
export type AddEmployeeDialog = ComponentType<{
  onClose: () => void;
  onSaved: (employee: Employee) => void;
}>;

export type OrderAreaValue = { area: OrderArea; addEmployeeDialog: AddEmployeeDialog | null };

export const OrderAreaContext = createContext<OrderAreaValue>({
  area: 'shopkeeper',
  addEmployeeDialog: null,
});

export function useOrderArea(): OrderAreaValue {
  return useContext(OrderAreaContext);
}
