import Alert, { type AlertColor } from '@mui/material/Alert';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { TRACKER_STEPS } from '@tailor/shared/orders';
import { orderStatusLabelKey } from '../../../components/order-status-chip';
import { trackerView, type TrackerNote } from '../lib/tracker-view';

const NOTE_SEVERITY: Record<Exclude<TrackerNote, null>, AlertColor> = {
  pending: 'info',
  delayed: 'warning',
  cancelled: 'error',
  delivered: 'success',
};

const NOTE_KEY: Record<Exclude<TrackerNote, null>, string> = {
  pending: 'order.pendingNote',
  delayed: 'order.delayedNote',
  cancelled: 'order.cancelledNote',
  delivered: 'order.deliveredNote',
};

/**
 * 'Order Progress' (spec §2, §4): Assigned, In Process, Completed, Delivered, vertical on phones and
 * across on wider screens. The current step carries aria-current="step".
 */
export function OrderProgressStepper({ status }: { status: string }) {
  const { t } = useTranslation('sharing');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const view = trackerView(status);

  return (
    <>
      {view.note && (
        <Alert severity={NOTE_SEVERITY[view.note]} sx={{ mb: 2 }} data-testid="tracker-note">
          {t(NOTE_KEY[view.note])}
        </Alert>
      )}
      <Stepper
        activeStep={view.activeStep}
        orientation={phone ? 'vertical' : 'horizontal'}
        alternativeLabel={!phone}
        aria-label={t('order.progress')}
        role="list"
        data-orientation={phone ? 'vertical' : 'horizontal'}
        data-testid="order-progress"
        sx={{ '& .MuiStepLabel-label.Mui-active': { fontWeight: 700 } }}
      >
        {TRACKER_STEPS.map((step, index) => {
          const active = index === view.activeStep;
          const delayed = index === view.delayedStep;
          return (
            <Step
              key={step}
              role="listitem"
              completed={index < view.activeStep || (view.finished && active)}
              aria-current={active ? 'step' : undefined}
              data-testid="tracker-step"
            >
              <StepLabel
                error={delayed}
                optional={
                  delayed ? (
                    <Typography variant="caption" color="warning.dark" sx={{ fontWeight: 600 }}>
                      {t(orderStatusLabelKey('Delayed'))}
                    </Typography>
                  ) : undefined
                }
              >
                {t(orderStatusLabelKey(step))}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </>
  );
}
