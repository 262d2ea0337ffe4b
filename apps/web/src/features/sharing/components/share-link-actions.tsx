import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { WhatsAppButton } from '../../../components/whatsapp-button';
import { useLinkSharing, type LinkToShare } from '../lib/use-link-sharing';
import type { WhatsAppLinkProps } from '../lib/use-whatsapp-link';

/**
 * The buttons that pass a customer link on: 'Copy link' on wide screens, 'Share' (the phone's share
 * sheet) on phones, and WhatsApp with a message ready to send. They render side by side into the
 * caller's action row, so its own layout rules apply to each.
 */
export function ShareLinkActions({
  whatsApp,
  labels,
  size = 'medium',
  prepareMessage,
  ...toShare
}: LinkToShare & {
  whatsApp: WhatsAppLinkProps;
  /** Starts reading what the share sheet's message needs, as a finger or pointer nears Share. */
  prepareMessage?: () => void;
  /** What the buttons say where 'Copy link' and 'Share' alone would not tell which link. */
  labels?: { copy: string; share: string; whatsApp: string };
  size?: 'medium' | 'large';
}) {
  const { t } = useTranslation('sharing');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { copy, share } = useLinkSharing(toShare);

  return (
    <>
      {phone ? (
        <Button
          variant="outlined"
          size={size}
          startIcon={<ShareIcon />}
          onPointerEnter={prepareMessage}
          onFocus={prepareMessage}
          onTouchStart={prepareMessage}
          onClick={() => void share()}
        >
          {labels?.share ?? t('actions.share')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          size={size}
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
        >
          {labels?.copy ?? t('actions.copyLink')}
        </Button>
      )}
      <WhatsAppButton
        size={size}
        aria-label={labels?.whatsApp ?? t('actions.whatsappLabel')}
        {...whatsApp}
      >
        {t('actions.whatsapp')}
      </WhatsAppButton>
    </>
  );
}
