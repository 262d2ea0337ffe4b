import AddIcon from '@mui/icons-material/Add';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

// On a phone the pair fills the row: New Order keeps its label on one line and Alteration Order
// takes the rest, a long label (Tamil's) wrapping centred inside its button. A gap, not a margin,
// between them, so a button that ever wraps to a line of its own starts flush, not indented.
const labelSx = { textAlign: 'center', lineHeight: 1.3 } as const;

/** The two ways to take an order from a list header: a new order, or an alteration order. */
export function NewOrderButtons({ area }: { area: 'app' | 'employee' }) {
  const { t } = useTranslation('common');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}
    >
      <Button
        component={RouterLink}
        to={`/${area}/add-alteration-order`}
        variant="outlined"
        startIcon={<ContentCutIcon />}
        sx={{ ...labelSx, flex: { xs: '1 1 0', sm: '0 0 auto' }, bgcolor: 'background.paper' }}
      >
        {t('actions.alterationOrder')}
      </Button>
      <Button
        component={RouterLink}
        to={`/${area}/new-order`}
        variant="contained"
        startIcon={<AddIcon />}
        sx={{ ...labelSx, flex: '0 0 auto', whiteSpace: 'nowrap' }}
      >
        {t('actions.newOrder')}
      </Button>
    </Stack>
  );
}
