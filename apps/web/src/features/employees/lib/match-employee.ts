import type { Employee } from '@tailor/shared/employees';
import { matchesPhone } from '../../../lib/match-phone';

/**
 * The employee search: part of the name, email or position (its wire value or the label
 * shown in the interface language), any case, or part of the phone number.
 */
export function matchesEmployee(
  employee: Pick<Employee, 'name' | 'phone' | 'email' | 'position'>,
  search: string,
  positionLabel: (position: Employee['position']) => string = (p) => p,
): boolean {
  const query = search.trim().toLocaleLowerCase();
  if (!query) return true;
  const texts = [
    employee.name,
    employee.email ?? '',
    employee.position,
    positionLabel(employee.position),
  ];
  return (
    texts.some((text) => text.toLocaleLowerCase().includes(query)) ||
    matchesPhone(employee.phone, query)
  );
}
