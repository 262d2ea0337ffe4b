import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LogoMark } from '../../../components/auth-layout';
import { LanguageMenu } from '../../../components/language-menu';

export const SUPPORT_EMAIL = 'support@tailorshopmanager.in';
export const PRODUCT_WEBSITE = 'https://tailorshopmanager.in';

const TERMS_SECTIONS = 16;
const PRIVACY_SECTIONS = 10;
/** Sections that carry a bullet list, and the keys of its items in order. */
const SECTION_ITEMS: Record<string, readonly string[]> = {
  'terms.s2': ['measurements', 'orders', 'earnings', 'employees'],
};

function Sections({ part, count }: { part: 'terms' | 'privacy'; count: number }) {
  const { t } = useTranslation('legal');
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
      {Array.from({ length: count }, (_, index) => {
        const id = `${part}.s${index + 1}`;
        const items = SECTION_ITEMS[id];
        return (
          <Box component="li" key={id} id={`${part}-${index + 1}`}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {index + 1}. {t(`${id}.title`)}
            </Typography>
            <Typography variant="body1" sx={{ mt: 0.5 }}>
              {t(`${id}.body`)}
            </Typography>
            {items && (
              <Box component="ul" sx={{ mt: 1, mb: 0 }}>
                {items.map((item) => (
                  <Typography component="li" variant="body1" key={item}>
                    {t(`${id}.items.${item}`)}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** '/terms-and-conditions': the static terms and privacy text, opened in a new tab from signup. */
export function TermsPage() {
  const { t } = useTranslation(['legal', 'auth']);
  const parts = [
    { part: 'terms', heading: 'termsHeading', count: TERMS_SECTIONS },
    { part: 'privacy', heading: 'privacyHeading', count: PRIVACY_SECTIONS },
  ] as const;
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 2, md: 5 } }}>
      <Container maxWidth="md" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'primary.main' }}>
            <LogoMark size={36} />
            <Typography
              component="p"
              variant="subtitle1"
              sx={{ fontWeight: 700, color: 'text.primary' }}
            >
              {t('auth:layout.brand')}
            </Typography>
          </Stack>
          <LanguageMenu />
        </Stack>

        <Paper
          component="article"
          variant="outlined"
          sx={{ p: { xs: 2.5, sm: 4, md: 5 }, borderRadius: 3 }}
        >
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}
          >
            {t('title')}
          </Typography>
          <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
            {t('effective')}
          </Typography>
          <Typography variant="body1" sx={{ mt: 2 }}>
            {t('intro')}
          </Typography>

          {parts.map(({ part, heading, count }) => (
            <Fragment key={part}>
              <Divider sx={{ my: 4 }} />
              <Box component="section" aria-labelledby={`${part}-heading`}>
                <Typography
                  id={`${part}-heading`}
                  component="h2"
                  variant="h5"
                  sx={{ fontWeight: 700, mb: 2.5 }}
                >
                  {t(heading)}
                </Typography>
                <Sections part={part} count={count} />
              </Box>
            </Fragment>
          ))}

          <Divider sx={{ my: 4 }} />
          <Box component="section" aria-labelledby="contact-heading">
            <Typography
              id="contact-heading"
              component="h2"
              variant="h5"
              sx={{ fontWeight: 700, mb: 1.5 }}
            >
              {t('contact.title')}
            </Typography>
            <Typography variant="body1">
              <Trans
                t={t}
                i18nKey="contact.body"
                values={{
                  email: SUPPORT_EMAIL,
                  website: PRODUCT_WEBSITE.replace(/^https:\/\//, ''),
                }}
                components={{
                  emailLink: <Link href={`mailto:${SUPPORT_EMAIL}`} />,
                  siteLink: (
                    <Link href={PRODUCT_WEBSITE} target="_blank" rel="noopener noreferrer" />
                  ),
                }}
              />
            </Typography>
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
