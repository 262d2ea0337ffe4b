import { createTheme } from '@mui/material/styles';
import { BRAND_COLORS } from '@tailor/shared/brand-colors';

/** System fonts first, then Noto for the Indic scripts, so no web font has to download. */
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Devanagari"',
  '"Noto Sans Gujarati"',
  '"Noto Sans Tamil"',
  'Arial',
  'sans-serif',
].join(',');

/** Calm and professional: deep indigo with a teal accent, rounded cards, readable from 390 px up. */
export const theme = createTheme({
  palette: {
    primary: {
      main: BRAND_COLORS.primary,
      light: '#5f5fc4',
      dark: '#001064',
      contrastText: '#ffffff',
    },
    secondary: {
      main: BRAND_COLORS.secondary,
      light: '#48a999',
      dark: '#004c40',
      contrastText: '#ffffff',
    },
    success: { main: BRAND_COLORS.success },
    info: { main: BRAND_COLORS.info },
    warning: { main: BRAND_COLORS.warning, dark: '#9a3412' },
    error: { main: BRAND_COLORS.error },
    background: { default: '#f5f6fa', paper: '#ffffff' },
    text: { primary: BRAND_COLORS.text, secondary: BRAND_COLORS.textSecondary },
    divider: 'rgba(28, 31, 46, 0.1)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    h4: { fontSize: '1.375rem', fontWeight: 700 },
    h5: { fontSize: '1.25rem', fontWeight: 600 },
    h6: { fontSize: '1.0625rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 14 } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10, minHeight: 40 } },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 10 } } },
    MuiDialog: {
      styleOverrides: {
        paper: ({ ownerState }) => (ownerState.fullScreen ? {} : { borderRadius: 16 }),
      },
    },
  },
});
