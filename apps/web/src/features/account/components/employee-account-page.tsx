import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isoDateInZone } from '@tailor/shared/dates';
import { formatPhoneDisplay, phoneTelHref } from '@tailor/shared/phone';
import { useTranslation } from 'react-i18next';
import { AvatarHeadingSkeleton } from '../../../components/avatar-heading-skeleton';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { PageTitle } from '../../../components/page-title';
import { useSessionValue } from '../../../lib/session';
import { useEmployeeDetails } from '../api/get-employee-details';
import { RetryAlert } from '../../../components/retry-alert';
import { InterfaceLanguageSelect } from './interface-language-select';
import { LogoutButton } from './logout-button';
import { Fact, FactList } from '../../../components/fact-list';

/** /employee/account: my details in the selected store (GET /get_employee_details), language, logout. */
export function EmployeeAccountPage() {
  const { t, i18n } = useTranslation('employeeArea');
  const language = i18n.resolvedLanguage ?? 'en';
  const storeId = useSessionValue('selectedStoreId');
  const details = useEmployeeDetails(storeId);
  const me = details.data;

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageTitle>{t('account.title')}</PageTitle>

      {details.isError && !me && (
        <RetryAlert onRetry={() => void details.refetch()} retryLabel={t('retry')}>
          {t('account.loadFailed')}
        </RetryAlert>
      )}

      <Card component="section" aria-label={t('account.detailsLabel')}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {!me ? (
            details.isPending ? (
              <Stack spacing={2} aria-busy="true">
                <AvatarHeadingSkeleton size={64} below={<Skeleton variant="text" width="25%" />} />
                <Skeleton variant="rounded" height={96} />
              </Stack>
            ) : (
              <Typography color="text.secondary">{t('account.unavailable')}</Typography>
            )
          ) : (
            <>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar
                  sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: '1.75rem' }}
                  aria-hidden
                >
                  {Array.from(me.name.trim())[0]?.toLocaleUpperCase()}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {me.name}
                  </Typography>
                  <Stack
                    direction="row"
                    sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    <Chip
                      size="small"
                      color="primary"
                      variant="outlined"
                      label={t(`positions.${me.position}`)}
                    />
                    <Stack
                      direction="row"
                      spacing={0.5}
                      sx={{ alignItems: 'center', color: 'text.secondary' }}
                    >
                      <StorefrontIcon fontSize="small" aria-hidden />
                      <Typography variant="body2">{me.store_name}</Typography>
                    </Stack>
                  </Stack>
                </Box>
              </Stack>
              <Divider sx={{ my: 2.5 }} />
              <FactList columns={{ xs: '1fr', sm: '1fr 1fr' }}>
                <Fact label={t('account.phone')}>
                  <Link href={phoneTelHref(me.phone)} underline="hover">
                    {formatPhoneDisplay(me.phone)}
                  </Link>
                </Fact>
                <Fact label={t('account.email')}>{me.email || '-'}</Fact>
                <Fact label={t('account.experience')}>
                  {me.experience === null ? '-' : t('account.years', { count: me.experience })}
                </Fact>
                <Fact label={t('account.specialization')}>
                  {me.specialization ? t(`specializations.${me.specialization}`) : '-'}
                </Fact>
                <Fact label={t('account.joined')}>
                  {formatCalendarDate(isoDateInZone(new Date(me.joined_at)), language)}
                </Fact>
              </FactList>
            </>
          )}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="account-language-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <TranslateIcon color="primary" aria-hidden />
            <Typography id="account-language-title" variant="h6" component="h2">
              {t('account.language')}
            </Typography>
          </Stack>
          <InterfaceLanguageSelect label={t('account.languageLabel')} sx={{ maxWidth: 320 }} />
        </CardContent>
      </Card>

      <Box>
        <LogoutButton label={t('account.logout')} />
      </Box>
    </Stack>
  );
}
