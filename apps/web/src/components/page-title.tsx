import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A screen's heading; also names the browser tab after the screen. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = `${children} · ${appName}`;
    return () => {
      document.title = appName;
    };
  }, [children, appName]);
  return (
    <Typography variant="h4" component="h1">
      {children}
    </Typography>
  );
}
