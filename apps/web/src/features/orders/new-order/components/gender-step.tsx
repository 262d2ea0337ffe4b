import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FemaleIcon from '@mui/icons-material/Female';
import MaleIcon from '@mui/icons-material/Male';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender } from '@tailor/shared/customers-rules';
import { useMessageText } from '../lib/message-text';
import type { OrderFormValues } from '../lib/order-form-values';
import type { ReturningCustomer } from '../lib/use-returning-customer';
import { CustomerMobileField } from './customer-mobile-field';

// The people on a number show only once a typed number's lookup has found some, so their radio
// list is not part of the step's first paint; the customer step (preloaded when the browser is
// idle, new-order-page.tsx) holds the same chunk, so it is usually here before it is shown.
const PeopleOnNumber = lazy(() =>
  import('./people-on-number').then((module) => ({ default: module.PeopleOnNumber })),
);

/** About the list's height: its heading, a two-line choice per person and 'Someone new'. */
const peopleListHeight = (people: number) => 32 + people * 66 + 40;

const ICONS: Record<Gender, typeof MaleIcon> = { male: MaleIcon, female: FemaleIcon };

/**
 * Step 1: the customer's mobile number first (a returning customer's record answers the gender),
 * then two large cards; the choice picks the garments and measurements offered next.
 */
export function GenderStep({ returning }: { returning: ReturningCustomer }) {
  const { t } = useTranslation('newOrder');
  const messageText = useMessageText();
  const { control, clearErrors } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: 'gender' });
  // An employee's order leaves a returning person's recorded gender as it is.
  const locked = returning.personKept && Boolean(returning.customer?.gender);

  return (
    <Stack spacing={2.5}>
      <Box sx={{ maxWidth: 640 }}>
        <CustomerMobileField returning={returning} helperText={t('gender.mobileHint')} />
        {returning.people.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Suspense
              fallback={
                <Skeleton variant="rounded" height={peopleListHeight(returning.people.length)} />
              }
            >
              <PeopleOnNumber returning={returning} />
            </Suspense>
          </Box>
        )}
        {returning.customer && (
          <Alert severity="success" icon={<PersonSearchIcon />} role="status" sx={{ mt: 1.5 }}>
            {t('gender.returning', { name: returning.customer.name })}
            {locked && ` ${t('customer.keptDetail')}`}
          </Alert>
        )}
      </Box>
      <div>
        <Typography variant="h5" component="h2">
          {t('gender.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('gender.hint')}
        </Typography>
      </div>
      <Box
        role="radiogroup"
        aria-label={t('gender.label')}
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: { xs: 1.5, sm: 3 },
          maxWidth: 640,
        }}
      >
        {GENDERS.map((gender, index) => {
          const selected = field.value === gender;
          const Icon = ICONS[gender];
          return (
            <Card
              key={gender}
              sx={(theme) => ({
                position: 'relative',
                borderWidth: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
                transition: 'border-color 120ms, background-color 120ms',
              })}
            >
              <CardActionArea
                role="radio"
                aria-checked={selected}
                disabled={locked && !selected}
                ref={index === 0 ? field.ref : undefined}
                onClick={() => {
                  field.onChange(gender);
                  clearErrors('gender');
                }}
                onBlur={field.onBlur}
                sx={{
                  minHeight: { xs: 168, sm: 220 },
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1,
                  p: 2,
                }}
              >
                <Box
                  sx={(theme) => ({
                    width: { xs: 72, sm: 96 },
                    height: { xs: 72, sm: 96 },
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: alpha(
                      gender === 'male' ? theme.palette.primary.main : theme.palette.secondary.main,
                      0.12,
                    ),
                  })}
                >
                  <Icon
                    aria-hidden
                    color={gender === 'male' ? 'primary' : 'secondary'}
                    sx={{ fontSize: { xs: 44, sm: 56 } }}
                  />
                </Box>
                <Typography variant="h6" component="span">
                  {t(`gender.${gender}`)}
                </Typography>
                {selected && (
                  <CheckCircleIcon
                    color="primary"
                    aria-hidden
                    sx={{ position: 'absolute', top: 12, right: 12 }}
                  />
                )}
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      {fieldState.error && (
        <Alert severity="error" role="alert" sx={{ maxWidth: 640 }}>
          {messageText(fieldState.error.message)}
        </Alert>
      )}
    </Stack>
  );
}
