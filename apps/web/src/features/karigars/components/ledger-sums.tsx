import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LedgerSums as Sums } from '@tailor/shared/karigars';
import { formatRupees } from '@tailor/shared/money';

/**
 * Owed at the start, earned (with its garments), paid and owed at the end of a period ('owed now'
 * for a period up to today); owed below zero is shown as an advance.
 */
export function LedgerSums({
  sums,
  current,
  testId,
}: {
  sums: Sums;
  /** The period runs to today or later: its end is now. */
  current: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('karigars');
  const advance = sums.owed < 0;
  const figures = [
    { key: 'opening', label: t('sums.opening'), value: formatRupees(sums.opening) },
    {
      key: 'earned',
      label: t('sums.earned', { count: sums.garments }),
      value: formatRupees(sums.earned),
    },
    { key: 'paid', label: t('sums.paid'), value: formatRupees(sums.paid) },
    {
      key: 'owed',
      label: advance ? t('sums.advance') : current ? t('sums.owed') : t('sums.owedAtEnd'),
      value: formatRupees(Math.abs(sums.owed)),
    },
  ];
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1 }}
    >
      {figures.map((figure) => (
        <Box
          key={figure.key}
          data-testid={`sum-${figure.key}`}
          sx={{
            p: 1.25,
            borderRadius: 1,
            bgcolor:
              figure.key === 'owed' ? (advance ? 'warning.light' : 'primary.main') : 'action.hover',
            color: figure.key === 'owed' && !advance ? 'primary.contrastText' : 'text.primary',
            minWidth: 0,
          }}
        >
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {figure.label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
