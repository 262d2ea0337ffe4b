import LocalPrintshopOutlinedIcon from '@mui/icons-material/LocalPrintshopOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';

/** "Print tags": the order's garment tags as a PDF, a QR on each, for the shop's label printer. */
export function PrintTagsButton({
  orderId,
  orderNumber,
  variant = 'outlined',
}: {
  orderId: string;
  orderNumber: number;
  variant?: 'outlined' | 'contained';
}) {
  const { t } = useTranslation('orderDetails');
  // The PDF download (the billing feature's) loads when first pressed, as the Bills menu does.
  const download = useMutation({
    mutationFn: async (input: { orderId: string; orderNumber: number }) =>
      (await import('../../api/download-tags')).downloadTags(input),
  });
  return (
    <Stack spacing={1}>
      <Button
        variant={variant}
        startIcon={<LocalPrintshopOutlinedIcon />}
        disabled={download.isPending}
        onClick={() => download.mutate({ orderId, orderNumber })}
      >
        {download.isPending ? t('garment.printing') : t('garment.print')}
      </Button>
      {download.isError && <Alert severity="error">{t('garment.printFailed')}</Alert>}
    </Stack>
  );
}
