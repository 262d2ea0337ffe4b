import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMeasurement } from '@tailor/shared/measurements';
import { formatRupees } from '@tailor/shared/money';
import type { MemberOrderProduct } from '@tailor/shared/price-visibility';
import { useMeasurementUnit, useUnitLabels } from '../../../../lib/measurement-units';
import { useTemplateLabels } from '../../../../lib/template-labels';
import { useAssigneeLabel } from '../../lib/use-assignee-label';
import { MeasurementTiles } from '../measurement-tiles';
import { GarmentHistory, GarmentTagChips } from '../garment/garment-tag';
import { ProductImageGallery } from './product-image-gallery';

/**
 * One product line: name, price, who makes it, the measurements grid, the note and the images.
 * `ownerIsMe`: the viewer is the shop owner, so the owner's own garments read 'Me'.
 */
export function ProductCard({
  product,
  position,
  ownerIsMe = false,
}: {
  /** Its price is null for staff whose position may not see prices: no price is shown. */
  product: MemberOrderProduct;
  position: number;
  ownerIsMe?: boolean;
}) {
  const { t } = useTranslation('orderDetails');
  const assigneeLabel = useAssigneeLabel(ownerIsMe);
  // Default garment and measurement names in the interface language, as the order was taken.
  const labels = useTemplateLabels();
  const name = labels.garment(product.product.name);
  const measurements = Object.entries(product.measurements);
  // Each value with the unit it was taken in; in another unit than the shop's now, converted too.
  const shopUnit = useMeasurementUnit();
  const unitLabels = useUnitLabels();
  const headingId = `product-${product._id}-name`;

  return (
    <Card component="article" aria-labelledby={headingId} data-testid="product-card">
      <CardContent>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <ProductImageGallery images={product.uploadedImages} productName={name} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2}>
              <Stack
                direction="row"
                sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                    {`#${position}`}
                  </Typography>
                  <Typography
                    id={headingId}
                    variant="h6"
                    component="h3"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {name}
                  </Typography>
                </Box>
                {product.price !== null && (
                  <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t('products.price')}
                    </Typography>
                    <Typography variant="h6" component="p" data-testid="product-price">
                      {formatRupees(product.price)}
                    </Typography>
                  </Box>
                )}
              </Stack>

              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Chip
                  icon={<PersonOutlineIcon />}
                  variant="outlined"
                  size="small"
                  label={
                    product.assigned_to
                      ? t('products.assignedTo', { name: assigneeLabel(product.assigned_to) })
                      : t('products.unassigned')
                  }
                />
                {product.tag_code && <GarmentTagChips product={product} />}
              </Stack>
              {product.tag_code && <GarmentHistory tagCode={product.tag_code} />}

              <div>
                <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
                  {t('products.measurements')}
                </Typography>
                {measurements.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('products.noMeasurements')}
                  </Typography>
                ) : (
                  <MeasurementTiles
                    size="compact"
                    tiles={measurements.map(([measure, value]) => ({
                      name: measure,
                      label: labels.measurement(measure),
                      value: formatMeasurement(value, product.measurement_unit, {
                        shownIn: shopUnit,
                        labels: unitLabels,
                      }),
                    }))}
                  />
                )}
              </div>

              {product.note && (
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ p: 1.5, borderRadius: 2, bgcolor: 'rgba(0, 121, 107, 0.07)' }}
                >
                  <StickyNote2OutlinedIcon fontSize="small" color="secondary" aria-hidden />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle2" component="h4">
                      {t('products.note')}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    >
                      {product.note}
                    </Typography>
                  </Box>
                </Stack>
              )}
            </Stack>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
