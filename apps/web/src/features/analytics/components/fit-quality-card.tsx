import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FitQuality } from '@tailor/shared/analytics';
import { monthShortName } from '@tailor/shared/dates';
import { isLanguage } from '../../../lib/i18n';
import { garmentName } from '@tailor/shared/template-names';
import { DashboardSection } from './dashboard-section';

/**
 * The shop's quality figure: how its garments fitted, as customers told from the tracking link,
 * month by month, per garment and karigar: good fits and changes asked.
 */
export function FitQualityCard({ rows }: { rows: FitQuality[] | undefined }) {
  const { t, i18n } = useTranslation('analytics');
  if (!rows) return null;
  const language = i18n.language;
  const month = (value: string) =>
    `${monthShortName(Number(value.slice(5, 7)), language)} ${value.slice(0, 4)}`;
  const garment = (name: string) => (isLanguage(language) ? garmentName(name, language) : name);
  return (
    <DashboardSection
      id="fit-quality"
      title={t('fitQuality.title')}
      subtitle={t('fitQuality.subtitle')}
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('fitQuality.empty')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="fit-quality-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('fitQuality.month')}</TableCell>
              <TableCell>{t('fitQuality.garment')}</TableCell>
              <TableCell>{t('fitQuality.karigar')}</TableCell>
              <TableCell align="right">{t('fitQuality.good')}</TableCell>
              <TableCell align="right">{t('fitQuality.needsChange')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.month}|${row.garment}|${row.karigar ?? ''}`}>
                <TableCell>{month(row.month)}</TableCell>
                <TableCell>{garment(row.garment)}</TableCell>
                <TableCell>{row.karigar ?? t('fitQuality.unassigned')}</TableCell>
                <TableCell align="right">{row.good}</TableCell>
                <TableCell align="right">{row.needs_change}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DashboardSection>
  );
}
