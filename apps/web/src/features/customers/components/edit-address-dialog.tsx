import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { ADDRESS_MIN_LENGTH } from '@tailor/shared/constants';
import {
  updateCustomerAddressSchema,
  type CustomerDetail,
  type UpdateCustomerAddress,
} from '@tailor/shared/customers';
import { ADDRESS_MAX_LENGTH } from '@tailor/shared/customers-rules';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { CustomerForm, CustomerFormDialog } from './customer-form-dialog';
import { useUpdateCustomerAddress } from '../api/update-customer-address';
import { addressValidationKey } from '../lib/address-validation';

type EditAddressDialogProps = {
  customer: CustomerDetail;
  open: boolean;
  onClose: () => void;
};

/** Changes a customer's address (PUT /customers/{id}/address). */
export function EditAddressDialog({ customer, open, onClose }: EditAddressDialogProps) {
  const { t } = useTranslation('customers');
  return (
    <CustomerFormDialog title={t('address.editTitle')} open={open} onClose={onClose}>
      <AddressForm customer={customer} onClose={onClose} />
    </CustomerFormDialog>
  );
}

function AddressForm({ customer, onClose }: Omit<EditAddressDialogProps, 'open'>) {
  const { t } = useTranslation('customers');
  const toast = useToast();
  const update = useUpdateCustomerAddress();
  const { control, handleSubmit } = useForm<UpdateCustomerAddress>({
    resolver: zodResolver(updateCustomerAddressSchema),
    defaultValues: { address: customer.address ?? '' },
  });

  const submit = handleSubmit((values) => {
    update.mutate(
      { customerId: customer._id, address: values.address },
      {
        onSuccess: () => {
          toast.show(t('address.saved'), { severity: 'success' });
          onClose();
        },
      },
    );
  });

  return (
    <CustomerForm
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      pending={update.isPending}
    >
      {update.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('address.failed')}
        </Alert>
      )}
      <Controller
        control={control}
        name="address"
        render={({ field, fieldState }) => {
          const key = addressValidationKey(fieldState.error?.message);
          return (
            <TextField
              {...field}
              label={t('address.label')}
              multiline
              minRows={3}
              autoFocus
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error
                  ? key
                    ? t(key, { min: ADDRESS_MIN_LENGTH, max: ADDRESS_MAX_LENGTH })
                    : fieldState.error.message
                  : ' '
              }
              slotProps={{ htmlInput: { maxLength: ADDRESS_MAX_LENGTH } }}
              sx={{ mt: 1 }}
            />
          );
        }}
      />
    </CustomerForm>
  );
}
