import ConstructionIcon from '@mui/icons-material/Construction';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

/** A screen that is not built yet: its title and 'This screen is coming soon'. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2}>
      <PageTitle>{t(titleKey)}</PageTitle>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <ConstructionIcon color="secondary" aria-hidden />
            <Typography color="text.secondary">{t('placeholder.comingSoon')}</Typography>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
