import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDayMonthYearTime } from '@tailor/shared/dates';
import type { Garment } from '@tailor/shared/garments';
import { useTranslation } from 'react-i18next';

/** The garment's steps, oldest first: which, who recorded it, and when. */
export function GarmentSteps({ steps }: { steps: Garment['steps'] }) {
  const { t, i18n } = useTranslation('orderDetails');
  const language = i18n.resolvedLanguage ?? 'en';
  if (steps.length === 0)
    return <Typography color="text.secondary">{t('garment.noSteps')}</Typography>;
  return (
    <List dense disablePadding aria-label={t('garment.steps')}>
      {steps.map((step) => (
        <ListItem key={`${step.stage}-${step.at}`} disableGutters>
          <ListItemText
            primary={t(`garment.stages.${step.stage}`)}
            secondary={[step.by?.name, formatDayMonthYearTime(step.at, { language })]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
