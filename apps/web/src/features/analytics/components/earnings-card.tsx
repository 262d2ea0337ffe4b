import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Earnings } from '@tailor/shared/analytics';
import { formatRupees } from '@tailor/shared/money';
import {
  EARNINGS_PERIODS,
  collectedPercent,
  earningsFigures,
  growthMagnitude,
  type EarningsPeriod,
} from '../lib/earnings-figures';
import { DashboardSection } from './dashboard-section';

/**
 * The earnings card: This Month, This Year or Total Income, each with its amount, the
 * advance payment received (advances only), the remaining payment pending, and everything received
 * so far with the share of the amount it makes; growth against last month for the month, 0 for the
 * year and the total. The figures are defined in packages/shared/src/analytics.ts.
 */
export function EarningsCard({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation('analytics');
  const [period, setPeriod] = useState<EarningsPeriod>('month');
  const figures = earningsFigures(earnings, period);
  const { growth } = figures;
  const isMonth = period === 'month';
  const collected = collectedPercent(figures);
  const collectedId = useId();
  const down = isMonth && growth.direction === 'down';
  const flat = growth.growth === 0;
  // From ₹0 a percentage means nothing ('↑100%'): the month is said to have nothing to compare with.
  const noComparison = isMonth && growth.last_month_empty === true;
  const growthText = t('earnings.growthValue', { value: growthMagnitude(growth) });
  const growthLabel = isMonth
    ? t(down ? 'earnings.growthDown' : 'earnings.growthUp', { value: growthMagnitude(growth) })
    : t('earnings.growthNone');

  return (
    <DashboardSection id="earnings-card" title={t('earnings.title')}>
      <ToggleButtonGroup
        value={period}
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label={t('earnings.periodLabel')}
        onChange={(_event, next: EarningsPeriod | null) => next && setPeriod(next)}
      >
        {EARNINGS_PERIODS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ fontWeight: 600, py: 0.75 }}>
            {t(`earnings.period.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Box component="dl" sx={{ m: 0 }}>
        <div>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`earnings.amount.${period}`)}
          </Typography>
          <Stack
            component="dd"
            direction="row"
            sx={{ m: 0, alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
          >
            <Typography
              component="span"
              data-testid="earnings-amount"
              sx={{
                fontSize: { xs: '1.875rem', sm: '2.125rem' },
                fontWeight: 700,
                lineHeight: 1.2,
              }}
            >
              {formatRupees(figures.amount)}
            </Typography>
            {noComparison ? (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                data-testid="earnings-no-comparison"
              >
                {t('earnings.noLastMonth')}
              </Typography>
            ) : (
              <>
                <Chip
                  size="small"
                  data-testid="earnings-growth"
                  aria-label={growthLabel}
                  color={flat ? 'default' : down ? 'error' : 'success'}
                  variant={flat ? 'outlined' : 'filled'}
                  icon={
                    isMonth && !flat ? (
                      down ? (
                        <ArrowDownwardIcon aria-hidden />
                      ) : (
                        <ArrowUpwardIcon aria-hidden />
                      )
                    ) : undefined
                  }
                  label={growthText}
                  sx={{ fontWeight: 700 }}
                />
                {isMonth && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {t('earnings.vsLastMonth')}
                  </Typography>
                )}
              </>
            )}
          </Stack>
        </div>
      </Box>

      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <PaymentFigure
          label={t('earnings.advance')}
          status={t('earnings.received')}
          amount={formatRupees(figures.advance)}
          tone="success"
          testId="earnings-advance"
        />
        <PaymentFigure
          label={t('earnings.remaining')}
          status={t('earnings.pending')}
          amount={formatRupees(figures.remaining)}
          tone="warning"
          testId="earnings-remaining"
        />
      </Box>

      <Box sx={{ mt: 'auto' }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 0.75 }}
        >
          <Typography variant="body2" color="text.secondary">
            <span id={collectedId}>{t('earnings.collectedLabel')}</span>{' '}
            <Typography
              component="span"
              variant="body2"
              color="text.primary"
              sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              data-testid="earnings-paid"
            >
              {formatRupees(figures.paid)}
            </Typography>
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
            data-testid="earnings-collected"
          >
            {t('earnings.collected', { percent: collected })}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={collected}
          color="success"
          aria-labelledby={collectedId}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
    </DashboardSection>
  );
}

function PaymentFigure({
  label,
  status,
  amount,
  tone,
  testId,
}: {
  label: string;
  status: string;
  amount: string;
  tone: 'success' | 'warning';
  testId: string;
}) {
  return (
    <Box
      sx={(theme) => ({
        p: 1.5,
        borderRadius: 2,
        bgcolor: alpha(theme.palette[tone].main, 0.08),
        borderLeft: 4,
        borderColor: `${tone}.main`,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
      })}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
        <Typography
          component="span"
          variant="caption"
          sx={{ display: 'block', color: `${tone}.dark`, fontWeight: 600 }}
        >
          {status}
        </Typography>
      </Typography>
      <Typography
        component="dd"
        data-testid={testId}
        sx={{
          m: 0,
          mt: 'auto',
          pt: 0.5,
          fontWeight: 700,
          fontSize: '1.125rem',
          overflowWrap: 'anywhere',
        }}
      >
        {amount}
      </Typography>
    </Box>
  );
}
