import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITE_DIALOG_CLOSE_MS, SNACKBAR_MS } from '@tailor/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog';
import { NameTextField, PhoneTextField } from '../../../components/person-text-fields';
import { useToast } from '../../../components/toast';
import { session } from '../../../lib/session';
import { useSendInvite } from '../api/send-invite';
import { copyText } from '../../../lib/copy-text';
import {
  emptyInviteForm,
  inviteFormSchema,
  type InviteFormInput,
  type InviteFormOutput,
} from '../lib/invite-form-schema';
import { useInviteMessageText } from '../lib/message-text';
import { shareLink } from '../lib/share-link';
import { LinkCopiedDialog } from './link-copied-dialog';

type InviteEmployeeDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Someone the shop already recorded: their name and phone fill step 1. */
  initial?: InviteFormInput;
};

/**
 * Invite New Employee: step 1 takes a name and a phone and generates the link; step 2
 * shows the link to share or copy. After a copy the 'Link Copied!' dialog shows and, 2.5 s later,
 * everything closes with the form reset. Closing at any time clears link, form and messages. It
 * invites someone already on the team who cannot sign in yet (new people are added, and invited,
 * with Add Employee).
 */
export function InviteEmployeeDialog({ open, onClose, initial }: InviteEmployeeDialogProps) {
  const { t } = useTranslation('invites');
  const messageText = useInviteMessageText();
  const toast = useToast();
  const sendInvite = useSendInvite();
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [copiedDialogOpen, setCopiedDialogOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { control, handleSubmit, reset } = useForm<InviteFormInput, unknown, InviteFormOutput>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: initial ?? emptyInviteForm,
    mode: 'onTouched',
  });

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    clearTimeout(closeTimer.current);
    setLink(null);
    setCopied(false);
    setCopiedDialogOpen(false);
    reset(initial ?? emptyInviteForm);
    sendInvite.reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (input) => {
    // Sending an invite needs the signed-in user's id.
    if (!session.get('userId')) {
      toast.show(t('errors.userIdMissing'), { severity: 'error', durationMs: SNACKBAR_MS });
      return;
    }
    try {
      const result = await sendInvite.mutateAsync(input);
      setLink(result.invite_link);
    } catch {
      // A failed send shows no message of its own; the form stays for another try.
    }
  });

  const onCopy = async () => {
    if (!link) return;
    try {
      await copyText(link);
    } catch {
      toast.show(t('errors.copyFailed'), { severity: 'error', durationMs: SNACKBAR_MS });
      return;
    }
    setCopied(true);
    setCopiedDialogOpen(true);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, INVITE_DIALOG_CLOSE_MS);
  };

  const onShare = async () => {
    if (!link) return;
    const outcome = await shareLink({
      title: t('dialog.shareTitle'),
      text: t('dialog.shareText'),
      url: link,
    });
    if (outcome === 'unsupported') window.alert(t('errors.shareUnsupported'));
    else if (outcome === 'failed')
      toast.show(t('errors.shareFailed'), { severity: 'error', durationMs: SNACKBAR_MS });
  };

  return (
    <>
      <TitledDialog
        open={open}
        onClose={close}
        maxWidth="sm"
        testId="invite-employee-dialog"
        title={
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <PersonAddAlt1Icon color="primary" aria-hidden />
            <span>{t('dialog.title')}</span>
          </Stack>
        }
      >
        <DialogContent>
          {link ? (
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <Box sx={{ textAlign: 'center' }}>
                <Box
                  sx={{
                    width: 56,
                    height: 56,
                    mx: 'auto',
                    mb: 1.5,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    color: 'success.main',
                    bgcolor: (theme) => `${theme.palette.success.main}1f`,
                  }}
                >
                  <LinkIcon fontSize="large" aria-hidden />
                </Box>
                <Typography variant="h6" component="h2">
                  {t('dialog.generatedTitle')}
                </Typography>
                <Typography color="text.secondary">{t('dialog.generatedBody')}</Typography>
              </Box>
              {copied && (
                <Alert severity="success" role="status">
                  {t('dialog.copiedMessage')}
                </Alert>
              )}
              <Box
                data-testid="invite-link"
                aria-label={t('dialog.linkLabel')}
                role="textbox"
                aria-readonly="true"
                sx={{
                  p: 1.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'grey.50',
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                  fontSize: '0.875rem',
                  wordBreak: 'break-all',
                  userSelect: 'all',
                }}
              >
                {link}
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button
                  variant="outlined"
                  startIcon={<ShareIcon />}
                  onClick={() => void onShare()}
                  fullWidth
                >
                  {t('dialog.share')}
                </Button>
                <Button
                  variant="contained"
                  startIcon={<ContentCopyIcon />}
                  onClick={() => void onCopy()}
                  fullWidth
                >
                  {t('dialog.copy')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Stack
              component="form"
              id="invite-employee-form"
              noValidate
              onSubmit={onSubmit}
              spacing={2.5}
              sx={{ pt: 1 }}
            >
              <Typography color="text.secondary">{t('dialog.intro')}</Typography>
              <NameTextField
                name="name"
                control={control}
                label={t('dialog.name')}
                autoFocus
                errorText={messageText}
              />
              <PhoneTextField
                name="phone"
                control={control}
                label={t('dialog.phone')}
                errorText={messageText}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {link ? (
            <Button onClick={close}>{t('dialog.done')}</Button>
          ) : (
            <>
              <Button onClick={close}>{t('dialog.cancel')}</Button>
              <Button
                type="submit"
                form="invite-employee-form"
                variant="contained"
                disabled={sendInvite.isPending}
              >
                {sendInvite.isPending ? t('dialog.generating') : t('dialog.generate')}
              </Button>
            </>
          )}
        </DialogActions>
      </TitledDialog>
      <LinkCopiedDialog
        open={open && copiedDialogOpen}
        onClose={() => setCopiedDialogOpen(false)}
      />
    </>
  );
}
