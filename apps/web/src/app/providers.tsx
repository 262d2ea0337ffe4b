import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import 'dayjs/locale/en-in';
import 'dayjs/locale/gu';
import 'dayjs/locale/hi';
import 'dayjs/locale/mr';
import 'dayjs/locale/ta';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ChangingLanguageOverlay } from '../components/changing-language-overlay';
import { ErrorBoundary } from '../components/error-boundary';
import { ToastProvider } from '../components/toast';
import { i18n } from '../lib/i18n';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { theme } from './theme';

/** Date pickers speak the interface language; English uses the Indian variant (day before month). */
function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const lng = instance.resolvedLanguage ?? 'en';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={lng === 'en' ? 'en-in' : lng}>
      {children}
    </LocalizationProvider>
  );
}

/** Everything a screen may rely on: theme, translations, data cache, date pickers, toasts. */
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
          <DateLocalization>
            <ToastProvider>
              <ErrorBoundary>{children}</ErrorBoundary>
              <ChangingLanguageOverlay />
            </ToastProvider>
          </DateLocalization>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
