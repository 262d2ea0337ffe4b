import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ZOOM_MAX, ZOOM_MIN } from '@tailor/shared/constants';
import { resolveImageUrl } from '../../lib/order-details-image-url';
import { wrapIndex, ZOOM_START, zoomIn, zoomOut } from '../../lib/order-details-zoom';

/** The element's inner size, kept current as the window turns or resizes. */
function useElementSize(element: HTMLElement | null) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0 && element.clientHeight > 0) {
        setSize({ width: element.clientWidth, height: element.clientHeight });
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

export interface ImageViewerProps {
  /** Image URLs as the order holds them; the viewer shows the full images, not thumbnails. */
  images: readonly string[];
  startIndex: number;
  productName: string;
  onClose: () => void;
}

function ToolButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactElement;
}) {
  // Disabled by aria-disabled, not the disabled attribute: a button that disables itself (Reset
  // zoom at 100%) keeps the focus, so Escape and the zoom keys still reach the viewer.
  const button = (
    <IconButton
      aria-label={props.label}
      aria-disabled={props.disabled || undefined}
      onClick={props.disabled ? undefined : props.onClick}
      disableRipple={props.disabled}
      className={props.disabled ? 'Mui-disabled' : undefined}
      sx={{ color: 'common.white', '&.Mui-disabled': { color: 'rgba(255,255,255,0.35)' } }}
    >
      {props.children}
    </IconButton>
  );
  // A disabled button gets no pointer events, so the tooltip needs a wrapper to listen on.
  return (
    <Tooltip title={props.label}>
      <span>{button}</span>
    </Tooltip>
  );
}

const sideButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 1,
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.45)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
} as const;

/**
 * The full-screen image viewer: 'Image i of N', zoom out / reset / zoom in between 0.5
 * and 3 in steps of 0.5 starting at 1, close, previous and next wrapping around; arrow keys move,
 * + and - zoom, 0 resets, Escape closes. Mount it to open it: every opening starts fresh.
 */
