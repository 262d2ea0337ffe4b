import { useTranslation } from 'react-i18next';
import { LazyEmployeeFormDialog } from '../../../features/employees/components/lazy-employee-form-dialog';
import { NewOrderPage } from '../../../features/orders/new-order/components/new-order-page';

/** /app/add-alteration-order: an alteration order (prices may be 0, images optional). */
export function AddAlterationOrderRoute() {
  const { t } = useTranslation('common');
  return (
    <NewOrderPage
      orderType="alteration"
      title={t('screens.addAlterationOrder')}
      addEmployeeDialog={LazyEmployeeFormDialog}
    />
  );
}
