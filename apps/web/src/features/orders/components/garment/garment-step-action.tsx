import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Garment } from '@tailor/shared/garments';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../../lib/error-text';
import { useRecordGarmentStage } from '../../api/record-garment-stage';

/**
 * The one tap a scan is for: "Mark <next step> done" for the garment, and what the tap did (the
 * step kept, the order completed with its last garment, or why it was refused). Nothing to tap
 * once the garment is ready.
 */
export function GarmentStepAction({ garment }: { garment: Garment }) {
  const { t } = useTranslation('garments');
  const record = useRecordGarmentStage();
  const errorText = useApiErrorText();
  const next = garment.next_stage;
  const done = record.data;
  return (
    <Stack spacing={1.5}>
      {next ? (
        <Button
          variant="contained"
          size="large"
          startIcon={<CheckCircleIcon />}
          disabled={record.isPending}
          onClick={() => record.mutate({ tagCode: garment.tag_code, stage: next })}
        >
          {record.isPending
            ? t('page.marking')
            : t('page.markDone', { stage: t(`stages.${next}`) })}
        </Button>
      ) : (
        <Alert severity="success">{t('page.allDone')}</Alert>
      )}
      {done && done.stage && (
        <Alert severity="success" role="status">
          {done.order_completed
            ? t('page.orderCompleted')
            : t('page.marked', { stage: t(`stages.${done.stage}`) })}
        </Alert>
      )}
      {record.error && (
        <Alert severity="error">{errorText(record.error) ?? t('page.loadFailed')}</Alert>
      )}
    </Stack>
  );
}
