import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl } from '../../lib/order-details-image-url';

/** The gallery's images are 250 px tall. */
export const GALLERY_IMAGE_HEIGHT = 250;

/**
 * One of the gallery's images: its thumbnail at the gallery's height, a button that opens the
 * full-screen viewer at it.
 */
export function GalleryImageButton({
  url,
  index,
  total,
  productName,
  onOpen,
}: {
  url: string;
  index: number;
  total: number;
  productName: string;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation('orderDetails');
  return (
    <ButtonBase
      onClick={() => onOpen(index)}
      aria-label={t('gallery.open', { index: index + 1, total })}
      sx={{ display: 'block', width: '100%', height: GALLERY_IMAGE_HEIGHT }}
    >
      <Box
        component="img"
        src={thumbnailUrl(url)}
        alt={t('gallery.alt', { name: productName, index: index + 1, total })}
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
  );
}
