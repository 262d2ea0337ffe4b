import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { GALLERY_AUTOPLAY_MS } from '@tailor/shared/constants';
import { GALLERY_IMAGE_HEIGHT, GalleryImageButton } from './gallery-image-button';

const SWIPER_MODULES = [A11y, Autoplay, Navigation, Pagination];

/**
 * The gallery's slider (Swiper): moves on its own every 4 s, with arrows and clickable dots; a
 * click on an image opens it (`onOpen`). Loaded when the gallery comes near the view.
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
  // Moving pictures on their own are hard on people who asked their system for less motion.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = images.length;
  return (
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
          <GalleryImageButton
            url={url}
            index={index}
            total={count}
            productName={productName}
            onOpen={onOpen}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
