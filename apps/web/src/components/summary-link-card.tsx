import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '@tailor/shared/money';

/**
 * A dashboard's line on a money report: its title, the amount with what it is made of beside it
 * (a skeleton until it is there), and the way to the report.
 */
export function SummaryLinkCard({
  titleId,
  title,
  summary,
  amountTestId,
  skeletonWidth,
  to,
  viewLabel,
}: {
  titleId: string;
  title: string;
  summary: { amount: number; detail: string } | undefined;
  amountTestId?: string;
  skeletonWidth: number;
  to: string;
  viewLabel: string;
}) {
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <div>
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
            {summary ? (
              <Typography variant="body2" color="text.secondary">
                <Typography
                  component="span"
                  data-testid={amountTestId}
                  sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'text.primary', mr: 1 }}
                >
                  {formatRupees(summary.amount)}
                </Typography>
                {summary.detail}
              </Typography>
            ) : (
              <Skeleton width={skeletonWidth} />
            )}
          </div>
          <Button component={RouterLink} to={to} endIcon={<ArrowForwardIcon />}>
            {viewLabel}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
