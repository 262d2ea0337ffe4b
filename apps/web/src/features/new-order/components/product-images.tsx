import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMAGES_PER_PRODUCT_MAX } from '@tailor/shared/constants';
import type { OrderType } from '@tailor/shared/orders';
import { useMessageText } from '../lib/message-text';
import type { OrderFormValues } from '../lib/order-form-values';
import type { ImageRefusal, ImageUploader } from '../lib/use-image-uploader';
import { ImageTile } from './image-tile';

/** A product's photos: 1 to 4 for a new order, up to 4 for an alteration, each uploaded at once. */
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
            }}
          >
            <AddPhotoAlternateIcon fontSize="large" aria-hidden />
            {t('images.add')}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              hidden
              aria-label={t('images.inputLabel', { number })}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                // Picking the same file again after removing it must fire a change too.
                event.target.value = '';
                setRefusals(uploader.add(productKey, files));
              }}
            />
          </Button>
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
