import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog';

export type TemplateNameDialogProps = {
  title: string;
  label: string;
  submitLabel: string;
  initialValue?: string;
  maxLength: number;
  /** The problem with a name, in words, or null when it can be used. */
  validate: (name: string) => string | null;
  /** A longer text (a hint) on several lines, with a line of help under it. */
  multiline?: boolean;
  help?: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/**
 * Asks for a garment or measurement name (to add or rename one), or a measurement's hint; checked
 * before it is accepted.
 */
export function TemplateNameDialog({
  title,
  label,
  submitLabel,
  initialValue = '',
  maxLength,
  validate,
  onSubmit,
  onClose,
  multiline = false,
  help = ' ',
}: TemplateNameDialogProps) {
  const { t } = useTranslation('settings');
  const [value, setValue] = useState(initialValue);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(value);
    if (found) {
      setProblem(found);
      return;
    }
    onSubmit(value.trim());
  };

  return (
    <TitledDialog onClose={onClose} title={title}>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            label={label}
            value={value}
            onChange={(event) => {
              setValue(event.target.value.replace(/^\s+/, ''));
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? help}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            fullWidth={multiline}
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
