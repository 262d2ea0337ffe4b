import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@tailor/shared/money';
import type { OrderType } from '@tailor/shared/orders/constants';
import { formatPhoneDisplay } from '@tailor/shared/phone';
import { amountOf, orderRemaining, orderTotal } from '../lib/amounts';
import { productNameOf, type OrderFormValues } from '../lib/order-form-values';
import { useTemplateLabels } from '../../../../lib/template-labels';
import { usePricesShown } from '../lib/use-prices-shown';
import { useStaffChoices } from '../lib/use-staff-choices';
import { formatCalendarDate } from '../../../../components/data-list/format-calendar-date';
import { StepColumns } from './step-layout';
import { SummaryList } from './summary-list';

/** Dates as the app shows them everywhere: '05 Nov 2026'. */
function useDayFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (iso: string) => formatCalendarDate(iso, language);
}

function SummaryCard({
  title,
  editLabel,
  onEdit,
  children,
  id,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
  id: string;
}) {
  const { t } = useTranslation('newOrder');
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
        >
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-label={editLabel}>
            {t('actions.edit')}
          </Button>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** Step 4: everything the order will be made of, each part with a way back to change it. */
export function ReviewStep({
  orderType,
  onEdit,
  submitError,
}: {
  orderType: OrderType;
  onEdit: (step: number) => void;
  submitError: string | null;
}) {
  const { t } = useTranslation('newOrder');
  const labels = useTemplateLabels();
  const formatDay = useDayFormat();
  const { control } = useFormContext<OrderFormValues>();
  const values = useWatch({ control }) as OrderFormValues;
  const employees = useStaffChoices().list;
  const employeeName = (id: string) => employees.find((e) => e._id === id)?.name ?? '—';
  const total = orderTotal(values.products);
  const advance = amountOf(values.advancePayment) ?? 0;
  const pricesShown = usePricesShown();

  return (
    <Stack spacing={3}>
      <StepColumns>
        <SummaryCard
          id="review-customer-heading"
          title={t('review.customer')}
          editLabel={t('review.editCustomer')}
          onEdit={() => onEdit(1)}
        >
          <SummaryList
            rows={[
              [t('customer.name'), values.customer.name],
              [t('review.mobile'), formatPhoneDisplay(values.customer.mobile_no)],
              [t('customer.address'), values.customer.address],
              [t('review.gender'), values.gender ? t(`gender.${values.gender}`) : '—'],
              // Someone new on a known number: who they are to it.
              ...(values.customer.newPerson && values.customer.relation
                ? ([
                    [
                      t('people.relation'),
                      t(`relation.${values.customer.relation}`, { ns: 'common' }),
                    ],
                  ] as [string, string][])
                : []),
            ]}
          />
        </SummaryCard>
        <SummaryCard
          id="review-payment-heading"
          title={t('review.payment')}
          editLabel={t('review.editPayment')}
          onEdit={() => onEdit(2)}
        >
          <SummaryList
            rows={[
              [t('review.orderType'), t(`review.orderTypes.${orderType}`)],
              ...(pricesShown
                ? ([
                    [t('payment.total'), formatRupees(total)],
                    [t('payment.advance'), formatRupees(advance)],
                    [
                      t('payment.remaining'),
                      formatRupees(orderRemaining(total, values.advancePayment)),
                    ],
                  ] as const)
                : []),
              [
                t('payment.paymentType'),
                values.paymentType ? t(`payment.types.${values.paymentType}`) : '—',
              ],
              [t('payment.orderDate'), formatDay(values.orderDate)],
              [t('payment.dueDate'), formatDay(values.dueDate)],
              ...(values.trial?.day
                ? ([
                    [
                      t('trial.label'),
                      values.trial.time
                        ? `${formatDay(values.trial.day)}, ${values.trial.time}`
                        : formatDay(values.trial.day),
                    ],
                  ] as const)
                : []),
            ]}
          />
        </SummaryCard>
      </StepColumns>

      <SummaryCard
        id="review-products-heading"
        title={t('review.products', { count: values.products.length })}
        editLabel={t('review.editProducts')}
        onEdit={() => onEdit(1)}
      >
        <Stack divider={<Divider flexItem />} spacing={2}>
          {values.products.map((product, index) => {
            const name = productNameOf(product);
            const measurements = product.measurements.filter((m) => m.value.trim());
            return (
              <Box
                key={product.key}
                component="article"
                aria-label={t('products.title', { number: index + 1 })}
              >
                <Stack
                  direction="row"
                  sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}
                >
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {index + 1}. {product.garment === name ? labels.garment(name) : name}
                  </Typography>
                  {pricesShown && (
                    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
                      {formatRupees(amountOf(product.price) ?? 0)}
                    </Typography>
                  )}
                </Stack>
                <SummaryList
                  rows={[
                    [t('review.assignedTo'), employeeName(product.assignedTo)],
                    ...(product.note.trim()
                      ? [[t('review.note'), product.note.trim()] as const]
                      : []),
                  ]}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 0.75 }}>
                  {t('measurements.heading')}
                </Typography>
                {measurements.length ? (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                    {measurements.map((m) => (
                      <Chip
                        key={m.name}
                        size="small"
                        variant="outlined"
                        label={
                          <Fragment>
                            {labels.measurement(m.name)}: <strong>{m.value.trim()}</strong>
                          </Fragment>
                        }
                      />
                    ))}
                  </Box>
                ) : (
                  <Typography variant="body2">{t('review.noMeasurements')}</Typography>
                )}
                {product.images.length > 0 ? (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
                    {product.images.map((image, i) => (
                      <Box
                        key={image.localId}
                        component="img"
                        src={image.previewUrl}
                        alt={t('review.imageAlt', { number: i + 1, name: labels.garment(name) })}
                        sx={{
                          width: 72,
                          height: 72,
                          objectFit: 'cover',
                          borderRadius: 1.5,
                          border: 1,
                          borderColor: 'divider',
                        }}
                      />
                    ))}
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                    {t('review.noImages')}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Stack>
      </SummaryCard>

      {submitError && (
        <Alert severity="error" role="alert">
          {submitError}
        </Alert>
      )}
    </Stack>
  );
}
