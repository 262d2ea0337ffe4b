import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useFormContext, useFormState, useWatch, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMAGES_PER_PRODUCT_MAX } from '@tailor/shared/constants';
import type { OrderType } from '@tailor/shared/orders/constants';
import { useMessageText } from '../lib/message-text';
import type { OrderFormValues } from '../lib/order-form-values';
import type { ImageRefusal, ImageUploader } from '../lib/use-image-uploader';
import { ImageTile } from './image-tile';

/**
 * A product's photos: 1 to 4 for a new order, up to 4 for an alteration, taken with the camera or
 * picked from the gallery, each shrunk to fit 2MB and uploaded at once.
 */
export function ProductImages({
  index,
  number,
  productKey,
  orderType,
  uploader,
}: {
  index: number;
  number: number;
  productKey: string;
  orderType: OrderType;
  uploader: ImageUploader;
}) {
  const { t } = useTranslation('newOrder');
  const messageText = useMessageText();
  const { control } = useFormContext<OrderFormValues>();
  const path = `products.${index}.images` as const;
  const images = useWatch({ control, name: path });
  const { errors } = useFormState({ control, name: path });
  const error = get(errors, path) as { message?: string } | undefined;
  const [refusals, setRefusals] = useState<ImageRefusal[]>([]);
  const inputId = `product-${productKey}-images`;
  // Phones and tablets offer the camera beside the gallery; a desktop browser would only open the
  // same file chooser twice.
  const camera = useMediaQuery('(pointer: coarse)');
  const pick = (files: File[]) => setRefusals(uploader.add(productKey, files));

  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {t('images.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(orderType === 'new' ? 'images.hintNew' : 'images.hintAlteration', {
          max: IMAGES_PER_PRODUCT_MAX,
        })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 160px))',
          },
          gap: 1.5,
        }}
      >
        {images.map((image) => (
          <ImageTile
            key={image.localId}
            image={image}
            onRemove={() => uploader.remove(productKey, image.localId)}
            onRetry={() => uploader.retry(productKey, image.localId)}
          />
        ))}
        {images.length < IMAGES_PER_PRODUCT_MAX && (
          <>
            {camera && (
              <PickTile
                inputId={`${inputId}-camera`}
                icon={<PhotoCameraIcon fontSize="large" aria-hidden />}
                text={t('images.camera')}
                inputLabel={t('images.cameraInputLabel', { number })}
                error={Boolean(error)}
                capture
                onFiles={pick}
              />
            )}
            <PickTile
              inputId={inputId}
              icon={<AddPhotoAlternateIcon fontSize="large" aria-hidden />}
              text={t(camera ? 'images.gallery' : 'images.add')}
              inputLabel={t('images.inputLabel', { number })}
              error={Boolean(error)}
              onFiles={pick}
            />
          </>
        )}
      </Box>
      {refusals.length > 0 && (
        <Alert severity="warning" role="alert" onClose={() => setRefusals([])} sx={{ mt: 1.5 }}>
          {refusals.map((refusal) => (
            <div key={refusal.fileName}>
              {t('images.refused', {
                name: refusal.fileName,
                reason: messageText(refusal.message),
              })}
            </div>
          ))}
        </Alert>
      )}
      {error?.message && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {messageText(error.message)}
        </FormHelperText>
      )}
    </Box>
  );
}

/** A square tile that opens the camera or the photo chooser through its hidden file input. */
function PickTile({
  inputId,
  icon,
  text,
  inputLabel,
  error,
  capture = false,
  onFiles,
}: {
  inputId: string;
  icon: ReactNode;
  text: string;
  inputLabel: string;
  error: boolean;
  /** Straight to the back camera (one photo at a time) instead of the gallery. */
  capture?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <Button
      component="label"
      htmlFor={inputId}
      variant="outlined"
      color={error ? 'error' : 'primary'}
      sx={{
        aspectRatio: '1',
        borderStyle: 'dashed',
        flexDirection: 'column',
        gap: 0.5,
        minHeight: 120,
        textAlign: 'center',
      }}
    >
      {icon}
      {text}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple={!capture}
        capture={capture ? 'environment' : undefined}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Picking the same file again after removing it must fire a change too.
          event.target.value = '';
          onFiles(files);
        }}
      />
    </Button>
  );
}
