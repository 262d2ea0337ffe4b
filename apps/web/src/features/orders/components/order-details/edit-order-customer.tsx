import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@tailor/shared/customers-rules';
import type { MemberOrderDetail } from '@tailor/shared/price-visibility';
import { useMessageText } from '../../new-order';
import type { EditOrderFormValues } from './edit-order-form';

/** The order's customer as an employee sees them in the edit: changing a person is the shop's. */
function CustomerReadOnly({ customer }: { customer: MemberOrderDetail['customer'] }) {
  const { t } = useTranslation('orderDetails');
  const readOnly = { input: { readOnly: true } };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('edit.customerName')}
          value={customer.name}
          slotProps={readOnly}
          fullWidth
        />
        <TextField
          label={t('edit.gender')}
          value={customer.gender ? t(`customer.gender.${customer.gender}`) : ''}
          slotProps={readOnly}
          fullWidth
        />
      </Stack>
      <TextField
        label={t('edit.address')}
        value={customer.address ?? ''}
        helperText={t('edit.customerShopkeeperOnly')}
        slotProps={readOnly}
        multiline
        fullWidth
      />
    </>
  );
}

/** The shopkeeper's fields for the order's customer: name, gender and address. */
function CustomerFields() {
  const { t } = useTranslation('orderDetails');
  const messageText = useMessageText();
  const form = useFormContext<EditOrderFormValues>();
  const gender = useWatch({ control: form.control, name: 'customer.gender' });
  const errors = form.formState.errors.customer;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('customer.name')}
          label={t('edit.customerName')}
          error={!!errors?.name}
          helperText={messageText(errors?.name?.message)}
          fullWidth
        />
        <TextField
          select
          label={t('edit.gender')}
          value={gender}
          onChange={(event) => form.setValue('customer.gender', event.target.value)}
          error={!!errors?.gender}
          helperText={messageText(errors?.gender?.message)}
          fullWidth
        >
          {GENDERS.map((gender) => (
            <MenuItem key={gender} value={gender}>
              {t(`customer.gender.${gender}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        {...form.register('customer.address')}
        label={t('edit.address')}
        error={!!errors?.address}
        helperText={messageText(errors?.address?.message)}
        multiline
        fullWidth
      />
    </>
  );
}

/** Edit order's customer section: the shopkeeper edits the person, an employee only sees them. */
export function EditOrderCustomer({
  order,
  shopkeeper,
}: {
  order: MemberOrderDetail;
  shopkeeper: boolean;
}) {
  const { t } = useTranslation('orderDetails');
  return (
    <>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {t('edit.customerSection')}
      </Typography>
      {shopkeeper ? <CustomerFields /> : <CustomerReadOnly customer={order.customer} />}
    </>
  );
}
