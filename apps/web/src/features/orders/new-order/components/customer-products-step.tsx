import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRODUCTS_PER_ORDER_MAX, type OrderType } from '@tailor/shared/orders/constants';
import { newProduct, type OrderFormValues } from '../lib/order-form-values';
import type { ImageUploader } from '../lib/use-image-uploader';
import type { ReturningCustomer } from '../lib/use-returning-customer';
import { CustomerDetailsCard } from './customer-details-card';
import { ProductCard } from './product-card';

/** Step 2: who the order is for, then one card per product. */
export function CustomerProductsStep({
  orderType,
  uploader,
  returning,
}: {
  orderType: OrderType;
  uploader: ImageUploader;
  returning: ReturningCustomer;
}) {
  const { t } = useTranslation('newOrder');
  const { control, getValues } = useFormContext<OrderFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });

  const removeProduct = useCallback(
    (index: number) => {
      uploader.forgetProduct(getValues(`products.${index}.key`));
      remove(index);
    },
    [uploader, getValues, remove],
  );

  return (
    <Stack spacing={3}>
      <CustomerDetailsCard returning={returning} />
      <Stack spacing={2} component="section" aria-labelledby="new-order-products-heading">
        <Typography id="new-order-products-heading" variant="h6" component="h2">
          {t('products.heading')}
        </Typography>
        {fields.length === 0 && (
          <Typography color="text.secondary">{t('products.empty')}</Typography>
        )}
        {fields.map((field, index) => (
          <ProductCard
            key={field.id}
            index={index}
            orderType={orderType}
            uploader={uploader}
            lastMeasurements={returning.lastMeasurements}
            onRemove={removeProduct}
          />
        ))}
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => append(newProduct(), { shouldFocus: false })}
          disabled={fields.length >= PRODUCTS_PER_ORDER_MAX}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, borderStyle: 'dashed', py: 1.25 }}
        >
          {t('products.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
