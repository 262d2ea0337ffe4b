import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeText } from '../../../../lib/error-text';
import type { ImageItem } from '../lib/order-form-values';

const STATUS_ICON_SX = { fontSize: 16, mt: '1px' };

/** A short line under the thumbnail with its icon before it: a failure, or the wait to upload. */
function StatusLine({
  color,
  icon,
  children,
}: {
  color: 'error' | 'text.secondary';
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Typography
      variant="caption"
      color={color}
      component="p"
      sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', overflowWrap: 'anywhere' }}
    >
      {icon}
      {children}
    </Typography>
  );
}

/**
 * One picked image: thumbnail, upload progress, the failure with Retry, or that it waits on this
 * phone for the connection; and Remove.
 */
export function ImageTile({
  image,
  onRemove,
  onRetry,
}: {
  image: ImageItem;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('newOrder');
  const percent = Math.round(image.progress * 100);
  // All bytes sent but no answer yet: the server is still checking and re-encoding the image.
  const processing = image.status === 'uploading' && image.progress >= 1;

  return (
    <Box
      sx={{
        position: 'relative',
        border: 1,
        borderColor: image.status === 'error' ? 'error.main' : 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        component="img"
        src={image.previewUrl}
        alt={image.fileName}
        sx={{
          width: '100%',
          aspectRatio: '1',
          objectFit: 'cover',
          display: 'block',
          opacity: image.status === 'done' ? 1 : 0.6,
        }}
      />
      <IconButton
        size="small"
        aria-label={t('images.remove', { name: image.fileName })}
        onClick={onRemove}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'rgba(255,255,255,0.9)',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {image.status === 'done' && (
        <CheckCircleIcon
          color="success"
          aria-label={t('images.uploaded', { name: image.fileName })}
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            bgcolor: 'background.paper',
            borderRadius: '50%',
          }}
        />
      )}
      <Box sx={{ p: 1, minHeight: 44 }}>
        {image.status === 'uploading' && (
          <>
            <LinearProgress
              variant={processing ? 'indeterminate' : 'determinate'}
              value={processing ? undefined : percent}
              aria-label={t('images.uploading', { name: image.fileName })}
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {processing ? t('images.processing') : t('images.percent', { percent })}
            </Typography>
          </>
        )}
        {image.status === 'error' && (
          <Box role="alert">
            <StatusLine color="error" icon={<ErrorOutlineIcon sx={STATUS_ICON_SX} aria-hidden />}>
              {image.error ? errorCodeText(t, image.error) : t('images.failed')}
            </StatusLine>
            <Button size="small" onClick={onRetry} sx={{ mt: 0.5, minHeight: 28 }}>
              {t('images.retry')}
            </Button>
          </Box>
        )}
        {image.status === 'waiting' && (
          <StatusLine
            color="text.secondary"
            icon={<CloudOffIcon sx={STATUS_ICON_SX} aria-hidden />}
          >
            {t('outbox.photoWaiting', { ns: 'common' })}
          </StatusLine>
        )}
        {image.status === 'done' && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {image.fileName}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
