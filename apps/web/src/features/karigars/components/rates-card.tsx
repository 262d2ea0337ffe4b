import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type KarigarSummary } from '@tailor/shared/karigars';
import { GARMENT_NAME_MAX, KARIGAR_STAGES, type KarigarStage } from '@tailor/shared/karigars-rules';
import { formatRupees, MAX_RUPEE_AMOUNT, parseRupeeInput } from '@tailor/shared/money';
import { useApiErrorText } from '../../../lib/error-text';
import { TEMPLATE_GARMENTS, useTemplateLabels } from '../../../lib/template-labels';
import { useDeleteKarigarRate } from '../api/delete-karigar-rate';
import { useKarigarRates } from '../api/get-karigar-rates';
import { useSetKarigarRate } from '../api/set-karigar-rate';

const ALL = 'all';

/**
 * The shop's piece rates: what each garment earns when its order is Completed, for every karigar
 * or for one (their own rate wins). Setting a garment's rate again replaces it; credits already
 * made keep the rate they were made at.
 */
export function RatesCard({ karigars }: { karigars: KarigarSummary['employees'] }) {
  const { t } = useTranslation('karigars');
  const errorText = useApiErrorText();
  const { garment: garmentLabel } = useTemplateLabels();
  const rates = useKarigarRates();
  const setRate = useSetKarigarRate();
  const deleteRate = useDeleteKarigarRate();
  const [garment, setGarment] = useState('');
  const [forWhom, setForWhom] = useState(ALL);
  const [stage, setStage] = useState<KarigarStage>('completed');
  const [rate, setRateText] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const rupees = parseRupeeInput(rate);
  const garmentError = !garment.trim()
    ? t('rates.garmentRequired')
    : garment.trim().length > GARMENT_NAME_MAX
      ? t('rates.garmentTooLong', { max: GARMENT_NAME_MAX })
      : null;
  const rateError =
    rupees === null || rupees > MAX_RUPEE_AMOUNT
      ? t('rates.rateInvalid')
      : rupees <= 0
        ? t('rates.rateAboveZero')
        : null;

  const save = () => {
    setSubmitted(true);
    if (garmentError || rateError || rupees === null) return;
    setRate.mutate(
      {
        garment: garment.trim(),
        employee_id: forWhom === ALL ? null : forWhom,
        stage,
        rate: rupees,
      },
      {
        onSuccess: () => {
          setGarment('');
          setRateText('');
          setSubmitted(false);
        },
      },
    );
  };

  const active = karigars.filter((karigar) => karigar.active);
  const list = rates.data?.rates ?? [];

  return (
    <Card component="section" aria-labelledby="rates-title">
      <CardContent>
        <Typography id="rates-title" variant="h6" component="h2">
          {t('rates.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('rates.subtitle')}
        </Typography>
        {rates.isError && !rates.data && <Alert severity="error">{t('errors.load')}</Alert>}
        {rates.data && list.length === 0 && (
          <Typography color="text.secondary">{t('rates.empty')}</Typography>
        )}
        {list.length > 0 && (
          <List dense aria-label={t('rates.title')} sx={{ mb: 1 }}>
            {list.map((entry) => (
              <ListItem
                key={entry._id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('rates.remove', { garment: garmentLabel(entry.garment) })}
                    onClick={() => deleteRate.mutate(entry._id)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={`${garmentLabel(entry.garment)} · ${t(`stage.${entry.stage}`)} · ${formatRupees(entry.rate)}`}
                  secondary={entry.employee ? entry.employee.name : t('rates.forAll')}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Autocomplete
            freeSolo
            options={TEMPLATE_GARMENTS}
            // Stored as the order book writes it (template garments in English), shown translated.
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                {garmentLabel(option)}
              </li>
            )}
            inputValue={garment}
            onInputChange={(_event, value) => setGarment(value)}
            sx={{ flex: 2, minWidth: 0 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('rates.garment')}
                error={submitted && Boolean(garmentError)}
                helperText={(submitted && garmentError) || undefined}
              />
            )}
          />
          <TextField
            select
            label={t('rates.stage')}
            value={stage}
            onChange={(event) => setStage(event.target.value as KarigarStage)}
            sx={{ flex: 2, minWidth: 0 }}
          >
            {KARIGAR_STAGES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`stage.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('rates.for')}
            value={forWhom}
            onChange={(event) => setForWhom(event.target.value)}
            sx={{ flex: 2, minWidth: 0 }}
          >
            <MenuItem value={ALL}>{t('rates.forAll')}</MenuItem>
            {active.map((karigar) => (
              <MenuItem key={karigar._id} value={karigar._id}>
                {karigar.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('rates.rate')}
            value={rate}
            onChange={(event) => setRateText(event.target.value)}
            error={submitted && Boolean(rateError)}
            helperText={(submitted && rateError) || undefined}
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
          <Button
            variant="contained"
            loading={setRate.isPending}
            onClick={save}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, mt: { sm: 1 } }}
          >
            {t('rates.save')}
          </Button>
        </Stack>
        {(setRate.isError || deleteRate.isError) && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorText(setRate.error ?? deleteRate.error) ?? t('errors.save')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
