import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/**
 * The EmptyState of a searchable list: `Icon` with the namespace's `list.emptyTitle` and
 * `list.emptyBody` and the way on (`action`) while the list is empty, a greyed search icon with
 * `list.noMatchTitle` and `list.noMatchBody` while a search hides every row.
 */
export function ListEmptyState({
  ns,
  searching,
  Icon,
  action,
  frame,
}: {
  ns: string;
  searching: boolean;
  Icon: typeof SearchOffIcon;
  action: ReactNode;
  frame?: 'outlined';
}) {
  const { t } = useTranslation(ns);
  const Shown = searching ? SearchOffIcon : Icon;
  return (
    <EmptyState
      frame={frame}
      icon={<Shown fontSize="large" />}
      muted={searching}
      title={searching ? t('list.noMatchTitle') : t('list.emptyTitle')}
      body={searching ? t('list.noMatchBody') : t('list.emptyBody')}
      action={!searching && action}
    />
  );
}
