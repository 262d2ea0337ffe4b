import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A report's headline amount on the primary colour: its title, the amount large, lines under it. */
export function HeadlineCard({
  titleId,
  title,
  figure,
  figureTestId,
  fullHeight = false,
  children,
}: {
  titleId: string;
  title: string;
  figure: string;
  figureTestId: string;
  /** Fills its grid cell, as the cards beside it do. */
  fullHeight?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{
        ...(fullHeight && { height: '100%' }),
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography
          variant="h3"
          component="p"
          data-testid={figureTestId}
          sx={{ fontWeight: 700, my: 1, overflowWrap: 'anywhere' }}
        >
          {figure}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
