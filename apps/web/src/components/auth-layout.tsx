import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import { LanguageMenu } from './language-menu';

const FEATURES = [
  { key: 'orders', Icon: ReceiptLongOutlined },
  { key: 'measurements', Icon: StraightenOutlined },
  { key: 'reports', Icon: AssessmentOutlined },
  { key: 'roles', Icon: GroupsOutlined },
] as const;

/** The product mark: open scissors over a line of stitches. */
export function LogoMark({ size = 44 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      sx={{ flexShrink: 0, display: 'block' }}
    >
      <rect width="48" height="48" rx="12" fill="currentColor" />
      <g fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round">
        <circle cx="14" cy="32" r="5" />
        <circle cx="34" cy="32" r="5" />
        <path d="M17.5 28.5 34 7" />
        <path d="M30.5 28.5 14 7" />
        <path d="M6 42h36" strokeWidth="2" strokeDasharray="3 3" />
      </g>
      <circle cx="24" cy="19.5" r="1.8" fill="#fff" />
    </Box>
  );
}

type AuthLayoutProps = {
  children: ReactNode;
  /** Widest the form card grows; the signup form needs more room than the login form. */
  formMaxWidth?: number;
};

/**
 * Frame of the sign-in screens: brand, welcome text and feature bullets beside the
 * form on wide screens; on phones the brand sits above the form and the bullets below it.
 */
export function AuthLayout({ children, formMaxWidth = 440 }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <Box
      sx={{
        position: 'relative',
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        gridTemplateAreas: { xs: '"brand" "form" "features"', md: '"brand form"' },
        gridTemplateRows: { xs: 'auto 1fr auto', md: '1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
        <LanguageMenu />
      </Box>

      {/* On phones this panel dissolves (display: contents) so its two parts take the grid areas around the form. */}
      <Box
        component="aside"
        aria-label={t('layout.brand')}
        sx={{
          gridArea: { md: 'brand' },
          display: { xs: 'contents', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 5,
          px: { md: 6, lg: 10 },
          py: { md: 8 },
          color: { md: 'primary.contrastText' },
          background: (theme) =>
            `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        }}
      >
        <Box
          sx={{
            gridArea: 'brand',
            px: { xs: 2.5, md: 0 },
            pt: { xs: 7, md: 0 },
            pb: { xs: 1, md: 0 },
          }}
        >
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', mb: { xs: 1.5, md: 4 } }}
          >
            <Box
              sx={{ color: { xs: 'primary.main', md: 'rgba(255,255,255,0.16)' }, display: 'flex' }}
            >
              <LogoMark />
            </Box>
            <Typography component="p" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {t('layout.brand')}
            </Typography>
          </Stack>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' } }}
          >
            {t('layout.welcome')}
          </Typography>
          <Typography
            variant="body1"
            sx={{ mt: 1, opacity: { md: 0.9 }, color: { xs: 'text.secondary', md: 'inherit' } }}
          >
            {t('layout.tagline')}
          </Typography>
        </Box>

        <Box
          component="ul"
          aria-label={t('layout.featuresLabel')}
          sx={{
            gridArea: 'features',
            listStyle: 'none',
            m: 0,
            px: { xs: 2.5, md: 0 },
            pt: { xs: 1, md: 0 },
            pb: { xs: 4, md: 0 },
            display: 'grid',
            gap: { xs: 1.5, md: 2.5 },
          }}
        >
          {FEATURES.map(({ key, Icon }) => (
            <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box
                sx={{
                  display: 'flex',
                  p: 1,
                  borderRadius: 2,
                  bgcolor: { xs: 'action.hover', md: 'rgba(255,255,255,0.14)' },
                  color: { xs: 'primary.main', md: 'inherit' },
                }}
              >
                <Icon fontSize="small" />
              </Box>
              <Typography variant="body1">{t(`layout.features.${key}`)}</Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <Box
        component="main"
        sx={{
          gridArea: 'form',
          display: 'flex',
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'center',
          px: { xs: 1.5, sm: 3 },
          py: { xs: 1.5, md: 8 },
        }}
      >
        <Paper
          variant="outlined"
          sx={{ width: '100%', maxWidth: formMaxWidth, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
        >
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
