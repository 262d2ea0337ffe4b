import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A sign-in form's heading: its title, the line under it, and what else the form shows there. */
export function AuthFormHeading({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {subtitle}
      </Typography>
      {children}
    </div>
  );
}

/** A sign-in form's submit button: full width, with a spinner while the form is sent. */
export function AuthSubmitButton({
  pending,
  testId,
  children,
}: {
  pending: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={pending}
      loadingPosition="start"
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
