// What other features may use from settings.
export { settingsQueryOptions } from './api/get-settings';
