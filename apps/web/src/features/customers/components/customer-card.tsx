import CakeIcon from '@mui/icons-material/CakeOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CustomerDetail } from '@tailor/shared/customers';
import { formatPhoneDisplay, phoneTelHref } from '@tailor/shared/phone';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { GenderChip } from './gender-chip';

type CustomerCardProps = {
  customer: CustomerDetail;
  onEditAddress: () => void;
  /** Opens the correction of the person's name, relation, gender and date of birth. */
  onEditDetails: () => void;
  /** Buttons under the details (a new order for this customer, later the share action). */
  actions?: ReactNode;
};

/** A detail of the card: its icon beside a small grey label over the value. */
function IconDetail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {icon}
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The customer: name, gender and relation chips with the button correcting them, +91 number as a
 * tel link, date of birth, address with its edit button, order counts.
 */
export function CustomerCard({
  customer,
  onEditAddress,
  onEditDetails,
  actions,
}: CustomerCardProps) {
  const { t, i18n } = useTranslation('customers');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card component="section" aria-label={t('details.cardLabel')}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {/* The edit button moves under the name when a language's label leaves the name no room. */}
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}
        >
          <Avatar
            aria-hidden="true"
            sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: '1.5rem' }}
          >
            {customer.name.trim().charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: '1 1 120px', minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {customer.name}
            </Typography>
            <Stack direction="row" sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.75 }}>
              <GenderChip gender={customer.gender} />
              {(customer.relation !== 'self' || customer.people_on_mobile > 1) && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(`relation.${customer.relation}`, { ns: 'common' })}
                />
              )}
            </Stack>
          </Box>
          <Button
            size="small"
            startIcon={<EditIcon />}
            onClick={onEditDetails}
            sx={{ alignSelf: 'flex-start', flexShrink: 0, ml: 'auto' }}
          >
            {t('editDetails.open')}
          </Button>
        </Stack>

        <Stack spacing={1.5}>
          <IconDetail
            icon={<PhoneIcon color="action" aria-hidden="true" />}
            label={t('details.phone')}
          >
            <Link
              href={phoneTelHref(customer.mobile_no)}
              underline="hover"
              sx={{ fontWeight: 500 }}
            >
              {formatPhoneDisplay(customer.mobile_no)}
            </Link>
            {customer.people_on_mobile > 1 && (
              <Link
                component={RouterLink}
                to={`/app/customer?q=${customer.mobile_no}`}
                variant="body2"
                sx={{ display: 'block' }}
              >
                {t('details.peopleOnMobile', { count: customer.people_on_mobile })}
              </Link>
            )}
          </IconDetail>
          {customer.date_of_birth && (
            <IconDetail
              icon={<CakeIcon color="action" aria-hidden="true" />}
              label={t('details.dateOfBirth')}
            >
              <Typography>{formatCalendarDate(customer.date_of_birth, language)}</Typography>
            </IconDetail>
          )}
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <HomeIcon color="action" aria-hidden="true" sx={{ mt: 0.5 }} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('details.address')}
              </Typography>
              <Typography
                data-testid="customer-address"
                color={customer.address ? 'text.primary' : 'text.secondary'}
                sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {customer.address || t('details.noAddress')}
              </Typography>
            </Box>
            <Tooltip title={t('address.edit')}>
              <IconButton aria-label={t('address.edit')} onClick={onEditAddress}>
                <EditIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>

        <Divider sx={{ my: 2 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={4}>
            <Stat label={t('details.orderCount')} value={String(customer.order_count)} />
            <Stat
              label={t('details.lastOrder')}
              value={
                customer.last_order_date
                  ? formatCalendarDate(customer.last_order_date, language)
                  : '-'
              }
            />
          </Stack>
          {actions && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {actions}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
