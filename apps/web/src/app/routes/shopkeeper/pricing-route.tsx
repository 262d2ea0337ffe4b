import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';

/** /app/pricing: text only for now. */
export function PricingRoute() {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2}>
      <PageTitle>{t('screens.pricing')}</PageTitle>
      <Card>
        <CardContent>
          <Typography variant="h6" component="p">
            {t('pricing.stayTuned')}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
