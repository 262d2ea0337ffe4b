import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import {
  Controller,
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MeasurementUnit } from '@tailor/shared/measurements';
import { z } from 'zod';
import { addressSchema, customerNameSchema, genderSchema, GENDERS } from '@tailor/shared/customers';
import { type Role } from '@tailor/shared/constants';
import { isIsoDate, todayInShopZone } from '@tailor/shared/dates';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { DateLocalization } from '../../../../components/date-localization';
import { createRupeeAmountSchema } from '@tailor/shared/money';
import {
  CLOSED_STATUSES,
  dueDateError,
  measurementsSchema,
  ORDER_MESSAGES,
  PAYMENT_TYPES,
  productRefSchema,
  type ProductUpdate,
  type UpdateOrderInput,
} from '@tailor/shared/orders';
import type { MemberOrder, MemberOrderDetail } from '@tailor/shared/price-visibility';
import { trialDateError } from '@tailor/shared/trials';
import { FormDialog } from '../../../../components/form-dialog';
import { useToast } from '../../../../components/toast';
import {
  useAssignees,
  MeasurementsEditor,
  useMessageText,
  FORM_MESSAGES,
  TrialFields,
  trialValueOf,
  trialWire,
  type TrialValue,
} from '../../../new-order';
import { AssigneeLoadWarning, DueDateLoad } from '../../../capacity';
import { useUpdateOrder } from '../../api/update-order';
import { businessDatePickerWindow } from '../../../../lib/business-dates';
import { useApiErrorText } from '../../../../lib/error-text';
import { useOrderNumber } from '../../../../lib/order-number';
import { AddedGarmentsSection, useAddedGarments } from './added-garments';

interface LineValues {
  _id: string;
  name: string;
  price: string;
  note: string;
  assignedTo: string;
  measurements: { name: string; value: string }[];
  /** Read by the shared measurements editor: edited lines never come from a previous order. */
  prefilled: boolean;
  removed: boolean;
}

export interface EditOrderFormValues {
  dueDate: string;
  trial: TrialValue;
  paymentType: string;
  customer: { name: string; address: string; gender: string };
  products: LineValues[];
}

const priceSchema = createRupeeAmountSchema({
  invalidMessage: ORDER_MESSAGES.invalidAmount,
  minMessage: ORDER_MESSAGES.priceAboveZero,
});

/**
 * The edit form's rules are the create rules (the shared schemas), checked field by field so the
 * form keeps its shape: a due date only when changed (an old one may be past now), a price above 0
 * on a new order, at least one line kept, the customer only where the caller may change them.
 */
