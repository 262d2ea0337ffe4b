import { useTranslation } from 'react-i18next';
import { LazyEmployeeFormDialog } from '../../../features/employees/components/lazy-employee-form-dialog';
import { NewOrderPage } from '../../../features/orders/new-order/components/new-order-page';

/** /app/new-order: a new order (accepts ?mobile= to start with the customer's number). */
export function NewOrderRoute() {
  const { t } = useTranslation('common');
  return (
    <NewOrderPage
      orderType="new"
      title={t('screens.newOrder')}
      addEmployeeDialog={LazyEmployeeFormDialog}
    />
  );
}
