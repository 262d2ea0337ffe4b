import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearView } from '../../../../lib/use-near-view';
import { GALLERY_IMAGE_HEIGHT, GalleryImageButton } from './gallery-image-button';

// The full-screen viewer loads when an image is first opened.
const ImageViewer = lazy(() =>
  import('./image-viewer').then((module) => ({ default: module.ImageViewer })),
);
const ProductImageSlider = lazy(() =>
  import('./product-image-slider').then((module) => ({ default: module.ProductImageSlider })),
);

/**
 * A product's images: a slider that moves on its own every 4 s, with
 * arrows, clickable dots and an 'N images' badge; a click opens the full-screen viewer. The slider
 * shows thumbnails, the viewer the full images. The slider loads once the gallery comes
 * within a screen of the view; until then the gallery shows its first image in the same place, so
 * the garment is seen at once and nothing moves when the slider appears.
 */
export function ProductImageGallery({
  images,
  productName,
}: {
  images: readonly string[];
  productName: string;
}) {
  const { t } = useTranslation('orderDetails');
  const [near, nearRef] = useNearView();
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

  const firstImage = (
    <GalleryImageButton
      url={images[0]!}
      index={0}
      total={count}
      productName={productName}
      onOpen={setViewerIndex}
    />
  );
  const slider = (
    <ProductImageSlider images={images} productName={productName} onOpen={setViewerIndex} />
  );
  return (
    <Box
      ref={nearRef}
      role="region"
      aria-label={t('gallery.label', { name: productName })}
      data-testid="product-gallery"
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.100',
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
      {near ? <Suspense fallback={firstImage}>{slider}</Suspense> : firstImage}
      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            startIndex={viewerIndex}
            productName={productName}
            onClose={() => setViewerIndex(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
