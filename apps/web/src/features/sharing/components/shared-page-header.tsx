import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

/**
 * The top of a customer's page: the shop's name as its letterhead, the page title and whom the
 * page is about. The customer opened it from a message, so the shop comes first.
 */
export function SharedPageHeader({
  shopName,
  title,
  customerName,
  extra,
}: {
  shopName: string;
  title: string;
  customerName: string;
  extra?: ReactNode;
}) {
  return (
    <Paper
      component="header"
      elevation={0}
      sx={{
        p: { xs: 2.5, sm: 3.5 },
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 100%)`,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, opacity: 0.95 }}>
        <StorefrontIcon fontSize="small" aria-hidden />
        <Typography
          component="p"
          variant="subtitle1"
          data-testid="shared-shop-name"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {shopName}
        </Typography>
      </Stack>
      <PageTitle>{title}</PageTitle>
      <Stack
        direction="row"
        sx={{ mt: 1.5, gap: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
          <PersonOutlineIcon fontSize="small" aria-hidden />
          <Typography
            component="p"
            variant="h6"
            data-testid="shared-customer-name"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {customerName}
          </Typography>
        </Stack>
        {extra && <Box>{extra}</Box>}
      </Stack>
    </Paper>
  );
}
