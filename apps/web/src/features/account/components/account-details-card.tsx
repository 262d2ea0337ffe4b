import EditIcon from '@mui/icons-material/EditOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '@tailor/shared/accounts';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import { Fact, FactList } from '../../../components/fact-list';
import { AccountDetailsForm } from './account-details-form';

/** The owner's and shop's details: read first, with an Edit button that turns them into the form. */
export function AccountDetailsCard({ store }: { store: Store }) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  const headingId = useId();

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {/* On a narrow phone the Edit button moves under the heading rather than squeezing it
            (Tamil's heading and subtitle need the width). */}
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', mb: editing ? 2.5 : 2, minWidth: 0, flexWrap: 'wrap' }}
        >
          <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
            <StorefrontIcon />
          </Avatar>
          <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Typography id={headingId} variant="h6" component="h2">
              {t('details.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {editing ? t('details.editHint') : t('details.subtitle')}
            </Typography>
          </Box>
          {!editing && (
            <Button
              variant="outlined"
              startIcon={<EditIcon />}
              onClick={() => setEditing(true)}
              sx={{ flexShrink: 0 }}
            >
              {t('details.edit')}
            </Button>
          )}
        </Stack>

        {editing ? (
          <AccountDetailsForm store={store} onDone={() => setEditing(false)} />
        ) : (
          <FactList columns={{ xs: '1fr', sm: '1fr 1fr' }} columnGap={3}>
            <Fact label={t('fields.shop_name')}>{store.shop_name}</Fact>
            <Fact label={t('fields.owners_name')}>{store.owners_name}</Fact>
            <Fact label={t('details.email')}>{store.email || t('details.notGiven')}</Fact>
            <Fact label={t('details.phone')}>
              {store.phone ? formatPhoneDisplay(store.phone) : t('details.notGiven')}
            </Fact>
            <Fact label={t('fields.address')} wide keepLines>
              {store.address}
            </Fact>
            <Fact label={t('fields.pincode')}>{store.pincode}</Fact>
            <Fact label={t('fields.district')}>{store.district}</Fact>
            <Fact label={t('fields.state')}>{store.state}</Fact>
          </FactList>
        )}
      </CardContent>
    </Card>
  );
}
