import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatPhoneDisplay, phoneTelHref } from '@tailor/shared/phone';
import type { OrderCustomer } from '../../lib/order-details-navigation';
import { DetailCard } from './detail-card';

/** The customer card: name, gender chip ('Not specified' if empty), +91 mobile as a tel link, address if present. */
export function CustomerCard({ customer }: { customer: OrderCustomer }) {
  const { t } = useTranslation('orderDetails');
  const phone = formatPhoneDisplay(customer.mobile_no);
  return (
    <DetailCard id="customer-card" title={t('customer.title')} icon={<PersonOutlineIcon />}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {customer.name}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={t(
              customer.gender
                ? `customer.gender.${customer.gender}`
                : 'customer.gender.notSpecified',
            )}
          />
          {customer.relation && customer.relation !== 'self' && (
            <Chip
              size="small"
              variant="outlined"
              label={t(`relation.${customer.relation}`, { ns: 'common' })}
            />
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PhoneOutlinedIcon fontSize="small" color="action" aria-hidden />
          <Link
            href={phoneTelHref(customer.mobile_no)}
            aria-label={t('customer.call', { phone })}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {phone}
          </Link>
        </Stack>
        {customer.address && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <LocationOnOutlinedIcon fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              aria-label={`${t('customer.address')}: ${customer.address}`}
            >
              {customer.address}
            </Typography>
          </Stack>
        )}
      </Stack>
    </DetailCard>
  );
}
