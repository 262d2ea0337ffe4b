import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

/** A customer page that could not load: what failed, why, and a retry when trying again may help. */
export function PublicErrorState({
  title,
  text,
  retryLabel,
  onRetry,
}: {
  title: string;
  text: string;
  retryLabel: string;
  onRetry?: () => void;
}) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  return (
    <Card role="alert" data-testid="shared-error">
      <CardContent>
        <Stack
          spacing={1.5}
          sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, sm: 6 } }}
        >
          <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
          {onRetry && (
            <Button variant="outlined" onClick={onRetry} sx={{ mt: 1 }}>
              {retryLabel}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
