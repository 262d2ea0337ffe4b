import AddIcon from '@mui/icons-material/Add';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The two ways to take an order from a list header: a new order, or an alteration order. */
export function NewOrderButtons({ area }: { area: 'app' | 'employee' }) {
  const { t } = useTranslation('common');
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        component={RouterLink}
        to={`/${area}/add-alteration-order`}
        variant="outlined"
        startIcon={<ContentCutIcon />}
        sx={{ bgcolor: 'background.paper' }}
      >
        {t('actions.alterationOrder')}
      </Button>
      <Button
        component={RouterLink}
        to={`/${area}/new-order`}
        variant="contained"
        startIcon={<AddIcon />}
      >
        {t('actions.newOrder')}
      </Button>
    </Stack>
  );
}
