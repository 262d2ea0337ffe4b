import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ChangingLanguageOverlay } from '../components/changing-language-overlay';
import { ErrorBoundary } from '../components/error-boundary';
import { NewVersionNotice } from '../components/new-version-notice';
import { SessionExpiredDialog } from '../components/session-expired-dialog';
import { ToastProvider } from '../components/toast';
import { UpdatePrompt } from '../components/update-prompt';
import { i18n } from '../lib/i18n';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { theme } from './theme';

/** Everything a screen may rely on: theme, translations, data cache, toasts. */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <ErrorBoundary>{children}</ErrorBoundary>
            <ChangingLanguageOverlay />
            <SessionExpiredDialog />
            <UpdatePrompt />
            <NewVersionNotice />
          </ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
