import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
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

/** A step's mark: a tick once done, else its number in a circle (filled for the current step). */
function StepMark({ index, state }: { index: number; state: 'done' | 'current' | 'later' }) {
  if (state === 'done')
    return (
      <CheckCircleIcon
        color="primary"
        aria-hidden
        sx={{ fontSize: 24, display: 'block', flexShrink: 0 }}
      />
    );
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 24,
        height: 24,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        typography: 'caption',
        color: 'primary.contrastText',
        bgcolor: state === 'current' ? 'primary.main' : 'text.disabled',
      }}
    >
      {index + 1}
    </Box>
  );
}

/**
 * The four steps of a new order, as a list. Steps already done are buttons (to go back and change
 * them), the current one is marked for screen readers; on a phone only the current step's name is
 * written out, under the marks. Drawn without MUI's Stepper, whose tab-list keyboard handling the
 * first step of the wizard would otherwise have to load.
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
      <Box
        component="ol"
        sx={{ display: 'flex', alignItems: 'center', listStyle: 'none', m: 0, p: 0 }}
      >
        {labels.map((label, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'later';
          const content = (
            <>
              <StepMark index={index} state={state} />
              <Typography
                component="span"
                variant="body2"
                sx={{
                  ...(compact ? visuallyHidden : {}),
                  color: state === 'later' ? 'text.secondary' : 'text.primary',
                  fontWeight: state === 'current' ? 500 : undefined,
                }}
              >
                {label}
              </Typography>
            </>
          );
          return (
            <Box
              component="li"
              key={STEP_KEYS[index]}
              aria-current={state === 'current' ? 'step' : undefined}
              sx={{ display: 'flex', alignItems: 'center', flex: index > 0 ? '1 1 auto' : 'none' }}
            >
              {index > 0 && (
                <Box
                  aria-hidden
                  sx={{ flex: '1 1 auto', mx: 1, borderTop: 1, borderColor: 'divider' }}
                />
              )}
              {state === 'done' ? (
                <ButtonBase
                  onClick={() => onSelect(index)}
                  sx={{ gap: 1, p: 1, m: -1, borderRadius: 1 }}
                >
                  {content}
                </ButtonBase>
              ) : (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>{content}</Box>
              )}
            </Box>
          );
        })}
      </Box>
      {compact && (
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1.5 }} aria-hidden>
          {t('steps.progress', { current: step + 1, total: labels.length, name: labels[step] })}
        </Typography>
      )}
    </nav>
  );
}
