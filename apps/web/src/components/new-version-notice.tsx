import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeNewVersionNotice } from '../lib/stale-code-reload';
import { useToast } from './toast';

/** 'A new version was loaded', once, on the page the app reloaded into after an upgrade. */
export function NewVersionNotice() {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    if (takeNewVersionNotice()) toast.show(t('update.loaded'));
  }, [t, toast]);
  return null;
}
