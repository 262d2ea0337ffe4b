import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@tailor/shared/constants';
import { POSITIONS, type Position } from '@tailor/shared/employees-rules';
import type {
  PositionPermission,
  PositionPermissions,
  Settings,
} from '@tailor/shared/settings-responses';
import { useToast } from '../../../components/toast';
import { useUpdateSettings } from '../api/update-settings';
import { useApiErrorText } from '../../../lib/error-text';

const same = (a: PositionPermissions, b: PositionPermissions) =>
  POSITIONS.every(
    (position) =>
      a[position].collect_payments === b[position].collect_payments &&
      a[position].see_prices === b[position].see_prices,
  );

/**
 * Per position (manager, tailor, assistant, other), whether staff may see prices (totals,
 * payments) and whether they may collect payments: advances with a new order, balances and final
 * amounts. Collecting shows the balance, so it needs seeing prices: its switch is off and locked
 * while prices are hidden (the saved choice comes back when prices are shown again). The
 * shopkeeper always may. Saved with PUT /settings `position_permissions`, which the server enforces.
 */
export function PositionPermissionsCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const errorText = useApiErrorText();
  const { t: tEmployees } = useTranslation('employees');
  const toast = useToast();
  const update = useUpdateSettings();
  const headingId = useId();
  const saved = settings.position_permissions;
  // The draft follows the saved permissions until the shopkeeper changes one.
  const [draft, setDraft] = useState<PositionPermissions | null>(null);
  const current = draft ?? saved;
  const dirty = draft !== null && !same(draft, saved);

  const toggle = (position: Position, permission: keyof PositionPermission, allowed: boolean) =>
    setDraft({ ...current, [position]: { ...current[position], [permission]: allowed } });

  const save = async () => {
    try {
      await update.mutateAsync({ position_permissions: current });
      setDraft(null);
      toast.show(t('permissions.saved'), { severity: 'success', durationMs: TOAST_MS });
    } catch (error) {
      const text = errorText(error);
      toast.show(text ?? t('permissions.saveFailed'), {
        severity: 'error',
        durationMs: TOAST_MS,
      });
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId} data-testid="position-permissions">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <div>
            <Typography id={headingId} variant="h6" component="h2">
              {t('permissions.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('permissions.subtitle')}
            </Typography>
          </div>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            {POSITIONS.map((position, index) => {
              const { see_prices: seesPrices, collect_payments: collects } = current[position];
              const name = tEmployees(`positions.${position}`);
              return (
                <Box
                  component="li"
                  key={position}
                  sx={{
                    px: 2,
                    py: 1,
                    borderTop: index === 0 ? 0 : 1,
                    borderColor: 'divider',
                  }}
                >
                  <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                  <PermissionRow
                    text={t('permissions.seePrices')}
                    checked={seesPrices}
                    label={t('permissions.seePricesSwitchLabel', { position: name })}
                    onChange={(allowed) => toggle(position, 'see_prices', allowed)}
                  />
                  <PermissionRow
                    text={t('permissions.collectPayments')}
                    note={seesPrices ? undefined : t('permissions.collectNeedsPrices')}
                    checked={seesPrices && collects}
                    disabled={!seesPrices}
                    label={t('permissions.switchLabel', { position: name })}
                    onChange={(allowed) => toggle(position, 'collect_payments', allowed)}
                  />
                </Box>
              );
            })}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('permissions.ownerNote')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(null)} disabled={!dirty || update.isPending}>
              {t('actions.discard')}
            </Button>
            <Button
              variant="contained"
              loading={update.isPending}
              disabled={!dirty}
              onClick={() => void save()}
            >
              {t('permissions.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** One permission of a position: its switch, and why it is locked when it is. */
function PermissionRow({
  text,
  note,
  checked,
  disabled = false,
  label,
  onChange,
}: {
  text: string;
  note?: string;
  checked: boolean;
  disabled?: boolean;
  label: string;
  onChange: (allowed: boolean) => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" color={disabled ? 'text.disabled' : 'text.primary'}>
          {text}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary" component="p">
            {note}
          </Typography>
        )}
      </Box>
      <Switch
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { role: 'switch', 'aria-label': label } }}
      />
    </Box>
  );
}
