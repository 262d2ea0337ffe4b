import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { digitsOnly } from '@tailor/shared/accounts';
import { type Employee } from '@tailor/shared/employees';
import {
  MAX_EXPERIENCE_YEARS,
  POSITIONS,
  SPECIALIZATIONS,
  type InviteDelivery,
} from '@tailor/shared/employees-rules';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog';
import { NameTextField, PhoneTextField } from '../../../components/person-text-fields';
import { useToast } from '../../../components/toast';
import { openInNewTab } from '../../../lib/open-in-new-tab';
import { whatsAppUrl } from '../../../lib/whatsapp-url';
import { useSaveEmployee } from '../api/save-employee';
import {
  emptyEmployeeForm,
  employeeFormSchema,
  employeeFormValues,
  type EmployeeFormInput,
  type EmployeeFormOutput,
} from '../lib/employee-form-schema';
import { useEmployeeMessageText } from '../lib/message-text';
import { useApiErrorText } from '../../../lib/error-text';

type EmployeeFormDialogProps = {
  /** The employee to edit; none adds a new one. */
  employee?: Employee;
  onClose: () => void;
  onSaved?: (employee: Employee) => void;
};

const EXPERIENCE_MAX_DIGITS = String(MAX_EXPERIENCE_YEARS).length;

type InviteChoice = 'sms' | 'whatsapp';

/**
 * The Add Employee modal (and its edit mode): name, phone, email, position, experience
 * and specialization, posted to POST /add_employee. Adding someone also invites them to sign in
 * (on by default: the phone is always given), by SMS from the server or by a WhatsApp message the
 * shopkeeper sends; the invite is made in the same request. Mount it to open it.
 */
export function EmployeeFormDialog({ employee, onClose, onSaved }: EmployeeFormDialogProps) {
  const { t } = useTranslation('employees');
  const errorText = useApiErrorText();
  const messageText = useEmployeeMessageText();
  const toast = useToast();
  const save = useSaveEmployee();
  const [serverError, setServerError] = useState<string | null>(null);
  const editing = Boolean(employee);
  const [invite, setInvite] = useState(true);
  const [inviteBy, setInviteBy] = useState<InviteChoice>('sms');
  const { control, handleSubmit } = useForm<EmployeeFormInput, unknown, EmployeeFormOutput>({
    resolver: zodResolver(employeeFormSchema),
    defaultValues: employee ? employeeFormValues(employee) : emptyEmployeeForm,
    mode: 'onTouched',
  });

  const close = () => {
    if (!save.isPending) onClose();
  };

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    const sendInvite: InviteDelivery | undefined =
      !editing && invite ? (inviteBy === 'sms' ? 'sms' : 'link') : undefined;
    try {
      const saved = await save.mutateAsync(
        employee ? { ...input, _id: employee._id } : { ...input, send_invite: sendInvite },
      );
      let message = editing
        ? t('form.updated', { name: saved.name })
        : t('form.added', { name: saved.name });
      let severity: 'success' | 'warning' = 'success';
      if (saved.invite) {
        if (saved.invite.sms === 'sent') message = t('form.addedInvitedSms', { name: saved.name });
        else if (saved.invite.sms === 'failed') {
          message = t('form.smsFailed', { name: saved.name });
          severity = 'warning';
        } else {
          message = t('form.addedInvitedWhatsApp', { name: saved.name });
          openInNewTab(
            whatsAppUrl(
              saved.phone,
              t('form.inviteMessage', { name: saved.name, link: saved.invite.invite_link }),
            ),
          );
        }
      }
      toast.show(message, { severity });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      setServerError(errorText(error) ?? t('form.failed'));
    }
  });

  return (
    <TitledDialog
      onClose={close}
      maxWidth="sm"
      testId="employee-form-dialog"
      title={editing ? t('form.editTitle') : t('form.addTitle')}
    >
      <DialogContent>
        <Stack
          component="form"
          id="employee-form"
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
          <NameTextField
            name="name"
            control={control}
            label={t('form.name')}
            required
            errorText={messageText}
          />
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}
          >
            <PhoneTextField
              name="phone"
              control={control}
              label={t('form.phone')}
              required
              errorText={messageText}
            />
            <Controller
              name="email"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  label={t('form.email')}
                  type="email"
                  autoComplete="off"
                  error={!!fieldState.error}
                  helperText={messageText(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              name="position"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  select
                  label={t('form.position')}
                  error={!!fieldState.error}
                  helperText={messageText(fieldState.error?.message)}
                >
                  {POSITIONS.map((position) => (
                    <MenuItem key={position} value={position}>
                      {t(`positions.${position}`)}
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
                  onChange={(event) =>
                    field.onChange(digitsOnly(event.target.value, EXPERIENCE_MAX_DIGITS))
                  }
                  label={t('form.experience')}
                  required
                  error={!!fieldState.error}
                  helperText={messageText(fieldState.error?.message)}
                  slotProps={{
                    htmlInput: { inputMode: 'numeric' },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">{t('form.years')}</InputAdornment>
                      ),
                    },
                  }}
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
                label={t('form.specialization')}
                required
                error={!!fieldState.error}
                helperText={messageText(fieldState.error?.message)}
              >
                {SPECIALIZATIONS.map((specialization) => (
                  <MenuItem key={specialization} value={specialization}>
                    {t(`specializations.${specialization}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {!editing && (
            <Box
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1 }}
              data-testid="invite-choice"
            >
              <FormControlLabel
                control={
                  <Switch checked={invite} onChange={(event) => setInvite(event.target.checked)} />
                }
                label={t('form.inviteToSignIn')}
              />
              <Typography variant="body2" color="text.secondary">
                {t(invite ? 'form.inviteHelp' : 'form.recordOnlyHelp')}
              </Typography>
              {invite && (
                <RadioGroup
                  row
                  aria-label={t('form.inviteBy')}
                  value={inviteBy}
                  onChange={(event) => setInviteBy(event.target.value as InviteChoice)}
                >
                  <FormControlLabel value="sms" control={<Radio />} label={t('form.inviteBySms')} />
                  <FormControlLabel
                    value="whatsapp"
                    control={<Radio />}
                    label={t('form.inviteByWhatsApp')}
                  />
                </RadioGroup>
              )}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={save.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" form="employee-form" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : editing ? t('form.saveChanges') : t('form.submit')}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
