import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@tailor/shared/dates';
import { useCapacity } from '../api/get-capacity';
import { useDayLabel } from './due-date-load';

/**
 * Beside an assignment: when the chosen employee's own daily capacity is already reached on the
 * garment's work day, a warning naming their load ('Ravi already has 6 of 5 garments on Tue, 08 Dec
 * 2026'). It never blocks: the shop may still assign them. Nothing shows without a capacity of
 * their own, without a work day, or for nobody.
 *
 * `adding`: the garments of the form being assigned to them for that day (this one and any other
 * line of the same order). `own`: garments of the edited order the answer already counts for them
 * on that day (its saved assignments), so they are not counted twice.
 */
export function AssigneeLoadWarning({
  employeeId,
  date,
  adding = 1,
  own = 0,
}: {
  employeeId: string | null | undefined;
  date: string;
  adding?: number;
  own?: number;
}) {
  const { t } = useTranslation('capacity');
  const dayLabel = useDayLabel();
  const day = isIsoDate(date) ? date : null;
  const enabled = Boolean(employeeId) && day !== null;
  const load = useCapacity({ from: day ?? '', to: day ?? '' }, { enabled });
  if (!enabled || load.data?.from !== day) return null;
  const entry = load.data.days[0]?.per_employee.find((e) => e.employee_id === employeeId);
  if (!entry || entry.capacity === null) return null;
  const count = Math.max(0, entry.garments - own);
  if (count + adding <= entry.capacity) return null;
  return (
    <Alert severity="warning" data-testid="assignee-full" sx={{ mt: 1 }}>
      {t('assignee.full', {
        name: entry.name,
        count,
        capacity: entry.capacity,
        day: dayLabel(day),
      })}{' '}
      {adding > 1 && `${t('assignee.adding', { count: adding })} `}
      {t('assignee.mayAssign')}
    </Alert>
  );
}
