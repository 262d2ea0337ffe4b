import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';

export const STEP_KEYS = ['gender', 'details', 'payment', 'review'] as const;

/** Hidden on screen, still read by screen readers (sizes as strings: in sx, 1 would mean 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The four steps of a new order. Steps already done are buttons (to go back and change them); on a
 * phone only the current step's name is written out, under the icons.
 */
export function OrderStepper({
  step,
  onSelect,
}: {
  step: number;
  onSelect: (step: number) => void;
}) {
  const { t } = useTranslation('newOrder');
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const labels = STEP_KEYS.map((key) => t(`steps.${key}`));

  return (
    <nav aria-label={t('steps.label')}>
      <Stepper
        activeStep={step}
        nonLinear
        sx={compact ? { '& .MuiStepLabel-labelContainer': visuallyHidden } : undefined}
      >
        {labels.map((label, index) => (
          <Step key={label} completed={index < step}>
            {index < step ? (
              <StepButton onClick={() => onSelect(index)}>{label}</StepButton>
            ) : (
              <StepLabel aria-current={index === step ? 'step' : undefined}>{label}</StepLabel>
            )}
          </Step>
        ))}
      </Stepper>
      {compact && (
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1.5 }} aria-hidden>
          {t('steps.progress', { current: step + 1, total: labels.length, name: labels[step] })}
        </Typography>
      )}
    </nav>
  );
}
