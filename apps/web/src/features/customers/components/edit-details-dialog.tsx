import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_PICKER_MIN, TEXT_MAX_LENGTH } from '@tailor/shared/constants';
import { updateCustomerDetailsSchema, type CustomerDetail } from '@tailor/shared/customers';
import { GENDERS, RELATIONS, type Gender, type Relation } from '@tailor/shared/customers-rules';
import { todayInShopZone } from '@tailor/shared/dates';
import { gstinSchema } from '@tailor/shared/gst-schemas';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateLocalization } from '../../../components/date-localization';
import { useToast } from '../../../components/toast';
import { CustomerForm, CustomerFormDialog } from './customer-form-dialog';
import { ApiError } from '../../../lib/api-client';
import { useApiErrorText } from '../../../lib/error-text';
import { useRuleText } from '../../../lib/rule-text';
import { useUpdateCustomerDetails } from '../api/update-customer-details';

type EditDetailsDialogProps = {
  customer: CustomerDetail;
  open: boolean;
  onClose: () => void;
};

/**
 * Corrects a person's name, relation, gender and date of birth, and keeps a business customer's
 * GSTIN, printed on its invoices (PUT /customers/{id}).
 */
export function EditDetailsDialog({ customer, open, onClose }: EditDetailsDialogProps) {
  const { t } = useTranslation('customers');
  return (
    <CustomerFormDialog title={t('editDetails.title')} open={open} onClose={onClose}>
      <DetailsForm customer={customer} onClose={onClose} />
    </CustomerFormDialog>
  );
}

type FieldErrors = { name?: string; dateOfBirth?: string; gstin?: string };

function DetailsForm({ customer, onClose }: Omit<EditDetailsDialogProps, 'open'>) {
  const { t } = useTranslation('customers');
  const { t: tErrors } = useTranslation('errors');
  const errorText = useApiErrorText();
  const ruleText = useRuleText();
  const toast = useToast();
  const update = useUpdateCustomerDetails();
  const today = todayInShopZone();
  const [name, setName] = useState(customer.name);
  const [relation, setRelation] = useState<Relation>(customer.relation);
  const [gender, setGender] = useState<Gender | null>(customer.gender);
  const [dateOfBirth, setDateOfBirth] = useState<Dayjs | null>(
    customer.date_of_birth ? dayjs(customer.date_of_birth) : null,
  );
  const [gstin, setGstin] = useState(customer.gstin ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const genderLabelId = useId();

  function validate(): FieldErrors & { dateOfBirthIso?: string | null } {
    const found: FieldErrors & { dateOfBirthIso?: string | null } = {};
    const checkedGstin = gstinSchema.safeParse(gstin);
    if (!checkedGstin.success) {
      const message = checkedGstin.error.issues[0]?.message ?? '';
      found.gstin = ruleText(message) ?? message;
    }
    const parsed = updateCustomerDetailsSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      found.name = ruleText(message) ?? message;
    }
    if (dateOfBirth === null) found.dateOfBirthIso = null;
    else if (!dateOfBirth.isValid() || dateOfBirth.format('YYYY-MM-DD') < DATE_PICKER_MIN)
      found.dateOfBirth = t('editDetails.validation.dateOfBirthInvalid');
    else if (dateOfBirth.format('YYYY-MM-DD') > today)
      found.dateOfBirth = tErrors('DATE_OF_BIRTH_FUTURE');
    else found.dateOfBirthIso = dateOfBirth.format('YYYY-MM-DD');
    return found;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate();
    setErrors({ name: checked.name, dateOfBirth: checked.dateOfBirth, gstin: checked.gstin });
    setFailure(null);
    if (checked.name || checked.dateOfBirth || checked.gstin) return;
    update.mutate(
      {
        customerId: customer._id,
        name,
        relation,
        ...(gender ? { gender } : {}),
        dateOfBirth: checked.dateOfBirthIso ?? null,
        gstin,
      },
      {
        onSuccess: () => {
          toast.show(t('editDetails.saved'), { severity: 'success' });
          onClose();
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : null;
          const text = errorText(error);
          if (code === 'CUSTOMER_NAME_TAKEN' && text) setErrors({ name: text });
          else if (code === 'DATE_OF_BIRTH_FUTURE' && text) setErrors({ dateOfBirth: text });
          else setFailure(text ?? t('editDetails.failed'));
        },
      },
    );
  };

  return (
    <CustomerForm onSubmit={submit} onClose={onClose} pending={update.isPending}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack spacing={2.5} sx={{ mt: 1 }}>
        <TextField
          label={t('editDetails.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value.replace(/^\s+/, ''));
            if (errors.name) setErrors({ ...errors, name: undefined });
          }}
          autoFocus
          autoComplete="off"
          required
          error={Boolean(errors.name)}
          helperText={errors.name ?? ' '}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
        />
        <TextField
          select
          label={t('editDetails.relation')}
          value={relation}
          onChange={(event) => setRelation(event.target.value as Relation)}
          helperText={t('editDetails.relationHint')}
        >
          {RELATIONS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`relation.${option}`, { ns: 'common' })}
            </MenuItem>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id={genderLabelId}>{t('editDetails.gender')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={genderLabelId}
            value={gender ?? ''}
            onChange={(event) => setGender(event.target.value as Gender)}
          >
            {GENDERS.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={t(`gender.${option}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <DateLocalization>
          <DatePicker
            label={t('editDetails.dateOfBirth')}
            value={dateOfBirth}
            format="DD/MM/YYYY"
            minDate={dayjs(DATE_PICKER_MIN)}
            maxDate={dayjs(today)}
            onChange={(next) => {
              setDateOfBirth(next);
              if (errors.dateOfBirth) setErrors({ ...errors, dateOfBirth: undefined });
            }}
            slotProps={{
              field: { clearable: true },
              textField: {
                fullWidth: true,
                error: Boolean(errors.dateOfBirth),
                helperText: errors.dateOfBirth ?? t('editDetails.optional'),
              },
            }}
          />
        </DateLocalization>
        <TextField
          label={t('editDetails.gstin')}
          value={gstin}
          onChange={(event) => {
            setGstin(event.target.value.replace(/\s/g, '').toUpperCase());
            if (errors.gstin) setErrors({ ...errors, gstin: undefined });
          }}
          error={Boolean(errors.gstin)}
          helperText={errors.gstin ?? t('editDetails.gstinHint')}
          slotProps={{
            htmlInput: { maxLength: 15, autoCapitalize: 'characters', spellCheck: false },
          }}
        />
      </Stack>
    </CustomerForm>
  );
}
