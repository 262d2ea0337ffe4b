import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Role } from '@tailor/shared/constants';
import { isIsoDate } from '@tailor/shared/dates';
import type { ErrorCode } from '@tailor/shared/error-codes';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { DateLocalization } from '../../../../components/date-localization';
import { CLOSED_STATUSES, PAYMENT_TYPES } from '@tailor/shared/orders/constants';
import type { MemberOrder, MemberOrderDetail } from '@tailor/shared/price-visibility';
import { FormDialog } from '../../../../components/form-dialog';
import { useToast } from '../../../../components/toast';
import { useMessageText, FORM_MESSAGES, TrialFields } from '../../new-order';
import { DueDateLoad } from '../../../capacity';
import { useUpdateOrder } from '../../api/update-order';
import { businessDatePickerWindow } from '../../../../lib/business-dates';
import { useApiErrorText } from '../../../../lib/error-text';
import { useOrderNumber } from '../../../../lib/order-number';
import { useAddedGarments } from './added-garments';
import { EditOrderCustomer } from './edit-order-customer';
import { editOrderPayload, useEditOrderForm, type EditOrderFormValues } from './edit-order-form';
import { EditOrderProducts } from './edit-order-products';

export interface EditOrderDialogProps {
  order: MemberOrderDetail;
  role: Role;
  onClose: () => void;
  onUpdated: (order: MemberOrder) => void;
}

/**
 * Edit order: fixes what was taken wrong at the counter, with the rules of the new-order form. The
 * shopkeeper changes everything and may add garments (the new-order form's product cards); an
 * employee the garments, measurements, notes and dates, and sees the customer read-only (prices,
 * payment type, assignments, added or removed lines and the person are the shop's). Lines of a
 * Delivered or Cancelled order are shown but frozen. Full screen on phones. Mount it to open it.
 */
export function EditOrderDialog({ order, role, onClose, onUpdated }: EditOrderDialogProps) {
  const { t } = useTranslation('orderDetails');
  const errorText = useApiErrorText();
  const orderNumber = useOrderNumber();
  const messageText = useMessageText();
  const dateWindow = businessDatePickerWindow();
  const toast = useToast();
  const update = useUpdateOrder();
  const shopkeeper = role === 'shopkeeper';
  const frozen = (CLOSED_STATUSES as readonly string[]).includes(order.status);
  const form = useEditOrderForm(order, shopkeeper);
  const lines = useWatch({ control: form.control, name: 'products' });
  const paymentType = useWatch({ control: form.control, name: 'paymentType' });
  const dueDate = useWatch({ control: form.control, name: 'dueDate' });
  const gender = useWatch({ control: form.control, name: 'customer.gender' });
  const [formError, setFormError] = useState<string | null>(null);
  const errors = form.formState.errors;
  const kept = lines.filter((line) => !line.removed).length;
  const canAdd = shopkeeper && !frozen;
  const garments = useAddedGarments(order, gender);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    // Both forms show their messages at once; nothing goes out while either has one.
    const garmentsOk = canAdd ? await garments.check() : true;
    await form.handleSubmit((values) => save(values, garmentsOk))(event);
  };

  const save = async (values: EditOrderFormValues, garmentsOk: boolean) => {
    if (!garmentsOk) {
      setFormError(FORM_MESSAGES.correctErrors);
      return;
    }
    const added = canAdd ? garments.payload() : undefined;
    if (kept === 0 && !added) {
      setFormError('LAST_PRODUCT' satisfies ErrorCode);
      return;
    }
    const payload = editOrderPayload(order, values, role);
    if (added) payload.order.addProducts = added;
    if (Object.keys(payload.order).length === 0 && !payload.customer) {
      onClose();
      return;
    }
    try {
      const updated = await update.mutateAsync(payload);
      toast.show(t('edit.saved'), { severity: 'success' });
      onUpdated(updated);
      onClose();
    } catch (error) {
      setFormError(errorText(error) ?? t('edit.failed'));
    }
  };

  return (
    <FormProvider {...form}>
      <FormDialog
        title={t('edit.title', { number: orderNumber(order.order_number) })}
        testId="edit-order-dialog"
        maxWidth="md"
        submitting={update.isPending}
        onClose={onClose}
        onSubmit={(event) => void onSubmit(event)}
        cancelLabel={t('edit.cancel')}
        submitLabel={update.isPending ? t('edit.saving') : t('edit.save')}
        contentProps={{ dividers: true }}
        actionsSx={{ px: 3, py: 2, gap: 1 }}
      >
        <Stack spacing={2.5}>
          {frozen && <Alert severity="info">{t('edit.frozen')}</Alert>}
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            {t('edit.orderSection')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={form.control}
              name="dueDate"
              render={({ field }) => (
                <DateLocalization>
                  <DatePicker
                    label={t('edit.dueDate')}
                    value={isIsoDate(field.value) ? dayjs(field.value) : null}
                    // Typed and shown day first, as the new-order form; the wire keeps ISO.
                    format="DD/MM/YYYY"
                    minDate={dayjs(dateWindow.min)}
                    maxDate={dayjs(dateWindow.max)}
                    inputRef={field.ref}
                    onChange={(next) =>
                      field.onChange(next && next.isValid() ? next.format('YYYY-MM-DD') : '')
                    }
                    onClose={field.onBlur}
                    slotProps={{
                      textField: {
                        fullWidth: true,
                        onBlur: field.onBlur,
                        error: !!errors.dueDate,
                        helperText: messageText(errors.dueDate?.message),
                      },
                    }}
                  />
                </DateLocalization>
              )}
            />
            {shopkeeper && (
              <TextField
                select
                label={t('edit.paymentType')}
                value={paymentType}
                onChange={(event) => form.setValue('paymentType', event.target.value)}
                fullWidth
              >
                {PAYMENT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`paymentTypes.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          {!frozen && (
            <DueDateLoad
              value={dueDate}
              onPick={(date) =>
                form.setValue('dueDate', date, { shouldValidate: true, shouldDirty: true })
              }
              // Until made, its garments already count on the day it is due (or expected).
              own={
                order.status === 'Completed'
                  ? undefined
                  : {
                      date: order.expected_date ?? order.order.dueDate,
                      garments: order.order.products.length,
                    }
              }
            />
          )}
          <Controller
            control={form.control}
            name="trial"
            render={({ field }) => (
              <TrialFields
                value={field.value}
                onChange={field.onChange}
                error={messageText(errors.trial?.message)}
              />
            )}
          />
          <Divider />
          <EditOrderCustomer order={order} shopkeeper={shopkeeper} />
          <Divider />
          <EditOrderProducts
            order={order}
            shopkeeper={shopkeeper}
            frozen={frozen}
            garments={canAdd ? garments : null}
          />
          {formError && (
            <Alert severity="error" role="alert">
              {messageText(formError)}
            </Alert>
          )}
        </Stack>
      </FormDialog>
    </FormProvider>
  );
}
