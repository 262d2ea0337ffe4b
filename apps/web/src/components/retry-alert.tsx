import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';

/** What could not be loaded, with a button to try again. */
export function RetryAlert({
  onRetry,
  retryLabel,
  children,
}: {
  onRetry: ButtonProps['onClick'];
  retryLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
