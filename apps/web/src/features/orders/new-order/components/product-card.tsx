import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, startTransition, useDeferredValue, useEffect, useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX_LENGTH } from '@tailor/shared/constants';
import { NOTE_MAX_LENGTH, type OrderType } from '@tailor/shared/orders/constants';
import type { LastMeasurements } from '@tailor/shared/customers';
import { useMeasurementTemplates, useMeasurementUnit } from '../api/get-measurement-templates';
import { amountInput } from '../lib/amounts';
import {
  allBlank,
  lastTakenFor,
  lastValuesIn,
  templateEntries,
  withLastValues,
} from '../lib/measurement-prefill';
import { useMessageText } from '../lib/message-text';
import { OTHER_GARMENT, type OrderFormValues } from '../lib/order-form-values';
import { useTemplateLabels } from '../../../../lib/template-labels';
import { usePricesShown } from '../lib/use-prices-shown';
import type { ImageUploader } from '../lib/use-image-uploader';
import { EmployeeField } from './employee-field';
import { MeasurementsEditor } from './measurements-editor';
import { ProductImages } from './product-images';

/**
 * One product line: garment, price, measurements, images, note and the employee who makes it.
 * Memoised: typing in one card (or in the customer details) does not redraw the others.
 */
export const ProductCard = memo(function ProductCard({
  index,
  number = index + 1,
  orderType,
  uploader,
  lastMeasurements,
  onRemove,
}: {
  index: number;
  /** The number in its title; Edit order counts on from the order's own lines. */
  number?: number;
  orderType: OrderType;
  uploader: ImageUploader;
  lastMeasurements: LastMeasurements | undefined;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('newOrder');
  // Staff who may not see prices leave them to the shopkeeper (an alteration order priced later).
  const pricesShown = usePricesShown();
  const messageText = useMessageText();
  const { control } = useFormContext<OrderFormValues>();
  // The card itself watches only its key: choosing a garment redraws the garment field and the
  // measurements, not the price, images, employee and note with it.
  const productKey = useWatch({ control, name: `products.${index}.key` });
  const headingId = `product-${productKey}-heading`;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: { xs: 2, sm: 3 },
          pt: 1.5,
        }}
      >
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('products.title', { number })}
        </Typography>
        <Tooltip title={t('products.remove', { number })}>
          <IconButton
            aria-label={t('products.remove', { number })}
            onClick={() => onRemove(index)}
            edge="end"
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <CardContent sx={{ px: { xs: 2, sm: 3 }, pt: 1, '&:last-child': { pb: 3 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
          <GarmentField index={index} lastMeasurements={lastMeasurements} />
          {pricesShown && (
            <Controller
              name={`products.${index}.price`}
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  onChange={(event) => field.onChange(amountInput(event.target.value))}
                  label={t('products.price')}
                  placeholder={orderType === 'alteration' ? '0' : undefined}
                  error={!!fieldState.error}
                  helperText={
                    messageText(fieldState.error?.message) ??
                    (orderType === 'alteration' ? t('products.priceLater') : undefined)
                  }
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                  }}
                />
              )}
            />
          )}
          <ProductMeasurements index={index} lastMeasurements={lastMeasurements} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ProductImages
              index={index}
              number={number}
              productKey={productKey}
              orderType={orderType}
              uploader={uploader}
            />
          </Box>
          <EmployeeField index={index} />
          <Controller
            name={`products.${index}.note`}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t('products.note')}
                multiline
                minRows={1}
                error={!!fieldState.error}
                helperText={messageText(fieldState.error?.message)}
                slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
              />
            )}
          />
        </Box>
      </CardContent>
    </Card>
  );
});

/**
 * The garment (from the shop's templates for the customer's gender, or Other with a name of its
 * own). Choosing one sets its measurement fields, with the customer's last values when known.
 */
