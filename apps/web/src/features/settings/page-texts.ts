// The text namespaces of the settings sections of the account page (see lib/page-texts.ts).

export const SHOP_SETTINGS_TEXTS: readonly string[] = ['common', 'employees', 'errors', 'settings'];
export const MEASUREMENT_TEMPLATES_TEXTS: readonly string[] = [
  'common',
  'errors',
  'newOrder',
  'settings',
];
