import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@tailor/shared/money';
import { useApiErrorText } from '../../../lib/error-text';
import { useTemplateLabels } from '../../../lib/template-labels';
import { useOrderWork } from '../api/get-order-work';
import { useMarkWorkStep } from '../api/mark-work-step';

/**
 * On the order page: the steps of each garment's work that the shop pays by the piece (cutting,
 * stitching, finishing, trial fix), each a chip to mark done or not done. Shown only when some
 * garment has such a step; an employee sees their own garments. A step done by someone other than
 * the garment's karigar names who did it; a chip the caller may not change (another karigar's
 * credit, a new step of a cancelled order) is not offered as a button.
 */
export function OrderWorkCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation('karigars');
  const errorText = useApiErrorText();
  const { garment: garmentLabel } = useTemplateLabels();
  const work = useOrderWork(orderId);
  const mark = useMarkWorkStep();
  const products = (work.data?.products ?? []).filter((product) => product.steps.length > 0);
  if (products.length === 0) return null;

  return (
    <Card component="section" aria-labelledby="order-work-title" sx={{ mt: { xs: 2, md: 3 } }}>
      <CardContent>
        <Typography id="order-work-title" variant="h6" component="h2">
          {t('work.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('work.subtitle')}
        </Typography>
        <Stack spacing={2}>
          {products.map((product) => (
            <div key={product.product_id}>
              <Typography sx={{ fontWeight: 600 }}>
                {garmentLabel(product.garment)}
                {product.assignee ? ` · ${product.assignee.name}` : ''}
              </Typography>
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
                {product.steps.map((step) => {
                  const amount = step.done ? step.amount : step.rate;
                  const doneBy =
                    step.done_by && step.done_by._id !== product.assignee?._id
                      ? step.done_by.name
                      : null;
                  const label = [
                    t(`stage.${step.stage}`),
                    amount === null ? null : formatRupees(amount),
                    doneBy === null ? null : t('work.doneBy', { name: doneBy }),
                  ]
                    .filter(Boolean)
                    .join(' · ');
                  const look = {
                    label,
                    color: step.done ? ('success' as const) : ('default' as const),
                    variant: step.done ? ('filled' as const) : ('outlined' as const),
                    icon: step.done ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />,
                  };
                  if (!step.changeable) return <Chip key={step.stage} {...look} />;
                  return (
                    <Chip
                      key={step.stage}
                      {...look}
                      aria-pressed={step.done}
                      aria-label={t(step.done ? 'work.markUndone' : 'work.markDone', {
                        step: t(`stage.${step.stage}`),
                        garment: garmentLabel(product.garment),
                      })}
                      disabled={mark.isPending}
                      onClick={() =>
                        mark.mutate({
                          orderId,
                          product_id: product.product_id,
                          stage: step.stage,
                          done: !step.done,
                        })
                      }
                    />
                  );
                })}
              </Stack>
            </div>
          ))}
        </Stack>
        {mark.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorText(mark.error) ?? t('errors.save')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
