import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * Beside a code field: how long until another code may be sent (`waitText`, read out as it
 * changes), then the link that sends one, disabled while it is being sent.
 */
export function ResendCodeLink({
  secondsLeft,
  waitText,
  label,
  pending,
  onResend,
  testIds,
}: {
  secondsLeft: number;
  waitText: string;
  label: string;
  pending: boolean;
  onResend: () => void;
  testIds?: { countdown: string; link: string };
}) {
  return secondsLeft > 0 ? (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid={testIds?.countdown}
      aria-live="polite"
    >
      {waitText}
    </Typography>
  ) : (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={onResend}
      disabled={pending}
      data-testid={testIds?.link}
    >
      {label}
    </Link>
  );
}
