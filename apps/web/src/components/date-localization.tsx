import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/en-in';
import 'dayjs/locale/gu';
import 'dayjs/locale/hi';
import 'dayjs/locale/mr';
import 'dayjs/locale/ta';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Date pickers speak the interface language; English uses the Indian variant (day before month).
 * Each screen with a picker wraps it, so the date library loads with the first picker, not the app.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={lng === 'en' ? 'en-in' : lng}>
      {children}
    </LocalizationProvider>
  );
}
