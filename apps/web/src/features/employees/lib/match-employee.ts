import type { Employee } from '@tailor/shared/employees';

/**
 * Whether a typed number ('98765', '+91 98765 43210', '98765-43210') is part of a stored 10-digit
 * phone. Text with letters is never a phone search.
 */
export function matchesPhone(phone: string, query: string): boolean {
  const typed = query.trim();
  if (!/^[+\d\s()-]+$/.test(typed)) return false;
  let digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+91') || (digits.length > 10 && digits.startsWith('91'))) {
    digits = digits.slice(2);
  }
  return digits.length > 0 && phone.includes(digits);
}

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
