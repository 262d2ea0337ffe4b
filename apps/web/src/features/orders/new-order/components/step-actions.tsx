import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * While `bar` is stuck to the bottom of the screen, a field that focus or the keyboard scrolls to
 * stops above it: on a phone the bar would otherwise cover the field being typed in (the price,
 * a measurement near the bottom). The page's scroll padding follows the bar's height, which grows
 * with its notice.
 */
function useKeepFocusAbove(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const page = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      page.scrollPaddingBottom = `${element.offsetHeight + 8}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      page.scrollPaddingBottom = '';
    };
  }, [bar]);
}

/** Back and Next (Submit order on the last step), kept in view at the bottom of the screen. */
export function StepActions({
  step,
  lastStep,
  busy,
  onBack,
  onNext,
  notice,
}: {
  step: number;
  lastStep: number;
  busy: boolean;
  onBack: () => void;
  onNext: () => void;
  /** Why the step cannot be left (or the gender lock), shown right above the buttons. */
  notice: { severity: 'error' | 'warning'; text: string } | null;
}) {
  const { t } = useTranslation('newOrder');
  const isLast = step === lastStep;
  const bar = useRef<HTMLDivElement>(null);
  useKeepFocusAbove(bar);
  return (
    <Box
      ref={bar}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mx: { xs: -2, md: 0 },
        px: { xs: 2, md: 0 },
        py: 1.5,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {notice && (
        <Alert severity={notice.severity} role="alert" sx={{ mb: 1.5, py: 0 }}>
          {notice.text}
        </Alert>
      )}
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          justifyContent: step > 0 ? 'space-between' : 'flex-end',
        }}
      >
        {step > 0 && (
          <Button
            variant="outlined"
            startIcon={<ArrowBackIcon />}
            onClick={onBack}
            sx={{ minWidth: 112 }}
          >
            {t('actions.back')}
          </Button>
        )}
        <Button
          variant="contained"
          endIcon={isLast ? <SendIcon /> : <ArrowForwardIcon />}
          onClick={onNext}
          disabled={busy}
          sx={{ minWidth: 140, flexGrow: { xs: 1, sm: 0 } }}
        >
          {isLast ? t('actions.submit') : t('actions.next')}
        </Button>
      </Box>
    </Box>
  );
}
