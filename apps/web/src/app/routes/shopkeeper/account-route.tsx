import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { AccountSection } from '../../../features/account/components/account-section';
import { DATA_EXPORT_TEXTS } from '../../../features/data-export/page-texts';
import {
  MEASUREMENT_TEMPLATES_TEXTS,
  SHOP_SETTINGS_TEXTS,
} from '../../../features/settings/page-texts';
import { lazyNamed } from '../../lazy-named';

// The other tabs load when first chosen, each with the texts it shows.
const ShopSettingsSection = lazyNamed(
  () => import('../../../features/settings/components/shop-settings-section'),
  'ShopSettingsSection',
  SHOP_SETTINGS_TEXTS,
);
const MeasurementTemplatesSection = lazyNamed(
  () => import('../../../features/settings/components/measurement-templates-section'),
  'MeasurementTemplatesSection',
  MEASUREMENT_TEMPLATES_TEXTS,
);
const DataExportCard = lazyNamed(
  () => import('../../../features/data-export/components/data-export-card'),
  'DataExportCard',
  DATA_EXPORT_TEXTS,
);

const TABS = ['profile', 'settings', 'templates', 'data'] as const;
type AccountTab = (typeof TABS)[number];

const isTab = (value: string | null): value is AccountTab =>
  (TABS as readonly (string | null)[]).includes(value);

/**
 * /app/account: the shop's account, its settings, its measurement templates and its data, one tab
 * each (?tab=…, so a reload stays on the tab). A tab is mounted when first shown and stays mounted
 * while hidden, so unsaved edits survive a look at another tab.
 */
export function AccountRoute() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AccountTab = isTab(requested) ? requested : 'profile';
  const id = useId();
  const [shown, setShown] = useState<ReadonlySet<AccountTab>>(() => new Set([tab]));
  if (!shown.has(tab)) setShown(new Set([...shown, tab]));

  const panels: Record<AccountTab, ReactNode> = {
    profile: <AccountSection />,
    settings: <ShopSettingsSection />,
    templates: <MeasurementTemplatesSection />,
    data: <DataExportCard />,
  };

  return (
    <Stack spacing={2}>
      <PageTitle>{tCommon('screens.account')}</PageTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mx: { xs: -2, md: 0 } }}>
        <Tabs
          value={tab}
          onChange={(_, value: AccountTab) =>
            setParams(value === 'profile' ? {} : { tab: value }, { replace: true })
          }
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('tabs.label')}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`tabs.${name}`)}
              id={`${id}-tab-${name}`}
              aria-controls={`${id}-panel-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      {TABS.map((name) => (
        <Box
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          hidden={tab !== name}
        >
          {shown.has(name) && <Suspense fallback={<PageLoader />}>{panels[name]}</Suspense>}
        </Box>
      ))}
    </Stack>
  );
}
