import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { diagramMarkFor, FIGURE_PATHS, type DiagramMark } from '../lib/measurement-diagram';

function Mark({ mark, color }: { mark: DiagramMark; color: string }) {
  const common = { fill: 'none', stroke: color, strokeWidth: 3, strokeLinecap: 'round' as const };
  if (mark.kind === 'line')
    return <path d={mark.d} {...common} strokeDasharray={mark.back ? '4 3' : undefined} />;
  return (
    <ellipse
      cx={mark.cx}
      cy={mark.cy}
      rx={mark.rx}
      ry={mark.ry}
      transform={mark.rotate ? `rotate(${mark.rotate} ${mark.cx} ${mark.cy})` : undefined}
      {...common}
    />
  );
}

/**
 * Where to measure one measurement: its name, a line drawing with the tape's place highlighted
 * (for the default measurements) and its hint. A shop's own measurement shows its hint only.
 */
export default function MeasurementGuideDialog({
  open,
  onClose,
  name,
  label,
  garment,
  hint,
}: {
  open: boolean;
  onClose: () => void;
  /** The measurement's stored name, which picks its mark on the figure. */
  name: string;
  /** Its name in the interface language. */
  label: string;
  garment: string;
  hint: string;
}) {
  const { t } = useTranslation('newOrder');
  const theme = useTheme();
  const mark = diagramMarkFor(name, garment);
  const titleId = 'measurement-guide-title';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('guide.title', { name: label })}</DialogTitle>
      <DialogContent>
        {mark && (
          <Box
            component="svg"
            viewBox="0 0 160 280"
            role="img"
            aria-label={t('guide.diagram', { name: label })}
            sx={{ display: 'block', width: '100%', maxHeight: '46vh', mb: 1.5 }}
          >
            {FIGURE_PATHS.map((d) => (
              <path
                key={d}
                d={d}
                fill="none"
                stroke={theme.palette.text.secondary}
                strokeWidth={1.5}
                strokeLinejoin="round"
              />
            ))}
            <Mark mark={mark} color={theme.palette.warning.main} />
          </Box>
        )}
        <Typography>{hint}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('guide.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
