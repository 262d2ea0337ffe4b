import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MeasurementUnit } from '@tailor/shared/measurements';
import type { MemberOrderDetail } from '@tailor/shared/price-visibility';
import { useAssignees, MeasurementsEditor, useMessageText } from '../../new-order';
import { AssigneeLoadWarning } from '../../../capacity';
import { AddedGarmentsSection, type AddedGarments } from './added-garments';
import type { EditOrderFormValues } from './edit-order-form';

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

/**
 * Edit order's garments: a card a line (removed lines struck through, with an undo) and, when the
 * shopkeeper may add (`garments`), the new-order form's product cards below them.
 */
export function EditOrderProducts({
  order,
  shopkeeper,
  frozen,
  garments,
}: {
  order: MemberOrderDetail;
  shopkeeper: boolean;
  frozen: boolean;
  garments: AddedGarments | null;
}) {
  const { t } = useTranslation('orderDetails');
  const { t: tNewOrder } = useTranslation('newOrder');
  const form = useFormContext<EditOrderFormValues>();
  const { fields } = useFieldArray({ control: form.control, name: 'products' });
  const lines = useWatch({ control: form.control, name: 'products' });
  const dueDate = useWatch({ control: form.control, name: 'dueDate' });
  const kept = lines.filter((line) => !line.removed).length;
  // The staff and the owner ('Me'), as the new-order form offers them.
  const assignees = useAssignees({ enabled: shopkeeper });

  const employeeList = (assignees.data?.employees ?? []).map(({ _id, name, is_me }) => ({
    _id,
    name: is_me ? tNewOrder('employees.me', { name }) : name,
  }));
  for (const line of order.order.products) {
    if (line.assigned_to && !employeeList.some((e) => e._id === line.assigned_to!._id))
      employeeList.push({ _id: line.assigned_to._id, name: line.assigned_to.name });
  }
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
    <>
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
      {garments && (
        <AddedGarmentsSection garments={garments} order={order} linesBefore={fields.length} />
      )}
    </>
  );
}
