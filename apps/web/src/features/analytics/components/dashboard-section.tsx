import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { CardHeading } from '../../../components/card-heading';

/** A titled card of the dashboard; its heading names the region for screen readers and tests. */
export function DashboardSection({
  id,
  title,
  subtitle,
  action,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack
          direction="row"
          sx={{
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 1.5,
            flexWrap: 'wrap',
          }}
        >
          <div>
            <CardHeading id={headingId} title={title} subtitle={subtitle} />
          </div>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
