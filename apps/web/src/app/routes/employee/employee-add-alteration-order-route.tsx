import { useTranslation } from 'react-i18next';
import { NewOrderPage } from '../../../features/orders/new-order/components/new-order-page';

/** /employee/add-alteration-order: an employee takes an alteration order for the selected store. */
export function EmployeeAddAlterationOrderRoute() {
  const { t } = useTranslation('common');
  return (
    <NewOrderPage orderType="alteration" area="employee" title={t('screens.addAlterationOrder')} />
  );
}
