import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import HintIcon from '@mui/icons-material/InfoOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH } from '@tailor/shared/settings-rules';
import {
  canAddMeasurement,
  measurementNameProblem,
  type DraftGarment,
  type NameProblem,
} from '../lib/template-draft';
import { useTemplateNameLabel } from '../lib/use-template-name-label';

export type GarmentPanelActions = {
  toggle: (key: string) => void;
  renameGarment: (garment: DraftGarment) => void;
  removeGarment: (garment: DraftGarment) => void;
  moveGarment: (key: string, delta: -1 | 1) => void;
  addMeasurement: (key: string, name: string) => void;
  renameMeasurement: (garment: DraftGarment, index: number) => void;
  editHint: (garment: DraftGarment, name: string) => void;
  removeMeasurement: (key: string, index: number) => void;
  moveMeasurement: (key: string, index: number, delta: -1 | 1) => void;
  problemText: (problem: NameProblem, kind: 'garment' | 'measurement') => string;
};

type GarmentTemplatePanelProps = {
  garment: DraftGarment;
  index: number;
  count: number;
  expanded: boolean;
  /** Just added: the new-measurement field takes the focus. */
  focusNewMeasurement: boolean;
  actions: GarmentPanelActions;
};

function RowAction({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
}) {
  const button = (
    <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
      {icon}
    </IconButton>
  );
  // A disabled button fires no events, so its tooltip needs a wrapper to listen.
  return <Tooltip title={label}>{disabled ? <span>{button}</span> : button}</Tooltip>;
}

/** One garment of the templates: its measurement names in order, with every edit the editor offers. */
export const GarmentTemplatePanel = memo(function GarmentTemplatePanel({
  garment,
  index,
  count,
  expanded,
  focusNewMeasurement,
  actions,
}: GarmentTemplatePanelProps) {
  const { t } = useTranslation('settings');
  const labels = useTemplateNameLabel();
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const title = labels.garment(garment.garment);
  const total = garment.measurements.length;
  const summaryId = `${garment.key}-summary`;
  const full = !canAddMeasurement(garment);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const found = measurementNameProblem(garment, newName);
    if (found) {
      setProblem(actions.problemText(found, 'measurement'));
      return;
    }
    actions.addMeasurement(garment.key, newName);
    setNewName('');
  };

  return (
    <Accordion
      expanded={expanded}
      onChange={() => actions.toggle(garment.key)}
      disableGutters
      variant="outlined"
      sx={{ '&::before': { display: 'none' }, borderRadius: '12px !important' }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={summaryId}
        aria-controls={`${garment.key}-details`}
        sx={{ px: { xs: 1.5, sm: 2 }, '& .MuiAccordionSummary-content': { minWidth: 0 } }}
      >
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography
              variant="subtitle1"
              component="span"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            <Chip
              size="small"
              label={t('templates.measurementCount', { count: total })}
              color={total === 0 ? 'warning' : 'default'}
              variant={total === 0 ? 'filled' : 'outlined'}
            />
          </Stack>
          {/* Open, the list below says it all. */}
          {!expanded && (
            <Typography
              variant="body2"
              color={total === 0 ? 'warning.dark' : 'text.secondary'}
              noWrap
              sx={{ mt: 0.25 }}
            >
              {total === 0
                ? t('templates.noMeasurements')
                : garment.measurements.map(labels.measurement).join(' · ')}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 1.5, sm: 2 }, pt: 0, pb: 2 }}>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, pb: 1.5, mb: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Button
            size="small"
            startIcon={<EditIcon />}
            onClick={() => actions.renameGarment(garment)}
          >
            {t('templates.renameGarment')}
          </Button>
          <Button
            size="small"
            startIcon={<ArrowUpwardIcon />}
            disabled={index === 0}
            onClick={() => actions.moveGarment(garment.key, -1)}
          >
            {t('templates.moveGarmentUp')}
          </Button>
          <Button
            size="small"
            startIcon={<ArrowDownwardIcon />}
            disabled={index === count - 1}
            onClick={() => actions.moveGarment(garment.key, 1)}
          >
            {t('templates.moveGarmentDown')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => actions.removeGarment(garment)}
          >
            {t('templates.removeGarment')}
          </Button>
        </Stack>

        {total > 0 ? (
          <Box
            component="ol"
            aria-label={t('templates.measurementsOf', { garment: title })}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {garment.measurements.map((name, i) => {
              const label = labels.measurement(name);
              return (
                <Box
                  component="li"
                  key={name}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    py: 0.5,
                    borderBottom: i < total - 1 ? 1 : 0,
                    borderColor: 'divider',
                  }}
                >
                  <Avatar
                    aria-hidden="true"
                    sx={{
                      width: 26,
                      height: 26,
                      fontSize: '0.8rem',
                      bgcolor: 'action.selected',
                      color: 'text.primary',
                    }}
                  >
                    {i + 1}
                  </Avatar>
                  <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Typography>{label}</Typography>
                    {garment.hints[name] && (
                      <Typography variant="body2" color="text.secondary">
                        {garment.hints[name]}
                      </Typography>
                    )}
                  </Box>
                  <Stack direction="row" sx={{ flexShrink: 0 }}>
                    <RowAction
                      label={t('templates.moveUp', { name: label })}
                      icon={<ArrowUpwardIcon fontSize="small" />}
                      disabled={i === 0}
                      onClick={() => actions.moveMeasurement(garment.key, i, -1)}
                    />
                    <RowAction
                      label={t('templates.moveDown', { name: label })}
                      icon={<ArrowDownwardIcon fontSize="small" />}
                      disabled={i === total - 1}
                      onClick={() => actions.moveMeasurement(garment.key, i, 1)}
                    />
                    <RowAction
                      label={t('templates.hint', { name: label })}
                      icon={<HintIcon fontSize="small" />}
                      onClick={() => actions.editHint(garment, name)}
                    />
                    <RowAction
                      label={t('templates.rename', { name: label })}
                      icon={<EditIcon fontSize="small" />}
                      onClick={() => actions.renameMeasurement(garment, i)}
                    />
                    <RowAction
                      label={t('templates.remove', { name: label })}
                      icon={<DeleteOutlineIcon fontSize="small" />}
                      onClick={() => actions.removeMeasurement(garment.key, i)}
                    />
                  </Stack>
                </Box>
              );
            })}
          </Box>
        ) : (
          <Typography variant="body2" color="warning.dark" sx={{ py: 1 }}>
            {t('templates.addFirstMeasurement')}
          </Typography>
        )}

        <Stack
          component="form"
          noValidate
          onSubmit={add}
          direction="row"
          spacing={1}
          sx={{ mt: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label={t('templates.newMeasurement')}
            value={newName}
            autoFocus={focusNewMeasurement}
            disabled={full}
            onChange={(event) => {
              setNewName(event.target.value.replace(/^\s+/, ''));
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? (full ? t('templates.measurementsFull') : undefined)}
            slotProps={{ htmlInput: { maxLength: TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH } }}
          />
          <Button
            type="submit"
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={full}
            sx={{ flexShrink: 0, height: 40 }}
          >
            {t('templates.addMeasurement')}
          </Button>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
});
