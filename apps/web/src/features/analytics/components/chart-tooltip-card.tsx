import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The box a chart shows on hover: what the point is (a month, a day, a year) and its amount. */
export function ChartTooltipCard({
  title,
  line,
  color,
}: {
  title: string;
  line: string;
  color: string;
}) {
  return (
    <Paper
      elevation={3}
      data-testid="chart-tooltip"
      sx={{ px: 1.5, py: 1, borderRadius: 2, minWidth: 120, pointerEvents: 'none' }}
    >
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <Typography
        variant="body2"
        component="p"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', fontWeight: 500 }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
        />
        {line}
      </Typography>
    </Paper>
  );
}
