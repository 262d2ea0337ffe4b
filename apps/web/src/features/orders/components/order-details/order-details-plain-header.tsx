import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../../components/page-title';

/** The screen's heading while no order is shown (loading, not found, data missing): back and 'Order Details'. */
export function OrderDetailsPlainHeader({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('orderDetails');
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <Tooltip title={t('header.back')}>
        <IconButton aria-label={t('header.back')} onClick={onBack} edge="start">
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <PageTitle>{t('title')}</PageTitle>
    </Stack>
  );
}
