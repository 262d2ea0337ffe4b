import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button, { type ButtonProps } from '@mui/material/Button';

/** A button that opens a WhatsApp chat in a new tab: outlined in green, with WhatsApp's mark. */
export function WhatsAppButton(
  props: Omit<ButtonProps<'a'>, 'color' | 'startIcon'> & { href: string },
) {
  return (
    <Button
      variant="outlined"
      color="success"
      startIcon={<WhatsAppIcon />}
      target="_blank"
      rel="noopener noreferrer"
      {...props}
    />
  );
}
