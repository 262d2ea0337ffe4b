import { useTranslation } from 'react-i18next';
import { NewOrderPage } from '../../../features/orders/new-order/components/new-order-page';

/** /employee/new-order: an employee takes a new order for the selected store. */
export function EmployeeNewOrderRoute() {
  const { t } = useTranslation('common');
  return <NewOrderPage orderType="new" area="employee" title={t('screens.newOrder')} />;
}
