import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { LedgerView } from './ledger-view';
import { PeriodPicker, usePeriodParam } from './period-picker';

/** /employee/wages: the signed-in karigar's own earned, paid and owed, entries and pay slip. */
export function MyWagesPage() {
  const { t } = useTranslation('karigars');
  const [period, setPeriod] = usePeriodParam();
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <div>
        <PageTitle>{t('myWages.title')}</PageTitle>
        <Typography color="text.secondary">{t('myWages.subtitle')}</Typography>
      </div>
      <PeriodPicker period={period} onChange={setPeriod} />
      <LedgerView owner="self" period={period} />
    </Stack>
  );
}
