import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Store } from '@tailor/shared/accounts';
import { TOAST_MS } from '@tailor/shared/constants';
import { useToast } from '../../../components/toast';
import { usePincodeFill } from '../../../lib/lookup-pincode';
import { useUpdateAccount } from '../api/update-account';
import {
  accountFormSchema,
  accountFormValues,
  type AccountFormInput,
  type AccountFormOutput,
} from '../lib/account-form-schema';
import { AccountTextField, type AccountFieldName } from './account-text-field';
import { useApiErrorText } from '../../../lib/error-text';

/** Leading spaces never count. */

/**
 * The shop's details in edit mode: the fields, input rules, pincode lookup and messages of signup
 * saved with PUT /account.
 */
export function AccountDetailsForm({ store, onDone }: { store: Store; onDone: () => void }) {
  const { t } = useTranslation('account');
  const errorText = useApiErrorText();
  const toast = useToast();
  const update = useUpdateAccount();

  const { control, handleSubmit, setValue, clearErrors } = useForm<
    AccountFormInput,
    unknown,
    AccountFormOutput
  >({
    resolver: zodResolver(accountFormSchema),
    defaultValues: accountFormValues(store),
    // Editing a field clears its error; it is checked again on the next save.
    reValidateMode: 'onSubmit',
  });

  // State and district always belong to the pincode shown.
  const { status: pincodeStatus, onPincodeChange } = usePincodeFill({
    initialPincode: store.pincode,
    fill: (place) => {
      setValue('state', place?.state ?? '');
      setValue('district', place?.district ?? '');
      if (place) clearErrors(['state', 'district']);
    },
  });

  const onEdit = (name: AccountFieldName, value: string) => {
    clearErrors(name);
    if (name === 'pincode') onPincodeChange(value);
  };

  const onSubmit = handleSubmit(async (account) => {
    try {
      await update.mutateAsync(account);
      toast.show(t('details.saved'), { severity: 'success', durationMs: TOAST_MS });
      onDone();
    } catch (error) {
      toast.show(errorText(error) ?? t('details.saveFailed'), {
        severity: 'error',
        durationMs: TOAST_MS,
      });
    }
  });

  const pincodeHelper =
    pincodeStatus === 'loading'
      ? { text: t('pincode.lookingUp'), error: false }
      : pincodeStatus === 'invalid'
        ? { text: t('pincode.invalid'), error: true }
        : pincodeStatus === 'failed'
          ? { text: t('pincode.failed'), error: true }
          : null;

  const common = { control, onEdit };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label={t('details.editLabel')}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <AccountTextField {...common} name="owners_name" />
        <AccountTextField {...common} name="shop_name" />
        <AccountTextField {...common} name="email" />
        <AccountTextField {...common} name="phone" />
        <AccountTextField {...common} name="address" wide />
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
            gap: 2.5,
          }}
        >
          <AccountTextField {...common} name="pincode" helper={pincodeHelper} />
          <AccountTextField {...common} name="state" />
          <AccountTextField {...common} name="district" />
        </Box>
      </Box>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button onClick={onDone} disabled={update.isPending}>
          {t('details.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={update.isPending}
          loadingPosition="start"
        >
          {update.isPending ? t('details.saving') : t('details.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
