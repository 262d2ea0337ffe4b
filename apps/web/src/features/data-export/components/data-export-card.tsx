import DataObjectIcon from '@mui/icons-material/DataObject';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@tailor/shared/constants';
import { CSV_EXPORT_FILES, type CsvExportFile } from '@tailor/shared/data-export';
import { useToast } from '../../../components/toast';
import { useDownloadCsvExport } from '../api/download-csv-export';
import { useDownloadJsonExport } from '../api/download-json-export';
import { useApiErrorText } from '../../../lib/error-text';

const CSV_FILES = Object.keys(CSV_EXPORT_FILES) as CsvExportFile[];

/** 'customers.csv' → 'customers', the key of its description. */
export const csvFileKey = (file: CsvExportFile) => file.replace(/\.csv$/, '');

function ExportOption({
  icon,
  title,
  text,
  buttonLabel,
  download,
}: {
  icon: ReactElement;
  title: string;
  text: string;
  buttonLabel: string;
  download: UseMutationResult<string, Error, void>;
}) {
  const { t } = useTranslation('dataExport');
  const errorText = useApiErrorText();
  const toast = useToast();
  const headingId = useId();

  const start = async () => {
    try {
      const fileName = await download.mutateAsync();
      toast.show(t('saved', { file: fileName }), { severity: 'success', durationMs: TOAST_MS });
    } catch (error) {
      const text = errorText(error);
      toast.show(text ?? t('failed'), { severity: 'error', durationMs: TOAST_MS });
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        onClick={() => void start()}
        loading={download.isPending}
        loadingPosition="start"
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {buttonLabel}
      </Button>
    </Paper>
  );
}

/**
 * "Your data is yours": the shop's records as spreadsheets or as a full backup, what each file
 * holds, and what the owner does with a backup: keep it, or hand it over to move the shop. The
 * restore command is for whoever runs the server, so it lives in the README, not here.
 */
export function DataExportCard() {
  const { t } = useTranslation('dataExport');
  const csv = useDownloadCsvExport();
  const json = useDownloadJsonExport();
  const headingId = useId();
  const restoreId = useId();
  const contentsId = useId();

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <div>
            <Typography id={headingId} variant="h6" component="h2">
              {t('title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('intro')}
            </Typography>
          </div>

          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <ExportOption
              icon={<TableChartIcon />}
              title={t('csv.title')}
              text={t('csv.text')}
              buttonLabel={t('csv.download')}
              download={csv}
            />
            <ExportOption
              icon={<DataObjectIcon />}
              title={t('json.title')}
              text={t('json.text')}
              buttonLabel={t('json.download')}
              download={json}
            />
          </Box>

          <Accordion variant="outlined" disableGutters sx={{ '&::before': { display: 'none' } }}>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${contentsId}-summary`}
              aria-controls={`${contentsId}-details`}
            >
              <Typography sx={{ fontWeight: 600 }}>{t('csv.contentsTitle')}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('csv.format')}
              </Typography>
              <Stack spacing={2}>
                {CSV_FILES.map((file) => (
                  <Box key={file}>
                    <Typography
                      variant="subtitle2"
                      component="h4"
                      sx={{ fontFamily: 'monospace', fontSize: '0.9rem' }}
                    >
                      {file}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {t(`csv.files.${csvFileKey(file)}`)}
                    </Typography>
                    <Box
                      component="ul"
                      aria-label={t('csv.columnsOf', { file })}
                      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0 }}
                    >
                      {CSV_EXPORT_FILES[file].map((column) => (
                        <Box component="li" key={column.header} sx={{ listStyle: 'none' }}>
                          {/* The header as the file has it; its meaning is in the file's README. */}
                          <Chip size="small" variant="outlined" label={column.header} />
                        </Box>
                      ))}
                    </Box>
                  </Box>
                ))}
              </Stack>
            </AccordionDetails>
          </Accordion>

          <Box component="section" aria-labelledby={restoreId}>
            <Typography id={restoreId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {t('restore.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('restore.text')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('restore.notes')}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