export function ImageViewer({ images, startIndex, productName, onClose }: ImageViewerProps) {
  const { t } = useTranslation('orderDetails');
  const count = images.length;
  const [index, setIndex] = useState(() => wrapIndex(startIndex, 0, count));
  const [zoom, setZoom] = useState(ZOOM_START);
  // The point of the image at the middle of the frame, as fractions; zooming keeps it there.
  const focus = useRef({ x: 0.5, y: 0.5 });

  const go = (step: number) => {
    setIndex((current) => wrapIndex(current, step, count));
    setZoom(ZOOM_START);
    focus.current = { x: 0.5, y: 0.5 };
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => setZoom(zoomIn),
      '=': () => setZoom(zoomIn),
      '-': () => setZoom(zoomOut),
      '0': () => setZoom(ZOOM_START),
    };
    const action = actions[event.key];
    if (!action || (count === 0 && event.key.startsWith('Arrow'))) return;
    event.preventDefault();
    action();
  };

  const position = count > 0 ? t('viewer.position', { index: index + 1, total: count }) : '';
  const src = images[index];
  // A state, not a ref: the dialog mounts its content after the first render, and the size
  // observer must start once the frame exists.
  const [frame, setFrameState] = useState<HTMLDivElement | null>(null);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const setFrame = useCallback((element: HTMLDivElement | null) => {
    frameRef.current = element;
    setFrameState(element);
  }, []);
  const frameSize = useElementSize(frame);
  const [natural, setNatural] = useState<{ src: string; width: number; height: number } | null>(
    null,
  );

  const fitted =
    natural && natural.src === src && frameSize && natural.width > 0 && natural.height > 0
      ? Math.min(frameSize.width / natural.width, frameSize.height / natural.height)
      : null;
  // Fitted to the frame at 100%, then scaled; before the image's size is known, fill the frame.
  const width =
    fitted && natural ? `${Math.round(natural.width * fitted * zoom)}px` : `${zoom * 100}%`;
  const height =
    fitted && natural ? `${Math.round(natural.height * fitted * zoom)}px` : `${zoom * 100}%`;

  useLayoutEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    element.scrollLeft = focus.current.x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = focus.current.y * element.scrollHeight - element.clientHeight / 2;
  }, [frame, zoom, width, height]);

  const onScroll = () => {
    const element = frameRef.current;
    if (!element || element.scrollWidth === 0 || element.scrollHeight === 0) return;
    focus.current = {
      x: (element.scrollLeft + element.clientWidth / 2) / element.scrollWidth,
      y: (element.scrollTop + element.clientHeight / 2) / element.scrollHeight,
    };
  };

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      onKeyDown={onKeyDown}
      slotProps={{
        paper: {
          'aria-label': t('viewer.label', { name: productName }),
          sx: { bgcolor: '#111318', color: 'common.white' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 0.5,
          px: { xs: 1, sm: 2 },
          py: 1,
          bgcolor: 'rgba(0,0,0,0.55)',
          flexWrap: 'wrap',
        }}
      >
        <Typography
          component="p"
          variant="subtitle1"
          aria-live="polite"
          sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600 }}
          data-testid="image-viewer-position"
        >
          {position}
        </Typography>
        <ToolButton
          label={t('viewer.zoomOut')}
          onClick={() => setZoom(zoomOut)}
          disabled={zoom <= ZOOM_MIN}
        >
          <ZoomOutIcon />
        </ToolButton>
        <Typography
          variant="body2"
          sx={{ minWidth: 48, textAlign: 'center' }}
          aria-label={t('viewer.zoomLevel', { percent: Math.round(zoom * 100) })}
          data-testid="image-viewer-zoom"
        >
          {`${Math.round(zoom * 100)}%`}
        </Typography>
        <ToolButton
          label={t('viewer.reset')}
          onClick={() => setZoom(ZOOM_START)}
          disabled={zoom === ZOOM_START}
        >
          <RestartAltIcon />
        </ToolButton>
        <ToolButton
          label={t('viewer.zoomIn')}
          onClick={() => setZoom(zoomIn)}
          disabled={zoom >= ZOOM_MAX}
        >
          <ZoomInIcon />
        </ToolButton>
        <ToolButton label={t('viewer.close')} onClick={onClose}>
          <CloseIcon />
        </ToolButton>
      </Stack>

      <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 0 }}>
        {src ? (
          // Margin auto centres the image while it is smaller than the frame and lets the frame
          // scroll to every edge of it once zoom makes it larger.
          <Box
            ref={setFrame}
            onScroll={onScroll}
            sx={{ position: 'absolute', inset: 0, overflow: 'auto', display: 'flex' }}
          >
            <Box
              component="img"
              src={resolveImageUrl(src)}
              onLoad={(event) =>
                setNatural({
                  src,
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
              alt={t('gallery.alt', { name: productName, index: index + 1, total: count })}
              data-zoom={zoom}
              data-testid="image-viewer-image"
              draggable={false}
              sx={{
                m: 'auto',
                flexShrink: 0,
                width,
                height,
                objectFit: 'contain',
                userSelect: 'none',
              }}
            />
          </Box>
        ) : (
          <Typography sx={{ textAlign: 'center', mt: 8, color: 'rgba(255,255,255,0.7)' }}>
            {t('gallery.noImagesAvailable')}
          </Typography>
        )}
        {count > 1 && (
          <>
            <IconButton
              aria-label={t('viewer.previous')}
              onClick={() => go(-1)}
              sx={{ ...sideButtonSx, left: { xs: 4, sm: 16 } }}
              size="large"
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              aria-label={t('viewer.next')}
              onClick={() => go(1)}
              sx={{ ...sideButtonSx, right: { xs: 4, sm: 16 } }}
              size="large"
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
