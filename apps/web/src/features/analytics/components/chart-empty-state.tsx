import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What a chart shows without data: a title and a hint, in the space the chart would take. */
export function ChartEmptyState({
  title,
  hint,
  height,
}: {
  title: string;
  hint: string;
  height: number;
}) {
  return (
    <Box
      role="status"
      sx={{
        minHeight: height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        textAlign: 'center',
        px: 2,
        borderRadius: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        bgcolor: 'grey.50',
      }}
    >
      <InsightsOutlinedIcon sx={{ fontSize: 44, color: 'text.disabled' }} aria-hidden />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}
