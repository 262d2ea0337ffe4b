import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { digitsOnly, normalizeName } from '@tailor/shared/accounts';
import { PHONE_DIGITS } from '@tailor/shared/constants';
import { POSITIONS, SPECIALIZATIONS, type Employee } from '@tailor/shared/employees';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { ApiError } from '../../../lib/api-client';
import { useAddEmployee } from '../api/add-employee';
import {
  emptyEmployeeForm,
  employeeFormSchema,
  type EmployeeFormInput,
  type EmployeeFormOutput,
} from '../lib/employee-form-schema';
import { useMessageText } from '../lib/message-text';

/** A small Add employee form (spec §5: name, phone, experience and specialization required). */
export function AddEmployeeDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (employee: Employee) => void;
}) {
  const { t } = useTranslation('newOrder');
  const messageText = useMessageText();
  const fullScreen = useFullScreenDialog();
  const addEmployee = useAddEmployee();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<EmployeeFormInput, unknown, EmployeeFormOutput>({
    resolver: zodResolver(employeeFormSchema),
    defaultValues: emptyEmployeeForm,
    mode: 'onTouched',
  });

  const close = () => {
    if (addEmployee.isPending) return;
    reset(emptyEmployeeForm);
    setServerError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      const employee = await addEmployee.mutateAsync(input);
      reset(emptyEmployeeForm);
      onAdded(employee);
    } catch (error) {
      const text =
        error instanceof ApiError && error.kind === 'http' ? messageText(error.message) : null;
      setServerError(text ?? t('employeeDialog.failed'));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-employee-title"
    >
      <DialogTitle id="add-employee-title">{t('employeeDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="add-employee-form"
          noValidate
          onSubmit={onSubmit}
          spacing={2.5}
          sx={{ pt: 1 }}
        >
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(event) => field.onChange(normalizeName(event.target.value))}
                label={t('employeeDialog.name')}
                autoComplete="off"
                error={!!fieldState.error}
                helperText={messageText(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            name="phone"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(event) => field.onChange(digitsOnly(event.target.value, PHONE_DIGITS))}
                label={t('employeeDialog.phone')}
                type="tel"
                autoComplete="off"
                error={!!fieldState.error}
                helperText={messageText(fieldState.error?.message)}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: PHONE_DIGITS },
                  input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
                }}
              />
            )}
          />
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}
          >
            <Controller
              name="position"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  label={t('employeeDialog.position')}
                  error={!!fieldState.error}
                  helperText={messageText(fieldState.error?.message)}
                >
                  {POSITIONS.map((position) => (
                    <MenuItem key={position} value={position}>
                      {t(`employeeDialog.positions.${position}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="experience"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  onChange={(event) => field.onChange(digitsOnly(event.target.value, 2))}
                  label={t('employeeDialog.experience')}
                  error={!!fieldState.error}
                  helperText={messageText(fieldState.error?.message)}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              )}
            />
          </Box>
          <Controller
            name="specialization"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                label={t('employeeDialog.specialization')}
                error={!!fieldState.error}
                helperText={messageText(fieldState.error?.message)}
              >
                {SPECIALIZATIONS.map((specialization) => (
                  <MenuItem key={specialization} value={specialization}>
                    {t(`employeeDialog.specializations.${specialization}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={addEmployee.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          form="add-employee-form"
          variant="contained"
          disabled={addEmployee.isPending}
        >
          {addEmployee.isPending ? t('employeeDialog.adding') : t('employeeDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