function editOrderFormSchema(order: MemberOrderDetail, today: string, shopkeeper: boolean) {
  const check = (
    ctx: z.RefinementCtx,
    schema: z.ZodType,
    value: unknown,
    path: (string | number)[],
  ) => {
    const result = schema.safeParse(value);
    if (!result.success)
      ctx.addIssue({ code: 'custom', path, message: result.error.issues[0]!.message });
  };
  return z
    .object({
      dueDate: z.string(),
      trial: z.object({ day: z.string(), time: z.string() }),
      paymentType: z.string(),
      customer: z.object({ name: z.string(), address: z.string(), gender: z.string() }),
      products: z.array(
        z.object({
          _id: z.string(),
          name: z.string(),
          price: z.string(),
          note: z.string(),
          assignedTo: z.string(),
          measurements: z.array(z.object({ name: z.string(), value: z.string() })),
          prefilled: z.boolean(),
          removed: z.boolean(),
        }),
      ),
    })
    .superRefine((values, ctx) => {
      if (values.dueDate !== order.order.dueDate) {
        const error = dueDateError(values.dueDate, today);
        if (error) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: error });
        else if (values.dueDate < order.order.orderDate)
          ctx.addIssue({
            code: 'custom',
            path: ['dueDate'],
            message: ORDER_MESSAGES.dueBeforeOrderDate,
          });
      }
      // A trial set or moved is checked against today; one that stays, against a moved due date.
      const trialChanged = trialWire(values.trial) !== (order.order.trialDate ?? null);
      if (values.trial.day && (trialChanged || values.dueDate !== order.order.dueDate)) {
        const trial = { date: values.trial.day, time: values.trial.time || null };
        const error = trialChanged
          ? trialDateError(trial, today, values.dueDate)
          : trial.date > values.dueDate
            ? 'TRIAL_AFTER_DUE'
            : null;
        if (error) ctx.addIssue({ code: 'custom', path: ['trial'], message: error });
      }
      if (shopkeeper) {
        check(ctx, customerNameSchema, values.customer.name, ['customer', 'name']);
        check(ctx, addressSchema, values.customer.address, ['customer', 'address']);
        check(ctx, genderSchema, values.customer.gender, ['customer', 'gender']);
      }
      values.products.forEach((line, index) => {
        if (line.removed) return;
        check(ctx, productRefSchema, line.name, ['products', index, 'name']);
        const priceHidden = order.order.products[index]?.price === null;
        const price = line.price.trim() === '' ? Number.NaN : Number(line.price);
        if (!priceHidden) check(ctx, priceSchema, price, ['products', index, 'price']);
        if (!priceHidden && order.order.orderType === 'new' && price <= 0)
          ctx.addIssue({
            code: 'custom',
            path: ['products', index, 'price'],
            message: ORDER_MESSAGES.priceAboveZero,
          });
        line.measurements.forEach((m, position) => {
          const path = ['products', index, 'measurements', position, 'value'];
          check(ctx, measurementsSchema, { [m.name || '-']: m.value }, path);
        });
      });
    });
}

function initialValues(order: MemberOrderDetail): EditOrderFormValues {
  return {
    dueDate: order.order.dueDate,
    trial: trialValueOf(order.order.trialDate),
    paymentType: order.order.paymentType,
    customer: {
      name: order.customer.name,
      address: order.customer.address ?? '',
      gender: order.customer.gender ?? '',
    },
    products: order.order.products.map((line) => ({
      _id: line._id,
      name: line.product.name,
      // Null for staff who may not see prices: they never see or send a price.
      price: line.price === null ? '' : String(line.price),
      note: line.note ?? '',
      assignedTo: line.assigned_to?._id ?? '',
      measurements: Object.entries(line.measurements).map(([name, value]) => ({ name, value })),
      prefilled: false,
      removed: false,
    })),
  };
}

/** Only what differs from the order as shown goes to POST /update_order. */
export function editOrderPayload(
  order: MemberOrderDetail,
  values: EditOrderFormValues,
  role: Role,
): UpdateOrderInput {
  const shopkeeper = role === 'shopkeeper';
  const payload: UpdateOrderInput = { order_id: order._id, order: {} };
  if (values.dueDate !== order.order.dueDate) payload.order.dueDate = values.dueDate;
  const trial = trialWire(values.trial);
  if (trial !== (order.order.trialDate ?? null)) payload.order.trialDate = trial;
  if (shopkeeper && values.paymentType !== order.order.paymentType)
    payload.order.paymentType = values.paymentType;
  // Changing the person is the shopkeeper's: an employee's edit never carries the customer.
  const customer: NonNullable<UpdateOrderInput['customer']> = {};
  if (values.customer.name.trim() !== order.customer.name) customer.name = values.customer.name;
  if (values.customer.address.trim() !== (order.customer.address ?? ''))
    customer.address = values.customer.address;
  if (values.customer.gender !== (order.customer.gender ?? ''))
    customer.gender = values.customer.gender;
  if (shopkeeper && Object.keys(customer).length > 0) payload.customer = customer;

  const products: Partial<ProductUpdate>[] = [];
  const removed: string[] = [];
  values.products.forEach((line, index) => {
    const before = order.order.products[index]!;
    if (line.removed) {
      removed.push(line._id);
      return;
    }
    const update: Partial<ProductUpdate> & { _id: string } = { _id: line._id };
    if (line.name.trim() !== before.product.name) update.product = { name: line.name.trim() };
    if (shopkeeper && Number(line.price) !== before.price) update.price = Number(line.price);
    const measurements = Object.fromEntries(
      line.measurements
        .map((m) => [m.name.trim(), m.value.trim()] as const)
        .filter(([, value]) => value !== ''),
    );
    if (JSON.stringify(measurements) !== JSON.stringify(before.measurements))
      update.measurements = measurements;
    if (line.note.trim() !== (before.note ?? '')) update.note = line.note.trim() || null;
    if (shopkeeper && line.assignedTo !== (before.assigned_to?._id ?? ''))
      update.assigned_to = line.assignedTo || null;
    if (Object.keys(update).length > 1) products.push(update);
  });
  if (products.length > 0) payload.order.products = products as ProductUpdate[];
  if (removed.length > 0) payload.order.removeProducts = removed;
  return payload;
}

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

