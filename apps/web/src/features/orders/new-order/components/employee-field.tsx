import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AssigneeLoadWarning } from '../../../capacity';
import { recallLastAssignee, rememberLastAssignee } from '../lib/last-assignee';
import { useMessageText } from '../lib/message-text';
import { useOrderArea } from '../lib/order-area';
import type { OrderFormValues } from '../lib/order-form-values';
import { useStaffChoices } from '../lib/use-staff-choices';
import { RetryAlert } from '../../../../components/retry-alert';

/**
 * Who makes this product: the shop's employees (with a way for the shopkeeper to add one right
 * here), or for an employee taking the order, the store's staff and the owner, who reads as the
 * owner rather than by the position their staff entry carries.
 */
export function EmployeeField({ index }: { index: number }) {
  const { t } = useTranslation('newOrder');
  const messageText = useMessageText();
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: `products.${index}.assignedTo` });
  const staff = useStaffChoices();
  const AddEmployee = useOrderArea().addEmployeeDialog;
  const canAdd = AddEmployee !== null;
  const [adding, setAdding] = useState(false);
  const error = messageText(fieldState.error?.message);
  const list = staff.list;
  // A product starts with whoever this device last assigned one to in this shop, else 'Me'.
  const remembered = recallLastAssignee();
  const preset =
    list.find((employee) => employee._id === remembered)?._id ??
    list.find((employee) => employee.isMe)?._id ??
    null;
  const { value, onChange } = field;
  // Once a due date is chosen (coming back from the delivery step): the assignee's own load that day.
  const dueDate = useWatch({ control, name: 'dueDate' });
  const products = useWatch({ control, name: 'products' });
  const assignedHere = value ? products.filter((line) => line.assignedTo === value).length : 0;
  useEffect(() => {
    if (preset && !value) onChange(preset);
  }, [preset, value, onChange]);

  const openDialog = () => setAdding(true);
  const addButton = (
    <Button
      size="small"
      startIcon={<PersonAddIcon />}
      onClick={openDialog}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('employees.add')}
    </Button>
  );

  let content;
  if (staff.isPending) {
    content = (
      <Skeleton
        variant="rounded"
        height={56}
        aria-busy="true"
        aria-label={t('employees.loading')}
      />
    );
  } else if (staff.failed) {
    content = (
      <RetryAlert onRetry={staff.refetch} retryLabel={t('employees.retry')}>
        {t('employees.loadFailed')}
      </RetryAlert>
    );
  } else if (list.length === 0) {
    content = (
      <Alert severity={error ? 'error' : 'info'} action={canAdd ? addButton : undefined}>
        {t(canAdd ? 'employees.none' : 'employees.noneAskOwner')}
      </Alert>
    );
  } else {
    const known = list.some((employee) => employee._id === field.value);
    content = (
      <>
        <TextField
          {...field}
          onChange={(event) => {
            rememberLastAssignee(event.target.value);
            field.onChange(event);
          }}
          value={known ? field.value : ''}
          select
          label={t('products.assignedTo')}
          error={!!error}
          helperText={error}
        >
          {list.map((employee) => (
            <MenuItem key={employee._id} value={employee._id}>
              {employee.isMe
                ? t('employees.me', { name: employee.name })
                : `${employee.name} · ${t(employee.isOwner ? 'employees.owner' : `employees.positions.${employee.position}`)}`}
            </MenuItem>
          ))}
        </TextField>
        {known && <AssigneeLoadWarning employeeId={value} date={dueDate} adding={assignedHere} />}
        {canAdd && <Box sx={{ mt: 0.5 }}>{addButton}</Box>}
      </>
    );
  }

  return (
    <Box>
      {content}
      {error && (list.length === 0 || staff.failed) && (
        <FormHelperText error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
      {AddEmployee && adding && (
        <AddEmployee
          onClose={() => setAdding(false)}
          onSaved={(employee) => field.onChange(employee._id)}
        />
      )}
    </Box>
  );
}
