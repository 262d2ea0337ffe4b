import AddIcon from '@mui/icons-material/Add';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useMemo } from 'react';
import { FormProvider, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Gender } from '@tailor/shared/customers-rules';
import { PRODUCTS_PER_ORDER_MAX } from '@tailor/shared/orders/constants';
import { type ProductInputRaw } from '@tailor/shared/orders/create-order-schemas';
import type { MemberOrderDetail } from '@tailor/shared/price-visibility';
import {
  useLastMeasurements,
  useMeasurementUnit,
  ProductCard,
  productPayload,
  createProductsFormSchema,
  defaultOrderValues,
  newProduct,
  type OrderFormValues,
  useImageUploader,
  type ImageUploader,
} from '../../new-order';

export interface AddedGarments {
  form: UseFormReturn<OrderFormValues>;
  uploader: ImageUploader;
  /** Checks the added garments as the new-order form does; true when they may be sent. */
  check: () => Promise<boolean>;
  /** The POST /update_order `addProducts` for them (none: undefined). */
  payload: () => ProductInputRaw[] | undefined;
}

/**
 * Garments added in Edit order: the new-order form's own product cards, rules and uploads, kept in
 * a form of the new-order shape beside the edit form. `gender` is the customer's, as edited, so
 * the cards offer that gender's garments.
 */
export function useAddedGarments(order: MemberOrderDetail, gender: string): AddedGarments {
  const orderType = order.order.orderType;
  const schema = useMemo(() => createProductsFormSchema(orderType), [orderType]);
  const form = useForm<OrderFormValues>({
    // No advance: the order has its payments already; '0' lets the line rules run.
    defaultValues: {
      ...defaultOrderValues(),
      gender: gender as Gender | '',
      products: [],
      advancePayment: '0',
    },
    resolver: zodResolver(schema),
  });
  const uploader = useImageUploader(form);
  const unit = useMeasurementUnit();
  const { setValue } = form;
  useEffect(() => {
    setValue('gender', gender as Gender | '');
  }, [gender, setValue]);

  return useMemo(
    () => ({
      form,
      uploader,
      check: () =>
        form.getValues('products').length === 0 ? Promise.resolve(true) : form.trigger(),
      payload: () => {
        const products = form.getValues('products');
        return products.length > 0
          ? products.map((product) => productPayload(product, unit))
          : undefined;
      },
    }),
    [form, uploader, unit],
  );
}

/**
 * The added garments' cards, numbered on from the order's lines, and the Add garment button. The
 * customer's last measurements of a garment fill in as on the new-order form.
 */
export function AddedGarmentsSection({
  garments,
  order,
  linesBefore,
}: {
  garments: AddedGarments;
  order: MemberOrderDetail;
  /** How many lines the order shows above (kept or marked for removal). */
  linesBefore: number;
}) {
  const { t } = useTranslation('orderDetails');
  const { form, uploader } = garments;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  // Asked for only once a garment is added: most edits add none.
  const last = useLastMeasurements(fields.length > 0 ? order.customer._id : null);
  const { getValues } = form;
  const removeGarment = useCallback(
    (index: number) => {
      uploader.forgetProduct(getValues(`products.${index}.key`));
      remove(index);
    },
    [uploader, getValues, remove],
  );

  return (
    <FormProvider {...form}>
      {fields.map((field, index) => (
        <ProductCard
          key={field.id}
          index={index}
          number={linesBefore + index + 1}
          orderType={order.order.orderType}
          uploader={uploader}
          lastMeasurements={last.data}
          onRemove={removeGarment}
        />
      ))}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => append(newProduct(), { shouldFocus: false })}
        disabled={linesBefore + fields.length >= PRODUCTS_PER_ORDER_MAX}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, borderStyle: 'dashed', py: 1.25 }}
      >
        {t('edit.addGarment')}
      </Button>
    </FormProvider>
  );
}
