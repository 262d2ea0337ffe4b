import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { SentInvites } from '../../../features/invites/components/sent-invites';

/** /app/invites: the same Sent Invites view as the employee list's Invites tab. */
export function InvitesRoute() {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2}>
      <PageTitle>{t('screens.invites')}</PageTitle>
      <SentInvites />
    </Stack>
  );
}
