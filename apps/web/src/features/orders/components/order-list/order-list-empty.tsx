import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

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
    <Stack spacing={1.5} sx={{ alignItems: 'center', py: 2 }}>
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: filtered ? 'text.secondary' : 'primary.main',
          backgroundColor: (theme) =>
            filtered ? theme.palette.grey[100] : `${theme.palette.primary.main}14`,
        }}
      >
        <Icon fontSize="large" aria-hidden="true" />
      </Box>
      <Typography variant="h6" component="p">
        {filtered ? t('empty.noMatchTitle') : t('empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {filtered ? t('empty.noMatchBody') : t('empty.body')}
      </Typography>
      {filtered ? (
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
      )}
    </Stack>
  );
}
