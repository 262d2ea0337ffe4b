import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApprovalSchema } from '@tailor/shared/approvals';
import {
  APPROVAL_ADDON_DESCRIPTION_MAX_LENGTH,
  APPROVAL_DESCRIPTION_MAX_LENGTH,
  type ApprovalKind,
} from '@tailor/shared/approvals-rules';
import { FormDialog } from '../../../../components/form-dialog';
import { useToast } from '../../../../components/toast';
import { useApiErrorText } from '../../../../lib/error-text';
import { useRuleText } from '../../../../lib/rule-text';
import { useIntentKey } from '../../../../lib/use-intent-key';
import { useCreateOrderApproval } from '../../api/create-order-approval';

type Field = 'kind' | 'description' | 'amount' | 'image_id';

export interface ApprovalDialogProps {
  orderId: string;
  /** The order's photos, to show one with the request. */
  photos: { _id: string; url: string }[];
  /** Whether the viewer may name prices: only they ask for add-ons. */
  mayAskAddon: boolean;
  onClose: () => void;
}

/**
 * 'Ask the customer': an add-on (a description that becomes a line of the order, and its price) or
 * a design (a description and one of the order's photos). The customer answers from the tracking
 * link, which the outbox sends. Checked with the route's own schema. Mount it to open it.
 */
export function ApprovalDialog({ orderId, photos, mayAskAddon, onClose }: ApprovalDialogProps) {
  const { t } = useTranslation('orderDetails');
  const ruleText = useRuleText();
  const errorText = useApiErrorText();
  const toast = useToast();
  const kindId = useId();
  const photoId = useId();
  const create = useCreateOrderApproval(orderId);
  const intent = useIntentKey();
  const [kind, setKind] = useState<ApprovalKind>(mayAskAddon ? 'addon' : 'design');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [imageId, setImageId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async () => {
    const input = {
      kind,
      description,
      ...(kind === 'addon' && amount.trim() !== '' ? { amount: Number(amount) } : {}),
      image_id: imageId,
    };
    const checked = createApprovalSchema.safeParse(input);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= ruleText(issue.message) ?? issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const sending = intent.send({ ...input, orderId }, create.mutateAsync);
    if (!sending) return;
    setServerError(null);
    try {
      await sending;
      toast.show(t('approvals.dialog.sent'), { severity: 'success' });
      onClose();
    } catch (error) {
      setServerError(errorText(error) ?? t('approvals.dialog.failed'));
    }
  };

  return (
    <FormDialog
      title={t('approvals.dialog.title')}
      testId="approval-dialog"
      submitting={create.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      cancelLabel={t('approvals.dialog.cancel')}
      submitLabel={t('approvals.dialog.send')}
      contentProps={{ sx: { display: 'flex', flexDirection: 'column', gap: 2.5 } }}
    >
      <DialogContentText>{t('approvals.dialog.intro')}</DialogContentText>
      {mayAskAddon && (
        <FormControl>
          <FormLabel id={kindId}>{t('approvals.dialog.kind')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={kindId}
            value={kind}
            onChange={(event) => setKind(event.target.value as ApprovalKind)}
          >
            <FormControlLabel value="addon" control={<Radio />} label={t('approvals.kind.addon')} />
            <FormControlLabel
              value="design"
              control={<Radio />}
              label={t('approvals.kind.design')}
            />
          </RadioGroup>
        </FormControl>
      )}
      <TextField
        label={t('approvals.dialog.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        required
        slotProps={{
          htmlInput: {
            maxLength:
              kind === 'addon'
                ? APPROVAL_ADDON_DESCRIPTION_MAX_LENGTH
                : APPROVAL_DESCRIPTION_MAX_LENGTH,
          },
        }}
        error={!!errors.description}
        helperText={
          errors.description ??
          (kind === 'addon'
            ? t('approvals.dialog.descriptionHelpAddon')
            : t('approvals.dialog.descriptionHelpDesign'))
        }
      />
      {kind === 'addon' && (
        <TextField
          label={t('approvals.dialog.amount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
          type="number"
          slotProps={{ htmlInput: { inputMode: 'decimal', min: 0, step: '0.01' } }}
          error={!!errors.amount}
          helperText={errors.amount}
        />
      )}
      {photos.length > 0 && (
        <FormControl error={!!errors.image_id}>
          <FormLabel id={photoId}>{t('approvals.dialog.photo')}</FormLabel>
          <ToggleButtonGroup
            exclusive
            aria-labelledby={photoId}
            value={imageId}
            onChange={(_event, value: string | null) => setImageId(value)}
            sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}
          >
            {photos.map((photo, index) => (
              <ToggleButton
                key={photo._id}
                value={photo._id}
                aria-label={t('approvals.dialog.photoLabel', { number: index + 1 })}
                sx={{ p: 0.5 }}
              >
                <Box
                  component="img"
                  src={photo.url}
                  alt=""
                  sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }}
                />
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {errors.image_id && <FormHelperText role="alert">{errors.image_id}</FormHelperText>}
        </FormControl>
      )}
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
    </FormDialog>
  );
}
