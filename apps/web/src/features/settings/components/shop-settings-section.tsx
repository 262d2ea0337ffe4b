import Stack from '@mui/material/Stack';
import { CapacitySettingsCard } from './capacity-settings-card';
import { CustomerMessageSettingsCard } from './customer-message-settings-card';
import { GarmentTagSettingsCard } from './garment-tag-settings-card';
import { GstSettingsCard } from './gst-settings-card';
import { TallySettingsCard } from './tally-settings-card';
import { PositionPermissionsCard } from './position-permissions-card';
import { ShopSettingsCard } from './shop-settings-card';
import { UpiSettingsCard } from './upi-settings-card';
import { WithSettings } from './with-settings';

/**
 * Customer message language, the order number prefix of bills, the UPI address customers pay to,
 * the GSTIN that makes bills tax invoices, the messages customers get at each step of an order,
 * the shop's daily capacity and buffer days, the garment tags' paper and whether an order completes
 * once its garments are scanned ready, and who may take payments.
 */
export function ShopSettingsSection() {
  return (
    <WithSettings rows={3}>
      {(settings) => (
        <Stack spacing={2}>
          <ShopSettingsCard settings={settings} />
          <UpiSettingsCard settings={settings} />
          <GstSettingsCard settings={settings} />
          <TallySettingsCard settings={settings} />
          <CapacitySettingsCard settings={settings} />
          <GarmentTagSettingsCard settings={settings} />
          <CustomerMessageSettingsCard settings={settings} />
          <PositionPermissionsCard settings={settings} />
        </Stack>
      )}
    </WithSettings>
  );
}
