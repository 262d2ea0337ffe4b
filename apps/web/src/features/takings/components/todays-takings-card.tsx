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
import { useTakings } from '../api/get-takings';
import { presetRange } from '../lib/takings-range';

/** The dashboard's line on today's money: net taken so far, by method, and the way to the detail. */
export function TodaysTakingsCard() {
  const { t } = useTranslation('takings');
  const { data, isError } = useTakings(presetRange('today'));
  if (isError && !data) return null;
  return (
    <Card component="section" aria-labelledby="todays-takings-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <div>
            <Typography id="todays-takings-title" variant="h6" component="h2">
              {t('card.title')}
            </Typography>
            {data ? (
              <Typography variant="body2" color="text.secondary">
                <Typography
                  component="span"
                  sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'text.primary', mr: 1 }}
                >
                  {formatRupees(data.total.net)}
                </Typography>
                {data.by_method
                  .map((m) => `${t(`method.${m.method}`)} ${formatRupees(m.net)}`)
                  .join(' · ')}
              </Typography>
            ) : (
              <Skeleton width={220} />
            )}
          </div>
          <Button component={RouterLink} to="/app/takings" endIcon={<ArrowForwardIcon />}>
            {t('card.view')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
