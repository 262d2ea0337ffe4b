import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '@tailor/shared/money';

/**
 * The dashboard's headline of money still out: what every order not cancelled still owes (the kept
 * total the dashboard already reads, equal to the report's total), and the way to the report.
 */
export function StillOutCard({ amount }: { amount: number | undefined }) {
  const { t } = useTranslation('analytics');
  return (
    <Card component="section" aria-labelledby="still-out-card-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <div>
            <Typography id="still-out-card-title" variant="h6" component="h2">
              {t('stillOut.title')}
            </Typography>
            {amount === undefined ? (
              <Skeleton width={160} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                <Typography
                  component="span"
                  data-testid="dashboard-still-out"
                  sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'text.primary', mr: 1 }}
                >
                  {formatRupees(amount)}
                </Typography>
                {t('stillOut.detail')}
              </Typography>
            )}
          </div>
          <Button component={RouterLink} to="/app/outstanding" endIcon={<ArrowForwardIcon />}>
            {t('stillOut.view')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
