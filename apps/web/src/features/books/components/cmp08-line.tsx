import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { financialYearOf } from '@tailor/shared/gst';
import { todayInShopZone } from '@tailor/shared/dates';
import { formatRupees } from '@tailor/shared/money';
import { useCmp08 } from '../api/get-cmp08';

/** The financial year and quarter (1: April to June … 4: January to March) of a day. */
export function quarterOf(isoDate: string): { financialYear: number; quarter: number } {
  const month = Number(isoDate.slice(5, 7));
  return {
    financialYear: financialYearOf(isoDate),
    quarter: Math.floor(((month + 8) % 12) / 3) + 1,
  };
}

/**
 * A composition shop's CMP-08 for the quarter so far: its bills of supply's turnover and the tax
 * at its rate. Nothing while the quarter has no bills of supply (a shop not under composition).
 */
export function Cmp08Line() {
  const { t } = useTranslation('books');
  const cmp08 = useCmp08(quarterOf(todayInShopZone()));
  const data = cmp08.data;
  if (!data || data.bills === 0) return null;
  return (
    <Typography data-testid="cmp08-line">
      {t('cmp08.line', {
        quarter: data.quarter,
        year: `${data.financial_year}-${String((data.financial_year + 1) % 100).padStart(2, '0')}`,
        turnover: formatRupees(data.turnover),
        rate: data.rate,
        tax: formatRupees(data.tax),
      })}
    </Typography>
  );
}
