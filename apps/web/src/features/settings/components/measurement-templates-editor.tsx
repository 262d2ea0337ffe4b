import AddIcon from '@mui/icons-material/Add';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@tailor/shared/constants';
import { GENDERS, type Gender } from '@tailor/shared/customers-rules';
import { measurementTemplatesSchema } from '@tailor/shared/settings';
import type { Settings } from '@tailor/shared/settings-responses';
import {
  GARMENT_NAME_MAX_LENGTH,
  GARMENTS_PER_GENDER_MAX,
  MEASUREMENT_HINT_MAX_LENGTH,
  TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH,
} from '@tailor/shared/settings-rules';
import { useToast } from '../../../components/toast';
import { LeaveGuard } from '../../../components/leave-guard';
import { useUpdateSettings } from '../api/update-settings';
import {
  addGarment,
  addMeasurement,
  canAddGarment,
  fromDraft,
  garmentNameProblem,
  measurementNameProblem,
  moveGarment,
  moveMeasurement,
  removeGarment,
  removeMeasurement,
  renameGarment,
  renameMeasurement,
  sameTemplates,
  setMeasurementHint,
  toDraft,
  type DraftGarment,
  type NameProblem,
  type TemplatesDraft,
} from '../lib/template-draft';
import { useSettingsMessage } from '../lib/use-settings-message';
import { useTemplateNameLabel } from '../lib/use-template-name-label';
import { ConfirmDialog } from './confirm-dialog';
import { GarmentTemplatePanel, type GarmentPanelActions } from './garment-template-panel';
import { TemplateNameDialog } from './template-name-dialog';
import { ApiError } from '../../../lib/api-client';
import { useApiErrorText } from '../../../lib/error-text';

/** Where in the templates the server's refusal is ('measurement_templates.male.2' -> male, 2). */
function refusedPath(failure: unknown): PropertyKey[] {
  const field = failure instanceof ApiError ? failure.params.field : undefined;
  if (typeof field !== 'string') return [];
  const [, gender, index] = field.split('.');
  return index && /^\d+$/.test(index) ? [gender!, Number(index)] : gender ? [gender] : [];
}

type OpenDialog =
  | { kind: 'addGarment' }
  | { kind: 'renameGarment'; garment: DraftGarment }
  | { kind: 'renameMeasurement'; garment: DraftGarment; index: number }
  | { kind: 'hint'; garment: DraftGarment; name: string }
  | { kind: 'removeGarment'; garment: DraftGarment }
  | { kind: 'reset' };

/**
 * The shop's measurement templates, per gender: garments with their measurement names, which the
 * new-order flow offers. Edits stay on this screen until saved; past orders never change.
 */
