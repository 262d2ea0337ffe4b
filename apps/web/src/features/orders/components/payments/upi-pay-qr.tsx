import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@tailor/shared/money';
import type { OrderDetail } from '@tailor/shared/orders/responses';
import { upiPaymentLink } from '@tailor/shared/upi';

/**
 * The QR code a customer at the counter scans with any UPI app to pay exactly `rupees` to the
 * shop, for the order `orderLabel` (as the bill writes its number). The encoder is loaded when a
 * code is first shown, so screens that never show one do not carry it.
 */
export function UpiPayQr({
  payee,
  rupees,
  orderLabel,
}: {
  payee: NonNullable<OrderDetail['upi_payee']>;
  rupees: number;
  orderLabel: string;
}) {
  const { t } = useTranslation('orderDetails');
  const link = upiPaymentLink({
    upiId: payee.upi_id,
    payeeName: payee.name,
    rupees,
    orderNumber: orderLabel,
  });
  const [svg, setSvg] = useState<{ link: string; src: string } | null>(null);

  useEffect(() => {
    if (!link) return;
    let current = true;
    void import('uqr').then(({ renderSVG }) => {
      // Error correction M and the standard 4-module quiet zone, as on the bills.
      const markup = renderSVG(link, { ecc: 'M', border: 4 });
      if (current) setSvg({ link, src: `data:image/svg+xml;utf8,${encodeURIComponent(markup)}` });
    });
    return () => {
      current = false;
    };
  }, [link]);

  if (!link) return null;
  const amount = formatRupees(rupees);
  return (
    <Box
      component="figure"
      data-testid="collect-upi-qr"
      sx={{ m: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}
    >
      <Box
        sx={{
          width: 200,
          height: 200,
          bgcolor: 'common.white',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {svg?.link === link && (
          <img
            src={svg.src}
            width={200}
            height={200}
            alt={t('collectDialog.upiQrAlt', { amount, payee: payee.name })}
            style={{ display: 'block', imageRendering: 'pixelated' }}
          />
        )}
      </Box>
      <Typography component="figcaption" variant="body2" sx={{ textAlign: 'center' }}>
        <strong>{t('collectDialog.upiQrTitle', { amount })}</strong>
        <br />
        <Typography component="span" variant="caption" color="text.secondary">
          {payee.name} · {payee.upi_id}
        </Typography>
      </Typography>
    </Box>
  );
}
