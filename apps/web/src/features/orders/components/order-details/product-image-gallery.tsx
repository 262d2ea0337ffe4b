import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { GALLERY_AUTOPLAY_MS } from '@tailor/shared/constants';
import { thumbnailUrl } from '../../lib/order-details-image-url';
import { ImageViewer } from './image-viewer';

/** Spec §2: the gallery's images are 250 px tall. */
export const GALLERY_IMAGE_HEIGHT = 250;

const SWIPER_MODULES = [A11y, Autoplay, Navigation, Pagination];

/**
 * A product's images (spec §2 "Image gallery"): a slider that moves on its own every 4 s, with
 * arrows, clickable dots and an 'N images' badge; a click opens the full-screen viewer. The slider
 * shows thumbnails, the viewer the full images.
 */
export function ProductImageGallery({
  images,
  productName,
}: {
  images: readonly string[];
  productName: string;
}) {
  const { t } = useTranslation('orderDetails');
  const theme = useTheme();
  // Moving pictures on their own are hard on people who asked their system for less motion.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const count = images.length;

  if (count === 0) {
    return (
      <Box
        sx={{
          height: GALLERY_IMAGE_HEIGHT,
          borderRadius: 2,
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'divider',
          borderStyle: 'dashed',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          color: 'text.secondary',
        }}
      >
        <HideImageOutlinedIcon aria-hidden />
        <Typography variant="body2">{t('gallery.noImagesUploaded')}</Typography>
      </Box>
    );
  }

  return (
    <Box
      role="region"
      aria-label={t('gallery.label', { name: productName })}
      data-testid="product-gallery"
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        '--swiper-theme-color': theme.palette.primary.main,
        '--swiper-navigation-size': '28px',
        '--swiper-pagination-bullet-inactive-color': theme.palette.grey[700],
        '--swiper-pagination-bullet-inactive-opacity': '0.45',
        '--swiper-pagination-bullet-size': '9px',
        '& .swiper-button-prev, & .swiper-button-next': {
          width: 36,
          height: 36,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.85)',
          boxShadow: 1,
          '& svg': { width: 14, height: 14 },
        },
      }}
    >
      <Chip
        icon={<PhotoLibraryOutlinedIcon />}
        label={t('gallery.imageCount', { count })}
        size="small"
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          zIndex: 2,
          bgcolor: 'rgba(17,19,24,0.72)',
          color: 'common.white',
          '& .MuiChip-icon': { color: 'inherit' },
        }}
      />
      <Swiper
        modules={SWIPER_MODULES}
        autoplay={
          reducedMotion || count < 2
            ? false
            : { delay: GALLERY_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
        }
        navigation={count > 1}
        pagination={count > 1 ? { clickable: true } : false}
        // Rewind rather than loop: the last image goes back to the first without cloned slides.
        rewind
        a11y={{
          prevSlideMessage: t('gallery.previousSlide'),
          nextSlideMessage: t('gallery.nextSlide'),
          paginationBulletMessage: t('gallery.goToSlide', { index: '{{index}}' }),
          slideLabelMessage: t('viewer.position', {
            index: '{{index}}',
            total: '{{slidesLength}}',
          }),
        }}
        style={{ height: GALLERY_IMAGE_HEIGHT }}
      >
        {images.map((url, index) => (
          <SwiperSlide key={url}>
            <ButtonBase
              onClick={() => setViewerIndex(index)}
              aria-label={t('gallery.open', { index: index + 1, total: count })}
              sx={{ display: 'block', width: '100%', height: GALLERY_IMAGE_HEIGHT }}
            >
              <Box
                component="img"
                src={thumbnailUrl(url)}
                alt={t('gallery.alt', { name: productName, index: index + 1, total: count })}
                loading="lazy"
                draggable={false}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: GALLERY_IMAGE_HEIGHT,
                  objectFit: 'contain',
                  bgcolor: 'grey.100',
                }}
              />
            </ButtonBase>
          </SwiperSlide>
        ))}
      </Swiper>
      {viewerIndex !== null && (
        <ImageViewer
          images={images}
          startIndex={viewerIndex}
          productName={productName}
          onClose={() => setViewerIndex(null)}
        />
      )}
    </Box>
  );
}
