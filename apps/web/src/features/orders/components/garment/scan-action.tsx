import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../lib/i18n';

// The scanner, its texts and its QR reader load when it is first opened, never with a page.
const GarmentScanner = lazy(async () => {
  const [module] = await Promise.all([
    import('./garment-scanner'),
    i18n.loadNamespaces('garments'),
  ]);
  return { default: module.GarmentScanner };
});

/**
 * "Scan garment tags" above the order lists, where work is picked up: the camera, to scan garment
 * after garment, each offering its next step.
 */
export function ScanAction() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setOpen(true)}>
        {t('scanTags')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <GarmentScanner open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
