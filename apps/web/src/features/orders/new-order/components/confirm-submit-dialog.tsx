import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductMeasurementWarnings } from '../lib/measurement-warnings';
import { useMeasurementWarningText } from '../lib/measurement-warning-text';
import { useTemplateLabels } from '../../../../lib/template-labels';

/** The unusual measurements, one line each, and the box that says they were checked. */
function UnusualValues({
  warnings,
  checked,
  onCheck,
}: {
  warnings: ProductMeasurementWarnings[];
  checked: boolean;
  onCheck: (checked: boolean) => void;
}) {
  const { t } = useTranslation('newOrder');
  const labels = useTemplateLabels();
  const warningText = useMeasurementWarningText();
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="unusual-measurements">
      <AlertTitle>{t('confirm.unusualTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.flatMap((product) =>
          product.warnings.map((warning, i) => (
            <li key={`${product.index}-${warning.kind}-${warning.name}-${i}`}>
              {t('confirm.unusualLine', {
                product: t('products.title', { number: product.index + 1 }),
                garment: labels.garment(product.garment),
                text: warningText(warning, 'long'),
              })}
            </li>
          )),
        )}
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={checked} onChange={(event) => onCheck(event.target.checked)} />}
        label={t('confirm.unusualCheck')}
      />
    </Alert>
  );
}

/**
 * 'Are you sure you want to submit this order?'. Stays open on failure, for a retry.
 * Measurements that look unusual are listed, and the order goes only once they are ticked as
 * checked: a warning, never a refusal.
 */
export function ConfirmSubmitDialog({
  open,
  pending,
  error,
  warnings = [],
  onCancel,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  error: string | null;
  warnings?: ProductMeasurementWarnings[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('newOrder');
  // Ticked for the values shown: other values (after going back to change them) ask again.
  const shown = JSON.stringify(warnings);
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  const unusual = warnings.length > 0;
  const checked = checkedFor === shown;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="confirm-submit-title"
      aria-describedby="confirm-submit-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-submit-title">{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-submit-text">{t('confirm.message')}</DialogContentText>
        {unusual && (
          <UnusualValues
            warnings={warnings}
            checked={checked}
            onCheck={(value) => setCheckedFor(value ? shown : null)}
          />
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={pending || (unusual && !checked)}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pending ? t('actions.submitting') : error ? t('actions.tryAgain') : t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
