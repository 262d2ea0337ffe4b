import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_AUTOPLAY_MS } from '@tailor/shared/constants';
import { GALLERY_IMAGE_HEIGHT, GalleryImageButton } from './gallery-image-button';

/** The arrows' chevron. */
const CHEVRON =
  'M0.38296 20.0762C0.111788 19.805 0.111788 19.3654 0.38296 19.0942L9.19758 10.2796L0.38296 1.46497C0.111788 1.19379 0.111788 0.754138 0.38296 0.482966C0.654131 0.211794 1.09379 0.211794 1.36496 0.482966L10.4341 9.55214C10.8359 9.9539 10.8359 10.6053 10.4341 11.007L1.36496 20.0762C1.09379 20.3474 0.654131 20.3474 0.38296 20.0762Z';

/**
 * The gallery's slider: a row of images that snaps to one at a time, swiped by a finger or moved
 * by its arrows and dots; it moves on its own every 4 s (not while the pointer rests on it, nor
 * for people who asked their system for less motion). After the last image comes the first again.
 * A click on an image opens it (`onOpen`). Loaded when the gallery comes near the view.
 */
export function ProductImageSlider({
  images,
  productName,
  onOpen,
}: {
  images: readonly string[];
  productName: string;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation('orderDetails');
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [resting, setResting] = useState(false);
  // The image an arrow, a dot or the clock moved to, until the track has scrolled there.
  const moving = useRef<number | null>(null);
  const count = images.length;
  const several = count > 1;

  const show = (index: number) => {
    const target = (index + count) % count;
    const element = track.current;
    if (!element) return;
    setCurrent(target);
    moving.current = target;
    element.scrollTo?.({
      left: target * element.clientWidth,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  };

  // Each image's turn starts again when the image changes, however it changed.
  useEffect(() => {
    if (reducedMotion || !several || resting) return;
    const timer = setTimeout(() => show(current + 1), GALLERY_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  });

  const followScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    if (moving.current !== null) {
      if (index === moving.current) moving.current = null;
      return;
    }
    if (index !== current && index >= 0 && index < count) setCurrent(index);
  };

  const arrow = (side: 'prev' | 'next') => (
    <Box
      component="button"
      type="button"
      aria-label={t(side === 'prev' ? 'gallery.previousSlide' : 'gallery.nextSlide')}
      onClick={() => show(current + (side === 'prev' ? -1 : 1))}
      sx={{
        position: 'absolute',
        top: 'calc(50% - 14px)',
        [side === 'prev' ? 'left' : 'right']: 4,
        zIndex: 10,
        width: 36,
        height: 36,
        p: 0,
        border: 0,
        borderRadius: '50%',
        bgcolor: 'rgba(255,255,255,0.85)',
        boxShadow: 1,
        color: 'primary.main',
        cursor: 'pointer',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        '& svg': {
          width: 14,
          height: 14,
          transform: side === 'prev' ? 'rotate(180deg)' : undefined,
        },
      }}
    >
      <svg viewBox="0 0.28 11 20" aria-hidden>
        <path d={CHEVRON} fill="currentColor" />
      </svg>
    </Box>
  );

  return (
    <Box
      className="image-slider"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setResting(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setResting(false)}
      sx={{ position: 'relative', height: GALLERY_IMAGE_HEIGHT }}
    >
      <Box
        ref={track}
        onScroll={followScroll}
        sx={{
          display: 'flex',
          height: '100%',
          overflowX: several ? 'auto' : 'hidden',
          overflowY: 'hidden',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {images.map((url, index) => (
          <Box
            key={url}
            role="group"
            aria-roledescription="slide"
            aria-label={t('viewer.position', { index: index + 1, total: count })}
            sx={{ flex: '0 0 100%', minWidth: 0, scrollSnapAlign: 'start' }}
          >
            <GalleryImageButton
              url={url}
              index={index}
              total={count}
              productName={productName}
              onOpen={onOpen}
            />
          </Box>
        ))}
      </Box>
      {several && arrow('prev')}
      {several && arrow('next')}
      {several && (
        <Box
          sx={{
            position: 'absolute',
            left: 0,
            bottom: 8,
            width: '100%',
            zIndex: 10,
            textAlign: 'center',
            lineHeight: 0,
          }}
        >
          {images.map((url, index) => (
            <Box
              key={url}
              component="button"
              type="button"
              aria-label={t('gallery.goToSlide', { index: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
              sx={{
                display: 'inline-block',
                width: 9,
                height: 9,
                mx: '4px',
                p: 0,
                border: 0,
                borderRadius: '50%',
                cursor: 'pointer',
                bgcolor: index === current ? 'primary.main' : theme.palette.grey[700],
                opacity: index === current ? 1 : 0.45,
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