export function MeasurementTemplatesEditor({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const errorText = useApiErrorText();
  const toast = useToast();
  const message = useSettingsMessage();
  const labels = useTemplateNameLabel();
  const update = useUpdateSettings();
  const headingId = useId();

  const saved = settings.measurement_templates;
  const savedDraft = useMemo(() => toDraft(saved), [saved]);
  const [edited, setEdited] = useState<TemplatesDraft | null>(null);
  const draft = edited ?? savedDraft;
  const dirty = edited !== null && !sameTemplates(fromDraft(edited), saved);

  const [gender, setGender] = useState<Gender>('male');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = useCallback(
    (edit: (current: TemplatesDraft) => TemplatesDraft) => {
      setEdited((current) => edit(current ?? savedDraft));
      setError(null);
    },
    [savedDraft],
  );

  const problemText = useCallback(
    (problem: NameProblem, kind: 'garment' | 'measurement') =>
      t(`templates.problems.${kind}.${problem}`, {
        max: kind === 'garment' ? GARMENT_NAME_MAX_LENGTH : TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH,
      }),
    [t],
  );

  const actions = useMemo<GarmentPanelActions>(
    () => ({
      toggle: (key) =>
        setExpanded((current) => {
          const next = new Set(current);
          if (!next.delete(key)) next.add(key);
          return next;
        }),
      renameGarment: (garment) => setDialog({ kind: 'renameGarment', garment }),
      removeGarment: (garment) => setDialog({ kind: 'removeGarment', garment }),
      moveGarment: (key, delta) => change((d) => moveGarment(d, gender, key, delta)),
      addMeasurement: (key, name) => change((d) => addMeasurement(d, gender, key, name)),
      renameMeasurement: (garment, index) =>
        setDialog({ kind: 'renameMeasurement', garment, index }),
      editHint: (garment, name) => setDialog({ kind: 'hint', garment, name }),
      removeMeasurement: (key, index) => change((d) => removeMeasurement(d, gender, key, index)),
      moveMeasurement: (key, index, delta) =>
        change((d) => moveMeasurement(d, gender, key, index, delta)),
      problemText,
    }),
    [change, gender, problemText],
  );

  const showError = (text: string, path: readonly PropertyKey[] = []) => {
    setError(text);
    // Open the garment the problem is in, so the shopkeeper sees what to fix.
    const [where, index] = path;
    if (where === 'male' || where === 'female') {
      setGender(where);
      const garment = typeof index === 'number' ? draft[where][index] : undefined;
      if (garment) setExpanded((current) => new Set(current).add(garment.key));
    }
  };

  const save = async () => {
    const templates = fromDraft(draft);
    const checked = measurementTemplatesSchema.safeParse(templates);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      showError(message(issue?.message) ?? t('templates.saveFailed'), issue?.path);
      return;
    }
    try {
      await update.mutateAsync({ measurement_templates: templates });
      setError(null);
      toast.show(t('templates.saved'), { severity: 'success', durationMs: TOAST_MS });
    } catch (failure) {
      showError(errorText(failure) ?? t('templates.saveFailed'), refusedPath(failure));
    }
  };

  const resetToDefaults = async () => {
    try {
      await update.mutateAsync({ measurement_templates: null });
      setEdited(null);
      setError(null);
      setDialog(null);
      toast.show(t('templates.resetDone'), { severity: 'success', durationMs: TOAST_MS });
    } catch (failure) {
      setDialog(null);
      showError(errorText(failure) ?? t('templates.resetFailed'));
    }
  };

  const discard = () => {
    setEdited(null);
    setError(null);
  };

  const garments = draft[gender];
  const full = !canAddGarment(draft, gender);

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ overflow: 'visible' }}>
      <LeaveGuard when={dirty} />
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: 0 } }}>
        <Stack spacing={2}>
          <div>
            <Stack
              direction="row"
              useFlexGap
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography id={headingId} variant="h6" component="h2">
                {t('templates.title')}
              </Typography>
              <Chip
                size="small"
                color={settings.custom_measurement_templates ? 'secondary' : 'default'}
                label={
                  settings.custom_measurement_templates
                    ? t('templates.ownTemplates')
                    : t('templates.defaultTemplates')
                }
              />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('templates.subtitle')}
            </Typography>
          </div>

          <Alert severity="info">{t('templates.pastOrdersNote')}</Alert>

          <ToggleButtonGroup
            exclusive
            color="primary"
            value={gender}
            onChange={(_, value: Gender | null) => value && setGender(value)}
            aria-label={t('templates.genderLabel')}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {GENDERS.map((g) => (
              <ToggleButton key={g} value={g} sx={{ flex: { xs: 1, sm: 'none' }, px: 3 }}>
                {t(`templates.gender.${g}`, { total: draft[g].length })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>

          <Stack spacing={1.25} aria-label={t(`templates.garmentsFor.${gender}`)} role="list">
            {garments.map((garment, index) => (
              <Box role="listitem" key={garment.key}>
                <GarmentTemplatePanel
                  garment={garment}
                  index={index}
                  count={garments.length}
                  expanded={expanded.has(garment.key)}
                  focusNewMeasurement={justAdded === garment.key}
                  actions={actions}
                />
              </Box>
            ))}
            {garments.length === 0 && (
              <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                {t('templates.noGarments')}
              </Typography>
            )}
          </Stack>

          <Stack
            direction="row"
            sx={{
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'addGarment' })}
              disabled={full}
            >
              {t('templates.addGarment')}
            </Button>
            <Button
              color="error"
              startIcon={<RestartAltIcon />}
              onClick={() => setDialog({ kind: 'reset' })}
              disabled={!settings.custom_measurement_templates || update.isPending}
            >
              {t('templates.reset')}
            </Button>
          </Stack>
          {full && (
            <Typography variant="body2" color="text.secondary">
              {t(`templates.garmentsFull.${gender}`, { max: GARMENTS_PER_GENDER_MAX })}
            </Typography>
          )}

          <Box
            sx={{
              // While there is something to save, the buttons stay in sight however long the list.
              position: dirty || error ? 'sticky' : 'static',
              bottom: 0,
              zIndex: 2,
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
              mx: { xs: -2, sm: -3 },
              px: { xs: 2, sm: 3 },
              py: 1.5,
              borderBottomLeftRadius: 14,
              borderBottomRightRadius: 14,
              boxShadow: dirty ? '0 -6px 12px -8px rgba(28, 31, 46, 0.25)' : 'none',
            }}
          >
            {error && (
              <Alert severity="error" sx={{ mb: 1.5 }}>
                {error}
              </Alert>
            )}
            <Stack
              direction="row"
              useFlexGap
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}
            >
              {/* On a phone the two buttons need the row; their state tells the same. */}
              <Box sx={{ flexGrow: 1, minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
                <Typography variant="body2" color="text.secondary" role="status">
                  {dirty ? t('templates.unsaved') : ''}
                </Typography>
              </Box>
              <Button
                onClick={discard}
                disabled={!dirty || update.isPending}
                sx={{ flexShrink: 0 }}
              >
                {t('actions.discard')}
              </Button>
              <Button
                variant="contained"
                onClick={() => void save()}
                disabled={!dirty}
                loading={update.isPending && dialog === null}
                sx={{ flexShrink: 0 }}
              >
                {t('templates.save')}
              </Button>
            </Stack>
          </Box>
        </Stack>
      </CardContent>

      {dialog?.kind === 'addGarment' && (
        <TemplateNameDialog
          title={t(`templates.addGarmentTitle.${gender}`)}
          label={t('templates.garmentName')}
          submitLabel={t('templates.add')}
          maxLength={GARMENT_NAME_MAX_LENGTH}
          validate={(name) => {
            const problem = garmentNameProblem(draft, gender, name);
            return problem && problemText(problem, 'garment');
          }}
          onSubmit={(name) => {
            const added = addGarment(draft, gender, name);
            change(() => added.draft);
            setExpanded((current) => new Set(current).add(added.key));
            setJustAdded(added.key);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'renameGarment' && (
        <TemplateNameDialog
          title={t('templates.renameGarmentTitle', {
            name: labels.garment(dialog.garment.garment),
          })}
          label={t('templates.garmentName')}
          submitLabel={t('templates.renameSubmit')}
          initialValue={dialog.garment.garment}
          maxLength={GARMENT_NAME_MAX_LENGTH}
          validate={(name) => {
            const problem = garmentNameProblem(draft, gender, name, dialog.garment.key);
            return problem && problemText(problem, 'garment');
          }}
          onSubmit={(name) => {
            change((d) => renameGarment(d, gender, dialog.garment.key, name));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'renameMeasurement' && (
        <TemplateNameDialog
          title={t('templates.renameMeasurementTitle', {
            name: labels.measurement(dialog.garment.measurements[dialog.index] ?? ''),
          })}
          label={t('templates.measurementName')}
          submitLabel={t('templates.renameSubmit')}
          initialValue={dialog.garment.measurements[dialog.index]}
          maxLength={TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH}
          validate={(name) => {
            const problem = measurementNameProblem(dialog.garment, name, dialog.index);
            return problem && problemText(problem, 'measurement');
          }}
          onSubmit={(name) => {
            change((d) => renameMeasurement(d, gender, dialog.garment.key, dialog.index, name));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'hint' && (
        <TemplateNameDialog
          title={t('templates.hintTitle', { name: labels.measurement(dialog.name) })}
          label={t('templates.hintLabel')}
          help={t('templates.hintHelp')}
          submitLabel={t('templates.hintSubmit')}
          initialValue={dialog.garment.hints[dialog.name] ?? ''}
          maxLength={MEASUREMENT_HINT_MAX_LENGTH}
          multiline
          validate={() => null}
          onSubmit={(hint) => {
            change((d) => setMeasurementHint(d, gender, dialog.garment.key, dialog.name, hint));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'removeGarment' && (
        <ConfirmDialog
          title={t('templates.removeGarmentTitle', {
            name: labels.garment(dialog.garment.garment),
          })}
          text={t('templates.removeGarmentText')}
          confirmLabel={t('templates.removeGarmentConfirm')}
          onConfirm={() => {
            change((d) => removeGarment(d, gender, dialog.garment.key));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'reset' && (
        <ConfirmDialog
          title={t('templates.resetTitle')}
          text={t('templates.resetText')}
          confirmLabel={t('templates.resetConfirm')}
          busy={update.isPending}
          onConfirm={() => void resetToDefaults()}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
