import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../../components/report-page';
import { LedgerView } from './ledger-view';
import { PeriodPicker, usePeriodParam } from './period-picker';

/** /employee/wages: the signed-in karigar's own earned, paid and owed, entries and pay slip. */
export function MyWagesPage() {
  const { t } = useTranslation('karigars');
  const [period, setPeriod] = usePeriodParam();
  return (
    <ReportPage title={t('myWages.title')} subtitle={t('myWages.subtitle')}>
      <PeriodPicker period={period} onChange={setPeriod} />
      <LedgerView owner="self" period={period} />
    </ReportPage>
  );
}
