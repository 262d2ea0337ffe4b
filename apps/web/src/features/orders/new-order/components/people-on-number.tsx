import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@tailor/shared/customers';
import { formatCalendarDate } from '../../../../components/data-list/format-calendar-date';
import type { ReturningCustomer } from '../lib/use-returning-customer';

const NEW = 'new';

function Choice({
  value,
  checked,
  title,
  detail,
  icon,
}: {
  value: string;
  checked: boolean;
  title: string;
  detail?: string;
  icon?: ReactNode;
}) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio size="small" />}
      label={
        <Box sx={{ py: 0.75, minWidth: 0 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            {icon}
            <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
          </Stack>
          {detail && (
            <Typography component="span" variant="body2" color="text.secondary">
              {detail}
            </Typography>
          )}
        </Box>
      }
      sx={(theme) => ({
        m: 0,
        pr: 1.5,
        alignItems: 'center',
        border: 1,
        borderRadius: 2,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
        '& .MuiFormControlLabel-label': { minWidth: 0 },
      })}
    />
  );
}

/**
 * The people the shop keeps on a returning number (one phone often holds a family): each with
 * their relation and last order, and 'Someone new on this number'. The one chosen fills in their
 * gender, name, address and last measurements.
 */
export function PeopleOnNumber({ returning }: { returning: ReturningCustomer }) {
  const { t, i18n } = useTranslation('newOrder');
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const { people, customer, newPerson, choose } = returning;
  if (people.length === 0) return null;
  const value = newPerson ? NEW : (customer?._id ?? '');
  const detailOf = (person: Customer) =>
    [
      t(`relation.${person.relation}`, { ns: 'common' }),
      person.last_order_date
        ? t('people.lastOrder', { date: formatCalendarDate(person.last_order_date, language) })
        : t('people.noOrders'),
    ].join(' · ');

  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel
        id={headingId}
        component="legend"
        sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}
      >
        {t('people.heading')}
      </FormLabel>
      <RadioGroup
        name="customer-person"
        aria-labelledby={headingId}
        value={value}
        onChange={(event) => choose(event.target.value)}
        sx={{ gap: 1 }}
      >
        {people.map((person) => (
          <Choice
            key={person._id}
            value={person._id}
            checked={value === person._id}
            title={person.name}
            detail={detailOf(person)}
          />
        ))}
        <Choice
          value={NEW}
          checked={newPerson}
          title={t('people.someoneNew')}
          icon={<PersonAddIcon fontSize="small" color="action" aria-hidden />}
        />
      </RadioGroup>
    </FormControl>
  );
}
