import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { OrderProduct } from '@tailor/shared/orders';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Read when the history is first opened: most visits to an order never open it.
const GarmentHistorySteps = lazy(async () => ({
  default: (await import('./garment-history-steps')).GarmentHistorySteps,
}));

/** A garment's tag code, and the step of work it was last scanned at. */
export function GarmentTagChips({
  product,
}: {
  product: Pick<OrderProduct, 'tag_code' | 'stage'>;
}) {
  const { t } = useTranslation('orderDetails');
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        label={t('garment.tag', { tag: product.tag_code })}
        sx={{ fontFamily: 'monospace' }}
      />
      {product.stage && (
        <Chip
          size="small"
          color="primary"
          label={t('garment.current', { stage: t(`garment.stages.${product.stage}`) })}
        />
      )}
    </>
  );
}

/** The garment's steps on its order's page, opened on demand: who did what, and when. */
export function GarmentHistory({ tagCode }: { tagCode: string }) {
  const { t } = useTranslation('orderDetails');
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        size="small"
        startIcon={<HistoryIcon />}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {t('garment.steps')}
      </Button>
      {open && (
        <Suspense fallback={<Skeleton variant="rounded" height={48} />}>
          <GarmentHistorySteps tagCode={tagCode} />
        </Suspense>
      )}
    </div>
  );
}