function LineEditor({
  index,
  shopkeeper,
  frozen,
  canRemove,
  employees,
  unit,
  load,
}: {
  index: number;
  shopkeeper: boolean;
  frozen: boolean;
  canRemove: boolean;
  employees: { _id: string; name: string }[];
  /** The unit the line was measured in: its values stay in it. */
  unit: MeasurementUnit;
  /**
   * The day its garments are worked to and, per employee, the order's garments the shop's load
   * already counts for them that day; null when the order's garments no longer count (Completed).
   */
  load: { date: string; own: Record<string, number> } | null;
}) {
  const { t } = useTranslation('orderDetails');
  const messageText = useMessageText();
  const form = useFormContext<EditOrderFormValues>();
  const removed = useWatch({ control: form.control, name: `products.${index}.removed` });
  const original = useWatch({ control: form.control, name: `products.${index}.name` });
  const assignedTo = useWatch({ control: form.control, name: `products.${index}.assignedTo` });
  const lines = useWatch({ control: form.control, name: 'products' });
  const adding = lines.filter((line) => !line.removed && line.assignedTo === assignedTo).length;
  const errors = form.formState.errors.products?.[index];
  const field = (name: 'name' | 'price' | 'note') => form.register(`products.${index}.${name}`);

  if (removed) {
    return (
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ flexGrow: 1, textDecoration: 'line-through' }}>{original}</Typography>
          <Button
            startIcon={<UndoIcon />}
            onClick={() => form.setValue(`products.${index}.removed`, false)}
          >
            {t('edit.undoRemove')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`edit-line-${index}`}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {t('edit.lineTitle', { index: index + 1 })}
          </Typography>
          {shopkeeper && !frozen && canRemove && (
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => form.setValue(`products.${index}.removed`, true)}
            >
              {t('edit.removeLine')}
            </Button>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...field('name')}
            label={t('edit.garment')}
            disabled={frozen}
            error={!!errors?.name}
            helperText={messageText(errors?.name?.message)}
            fullWidth
          />
          {shopkeeper && (
            <TextField
              {...field('price')}
              label={t('edit.price')}
              disabled={frozen}
              error={!!errors?.price}
              helperText={messageText(errors?.price?.message)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              fullWidth
            />
          )}
        </Stack>
        {!frozen && <MeasurementsEditor index={index} unit={unit} garment={original} />}
        <TextField
          {...field('note')}
          label={t('edit.note')}
          disabled={frozen}
          multiline
          minRows={1}
          fullWidth
        />
        {shopkeeper && (
          <TextField
            select
            label={t('edit.assignee')}
            disabled={frozen}
            value={assignedTo}
            onChange={(event) =>
              form.setValue(`products.${index}.assignedTo`, event.target.value, {
                shouldDirty: true,
              })
            }
            fullWidth
          >
            <MenuItem value="">{t('edit.nobody')}</MenuItem>
            {employees.map((employee) => (
              <MenuItem key={employee._id} value={employee._id}>
                {employee.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {shopkeeper && !frozen && load && (
          <AssigneeLoadWarning
            employeeId={assignedTo}
            date={load.date}
            adding={adding}
            own={load.own[assignedTo] ?? 0}
          />
        )}
      </Stack>
    </Paper>
  );
}

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
  const { t: tNewOrder } = useTranslation('newOrder');
  const messageText = useMessageText();
  const dateWindow = businessDatePickerWindow();
  const toast = useToast();
  const update = useUpdateOrder();
  const shopkeeper = role === 'shopkeeper';
  const frozen = (CLOSED_STATUSES as readonly string[]).includes(order.status);
  // The staff and the owner ('Me'), as the new-order form offers them.
  const assignees = useAssignees({ enabled: shopkeeper });
  const schema = useMemo(
    () => editOrderFormSchema(order, todayInShopZone(new Date()), shopkeeper),
    [order, shopkeeper],
  );
  const form = useForm<EditOrderFormValues>({
    defaultValues: initialValues(order),
    resolver: zodResolver(schema),
  });
  const { fields } = useFieldArray({ control: form.control, name: 'products' });
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
      setFormError(ORDER_MESSAGES.lastProduct);
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

  const employeeList = (assignees.data?.employees ?? []).map(({ _id, name, is_me }) => ({
    _id,
    name: is_me ? tNewOrder('employees.me', { name }) : name,
  }));
  for (const line of order.order.products) {
    if (line.assigned_to && !employeeList.some((e) => e._id === line.assigned_to!._id))
      employeeList.push({ _id: line.assigned_to._id, name: line.assigned_to.name });
  }
  const reg = (name: Path<EditOrderFormValues>) => form.register(name);
  // A Delayed order is worked to its new expected date; otherwise to the due date as edited. The
  // saved assignments already count on the saved work day.
  const savedWorkDay = order.expected_date ?? order.order.dueDate;
  const workDay = order.status === 'Delayed' && order.expected_date ? order.expected_date : dueDate;
  const assigneeLoad =
    order.status === 'Completed'
      ? null
      : {
          date: workDay,
          own:
            workDay === savedWorkDay
              ? order.order.products.reduce<Record<string, number>>((own, line) => {
                  if (line.assigned_to)
                    own[line.assigned_to._id] = (own[line.assigned_to._id] ?? 0) + 1;
                  return own;
                }, {})
              : {},
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
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            {t('edit.customerSection')}
          </Typography>
          {shopkeeper ? (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  {...reg('customer.name')}
                  label={t('edit.customerName')}
                  error={!!errors.customer?.name}
                  helperText={messageText(errors.customer?.name?.message)}
                  fullWidth
                />
                <TextField
                  select
                  label={t('edit.gender')}
                  value={gender}
                  onChange={(event) => form.setValue('customer.gender', event.target.value)}
                  error={!!errors.customer?.gender}
                  helperText={messageText(errors.customer?.gender?.message)}
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
                {...reg('customer.address')}
                label={t('edit.address')}
                error={!!errors.customer?.address}
                helperText={messageText(errors.customer?.address?.message)}
                multiline
                fullWidth
              />
            </>
          ) : (
            <CustomerReadOnly customer={order.customer} />
          )}
          <Divider />
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            {t('edit.productsSection')}
          </Typography>
          {fields.map((field, index) => (
            <LineEditor
              key={field.id}
              index={index}
              shopkeeper={shopkeeper}
              frozen={frozen}
              canRemove={kept > 1}
              employees={employeeList}
              unit={order.order.products[index]?.measurement_unit ?? 'in'}
              load={assigneeLoad}
            />
          ))}
          {canAdd && (
            <AddedGarmentsSection garments={garments} order={order} linesBefore={fields.length} />
          )}
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
