import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';

/**
 * What the order list shows without rows: a welcome with a New Order button for a shop with no
 * orders yet, or 'nothing matches' with a way out when a search or filter found nothing.
 */
export function OrderListEmpty({
  filtered,
  onClearFilters,
}: {
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation('orderList');
  const Icon = filtered ? SearchOffIcon : ReceiptLongIcon;
  return (
    <EmptyState
      icon={<Icon fontSize="large" />}
      muted={filtered}
      title={filtered ? t('empty.noMatchTitle') : t('empty.title')}
      body={filtered ? t('empty.noMatchBody') : t('empty.body')}
      action={
        filtered ? (
          <Button variant="outlined" onClick={onClearFilters}>
            {t('empty.clearFilters')}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to="/app/new-order"
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('empty.createFirst')}
          </Button>
        )
      }
    />
  );
}