function GarmentField({
  index,
  lastMeasurements,
}: {
  index: number;
  lastMeasurements: LastMeasurements | undefined;
}) {
  const { t } = useTranslation('newOrder');
  const messageText = useMessageText();
  const labels = useTemplateLabels();
  const templates = useMeasurementTemplates();
  const unit = useMeasurementUnit();
  const { control, setValue } = useFormContext<OrderFormValues>();
  const gender = useWatch({ control, name: 'gender' });
  const garment = useWatch({ control, name: `products.${index}.garment` });

  const chooseGarment = (value: string) => {
    const entries = value === OTHER_GARMENT ? [] : templateEntries(gender, value, templates);
    const lastForGarment =
      value === OTHER_GARMENT ? null : lastValuesIn(lastTakenFor(lastMeasurements, value), unit);
    // The garment's measurement fields are many: drawn as a transition, after the closing list
    // and the chosen garment have been painted.
    startTransition(() => {
      setValue(
        `products.${index}.measurements`,
        lastForGarment ? withLastValues(entries, lastForGarment) : entries,
      );
      setValue(`products.${index}.prefilled`, lastForGarment !== null);
    });
  };

  const garmentOptions = gender ? templates[gender] : [];

  return (
    <>
      <Controller
        name={`products.${index}.garment`}
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            select
            label={t('products.garment')}
            onChange={(event) => {
              field.onChange(event.target.value);
              chooseGarment(event.target.value);
            }}
            error={!!fieldState.error}
            helperText={messageText(fieldState.error?.message)}
          >
            <ListSubheader>{t(`products.garmentsFor.${gender || 'male'}`)}</ListSubheader>
            {garmentOptions.map((template) => (
              <MenuItem key={template.garment} value={template.garment}>
                {labels.garment(template.garment)}
              </MenuItem>
            ))}
            <MenuItem value={OTHER_GARMENT}>{t('products.other')}</MenuItem>
          </TextField>
        )}
      />
      {garment === OTHER_GARMENT && (
        <Controller
          name={`products.${index}.customName`}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('products.customName')}
              error={!!fieldState.error}
              helperText={messageText(fieldState.error?.message)}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
              // Under the garment on a phone, on a row of its own on wider screens.
              sx={{ gridColumn: '1 / -1', gridRow: { md: 2 } }}
            />
          )}
        />
      )}
    </>
  );
}

/**
 * The product's measurements, compared with the customer's last ones of the same garment. They
 * follow the garment's name a step behind choosing and typing it (a deferred value), so the chosen
 * garment, and each key typed in an Other garment's name, is painted first.
 */
function ProductMeasurements({
  index,
  lastMeasurements,
}: {
  index: number;
  lastMeasurements: LastMeasurements | undefined;
}) {
  const unit = useMeasurementUnit();
  const { control, getValues, setValue } = useFormContext<OrderFormValues>();
  const typedName = useWatch({
    control,
    name: [`products.${index}.garment`, `products.${index}.customName`],
    compute: ([garment, customName]) => (garment === OTHER_GARMENT ? customName : garment),
  });
  const productName = useDeferredValue(typedName);
  const measurementsPath = `products.${index}.measurements` as const;
  const prefilledPath = `products.${index}.prefilled` as const;
  const taken = useMemo(
    () => lastTakenFor(lastMeasurements, productName),
    [lastMeasurements, productName],
  );
  // Last time's values in the shop's unit now: what is compared, and filled in again.
  const last = useMemo(() => lastValuesIn(taken, unit), [taken, unit]);

  // The customer's last measurements may arrive after the garment was chosen (or the name of an
  // Other garment may come to match one): fill them in then, unless values were typed already.
  useEffect(() => {
    if (!last) return;
    const entries = getValues(measurementsPath);
    if (getValues(prefilledPath) || !allBlank(entries)) return;
    setValue(measurementsPath, withLastValues(entries, last));
    setValue(prefilledPath, true);
  }, [last, getValues, setValue, measurementsPath, prefilledPath]);

  // Drawn again only when what the editor shows changes (a redraw of the card passes it by).
  return useMemo(
    () => (
      <Box sx={{ gridColumn: '1 / -1' }}>
        <MeasurementsEditor
          index={index}
          last={last}
          taken={taken}
          unit={unit}
          garment={productName}
        />
      </Box>
    ),
    [index, last, taken, unit, productName],
  );
}
