import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/EditOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import SendToMobileIcon from '@mui/icons-material/SendToMobileOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isoDateInZone } from '@tailor/shared/dates';
import type { EmployeeDetail } from '@tailor/shared/employees';
import { formatPhoneDisplay, phoneTelHref } from '@tailor/shared/phone';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatCalendarDate } from '../../../components/data-list/format-calendar-date';
import { AvatarHeadingSkeleton } from '../../../components/avatar-heading-skeleton';
import { Fact, FactList } from '../../../components/fact-list';
import { PageTitle } from '../../../components/page-title';
import { useToast } from '../../../components/toast';
import { UnavailableCard } from '../../../components/unavailable-card';
import { ApiError } from '../../../lib/api-client';
import { useEmployee } from '../api/get-employee';
import { useSetEmployeeActive } from '../api/set-employee-active';
import { AssignedProductsList } from './assigned-products-list';
import { EmployeeAvatar } from './employee-avatar';
import { LazyEmployeeFormDialog } from './lazy-employee-form-dialog';

// Loaded when first opened, with its form library.
const InviteEmployeeDialog = lazy(() =>
  import('../../invites').then((module) => ({ default: module.InviteEmployeeDialog })),
);
import { PositionChip } from './position-chip';

const LIST_PATH = '/app/employee-list';

