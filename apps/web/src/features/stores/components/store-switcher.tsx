import { lazy, Suspense } from 'react';
import { useSessionValue } from '../../../lib/session';
import { useAvailableStores } from '../api/get-available-stores';

// The menu, its texts and MUI's menu parts load only for an employee of two shops or more; most
// work in one, and their every page would otherwise fetch them first.
const StoreMenu = lazy(() =>
  import('./store-menu').then((module) => ({ default: module.StoreMenu })),
);

/**
 * The app bar's store menu for an employee who works in more than one shop (see StoreMenu).
 * Shows nothing for anyone else.
 */
export function StoreSwitcher() {
  const role = useSessionValue('role');
  const token = useSessionValue('authToken');
  const stores = useAvailableStores({ enabled: role === 'employee' && Boolean(token) });
  const list = stores.data?.stores ?? [];

  if (role !== 'employee' || list.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <StoreMenu stores={list} />
    </Suspense>
  );
}
