import { ShopSettingsCard } from './shop-settings-card';
import { WithSettings } from './with-settings';

/** Customer message language and the order number prefix of bills. */
export function ShopSettingsSection() {
  return (
    <WithSettings rows={3}>{(settings) => <ShopSettingsCard settings={settings} />}</WithSettings>
  );
}
