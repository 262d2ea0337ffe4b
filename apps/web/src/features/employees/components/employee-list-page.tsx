import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EMPLOYEE_SEARCH_DELAY_MS, TEXT_MAX_LENGTH } from '@tailor/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchField } from '../../../components/data-list/search-field';
import { useUrlSearch } from '../../../components/data-list/use-url-search';
import { PageTitle } from '../../../components/page-title';
import { EmployeesTab } from './employees-tab';

const TAB_PARAM = 'tab';
const SEARCH_PARAM = 'q';
type ListTab = 'employees' | 'invites';

type EmployeeListPageProps = {
  /** The Invites tab's content for the current search (the route composes the invites feature). */
  renderInvites: (search: string) => ReactNode;
};

/**
 * /app/employee-list: a search over name, phone, email and position that waits 300 ms
 * after the last keystroke, and two tabs, Employees and Invites. Tab and search live in the URL,
 * so coming back from an employee's page restores them.
 */
export function EmployeeListPage({ renderInvites }: EmployeeListPageProps) {
  const { t } = useTranslation('employees');
  const [params, setParams] = useSearchParams();
  const tab: ListTab = params.get(TAB_PARAM) === 'invites' ? 'invites' : 'employees';
  const { search, field } = useUrlSearch(SEARCH_PARAM, EMPLOYEE_SEARCH_DELAY_MS);

  const chooseTab = (next: ListTab) => {
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next === 'invites') updated.set(TAB_PARAM, 'invites');
        else updated.delete(TAB_PARAM);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <Stack spacing={2}>
      <PageTitle>{t('list.title')}</PageTitle>
      <SearchField
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        {...field}
        maxLength={TEXT_MAX_LENGTH}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: ListTab) => chooseTab(value)}
          aria-label={t('list.tabsLabel')}
          variant="fullWidth"
          sx={{ maxWidth: { sm: 420 } }}
        >
          {(
            [
              ['employees', t('list.employeesTab'), BadgeIcon],
              ['invites', t('list.invitesTab'), MailOutlineIcon],
            ] as const
          ).map(([value, label, Icon]) => (
            <Tab
              key={value}
              value={value}
              label={label}
              icon={<Icon />}
              iconPosition="start"
              id={`employee-list-tab-${value}`}
              aria-controls="employee-list-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="employee-list-panel" aria-labelledby={`employee-list-tab-${tab}`}>
        {tab === 'employees' ? <EmployeesTab search={search} /> : renderInvites(search)}
      </Box>
    </Stack>
  );
}