function Stat({
  label,
  value,
  tone,
}: {
  label: string;
  value: number;
  tone?: 'primary' | 'warning';
}) {
  return (
    <Box
      sx={{
        flex: 1,
        p: 1.5,
        borderRadius: 2,
        bgcolor: (theme) => `${theme.palette[tone ?? 'primary'].main}0f`,
        textAlign: 'center',
      }}
    >
      <Typography
        variant="h5"
        component="p"
        color={tone === 'warning' ? 'warning.dark' : 'primary.main'}
      >
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function ConfirmActiveDialog({
  employee,
  onClose,
}: {
  employee: EmployeeDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('employees');
  const toast = useToast();
  const titleId = useId();
  const setActive = useSetEmployeeActive();
  const [failed, setFailed] = useState(false);
  const activating = !employee.active;

  const confirm = async () => {
    setFailed(false);
    try {
      await setActive.mutateAsync({ employeeId: employee._id, active: activating });
      toast.show(
        activating
          ? t('details.activated', { name: employee.name })
          : t('details.deactivated', { name: employee.name }),
        { severity: 'success' },
      );
      onClose();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Dialog
      open
      onClose={() => !setActive.isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {activating ? t('details.activateTitle') : t('details.deactivateTitle')}
      </DialogTitle>
      <DialogContent>
        {failed && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {activating ? t('details.activateFailed') : t('details.deactivateFailed')}
          </Alert>
        )}
        <DialogContentText>
          {activating
            ? t('details.activateBody', { name: employee.name })
            : t('details.deactivateBody', { name: employee.name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={setActive.isPending}>
          {t('form.cancel')}
        </Button>
        <Button
          variant="contained"
          color={activating ? 'primary' : 'error'}
          onClick={() => void confirm()}
          loading={setActive.isPending}
        >
          {activating ? t('details.activate') : t('details.deactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DetailsSkeleton() {
  return (
    <Card aria-busy="true">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <AvatarHeadingSkeleton
          size={64}
          titleHeight={36}
          below={<Skeleton variant="rounded" width={120} height={24} />}
          mb={3}
        />
        <Stack direction="row" spacing={2}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="text" width="30%" />
          ))}
        </Stack>
        <Skeleton variant="rounded" height={64} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}

/**
 * /app/employee-details/{id}: the employee's details, edit (the Add Employee modal in edit mode),
 * deactivate or activate with a confirm, and the product lines assigned to them.
 */
export function EmployeeDetailsPage({ employeeId }: { employeeId: string }) {
  const { t, i18n } = useTranslation('employees');
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const location = useLocation();
  const query = useEmployee(employeeId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [inviting, setInviting] = useState(false);
  // Mounted from the first opening on, so closing still slides the dialog away.
  const [invitedOnce, setInvitedOnce] = useState(false);
  const queryClient = useQueryClient();
  const employee = query.data;

  const goBack = () => {
    // Coming from the list, go back to it as it was (tab, search); opened directly, go to the list.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(LIST_PATH);
  };

  const header = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Tooltip title={t('details.back')}>
        <IconButton aria-label={t('details.back')} onClick={goBack} edge="start">
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <PageTitle>{t('details.title')}</PageTitle>
    </Stack>
  );

  if (!employee) {
    if (query.isPending) {
      return (
        <Stack spacing={2}>
          {header}
          <DetailsSkeleton />
        </Stack>
      );
    }
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack spacing={2}>
        {header}
        <UnavailableCard
          message={notFound ? t('details.notFound') : t('details.loadFailed')}
          icon={<PersonSearchIcon color="action" sx={{ fontSize: 56 }} aria-hidden />}
          failed={!notFound}
          backTo={LIST_PATH}
          backLabel={t('details.backToList')}
          onRetry={notFound ? undefined : () => void query.refetch()}
          retryLabel={t('list.retry')}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {header}
      <Card component="section" aria-label={t('details.cardLabel')}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
              <EmployeeAvatar name={employee.name} size={64} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {employee.name}
                </Typography>
                <Stack direction="row" sx={{ mt: 0.75, gap: 1, flexWrap: 'wrap' }}>
                  <PositionChip position={employee.position} />
                  <Chip
                    size="small"
                    color={employee.active ? 'success' : 'default'}
                    label={employee.active ? t('status.active') : t('status.inactive')}
                    data-testid="employee-active-chip"
                  />
                  <Chip
                    size="small"
                    variant="outlined"
                    label={employee.has_login ? t('details.hasLogin') : t('details.noLogin')}
                  />
                </Stack>
              </Box>
            </Stack>
            <Stack direction="row" sx={{ flexShrink: 0, gap: 1, flexWrap: 'wrap' }}>
              {/* Someone recorded without an invite: the spec's invite dialog, filled in. */}
              {employee.active && employee.sign_in === 'none' && (
                <Button
                  variant="contained"
                  startIcon={<SendToMobileIcon />}
                  onClick={() => {
                    setInvitedOnce(true);
                    setInviting(true);
                  }}
                >
                  {t('details.inviteToSignIn')}
                </Button>
              )}
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                {t('details.edit')}
              </Button>
              <Button
                variant="outlined"
                color={employee.active ? 'error' : 'primary'}
                startIcon={employee.active ? <BlockIcon /> : <RestartAltIcon />}
                onClick={() => setConfirming(true)}
              >
                {employee.active ? t('details.deactivate') : t('details.activate')}
              </Button>
            </Stack>
          </Stack>

          {!employee.active && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('details.inactiveNotice')}
            </Alert>
          )}

          <Divider sx={{ my: 2.5 }} />

          <FactList columns={{ xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' }}>
            <Fact label={t('details.phone')}>
              <Stack direction="row" spacing={0.75} component="span" sx={{ alignItems: 'center' }}>
                <PhoneIcon fontSize="small" color="action" aria-hidden />
                <Link
                  href={phoneTelHref(employee.phone)}
                  underline="hover"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {formatPhoneDisplay(employee.phone)}
                </Link>
              </Stack>
            </Fact>
            <Fact label={t('details.email')}>
              {employee.email ? (
                <Stack
                  direction="row"
                  spacing={0.75}
                  component="span"
                  sx={{ alignItems: 'center', minWidth: 0 }}
                >
                  <EmailIcon fontSize="small" color="action" aria-hidden />
                  <Link
                    href={`mailto:${employee.email}`}
                    underline="hover"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {employee.email}
                  </Link>
                </Stack>
              ) : (
                '-'
              )}
            </Fact>
            <Fact label={t('details.experience')}>
              {employee.experience === null
                ? '-'
                : t('details.years', { count: employee.experience })}
            </Fact>
            <Fact label={t('details.specialization')}>
              {employee.specialization ? t(`specializations.${employee.specialization}`) : '-'}
            </Fact>
            <Fact label={t('details.joined')}>
              {formatCalendarDate(isoDateInZone(new Date(employee.created_at)), language)}
            </Fact>
          </FactList>

          <Stack direction="row" spacing={1.5} sx={{ mt: 2.5 }}>
            <Stat label={t('details.assignedProducts')} value={employee.assigned_products} />
            <Stat label={t('details.openProducts')} value={employee.open_products} tone="warning" />
          </Stack>
        </CardContent>
      </Card>

      <AssignedProductsList employeeId={employee._id} />

      {editing && <LazyEmployeeFormDialog employee={employee} onClose={() => setEditing(false)} />}
      {invitedOnce && (
        <Suspense fallback={null}>
          <InviteEmployeeDialog
            open={inviting}
            initial={{ name: employee.name, phone: employee.phone }}
            onClose={() => {
              setInviting(false);
              // Their sign-in now reads 'Invited' here and in the team list.
              void queryClient.invalidateQueries({ queryKey: ['employees'] });
            }}
          />
        </Suspense>
      )}
      {confirming && (
        <ConfirmActiveDialog employee={employee} onClose={() => setConfirming(false)} />
      )}
    </Stack>
  );
}
