import { useTranslation } from 'react-i18next';
import { LazyEmployeeFormDialog } from '../../../features/employees/components/lazy-employee-form-dialog';
import { NewOrderPage } from '../../../features/orders/new-order/components/new-order-page';

/** /app/add-order: the same new-order flow under the name other screens link to. */
export function AddOrderRoute() {
  const { t } = useTranslation('common');
  return (
    <NewOrderPage
      orderType="new"
      title={t('screens.addOrder')}
      addEmployeeDialog={LazyEmployeeFormDialog}
    />
  );
}
