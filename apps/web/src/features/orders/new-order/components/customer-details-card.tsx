import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RELATIONS } from '@tailor/shared/customers-rules';
import { todayInShopZone } from '@tailor/shared/dates';
import { useMessageText } from '../lib/message-text';
import type { OrderFormValues } from '../lib/order-form-values';
import type { ReturningCustomer } from '../lib/use-returning-customer';
import { CustomerMobileField } from './customer-mobile-field';
import { OrderDateField } from './order-date-field';
import { PeopleOnNumber } from './people-on-number';

/** Leading spaces never count. */
const trimStart = (value: string) => value.replace(/^\s+/, '');

/** Mobile number first: a number the shop knows fills in the rest. */
export function CustomerDetailsCard({ returning }: { returning: ReturningCustomer }) {
  const { t } = useTranslation('newOrder');
  const messageText = useMessageText();
  const { control } = useFormContext<OrderFormValues>();
  // An employee's order leaves the person it is for as the shop keeps them.
  const kept = returning.personKept;
  const readOnly = kept ? { input: { readOnly: true } } : undefined;

  return (
    <Card component="section" aria-labelledby="new-order-customer-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="new-order-customer-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('customer.heading')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
          <CustomerMobileField returning={returning} />
          {returning.people.length > 0 && (
            <Box sx={{ gridColumn: '1 / -1', gridRow: { md: 2 } }}>
              <PeopleOnNumber returning={returning} />
            </Box>
          )}
          <Controller
            name="customer.name"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(event) => field.onChange(trimStart(event.target.value))}
                label={t('customer.name')}
                autoComplete="off"
                slotProps={readOnly}
                error={!!fieldState.error}
                helperText={messageText(fieldState.error?.message)}
              />
            )}
          />
          {returning.newPerson && (
            <Controller
              name="customer.relation"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  select
                  label={t('people.relation')}
                  helperText={t('people.relationHint')}
                >
                  {RELATIONS.map((relation) => (
                    <MenuItem key={relation} value={relation}>
                      {t(`relation.${relation}`, { ns: 'common' })}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          {returning.newPerson && (
            <OrderDateField
              name="customer.dateOfBirth"
              label={t('people.dateOfBirth')}
              maxDate={todayInShopZone()}
              helperText={t('people.optional')}
            />
          )}
          {returning.customer && (
            <Alert
              severity="success"
              icon={<PersonSearchIcon />}
              role="status"
              sx={{ gridColumn: '1 / -1' }}
            >
              <AlertTitle sx={{ mb: 0 }}>{t('customer.returning')}</AlertTitle>
              {t(kept ? 'customer.keptDetail' : 'customer.returningDetail')}
            </Alert>
          )}
          <Controller
            name="customer.address"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(event) => field.onChange(trimStart(event.target.value))}
                label={t('customer.address')}
                autoComplete="off"
                multiline
                minRows={2}
                slotProps={readOnly}
                error={!!fieldState.error}
                helperText={messageText(fieldState.error?.message)}
                sx={{ gridColumn: '1 / -1' }}
              />
            )}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
